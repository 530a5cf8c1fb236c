import Foundation

/// The on-disk cache of `puente trend`: one file, `trend.cache`, in the cache folder.
///
/// What it holds, and why each part is safe to reuse:
/// - **Per blob** (`BlobFacts`, by git blob id): line count, UTF-8 and generated flags,
///   which names of the name table occur in the bytes, the declarations with their
///   inheritance, and finding counts per rule under result keys. All of it is a function
///   of the bytes, and each result key hashes everything else a result depends on (the
///   configuration, the path, the hosting and representable names occurring in the file
///   with their bases); see `DebtAnalyzer`. A commit that only adds a hosting subclass
///   changes the keys of the blobs that mention it, and nothing else.
/// - **The name table** the facts' indices refer to.
/// - **Per point** (`DebtSnapshot`, by tree id and configuration fingerprint): the counts
///   of a whole commit, so a nightly re-run recounts only the commits it has not seen.
///
/// The file is read whole and written whole (a temporary file, then a rename), so readers
/// never see half a file and concurrent runs at worst redo each other's work. It starts
/// with a magic line and a format version, carries the rule-set version it was computed
/// with, and ends with a checksum of everything before it: a foreign, truncated or
/// corrupt file, or one from another rule set, is ignored with a warning and rebuilt.
/// Deleting the folder is always safe.
public struct TrendCache {
  static let magic = Array("puente trend cache\n".utf8)
  static let formatVersion: UInt64 = 1
  /// Per-blob facts and the name table.
  public static let fileName = "trend.cache"
  /// Whole points (small): a re-run that has every point needs only this one.
  public static let pointsFileName = "trend-points.cache"

  /// Snapshots by point key.
  var points: [UInt64: DebtSnapshot] = [:]

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
  public static func defaultDirectory(repositoryTop: String, environment: [String: String])
    -> String
  {
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/puente" }
    return repositoryTop + "/.build/puente-cache"
  }

  // MARK: - Loading

  /// What loading found.
  public enum LoadOutcome: Equatable {
    case missing
    case loaded
    /// The file was not usable; the message says why (for a warning).
    case ignored(String)
  }

  /// Loads `path` into `analyzer` and returns the point snapshots. Never throws: any
  /// problem leaves the analyzer as it was and is reported as `.ignored`.
  static func load(path: String, ruleset: UInt64, into analyzer: DebtAnalyzer) -> (
    TrendCache, LoadOutcome
  ) {
    guard FileManager.default.fileExists(atPath: path) else { return (TrendCache(), .missing) }
    let bytes: [UInt8]
    do { bytes = try FileReader.read(path) } catch {
      return (TrendCache(), .ignored("cannot read it: \(error.message)"))
    }
    do {
      return try decode(bytes, ruleset: ruleset, into: analyzer)
    } catch {
      return (TrendCache(), .ignored(error.reason))
    }
  }

  struct DecodeError: Error {
    var reason: String
  }

  private static func decode(_ bytes: [UInt8], ruleset: UInt64, into analyzer: DebtAnalyzer)
    throws(DecodeError)
    -> (TrendCache, LoadOutcome)
  {
    guard bytes.count >= magic.count + 8, Array(bytes[0..<magic.count]) == magic else {
      throw DecodeError(reason: "not a puente trend cache")
    }
    var reader = ByteReader(bytes, from: magic.count, to: bytes.count - 8)
    let stored = ByteReader(bytes, from: bytes.count - 8, to: bytes.count).peekFixed64()
    guard checksum(bytes[0..<(bytes.count - 8)]) == stored else {
      throw DecodeError(reason: "checksum mismatch (truncated or corrupt)")
    }
    guard try reader.varint() == formatVersion else {
      throw DecodeError(reason: "written in another format version")
    }
    guard try reader.fixed64() == ruleset else {
      return (TrendCache(), .ignored("written by another puente version or rule set"))
    }
    var strings: [String] = []
    for _ in 0..<(try reader.count()) { strings.append(try reader.rawString()) }
    let table = strings
    // Takes the reader explicitly: a closure capturing it would overlap with `inout` uses.
    func string(_ reader: inout ByteReader) throws(DecodeError) -> String {
      let i = try reader.count()
      guard i < table.count else { throw DecodeError(reason: "bad string index") }
      return table[i]
    }

    var names = NameTable()
    for _ in 0..<(try reader.count()) {
      let word = try reader.byte() != 0
      names.intern(try string(&reader), word: word)
    }
    var facts: [String: BlobFacts] = [:]
    for _ in 0..<(try reader.count()) {
      let key = try string(&reader)
      let lines = try reader.count()
      let flags = try reader.byte()
      let checked = try reader.count()
      guard checked <= names.count else { throw DecodeError(reason: "bad name count") }
      var found: [Int32] = []
      for _ in 0..<(try reader.count()) {
        let i = try reader.count()
        guard i < checked else { throw DecodeError(reason: "bad name index") }
        found.append(Int32(i))
      }
      var types: [TypeFact]? = nil
      if flags & 4 != 0 {
        var list: [TypeFact] = []
        for _ in 0..<(try reader.count()) {
          guard let kind = TypeFact.Kind(rawValue: try reader.byte()) else {
            throw DecodeError(reason: "bad kind")
          }
          let name = try string(&reader)
          var inherited: [String] = []
          for _ in 0..<(try reader.count()) { inherited.append(try string(&reader)) }
          list.append(TypeFact(kind: kind, name: name, inherited: inherited))
        }
        types = list
      }
      var results: [UInt64: [String: Int]] = [:]
      for _ in 0..<(try reader.count()) {
        let key = try reader.fixed64()
        results[key] = try counts(&reader, string)
      }
      let record = BlobFacts(
        lines: lines, isUTF8: flags & 1 != 0, isGenerated: flags & 2 != 0, checkedNames: checked,
        found: found.sorted(), words: nil, types: types, results: results)
      facts[key] = record
    }
    var cache = TrendCache()
    for _ in 0..<(try reader.count()) {
      let key = try reader.fixed64()
      var snapshot = DebtSnapshot()
      for _ in 0..<(try reader.count()) {
        let folder = try string(&reader)
        var stats = FolderStats()
        stats.files = try reader.count()
        stats.lines = try reader.count()
        stats.findings = try counts(&reader, string)
        stats.adapterFiles = try reader.count()
        stats.adapterLines = try reader.count()
        stats.adapterPieces = try counts(&reader, string)
        stats.screens = try reader.count()
        stats.views = try reader.count()
        snapshot.folders[folder] = stats
      }
      snapshot.generatedSkipped = try reader.count()
      for _ in 0..<(try reader.count()) {
        snapshot.problems.append(
          FileProblem(path: try string(&reader), message: try string(&reader)))
      }
      cache.points[key] = snapshot
    }
    guard reader.atEnd else { throw DecodeError(reason: "trailing bytes") }
    // Only now, with everything decoded, does the analyzer take it (a points-only file
    // has no names and leaves the analyzer alone).
    if names.count > 0 || !facts.isEmpty {
      analyzer.names = names
      analyzer.facts = facts
    }
    return (cache, .loaded)
  }

  private static func counts(
    _ reader: inout ByteReader, _ string: (inout ByteReader) throws(DecodeError) -> String
  ) throws(DecodeError) -> [String: Int] {
    var result: [String: Int] = [:]
    for _ in 0..<(try reader.count()) {
      let rule = try string(&reader)
      result[rule] = try reader.count()
    }
    return result
  }

  // MARK: - Saving

  /// Writes the analyzer's facts (when `analyzer` is given) and the point snapshots to
  /// `path` atomically.
  func save(path: String, ruleset: UInt64, analyzer: DebtAnalyzer?) throws {
    let names = analyzer?.names ?? NameTable()
    let allFacts = analyzer?.facts ?? [:]
    var body = ByteWriter()
    var pool: [String: Int] = [:]
    var strings: [String] = []
    func string(_ s: String) {
      if let i = pool[s] {
        body.varint(UInt64(i))
      } else {
        pool[s] = strings.count
        body.varint(UInt64(strings.count))
        strings.append(s)
      }
    }
    func counts(_ map: [String: Int]) {
      body.varint(UInt64(map.count))
      for (rule, n) in map.sorted(by: { $0.key < $1.key }) {
        string(rule)
        body.varint(UInt64(n))
      }
    }
    body.varint(UInt64(names.count))
    for (name, word) in zip(names.names, names.isWord) {
      body.byte(word ? 1 : 0)
      string(name)
    }
    body.varint(UInt64(allFacts.count))
    for (key, facts) in allFacts.sorted(by: { $0.key < $1.key }) {
      string(key)
      body.varint(UInt64(facts.lines))
      body.byte((facts.isUTF8 ? 1 : 0) | (facts.isGenerated ? 2 : 0) | (facts.types != nil ? 4 : 0))
      body.varint(UInt64(facts.checkedNames))
      body.varint(UInt64(facts.found.count))
      for i in facts.found { body.varint(UInt64(i)) }
      if let types = facts.types {
        body.varint(UInt64(types.count))
        for type in types {
          body.byte(type.kind.rawValue)
          string(type.name)
          body.varint(UInt64(type.inherited.count))
          for base in type.inherited { string(base) }
        }
      }
      body.varint(UInt64(facts.results.count))
      for (key, result) in facts.results.sorted(by: { $0.key < $1.key }) {
        body.fixed64(key)
        counts(result)
      }
    }
    body.varint(UInt64(points.count))
    for (key, snapshot) in points.sorted(by: { $0.key < $1.key }) {
      body.fixed64(key)
      body.varint(UInt64(snapshot.folders.count))
      for (folder, stats) in snapshot.folders.sorted(by: { $0.key < $1.key }) {
        string(folder)
        body.varint(UInt64(stats.files))
        body.varint(UInt64(stats.lines))
        counts(stats.findings)
        body.varint(UInt64(stats.adapterFiles))
        body.varint(UInt64(stats.adapterLines))
        counts(stats.adapterPieces)
        body.varint(UInt64(stats.screens))
        body.varint(UInt64(stats.views))
      }
      body.varint(UInt64(snapshot.generatedSkipped))
      body.varint(UInt64(snapshot.problems.count))
      for problem in snapshot.problems {
        string(problem.path)
        string(problem.message)
      }
    }

    var file = ByteWriter()
    file.bytes = Self.magic
    file.varint(Self.formatVersion)
    file.fixed64(ruleset)
    file.varint(UInt64(strings.count))
    for s in strings { file.rawString(s) }
    file.bytes += body.bytes
    file.fixed64(Self.checksum(file.bytes[...]))
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // The default folder is inside the work tree (`.build/puente-cache`): a `.gitignore`
    // of `*` keeps it, and itself, out of `git status` even where `.build` is not ignored.
    let ignore = folder + "/.gitignore"
    if !FileManager.default.fileExists(atPath: ignore) {
      try AtomicFile.write(Array("*\n".utf8), to: ignore)
    }
    try AtomicFile.write(file.bytes, to: path)
  }

  /// FNV-1a over the whole file: catches truncation and stray edits, not tampering.
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return value
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
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  mutating func rawString(_ s: String) {
    varint(UInt64(s.utf8.count))
    bytes += s.utf8
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

  mutating func byte() throws(TrendCache.DecodeError) -> UInt8 {
    guard position < end else { throw TrendCache.DecodeError(reason: "unexpected end") }
    position += 1
    return bytes[position - 1]
  }

  mutating func varint() throws(TrendCache.DecodeError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let b = try byte()
      guard shift < 64 else { throw TrendCache.DecodeError(reason: "bad number") }
      value |= UInt64(b & 0x7F) << shift
      if b < 0x80 { return value }
      shift += 7
    }
  }

  /// A varint used as a count or index: bounded by the file size, so a corrupt count
  /// cannot ask for a huge allocation or loop.
  mutating func count() throws(TrendCache.DecodeError) -> Int {
    let v = try varint()
    guard v <= UInt64(bytes.count) * 8 + 1_000_000 else {
      throw TrendCache.DecodeError(reason: "bad count")
    }
    return Int(v)
  }

  mutating func fixed64() throws(TrendCache.DecodeError) -> UInt64 {
    guard end - position >= 8 else { throw TrendCache.DecodeError(reason: "unexpected end") }
    let v = peekFixed64()
    position += 8
    return v
  }

  func peekFixed64() -> UInt64 {
    var v: UInt64 = 0
    for i in 0..<8 where position + i < bytes.count {
      v |= UInt64(bytes[position + i]) << UInt64(8 * i)
    }
    return v
  }

  mutating func rawString() throws(TrendCache.DecodeError) -> String {
    let n = try count()
    guard end - position >= n else { throw TrendCache.DecodeError(reason: "unexpected end") }
    let s = String(decoding: bytes[position..<(position + n)], as: UTF8.self)
    position += n
    return s
  }
}
