import Foundation
import Testing

@testable import PuenteRules

/// The in-process reader of loose objects against git's own answers: every compression
/// level git writes, the block types and code shapes DEFLATE has, and damaged files.
@Suite struct LooseObjectsTests {
  /// Contents that reach every path of the decoder: nothing; a few bytes (a fixed-code
  /// block); source text over several blocks with long matches; incompressible bytes
  /// (stored blocks); one byte repeated (matches at distance 1); every byte value;
  /// bytes drawn from a skewed distribution (Huffman codes longer than the 10-bit table).
  static func contents() -> [(String, [UInt8])] {
    var random = SplitMix64(seed: 7)
    let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    var skewed: [UInt8] = []
    for _ in 0..<60_000 {
      // Geometric: byte k with probability about 2^-(k+1), so rare bytes get long codes.
      let r = random.next()
      skewed.append(UInt8(min(255, (r | 1 << 63).trailingZeroBitCount * 3 + Int(r >> 60))))
    }
    let swift = String(
      repeating: """
        final class OrderDetailHostingController: UIHostingController<OrderDetailView> {
          init(model: OrderModel) { super.init(rootView: OrderDetailView(model: model)) } // ü →
        }

        """, count: 3_000)
    return [
      ("empty", []),
      ("small", Array("hello\n".utf8)),
      ("swift", Array(swift.utf8)),
      ("noise", noise),
      ("run", [UInt8](repeating: 0x61, count: 40_000)),
      ("bytes", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }),
      ("skewed", skewed),
    ]
  }

  @Test(arguments: [0, 1, 6, 9]) func blobsAndTreesReadAsGitReadsThem(level: Int) throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.git("config", "core.looseCompression", "\(level)")
    try FileManager.default.createDirectory(atPath: repo.path + "/Sources", withIntermediateDirectories: true)
    for (name, bytes) in Self.contents() {
      try Data(bytes).write(to: URL(fileURLWithPath: repo.path + "/Sources/\(name).bin"), options: [])
    }
    try repo.git("add", "-A")
    let tree = try repo.git("write-tree").trimmingCharacters(in: .whitespacesAndNewlines)
    let loose = try #require(LooseObjects(topLevel: repo.path))
    for (name, bytes) in Self.contents() {
      let id = try repo.git("rev-parse", ":Sources/\(name).bin").trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(loose.contains(id), "\(name)")
      #expect(loose.read(id, type: "blob") == bytes, "\(name) at level \(level)")
      #expect(loose.read(id, type: "tree") == nil, "a blob is no tree")
    }
    let folder = try repo.git("rev-parse", "\(tree):Sources").trimmingCharacters(in: .whitespacesAndNewlines)
    for id in [tree, folder] {
      let expected = try #require(Git.run(["cat-file", "tree", id], in: repo.path)).output
      #expect(loose.read(id, type: "tree") == expected)
    }
  }

  /// Streams zlib writes with strategies git does not use: all fixed codes, and Huffman
  /// codes with no matches (made with Python's zlib).
  @Test func streamsOfOtherStrategies() {
    let text = Array(
      String(
        repeating: "struct ContentView: View {\n  var body: some View { Text(\"Hello, \\(name)\") }\n}\n", count: 12
      )
      .utf8)
    let fixed =
      "eAErLikqTS5RcM7PK0nNKwnLTC23UgCRCtVcCgpliUUKSfkplVYKxfm5qVBxhZDUihINJY/UnJx8HYUYjbzE3FRNJU2FWq5aruJR00ZNGzWNBqYBAHC6M9g="
    for encoded in [fixed] {
      let stream = [UInt8](Data(base64Encoded: encoded)!)
      #expect(Self.inflate(stream, capacity: text.count) == .done(text.count))
      #expect(Self.inflated(stream, capacity: text.count) == text)
      #expect(Self.inflate(stream, capacity: text.count - 1) == .full)
    }
  }

  /// Block shapes zlib writes rarely or never, made by hand and by Python's zlib, with
  /// zlib's verdict on each: the codes it accepts though incomplete (no distance code,
  /// one of one bit, an end-of-block code alone) inflate as it inflates them, and the
  /// codes it refuses (incomplete or over-subscribed otherwise) are invalid here too.
  @Test func codeShapesAreTakenAsZlibTakesThem() {
    let text = Array(
      String(
        repeating: "struct ContentView: View {\n  var body: some View { Text(\"Hello, \\(name)\") }\n}\n", count: 12
      )
      .utf8)
    let cases: [(String, [UInt8]?)] = [
      // no distance code at all (literals only)
      (
        [
          "eAEF4AGQJEmSJEkCAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEgAAAAAAAAAAAAAA",
          "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAoAwPT",
          "AYc=",
        ].joined(), Array("abba".utf8)
      ),
      // one distance code, of one bit
      (
        [
          "eAEN4QGQJEmSJEkCAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEQAAAAAAAAAAAAAA",
          "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAB4gIF",
          "ugHo",
        ].joined(), Array("ababa".utf8)
      ),
      // an empty block: its end-of-block code alone, of one bit
      (
        [
          "eAEF4AGQJEmSJEkCAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
          "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAAAA",
          "AQ==",
        ].joined(), Array("".utf8)
      ),
      // an incomplete literal/length code
      (
        [
          "eAEF4AGQJEmSJEkCAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
          "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAIAGIA",
          "Yg==",
        ].joined(), nil
      ),
      // an over-subscribed literal/length code
      (
        [
          "eAEF4AGQJEmSJEkCAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIgAAAAAAAAAAAAAA",
          "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAGIA",
          "Yg==",
        ].joined(), nil
      ),
      // an incomplete code-length code
      (
        [
          "eAEFwAEQBEEQBEEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAA",
          "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQBAGIA",
          "Yg==",
        ].joined(), nil
      ),
      // an incomplete distance code of two codes
      (
        [
          "eAEN4gGQJEmSJEkCAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEQAAAAAAAAAAAAAA",
          "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABABEU4F",
          "ugHo",
        ].joined(), nil
      ),
      // Huffman codes and no matches (Z_HUFFMAN_ONLY)
      (
        [
          "eAEFwTEOhSAQBcCeU7xQQeIJaG08gKGywe8WJMAmsIqGcPc/06TeP8HKRaiIj9QdfKSOoYAnVJx8fQ6NM8FH6hjY6RWjN0qJ",
          "FxymhExWW0w1VZN6/wQrF6EiPlJ38JE6hgKeUHHy9Tk0zgQfqWNgp1eM3iglXnCYEjJZbTHVVE3q/ROsXISK+EjdwUfqGAp4",
          "QsXJ1+fQOBN8pI6BnV4xeqOUeMFhSshktcVUUzWp90+wchEq4iN1Bx+pYyjgCRUnX59D40zwkToGdnrF6I1S4gWHKSGT1RZT",
          "TdWk3j/BykWoiI/UHXykjqGAJ1ScfH0OjTPBR+oY2OkVozdKiRccpoRMVltMNVWTev8EKxehIj5Sd/CROoYCnlBx8vU5NM4E",
          "H6ljYKdXjN4oJV5wmBIyWW0x1VRN6v0TrFyEivhI3cFH6hgKeELFydfn0DgTfKSOgZ1eMXqjlHjBYUrIZLXFVFM1qfdPsHIR",
          "KuIjdQcfqWMo4AkVJ1+fQ+NM8JE6BnZ6xeiNUuIFhykhk9UWU03VpN4/wcpFqIiP1B18pI6hgCdUnHx9Do0zwUfqGNjpFaM3",
          "SokXHKaETFZbTDVVk3r/BCsXoSI+UnfwkTqGAp5QcfL1OTTOBB+pY2CnV4zeKCVecJgSMlltMdVUTer9E6xchIr4SN3BR+oY",
          "CnhCxcnX59A4E3ykjoGdXjF6o5R4wWFKyGS1xVRTNan3T7ByESriI3UHH6ljKOAJFSdfn0PjTPCROgZ2esXojVLiBYcpIZPV",
          "FlNN9QdwujPY",
        ].joined(), text
      ),
      // Z_FILTERED
      (
        [
          "eNorLikqTS5RcM7PK0nNKwnLTC23UgjLTC1XqOZSUChLLFJIyk+ptFIozs9NhYorhKRWlGgoeaTm5OTrKMRo5CXmpmoqaSrU",
          "ctVyFY+aNmraqGk0MA0AcLoz2A==",
        ].joined(), text
      ),
      // blocks ended by a sync flush and a full flush
      (
        [
          "eJwqLikqTS5RcM7PK0nNKwnLTC23UgCRCtVcCgpliUUKSfkplVYKxfm5qVBxhZDUihINJY/UnJx8HYUYjbzE3FRNJU2FWq5a",
          "ruJhbRoAAAD//xo1bdS0gTINAAAA//8rSczMAQBEWjWC",
        ].joined(), text + Array("tail".utf8)
      ),
    ]
    for (k, (encoded, expected)) in cases.enumerated() {
      let stream = [UInt8](Data(base64Encoded: encoded)!)
      let capacity = (expected?.count ?? 64)
      let (outcome, bytes) = Self.run(stream, capacity)
      if let expected {
        #expect(outcome == .done(expected.count), "case \(k)")
        #expect(bytes == expected, "case \(k)")
      } else {
        #expect(outcome == .invalid, "case \(k)")
      }
    }
  }

  /// A damaged object is no object: a changed byte (caught by the checksum if not by
  /// the codes), a cut-off end, a header that does not match its content, not zlib.
  @Test func damagedFilesAreNotRead() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    let text = String(repeating: "let hosting = UIHostingController(rootView: DetailView())\n", count: 200)
    try repo.write("A.swift", text)
    let id = try repo.git("hash-object", "-w", "A.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    let loose = try #require(LooseObjects(topLevel: repo.path))
    let file = try #require(loose.path(of: id))
    let original = try FileReader.read(file)
    #expect(LooseObjects.read(file: file, type: "blob") == Array(text.utf8))
    let scratch = repo.path + "/damaged"
    func reads(_ bytes: [UInt8]) throws -> [UInt8]? {
      try Data(bytes).write(to: URL(fileURLWithPath: scratch))
      return LooseObjects.read(file: scratch, type: "blob")
    }
    // (Not the last byte of the deflate data: the bits after the end-of-block code are
    // padding, ignored by every inflater.)
    for k in stride(from: 2, to: original.count, by: max(1, original.count / 40)) where k != original.count - 5 {
      var changed = original
      changed[k] ^= 0x10
      #expect(try reads(changed) == nil, "byte \(k) changed")
    }
    #expect(try reads(Array(original.dropLast(3))) == nil)
    #expect(try reads(Array(original.prefix(original.count / 2))) == nil)
    #expect(try reads(Array(text.utf8)) == nil)
    #expect(try reads([]) == nil)
    // A header that claims more than there is.
    func header(_ text: String) -> (size: Int, length: Int)? {
      Array(text.utf8).withUnsafeBufferPointer { LooseObjects.header($0, type: "blob") }
    }
    #expect(header("blob 12\0")?.size == 12 && header("blob 12\0")?.length == 8)
    #expect(header("blob \0") == nil)
    #expect(header("blob 12") == nil)
    #expect(header("tree 3\0") == nil)
    #expect(loose.read("not-an-id", type: "blob") == nil)
    #expect(loose.read(String(repeating: "0", count: 40), type: "blob") == nil)
  }

  /// Packed objects are not loose (their reader asks `cat-file`); a linked work tree
  /// finds the objects of the repository it belongs to; an object store moved by the
  /// environment turns the shortcut off.
  @Test func repositoryLayouts() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("A.swift", "let a = 1\n")
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    let id = try repo.git("rev-parse", "HEAD:A.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    let loose = try #require(LooseObjects(topLevel: repo.path))
    #expect(loose.directory == repo.path + "/.git/objects")
    // An object's file: the id's first two digits name its folder. SHA-256 ids too;
    // anything else (short, upper case, not hex) has none.
    #expect(loose.path(of: id) == loose.directory + "/" + id.prefix(2) + "/" + id.dropFirst(2))
    let sha256 = String(repeating: "0123456789abcdef", count: 4)
    #expect(loose.path(of: sha256) == loose.directory + "/01/" + sha256.dropFirst(2))
    for bad in [String(id.dropLast()), "A" + id.dropFirst(), String(id.dropLast()) + "g", "", "é" + id.dropFirst(2)] {
      #expect(loose.path(of: bad) == nil, "\(bad)")
    }
    let linked = repo.path + "-linked"
    defer { try? FileManager.default.removeItem(atPath: linked) }
    try repo.git("worktree", "add", "-q", linked)
    let fromLinked = try #require(LooseObjects(topLevel: linked))
    #expect(fromLinked.read(id, type: "blob") == Array("let a = 1\n".utf8))
    // `git replace` shows another object in place of one: then only `cat-file` reads.
    try repo.write("B.swift", "let b = 2\n")
    let other = try repo.git("hash-object", "-w", "B.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    try repo.git("replace", id, other)
    #expect(LooseObjects(topLevel: repo.path) == nil)
    try repo.git("pack-refs", "--all")
    #expect(LooseObjects(topLevel: repo.path) == nil)
    try repo.git("replace", "-d", id)
    #expect(LooseObjects(topLevel: repo.path) != nil)
    #expect(!loose.hasPacks)
    try repo.git("repack", "-a", "-d", "-q")
    try repo.git("prune-packed")
    #expect(!loose.contains(id))
    #expect(try #require(LooseObjects(topLevel: repo.path)).hasPacks)
    #expect(loose.read(id, type: "blob") == nil)
    #expect(LooseObjects(topLevel: repo.path + "/nowhere") == nil)
  }

  /// A cold trend whose first tree is big enough for the workers to read its versions
  /// themselves counts the same from loose objects as from packed ones (through
  /// `cat-file`), and equals a scan of each commit.
  @Test func aTrendCountsTheSameFromLooseAndPackedObjects() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write(".puente.json", "{ \"adapters\": [\"Adapters/**\"] }\n")
    for k in 0..<90 {
      try repo.write(
        "Features/Screen\(k).swift",
        k % 3 == 0
          ? "let host\(k) = UIHostingController(rootView: Screen\(k)View())\n"
          : "struct Screen\(k)View: View { var body: some View { Text(\"\(k)\") } }\n")
    }
    try repo.write("Adapters/Host.swift", "class ThemedHost<V: View>: UIHostingController<V> {}\n")
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    // The work tree holds the second commit: the first one's versions are git's only.
    for k in 0..<90 where k % 2 == 0 {
      try repo.write("Features/Screen\(k).swift", "let host\(k) = ThemedHost(rootView: Screen\(k)View())\n")
    }
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "two")

    let git = GitRepository(topLevel: repo.path)
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.load(directory: repo.path, schema: schema)
    func trend() throws -> Trend {
      var options = TrendOptions()
      options.every = .commit
      return try TrendRunner(repository: git, configuration: configuration, options: options).run()
    }
    let loose = try trend()
    #expect(loose.counters.blobsInflated >= 45)
    try repo.git("repack", "-a", "-d", "-q")
    try repo.git("prune-packed")
    let packed = try trend()
    #expect(packed.counters.blobsInflated == 0)
    #expect(packed.counters.blobsRead == loose.counters.blobsRead)
    #expect(loose.points.count == 2)
    let engine = Engine(configuration: configuration)
    let stream = try BlobStream(repository: git)
    for (a, b) in zip(loose.points, packed.points) {
      #expect(a.snapshot.total.findings == b.snapshot.total.findings)
      #expect(a.snapshot.total.files == b.snapshot.total.files)
      let report = try engine.scan(
        GitObjectSource(entries: try git.tree(a.commit.id), blobStream: stream, description: a.commit.id))
      #expect(a.snapshot.total.findings["hosting-outside-adapter"] ?? 0 == report.findings.count)
    }
    #expect(loose.points.map { $0.snapshot.total.findings["hosting-outside-adapter"] ?? 0 } == [30, 60])
  }

  /// The vector Adler-32 equals the byte-at-a-time definition, at every length around
  /// its step and modulo boundaries and with all bytes 0xFF (the sums' largest values).
  @Test func adler32IsTheDefinition() {
    func naive(_ bytes: [UInt8]) -> UInt32 {
      var a: UInt32 = 1
      var b: UInt32 = 0
      for x in bytes {
        a = (a + UInt32(x)) % 65521
        b = (b + a) % 65521
      }
      return b << 16 | a
    }
    var random = SplitMix64(seed: 3)
    let noise = (0..<40_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let ones = [UInt8](repeating: 0xFF, count: 40_000)
    for bytes in [noise, ones] {
      let lengths = [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 5535, 5536, 5537, 5551, 5552, 5553, 5567, 5568]
      for n in lengths + [11_072, 11_104, 11_120, 16_657, 40_000] {
        let slice = Array(bytes.prefix(n))
        // Both kernels: the C one (where this CPU runs it) and the Swift lanes.
        #expect(slice.withUnsafeBufferPointer { Inflate.adler32($0.baseAddress!, n) } == naive(slice), "\(n)")
        #expect(slice.withUnsafeBufferPointer { Inflate.adler32Lanes($0.baseAddress!, n) } == naive(slice), "\(n)")
      }
    }
  }

  static func inflate(_ stream: [UInt8], capacity: Int) -> Inflate.Outcome { run(stream, capacity).outcome }

  static func inflated(_ stream: [UInt8], capacity: Int) -> [UInt8]? { run(stream, capacity).bytes }

  /// The outcome of inflating `stream` into `capacity` bytes, and the bytes when done.
  static func run(_ stream: [UInt8], _ capacity: Int) -> (outcome: Inflate.Outcome, bytes: [UInt8]?) {
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + Inflate.slack)
    defer { out.deallocate() }
    let outcome = stream.withUnsafeBufferPointer { Inflate.zlib($0, into: out, capacity: capacity) }
    guard case .done(let n) = outcome else { return (outcome, nil) }
    return (outcome, Array(UnsafeBufferPointer(start: out, count: n)))
  }
}
