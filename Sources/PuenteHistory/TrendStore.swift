import Foundation
import PuenteRules
import PuenteSource

/// The on-disk cache of `puente trend`: one file, `trend.cache`, in the cache folder.
///
/// - **Facts per version** (`VersionFacts`, by git blob id): what is known of the bytes
///   and the rule counts of every check made of them, under keys that hash everything
///   else a result depends on (see `TreeCounter`).
/// - **Whole points** (by tree and configuration), each with the day it was counted for
///   and the days its counts may change on: a point is reused while today crosses none
///   of them, so a nightly run counts only its new commit, and a clock past a flag's
///   retirement date counts the points it changes again.
///
/// Binary, written whole (a temporary file, then a rename) and only when something new
/// was learnt, so readers never see half a file. It starts with a magic line, a format
/// version and the rule-set version it was computed with, and ends with a checksum of
/// everything before it: a foreign, truncated or corrupt file, or one from another rule
/// set, is ignored with a warning and rebuilt. Deleting the folder is always safe.
public enum TrendStore {
  /// 6: a file whose name is not UTF-8 is a problem, no longer counted (issue 28).
  static let formatVersion: UInt64 = 6
  public static let fileName = "trend.cache"
  static let magic = Array("puente trend cache\n".utf8)

  /// The rule-set version: changes whenever the rules, their examples (which are their
  /// tests) or the tool version change, so a new `puente` never trusts old results.
  public static func rulesetVersion(toolVersion: String) -> UInt64 {
    var hash = StableHash()
    hash.combine("format \(formatVersion)")
    hash.combine(toolVersion)
    for rule in RuleRegistry.all {
      hash.combine(rule.id)
      hash.combine(rule.info.summary)
      for example in rule.triggeringExamples + rule.nonTriggeringExamples { hash.combine(example) }
    }
    return hash.value
  }

  /// The default folder: `$XDG_CACHE_HOME/puente` when that is set, else
  /// `<repository>/.build/puente-cache`.
  public static func defaultDirectory(repositoryTop: String, environment: [String: String]) -> String {
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/puente" }
    return repositoryTop + "/.build/puente-cache"
  }

  /// Refuses the default folder inside the repository when it resolves outside it: a
  /// committed `.build` symbolic link would send the cache's writes wherever it points
  /// (issue 28). The longest existing part of `directory` is resolved; `--cache-dir`
  /// given explicitly is the user's choice and is not checked.
  public static func checkInside(repositoryTop: String, directory: String) throws(SourceError) {
    var existing = directory
    while access(existing, F_OK) != 0 && existing.count > repositoryTop.count {
      existing = (existing as NSString).deletingLastPathComponent
    }
    guard let top = realpath(repositoryTop, nil) else { return }
    defer { free(top) }
    guard let resolved = realpath(existing, nil) else { return }
    defer { free(resolved) }
    let topPath = String(cString: top)
    let resolvedPath = String(cString: resolved)
    guard resolvedPath != topPath && !resolvedPath.hasPrefix(topPath.hasSuffix("/") ? topPath : topPath + "/") else {
      return
    }
    throw SourceError(
      "the trend cache folder `\(directory)` resolves to `\(resolvedPath)`, outside the repository (through a symbolic link); give `--cache-dir DIR` or `--no-cache`"
    )
  }

  struct DecodeError: Error {
    var reason: String
  }

  /// A point as cached: its counts, and when they hold.
  struct Point {
    var counts: PointCounts
    /// The day it was counted for, and the days its counts may change on.
    var day: Int32
    var changeDays: [Int32]

    /// Whether the counts hold on `today`: no change day lies between the two days.
    func holds(on today: Int32) -> Bool {
      let (low, high) = (min(day, today), max(day, today))
      return !changeDays.contains { $0 > low && $0 <= high }
    }
  }

  /// The versions' facts as read from the cache.
  struct Facts {
    var needles: [String] = []
    private var byID: [String: VersionFacts] = [:]

    init() {}
    init(needles: [String], byID: [String: VersionFacts]) {
      self.needles = needles
      self.byID = byID
    }

    var all: [(id: String, facts: VersionFacts)] { byID.map { ($0.key, $0.value) } }

    /// The facts of blob `id`, marked as read from the cache.
    func facts(of id: String, needles: Int) -> VersionFacts? {
      guard let facts = byID[id] else { return nil }
      facts.dirty = false
      return facts
    }
  }

  /// What a cache file holds.
  struct Contents {
    var facts = Facts()
    var points: [UInt64: Point] = [:]
  }

  /// Reads the cache at `path`: nil and a reason when it is there but unusable.
  static func load(_ path: String, ruleset: UInt64, names: PointNames) -> (Contents, warning: String?) {
    let bytes: [UInt8]
    do { bytes = try FileReader.read(path) } catch {
      if access(path, F_OK) != 0 { return (Contents(), nil) }
      return (Contents(), "cannot read it: \(error.message)")
    }
    do {
      return (try decode(bytes, ruleset: ruleset, names: names), nil)
    } catch {
      return (Contents(), error.reason)
    }
  }

  static func decode(_ bytes: [UInt8], ruleset: UInt64, names: PointNames) throws(DecodeError) -> Contents {
    guard bytes.count >= magic.count + 8, bytes[0..<magic.count].elementsEqual(magic) else {
      throw DecodeError(reason: "not a puente trend cache")
    }
    let stored = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) }
    guard checksum(bytes, count: bytes.count - 8) == UInt64(littleEndian: stored) else {
      throw DecodeError(reason: "checksum mismatch (truncated or corrupt)")
    }
    var r = ByteReader(bytes, from: magic.count, to: bytes.count - 8)
    guard try r.varint() == formatVersion else { throw DecodeError(reason: "written in another format version") }
    guard try r.fixed64() == ruleset else { throw DecodeError(reason: "written by another puente version or rule set") }
    let rules = try (0..<r.count()).map { _ throws(DecodeError) in try r.rawString() }
    guard rules == names.rules else { throw DecodeError(reason: "written with other rules") }
    let needles = try (0..<r.count()).map { _ throws(DecodeError) in try r.rawString() }
    let folders = try (0..<r.count()).map { _ throws(DecodeError) in names.folder(try r.rawString()) }
    var byID: [String: VersionFacts] = [:]
    for _ in 0..<(try r.count()) {
      let id = try r.rawString()
      byID[id] = try decodeFacts(&r)
    }
    var points: [UInt64: Point] = [:]
    for _ in 0..<(try r.count()) {
      let key = try r.fixed64()
      points[key] = try decodePoint(&r, folders: folders, names: names)
    }
    guard r.atEnd else { throw DecodeError(reason: "trailing bytes") }
    return Contents(facts: Facts(needles: needles, byID: byID), points: points)
  }

  private static func decodeFacts(_ r: inout ByteReader) throws(DecodeError) -> VersionFacts {
    let flags = try r.byte()
    let lines = try r.count()
    var declarations: [TypeFact] = []
    let lexed = flags & 4 != 0
    for _ in 0..<(try r.count()) {
      guard let kind = DeclarationKind(rawValue: try r.byte()) else { throw DecodeError(reason: "bad declaration") }
      let name = try r.rawString()
      let inherited = try (0..<r.count()).map { _ throws(DecodeError) in try r.rawString() }
      declarations.append(TypeFact(kind: kind, name: name, inherited: inherited))
    }
    // Sorted hashes, as differences from the one before.
    var words: [UInt32] = []
    var last: UInt64 = 0
    for _ in 0..<(try r.count()) {
      last += try r.varint()
      guard last <= UInt64(UInt32.max) else { throw DecodeError(reason: "bad word") }
      words.append(UInt32(last))
    }
    let hits = try (0..<r.count()).map { _ throws(DecodeError) in Int32(truncatingIfNeeded: try r.varint()) }
    let searched = try r.count()
    let facts = VersionFacts(
      isUTF8: flags & 1 != 0, isGenerated: flags & 2 != 0, lines: lines, declarations: lexed ? declarations : nil,
      names: WordSet(hashes: words),
      hits: hits, searched: searched)
    for _ in 0..<(try r.count()) {
      let key = try r.fixed64()
      facts.results[key] = RuleTally(pairs: try decodeInts(&r))
    }
    for _ in 0..<(try r.count()) {
      let key = try r.fixed64()
      facts.changeDays[key] = try decodeInts(&r)
    }
    return facts
  }

  private static func decodePoint(_ r: inout ByteReader, folders: [Int], names: PointNames) throws(DecodeError) -> Point
  {
    let day = Int32(truncatingIfNeeded: Int64(bitPattern: try r.fixed64()))
    let changeDays = try decodeInts(&r)
    var data = try decodeInts(&r).map(Int.init)
    // Records start with their folder, numbered in the file's table.
    var i = 0
    while i + 7 < data.count {
      guard data[i] >= 0 && data[i] < folders.count else { throw DecodeError(reason: "bad folder") }
      data[i] = folders[data[i]]
      let findings = data[i + 7]
      let piecesAt = i + 8 + 2 * findings
      guard piecesAt < data.count else { throw DecodeError(reason: "bad point") }
      i = piecesAt + 1 + 2 * data[piecesAt]
    }
    let generated = try r.count()
    var problems: [FileProblem] = []
    for _ in 0..<(try r.count()) { problems.append(FileProblem(path: try r.rawString(), message: try r.rawString())) }
    let counts = PointCounts(names: names, data: data, generatedSkipped: generated, problems: problems)
    return Point(counts: counts, day: day, changeDays: changeDays)
  }

  private static func decodeInts(_ r: inout ByteReader) throws(DecodeError) -> [Int32] {
    try (0..<r.count()).map { _ throws(DecodeError) in Int32(truncatingIfNeeded: Int64(bitPattern: try r.zigzag())) }
  }

  /// Encodes `facts` and `points` (folder numbers of `names`).
  static func encode(
    facts: [(id: String, facts: VersionFacts)], needles: [String], points: [UInt64: Point], names: PointNames,
    ruleset: UInt64
  ) -> [UInt8] {
    var w = ByteWriter()
    w.bytes = magic
    w.varint(formatVersion)
    w.fixed64(ruleset)
    w.varint(UInt64(names.rules.count))
    for rule in names.rules { w.rawString(rule) }
    w.varint(UInt64(needles.count))
    for needle in needles { w.rawString(needle) }
    let folders = names.folders
    w.varint(UInt64(folders.count))
    for folder in folders { w.rawString(folder) }
    w.varint(UInt64(facts.count))
    for (id, f) in facts.sorted(by: { $0.id < $1.id }) {
      w.rawString(id)
      w.byte((f.isUTF8 ? 1 : 0) | (f.isGenerated ? 2 : 0) | (f.declarations != nil ? 4 : 0))
      w.varint(UInt64(f.lines))
      w.varint(UInt64(f.declarations?.count ?? 0))
      for d in f.declarations ?? [] {
        w.byte(d.kind.rawValue)
        w.rawString(d.name)
        w.varint(UInt64(d.inherited.count))
        for base in d.inherited { w.rawString(base) }
      }
      w.varint(UInt64(f.names.hashes.count))
      var last: UInt32 = 0
      for word in f.names.hashes {
        w.varint(UInt64(word - last))
        last = word
      }
      w.varint(UInt64(f.hits.count))
      for hit in f.hits { w.varint(UInt64(hit)) }
      w.varint(UInt64(f.searched))
      w.varint(UInt64(f.results.count))
      for (key, tally) in f.results.sorted(by: { $0.key < $1.key }) {
        w.fixed64(key)
        w.ints(tally.pairs)
      }
      w.varint(UInt64(f.changeDays.count))
      for (key, days) in f.changeDays.sorted(by: { $0.key < $1.key }) {
        w.fixed64(key)
        w.ints(days)
      }
    }
    w.varint(UInt64(points.count))
    for (key, point) in points.sorted(by: { $0.key < $1.key }) {
      w.fixed64(key)
      w.fixed64(UInt64(bitPattern: Int64(point.day)))
      w.ints(point.changeDays)
      w.ints(point.counts.data.map { Int32($0) })
      w.varint(UInt64(point.counts.generatedSkipped))
      w.varint(UInt64(point.counts.problems.count))
      for problem in point.counts.problems {
        w.rawString(problem.path)
        w.rawString(problem.message)
      }
    }
    w.fixed64(checksum(w.bytes, count: w.bytes.count))
    return w.bytes
  }

  /// Writes the cache file at `path` atomically, making its folder (and a `.gitignore`
  /// of `*` in it, so the default folder inside the work tree stays out of `git status`).
  static func write(_ bytes: [UInt8], to path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    if access(folder, F_OK) != 0 {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let ignore = folder + "/.gitignore"
    if access(ignore, F_OK) != 0 { try AtomicFile.write(Array("*\n".utf8), to: ignore) }
    try AtomicFile.write(bytes, to: path)
  }

  /// A 64-bit hash of the first `count` bytes, eight at a time: catches truncation and
  /// stray edits, not tampering.
  static func checksum(_ bytes: [UInt8], count: Int) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
      var i = 0
      while i + 8 <= count {
        h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 29
        i += 8
      }
      while i < count {
        h = (h ^ UInt64(raw[i])) &* 0x0000_0100_0000_01B3
        i += 1
      }
      return h
    }
  }
}

/// Little-endian fixed and LEB128 variable-length integers, length-prefixed strings.
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func byte(_ b: UInt8) { bytes.append(b) }

  mutating func varint(_ value: UInt64) {
    var v = value
    while v >= 0x80 {
      bytes.append(UInt8(v & 0x7F) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }

  mutating func fixed64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }

  mutating func rawString(_ s: String) {
    varint(UInt64(s.utf8.count))
    bytes += s.utf8
  }

  /// A count, then each number zigzag-encoded (small negatives stay small).
  mutating func ints(_ values: [Int32]) {
    varint(UInt64(values.count))
    for v in values { varint(UInt64(bitPattern: (Int64(v) << 1) ^ (Int64(v) >> 63))) }
  }
}

/// Reads what `ByteWriter` wrote; every read is bounds-checked and throws on bad input.
struct ByteReader {
  let bytes: [UInt8]
  var position: Int
  let end: Int

  init(_ bytes: [UInt8], from start: Int, to end: Int) {
    self.bytes = bytes
    position = start
    self.end = end
  }

  var atEnd: Bool { position == end }

  mutating func byte() throws(TrendStore.DecodeError) -> UInt8 {
    guard position < end else { throw TrendStore.DecodeError(reason: "unexpected end") }
    position += 1
    return bytes[position - 1]
  }

  mutating func varint() throws(TrendStore.DecodeError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let b = try byte()
      guard shift < 64 else { throw TrendStore.DecodeError(reason: "bad number") }
      value |= UInt64(b & 0x7F) << shift
      if b < 0x80 { return value }
      shift += 7
    }
  }

  mutating func zigzag() throws(TrendStore.DecodeError) -> UInt64 {
    let v = try varint()
    return (v >> 1) ^ (0 &- (v & 1))
  }

  /// A varint used as a count or index: bounded by the file size, so a corrupt count
  /// cannot ask for a huge allocation or loop.
  mutating func count() throws(TrendStore.DecodeError) -> Int {
    let v = try varint()
    guard v <= UInt64(bytes.count) * 8 + 1_000_000 else { throw TrendStore.DecodeError(reason: "bad count") }
    return Int(v)
  }

  mutating func fixed64() throws(TrendStore.DecodeError) -> UInt64 {
    guard end - position >= 8 else { throw TrendStore.DecodeError(reason: "unexpected end") }
    var v: UInt64 = 0
    for i in 0..<8 { v |= UInt64(bytes[position + i]) << UInt64(8 * i) }
    position += 8
    return v
  }

  mutating func rawString() throws(TrendStore.DecodeError) -> String {
    let n = try count()
    guard end - position >= n else { throw TrendStore.DecodeError(reason: "unexpected end") }
    let s = String(decoding: bytes[position..<(position + n)], as: UTF8.self)
    position += n
    return s
  }
}
