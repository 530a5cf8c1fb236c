import Foundation

/// The on-disk cache of `puente trend`: two files in the cache folder.
///
/// - `trend.cache`, **facts per blob** (`BlobFacts`, by git blob id): line count, UTF-8
///   and generated flags, the gate words and needles that occur in the bytes, the
///   declarations, and finding counts per rule under result keys. All of it is a
///   function of the bytes, and each result key hashes everything else a result depends
///   on (the configuration, the path, the hosting and representable names the file
///   mentions, with their bases); see `DebtAnalyzer`.
/// - `trend-points.cache`, **whole points** (`PointCounts`, by tree id and configuration
///   fingerprint), so a re-run recounts only the commits it has not seen, and the
///   **resume state** of the newest tree counted (its type index), so that tomorrow's
///   commit is counted from today's counts and its changes, without listing its tree.
///
/// Both are binary, and read only as far as needed: the facts file has an index of blob
/// ids sorted for binary search, so a nightly run decodes the few versions its changes
/// touch and nothing else. They are written whole (a temporary file, then a rename), so
/// readers never see half a file and concurrent runs at worst redo each other's work, and
/// only when something new was learnt; records a run did not touch are copied byte for
/// byte. Each starts with a magic line and a format version, carries the rule-set version
/// it was computed with, and ends with a checksum of everything before it: a foreign,
/// truncated or corrupt file, or one from another rule set, is ignored with a warning
/// and rebuilt. Deleting the folder is always safe.
public enum TrendCache {
  static let formatVersion: UInt64 = 2
  /// Per-blob facts.
  public static let fileName = "trend.cache"
  /// Whole points and the resume state (small): a re-run that has every point needs only this one.
  public static let pointsFileName = "trend-points.cache"

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

  /// What loading found.
  public enum LoadOutcome: Equatable {
    case missing
    case loaded
    /// The file was not usable; the message says why (for a warning).
    case ignored(String)
  }

  struct DecodeError: Error {
    var reason: String
  }

  /// The file's bytes when it exists, is ours, whole, of this format and rule set.
  static func open(_ path: String, magic: [UInt8], ruleset: UInt64) -> ([UInt8]?, LoadOutcome) {
    let bytes: [UInt8]
    do { bytes = try FileReader.read(path) } catch {
      if access(path, F_OK) != 0 { return (nil, .missing) }
      return (nil, .ignored("cannot read it: \(error.message)"))
    }
    guard bytes.count >= magic.count + 8, bytes[0..<magic.count].elementsEqual(magic) else {
      return (nil, .ignored("not a puente trend cache"))
    }
    let stored = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) }
    guard checksum(bytes, count: bytes.count - 8) == UInt64(littleEndian: stored) else {
      return (nil, .ignored("checksum mismatch (truncated or corrupt)"))
    }
    var reader = ByteReader(bytes, from: magic.count, to: bytes.count - 8)
    guard (try? reader.varint()) == formatVersion else {
      return (nil, .ignored("written in another format version"))
    }
    guard (try? reader.fixed64()) == ruleset else {
      return (nil, .ignored("written by another puente version or rule set"))
    }
    return (bytes, .loaded)
  }

  /// A reader of what follows the header of `bytes` (magic, format, rule set, rules),
  /// which must list exactly `rules`.
  static func body(_ bytes: [UInt8], magic: [UInt8], rules: [String]) throws(DecodeError) -> ByteReader {
    var reader = ByteReader(bytes, from: magic.count, to: bytes.count - 8)
    _ = try reader.varint()
    _ = try reader.fixed64()
    var stored: [String] = []
    for _ in 0..<(try reader.count()) { stored.append(try reader.rawString()) }
    guard stored == rules else { throw DecodeError(reason: "written with other rules") }
    return reader
  }

  /// The header `body` reads.
  static func header(magic: [UInt8], ruleset: UInt64, rules: [String]) -> ByteWriter {
    var file = ByteWriter()
    file.bytes = magic
    file.varint(formatVersion)
    file.fixed64(ruleset)
    file.varint(UInt64(rules.count))
    for rule in rules { file.rawString(rule) }
    return file
  }

  /// Writes `file` (everything but the checksum) and its checksum to `path`, atomically,
  /// making the folder (and its `.gitignore`) first.
  static func write(_ file: inout ByteWriter, to path: String) throws {
    let sum = checksum(file.bytes, count: file.bytes.count)
    file.fixed64(sum)
    let folder = (path as NSString).deletingLastPathComponent
    if access(folder, F_OK) != 0 {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    // The default folder is inside the work tree (`.build/puente-cache`): a `.gitignore`
    // of `*` keeps it, and itself, out of `git status` even where `.build` is not ignored.
    let ignore = folder + "/.gitignore"
    if access(ignore, F_OK) != 0 {
      try AtomicFile.write(Array("*\n".utf8), to: ignore)
    }
    try AtomicFile.write(file.bytes, to: path)
  }

  /// A 64-bit hash of the first `count` bytes, eight at a time: catches truncation and
  /// stray edits, not tampering.
  static func checksum(_ bytes: [UInt8], count: Int) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
      var i = 0
      while i + 8 <= count {
        h =
          (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
          &* 0xff51_afd7_ed55_8ccd
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

// MARK: - Facts

/// `trend.cache`: the facts of every blob seen, decoded one record at a time.
///
///     magic, format, rule set,
///     rules (their ids, in `PointNames.rules` order), needles (the `NeedleTable`),
///     strings: count, then fixed 32-bit end offsets, then their bytes back to back,
///     key width, record count, index: per record (sorted by key) the key padded with
///     NULs to the width, a fixed 32-bit offset and length into the records,
///     records (see `encode`), checksum.
///
/// Names in records are string indices; needles and rules are indices into the tables
/// above, which a run's `NeedleTable` starts from, so records stay valid as they are in
/// the next file (tables only grow).
final class FactsFile {
  static let magic = Array("puente trend facts\n".utf8)
  let bytes: [UInt8]
  let needles: [String]
  private let stringEnds: Int
  private let stringData: Int
  private let stringCount: Int
  private var strings: [String?]
  let keyWidth: Int
  let count: Int
  private let indexAt: Int
  private let recordsAt: Int

  /// Reads the header of `bytes` (a file `TrendCache.open` accepted).
  init(_ bytes: [UInt8], rules: [String]) throws(TrendCache.DecodeError) {
    self.bytes = bytes
    var reader = try TrendCache.body(bytes, magic: Self.magic, rules: rules)
    var needles: [String] = []
    for _ in 0..<(try reader.count()) { needles.append(try reader.rawString()) }
    self.needles = needles
    stringCount = try reader.count()
    stringEnds = reader.position
    try reader.skip(4 * stringCount)
    stringData = reader.position
    let dataLength = stringCount == 0 ? 0 : Int(try ByteReader.fixed32(bytes, at: stringEnds + 4 * (stringCount - 1)))
    try reader.skip(dataLength)
    strings = Array(repeating: nil, count: stringCount)
    keyWidth = try reader.count()
    count = try reader.count()
    indexAt = reader.position
    try reader.skip(count * (keyWidth + 8))
    recordsAt = reader.position
  }

  func string(_ i: Int) throws(TrendCache.DecodeError) -> String {
    guard i < stringCount else { throw TrendCache.DecodeError(reason: "bad string index") }
    if let known = strings[i] { return known }
    let start = i == 0 ? 0 : Int(try ByteReader.fixed32(bytes, at: stringEnds + 4 * (i - 1)))
    let end = Int(try ByteReader.fixed32(bytes, at: stringEnds + 4 * i))
    guard start <= end, stringData + end <= recordsAt else {
      throw TrendCache.DecodeError(reason: "bad string")
    }
    let s = String(decoding: bytes[(stringData + start)..<(stringData + end)], as: UTF8.self)
    strings[i] = s
    return s
  }

  /// Every string of the table, in order (a new file starts from them).
  func allStrings() throws(TrendCache.DecodeError) -> [String] {
    try (0..<stringCount).map { i throws(TrendCache.DecodeError) in try string(i) }
  }

  /// The record of `key`: where it is in `bytes`.
  func find(_ key: String) -> Range<Int>? {
    var key = key
    return key.withUTF8 { k -> Range<Int>? in
      guard k.count <= keyWidth else { return nil }
      return bytes.withUnsafeBufferPointer { b -> Range<Int>? in
        var lo = 0
        var hi = count
        while lo < hi {
          let mid = (lo + hi) >> 1
          let at = indexAt + mid * (keyWidth + 8)
          let order = Self.compare(b, at, keyWidth, k)
          if order == 0 {
            let offset = Int(Self.load32(b, at + keyWidth))
            let length = Int(Self.load32(b, at + keyWidth + 4))
            return (recordsAt + offset)..<(recordsAt + offset + length)
          }
          if order < 0 { lo = mid + 1 } else { hi = mid }
        }
        return nil
      }
    }
  }

  /// The key of the `i`th index entry and its record.
  func entry(_ i: Int) -> (key: String, record: Range<Int>) {
    let at = indexAt + i * (keyWidth + 8)
    var end = at
    while end < at + keyWidth && bytes[end] != 0 { end += 1 }
    let offset = Int(Self.load32(bytes, at + keyWidth))
    let length = Int(Self.load32(bytes, at + keyWidth + 4))
    return (String(decoding: bytes[at..<end], as: UTF8.self), (recordsAt + offset)..<(recordsAt + offset + length))
  }

  /// The padded key at `at` against `key`: negative, zero or positive.
  private static func compare(
    _ b: UnsafeBufferPointer<UInt8>, _ at: Int, _ width: Int, _ key: UnsafeBufferPointer<UInt8>
  ) -> Int {
    for i in 0..<width {
      let x = b[at + i]
      let y = i < key.count ? key[i] : 0
      if x != y { return Int(x) - Int(y) }
    }
    return 0
  }

  private static func load32(_ b: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
    UInt32(b[at]) | UInt32(b[at + 1]) << 8 | UInt32(b[at + 2]) << 16 | UInt32(b[at + 3]) << 24
  }

  private static func load32(_ b: [UInt8], _ at: Int) -> UInt32 {
    b.withUnsafeBufferPointer { load32($0, at) }
  }

  /// Decodes the record at `range`.
  func decode(_ range: Range<Int>) throws(TrendCache.DecodeError) -> BlobFacts {
    guard range.lowerBound >= recordsAt, range.upperBound <= bytes.count - 8 else {
      throw TrendCache.DecodeError(reason: "bad record")
    }
    var reader = ByteReader(bytes, from: range.lowerBound, to: range.upperBound)
    let lines = try reader.count()
    let flags = try reader.byte()
    var words: [UInt64] = []
    for _ in 0..<(try reader.count()) { words.append(try reader.fixed64()) }
    let checked = try reader.count()
    guard checked <= needles.count else { throw TrendCache.DecodeError(reason: "bad needle count") }
    var hits: [Int32] = []
    for _ in 0..<(try reader.count()) {
      let i = try reader.count()
      guard i < checked else { throw TrendCache.DecodeError(reason: "bad needle index") }
      hits.append(Int32(i))
    }
    var types: [TypeFact]? = nil
    if flags & 8 != 0 {
      var list: [TypeFact] = []
      for _ in 0..<(try reader.count()) {
        guard let kind = TypeFact.Kind(rawValue: try reader.byte()) else {
          throw TrendCache.DecodeError(reason: "bad kind")
        }
        let name = try string(try reader.count())
        var inherited: [String] = []
        for _ in 0..<(try reader.count()) { inherited.append(try string(try reader.count())) }
        list.append(TypeFact(kind: kind, name: name, inherited: inherited))
      }
      types = list
    }
    var results: [UInt64: RuleCounts] = [:]
    for _ in 0..<(try reader.count()) {
      let key = try reader.fixed64()
      var pairs: [Int] = []
      for _ in 0..<(try reader.count()) { pairs += [try reader.count(), try reader.count()] }
      results[key] = RuleCounts(pairs: pairs)
    }
    guard reader.atEnd else { throw TrendCache.DecodeError(reason: "bad record length") }
    let facts = BlobFacts(
      lines: lines, isUTF8: flags & 1 != 0, isGenerated: flags & 2 != 0, gateWords: words,
      fuzzy: flags & 4 != 0, checkedNeedles: checked, needleHits: hits, types: types, results: results)
    facts.dirty = false
    return facts
  }

  /// Writes the analyzer's facts: records of `previous` that the run did not change are
  /// copied as they are, the others encoded.
  static func encode(_ analyzer: DebtAnalyzer, previous: FactsFile?, ruleset: UInt64) throws -> ByteWriter {
    var strings = try previous?.allStrings() ?? []
    var pool: [String: Int] = [:]
    for (i, s) in strings.enumerated() where pool[s] == nil { pool[s] = i }
    func intern(_ s: String) -> Int {
      if let i = pool[s] { return i }
      pool[s] = strings.count
      strings.append(s)
      return strings.count - 1
    }
    var records = ByteWriter()
    var index: [(key: String, offset: Int, length: Int)] = []
    var written = Set<String>()
    for (v, key) in analyzer.versionKeys.enumerated() {
      guard let facts = analyzer.facts[v], !key.isEmpty else { continue }
      written.insert(key)
      let start = records.bytes.count
      if !facts.dirty, let previous, let range = previous.find(key) {
        records.bytes += previous.bytes[range]
      } else {
        records.varint(UInt64(facts.lines))
        records.byte(
          (facts.isUTF8 ? 1 : 0) | (facts.isGenerated ? 2 : 0) | (facts.fuzzy ? 4 : 0)
            | (facts.types != nil ? 8 : 0))
        records.varint(UInt64(facts.gateWords.count))
        for w in facts.gateWords { records.fixed64(w) }
        records.varint(UInt64(facts.checkedNeedles))
        records.varint(UInt64(facts.needleHits.count))
        for hit in facts.needleHits { records.varint(UInt64(hit)) }
        if let types = facts.types {
          records.varint(UInt64(types.count))
          for type in types {
            records.byte(type.kind.rawValue)
            records.varint(UInt64(intern(type.name)))
            records.varint(UInt64(type.inherited.count))
            for base in type.inherited { records.varint(UInt64(intern(base))) }
          }
        }
        records.varint(UInt64(facts.results.count))
        for (key, counts) in facts.results.sorted(by: { $0.key < $1.key }) {
          records.fixed64(key)
          records.varint(UInt64(counts.count))
          for n in counts.pairs { records.varint(UInt64(n)) }
        }
      }
      index.append((key, start, records.bytes.count - start))
    }
    if let previous {
      for i in 0..<previous.count {
        let (key, range) = previous.entry(i)
        guard !written.contains(key) else { continue }
        index.append((key, records.bytes.count, range.count))
        records.bytes += previous.bytes[range]
      }
    }
    index.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    let width = index.map(\.key.utf8.count).max() ?? 0

    var file = TrendCache.header(magic: magic, ruleset: ruleset, rules: analyzer.names.rules)
    file.varint(UInt64(analyzer.needles.count))
    for needle in analyzer.needles.names { file.rawString(needle) }
    file.varint(UInt64(strings.count))
    var end = 0
    for s in strings {
      end += s.utf8.count
      file.fixed32(UInt32(end))
    }
    for s in strings { file.bytes += s.utf8 }
    file.varint(UInt64(width))
    file.varint(UInt64(index.count))
    for entry in index {
      let key = Array(entry.key.utf8)
      file.bytes += key
      file.bytes += [UInt8](repeating: 0, count: width - key.count)
      file.fixed32(UInt32(entry.offset))
      file.fixed32(UInt32(entry.length))
    }
    file.bytes += records.bytes
    return file
  }
}

// MARK: - Points and the resume state

/// `trend-points.cache`: whole points, and the type index of the newest tree counted.
///
///     magic, format, rule set, rules, strings (count, then each),
///     folders (string indices: the `PointNames.folders` order),
///     points: count, then per point its key, its length, and then its generated
///       count, problems (path and message string indices) and `PointCounts.data`,
///     resume: 0, or 1, configuration key, tree (string index), point key, and the
///       index (`IncrementalIndex.entries`),
///     checksum.
///
/// Points are decoded when asked for; the next file copies the others byte for byte.
struct PointsFile {
  static let magic = Array("puente trend points\n".utf8)

  private var bytes: [UInt8] = []
  /// Stored points: where each one's body is in `bytes`.
  private var stored: [UInt64: Range<Int>] = [:]
  /// Points added by this run.
  private var added: [UInt64: PointCounts] = [:]
  var resume: Resume?
  private var strings: [String] = []

  /// What a run needs to count the next tree from the newest one it counted.
  struct Resume {
    /// `StableHash` of the configuration's fingerprint.
    var configuration: UInt64
    var tree: String
    /// The key of the tree's point (its counts).
    var point: UInt64
    var index: IncrementalIndex
  }

  init() {}

  /// Reads `bytes` (a file `TrendCache.open` accepted) up to its points' bodies; its
  /// folders enter `names`, which must be empty, so their indices are the file's.
  init(_ bytes: [UInt8], names: PointNames) throws(TrendCache.DecodeError) {
    self.bytes = bytes
    var reader = try TrendCache.body(bytes, magic: Self.magic, rules: names.rules)
    for _ in 0..<(try reader.count()) { strings.append(try reader.rawString()) }
    let folders = try reader.count()
    guard names.folders.isEmpty else { throw TrendCache.DecodeError(reason: "folder table in use") }
    for i in 0..<folders {
      guard names.folder(try string(&reader)) == i else {
        throw TrendCache.DecodeError(reason: "repeated folder")
      }
    }
    for _ in 0..<(try reader.count()) {
      let key = try reader.fixed64()
      let length = try reader.count()
      let start = reader.position
      try reader.skip(length)
      stored[key] = start..<reader.position
    }
    if try reader.byte() == 1 {
      let configuration = try reader.fixed64()
      let tree = try string(&reader)
      let point = try reader.fixed64()
      var reverse: [(String, [(String, Int)])] = []
      for _ in 0..<(try reader.count()) {
        let base = try string(&reader)
        var list: [(String, Int)] = []
        for _ in 0..<(try reader.count()) { list.append((try string(&reader), try reader.count())) }
        reverse.append((base, list))
      }
      var kinds: [(String, Int, Int)] = []
      for _ in 0..<(try reader.count()) {
        kinds.append((try string(&reader), try reader.count(), try reader.count()))
      }
      resume = Resume(
        configuration: configuration, tree: tree, point: point,
        index: IncrementalIndex(reverse: reverse, kinds: kinds))
    }
    guard reader.atEnd else { throw TrendCache.DecodeError(reason: "trailing bytes") }
  }

  private func string(_ reader: inout ByteReader) throws(TrendCache.DecodeError) -> String {
    let i = try reader.count()
    guard i < strings.count else { throw TrendCache.DecodeError(reason: "bad string index") }
    return strings[i]
  }

  var isEmpty: Bool { stored.isEmpty && added.isEmpty }

  /// The point stored under `key`, nil when there is none (or it does not decode, which
  /// a good checksum makes a bug, not damage: it is then counted again).
  func point(_ key: UInt64, names: PointNames) -> PointCounts? {
    if let new = added[key] { return new }
    guard let range = stored[key] else { return nil }
    var reader = ByteReader(bytes, from: range.lowerBound, to: range.upperBound)
    do throws(TrendCache.DecodeError) {
      let generated = try reader.count()
      var problems: [FileProblem] = []
      for _ in 0..<(try reader.count()) {
        problems.append(FileProblem(path: try string(&reader), message: try string(&reader)))
      }
      let n = try reader.count()
      var data = [Int](repeating: 0, count: n)
      for k in 0..<n { data[k] = try reader.count() }
      let counts = PointCounts(names: names, data: data, generatedSkipped: generated, problems: problems)
      guard reader.atEnd, counts.isWellFormed(folders: names.folders.count) else { return nil }
      return counts
    } catch {
      return nil
    }
  }

  mutating func add(_ key: UInt64, _ counts: PointCounts) { added[key] = counts }

  func encode(names: PointNames, ruleset: UInt64) -> ByteWriter {
    var strings = self.strings
    var pool: [String: Int] = [:]
    for (i, s) in strings.enumerated() where pool[s] == nil { pool[s] = i }
    var body = ByteWriter()
    func string(_ s: String, into w: inout ByteWriter) {
      if let i = pool[s] {
        w.varint(UInt64(i))
      } else {
        pool[s] = strings.count
        w.varint(UInt64(strings.count))
        strings.append(s)
      }
    }
    body.varint(UInt64(names.folders.count))
    for folder in names.folders { string(folder, into: &body) }
    let keys = Set(stored.keys).union(added.keys).sorted()
    body.varint(UInt64(keys.count))
    for key in keys {
      body.fixed64(key)
      if let counts = added[key] {
        var point = ByteWriter()
        point.varint(UInt64(counts.generatedSkipped))
        point.varint(UInt64(counts.problems.count))
        for problem in counts.problems {
          string(problem.path, into: &point)
          string(problem.message, into: &point)
        }
        point.varint(UInt64(counts.data.count))
        for n in counts.data { point.varint(UInt64(max(0, n))) }
        body.varint(UInt64(point.bytes.count))
        body.bytes += point.bytes
      } else if let range = stored[key] {
        body.varint(UInt64(range.count))
        body.bytes += bytes[range]
      }
    }
    if let resume {
      body.byte(1)
      body.fixed64(resume.configuration)
      string(resume.tree, into: &body)
      body.fixed64(resume.point)
      let (reverse, kinds) = resume.index.entries()
      body.varint(UInt64(reverse.count))
      for (base, list) in reverse {
        string(base, into: &body)
        body.varint(UInt64(list.count))
        for (name, n) in list {
          string(name, into: &body)
          body.varint(UInt64(n))
        }
      }
      body.varint(UInt64(kinds.count))
      for (name, value, reference) in kinds {
        string(name, into: &body)
        body.varint(UInt64(value))
        body.varint(UInt64(reference))
      }
    } else {
      body.byte(0)
    }
    var file = TrendCache.header(magic: Self.magic, ruleset: ruleset, rules: names.rules)
    file.varint(UInt64(strings.count))
    for s in strings { file.rawString(s) }
    file.bytes += body.bytes
    return file
  }
}

extension PointCounts {
  /// Whether `data` is a sequence of whole records with folder and rule indices in range
  /// (what a decoded cache must be before anything indexes with it).
  func isWellFormed(folders: Int) -> Bool {
    var i = 0
    let n = data.count
    let rules = names.rules.count
    var last = -1
    while i < n {
      guard i + 8 <= n, data[i] > last, data[i] < folders else { return false }
      last = data[i]
      let f = data[i + 7]
      guard f <= rules, i + 8 + 2 * f < n else { return false }
      for k in 0..<f where data[i + 8 + 2 * k] >= rules { return false }
      let p = data[i + 8 + 2 * f]
      let end = i + 9 + 2 * f + 2 * p
      guard p <= rules, end <= n else { return false }
      for k in 0..<p where data[i + 9 + 2 * f + 2 * k] >= rules { return false }
      i = end
    }
    return true
  }
}

// MARK: - Bytes

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

  mutating func fixed32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
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
    var v: UInt64 = 0
    for i in 0..<8 { v |= UInt64(bytes[position + i]) << UInt64(8 * i) }
    position += 8
    return v
  }

  mutating func skip(_ n: Int) throws(TrendCache.DecodeError) {
    guard n >= 0, end - position >= n else { throw TrendCache.DecodeError(reason: "unexpected end") }
    position += n
  }

  static func fixed32(_ bytes: [UInt8], at i: Int) throws(TrendCache.DecodeError) -> UInt32 {
    guard i >= 0, i + 4 <= bytes.count else { throw TrendCache.DecodeError(reason: "unexpected end") }
    return UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
      | UInt32(bytes[i + 3]) << 24
  }

  mutating func rawString() throws(TrendCache.DecodeError) -> String {
    let n = try count()
    guard end - position >= n else { throw TrendCache.DecodeError(reason: "unexpected end") }
    let s = String(decoding: bytes[position..<(position + n)], as: UTF8.self)
    position += n
    return s
  }
}
