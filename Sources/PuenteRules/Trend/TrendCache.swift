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
  static let formatVersion: UInt64 = 3
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

  /// Whether `a` sorts before `b`, byte by byte (a prefix first): what
  /// `lexicographicallyPrecedes` says, with `memcmp` instead of an element at a time.
  static func bytesPrecede(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        let common = min(pa.count, pb.count)
        if common > 0 {
          let order = memcmp(pa.baseAddress!, pb.baseAddress!, common)
          if order != 0 { return order < 0 }
        }
        return pa.count < pb.count
      }
    }
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
  let table: StringTable
  /// The strings of `table` decoded so far.
  private var strings: [String?]
  let keyWidth: Int
  let count: Int
  private let indexAt: Int
  let recordsAt: Int
  /// Length of the records.
  var recordsLength: Int { bytes.count - 8 - recordsAt }

  /// Reads the header of `bytes` (a file `TrendCache.open` accepted).
  init(_ bytes: [UInt8], rules: [String]) throws(TrendCache.DecodeError) {
    self.bytes = bytes
    var reader = try TrendCache.body(bytes, magic: Self.magic, rules: rules)
    var needles: [String] = []
    for _ in 0..<(try reader.count()) { needles.append(try reader.rawString()) }
    self.needles = needles
    table = try StringTable(&reader, in: bytes)
    strings = Array(repeating: nil, count: table.count)
    keyWidth = try reader.count()
    count = try reader.count()
    indexAt = reader.position
    try reader.skip(count * (keyWidth + 8))
    recordsAt = reader.position
  }

  func string(_ i: Int) throws(TrendCache.DecodeError) -> String {
    if i < strings.count, let known = strings[i] { return known }
    let s = try table.string(i, in: bytes)
    strings[i] = s
    return s
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

  /// Where `key` goes in the index (the first entry not below it), and whether the
  /// entry there has it.
  func place(of key: [UInt8]) -> (position: Int, replaces: Bool) {
    bytes.withUnsafeBufferPointer { b in
      key.withUnsafeBufferPointer { k in
        var lo = 0
        var hi = count
        while lo < hi {
          let mid = (lo + hi) >> 1
          if Self.compare(b, indexAt + mid * (keyWidth + 8), keyWidth, k) < 0 { lo = mid + 1 } else { hi = mid }
        }
        let found =
          lo < count && k.count <= keyWidth && Self.compare(b, indexAt + lo * (keyWidth + 8), keyWidth, k) == 0
        return (lo, found)
      }
    }
  }

  /// The index entries `range`, as stored.
  func indexBytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
    bytes[(indexAt + range.lowerBound * (keyWidth + 8))..<(indexAt + range.upperBound * (keyWidth + 8))]
  }

  /// The records' length, leaving out those the `places` that replace an entry replace.
  func liveLength(excluding places: [(position: Int, replaces: Bool)]) -> Int {
    var total = 0
    bytes.withUnsafeBufferPointer { b in
      for i in 0..<count { total += Int(Self.load32(b, indexAt + i * (keyWidth + 8) + keyWidth + 4)) }
    }
    for place in places where place.replaces { total -= entry(place.position).length }
    return total
  }

  /// The key bytes (without padding) of the `i`th index entry, and its record's offset
  /// and length in the records.
  private func entry(_ i: Int) -> (key: ArraySlice<UInt8>, offset: Int, length: Int) {
    let at = indexAt + i * (keyWidth + 8)
    var end = at
    while end < at + keyWidth && bytes[end] != 0 { end += 1 }
    return (bytes[at..<end], Int(Self.load32(bytes, at + keyWidth)), Int(Self.load32(bytes, at + keyWidth + 4)))
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

  /// Writes the analyzer's facts. The records, string table and index of `previous` are
  /// copied as they are (a nightly run writes a few new records and merges a few index
  /// entries, in the time of a copy); records the run changed are written anew after
  /// them, and the old copies dropped once they are most of the file.
  static func encode(_ analyzer: DebtAnalyzer, previous: FactsFile?, ruleset: UInt64) -> ByteWriter {
    // New strings only; the old table keeps its indices.
    var strings = AppendedStrings(base: previous?.table.count ?? 0)
    var fresh = ByteWriter()
    var added: [(key: [UInt8], offset: Int, length: Int)] = []
    for (v, key) in analyzer.versionKeys.enumerated() {
      guard let facts = analyzer.facts[v] else { continue }
      if !facts.dirty, previous?.find(key) != nil { continue }
      let start = fresh.bytes.count
      encode(facts, into: &fresh) { strings.intern($0) }
      added.append((Array(key.utf8), start, fresh.bytes.count - start))
    }
    added.sort { a, b in TrendCache.bytesPrecede(a.key, b.key) }

    // The index: the old entries and the added ones, merged in key order (an added
    // entry replaces an old one with its key). Old records keep their offsets when the
    // old records come first; new ones follow them.
    let oldLength = previous?.recordsLength ?? 0
    let oldCount = previous?.count ?? 0
    // Where each added entry goes among the old ones, and whether it replaces one.
    let places: [(position: Int, replaces: Bool)] = added.map { previous?.place(of: $0.key) ?? (0, false) }
    let replaced = places.filter { $0.replaces }.count
    let count = oldCount + added.count - replaced
    var live = (0..<added.count).reduce(0) { $0 + added[$1].length }
    if let previous { live += previous.liveLength(excluding: places) }
    // Old records dropped or rewritten are garbage in the copied block: once they are
    // more than the live ones, only the live ones are copied.
    let compact = oldLength > 2 * live + (1 << 20)
    let width = max(previous?.keyWidth ?? 0, added.map { $0.key.count }.max() ?? 0)

    var file = TrendCache.header(magic: magic, ruleset: ruleset, rules: analyzer.names.rules)
    file.varint(UInt64(analyzer.needles.count))
    for needle in analyzer.needles.names { file.rawString(needle) }
    strings.write(
      into: &file, old: previous?.bytes ?? [], table: previous?.table ?? StringTable())
    file.varint(UInt64(width))
    file.varint(UInt64(count))
    func addedEntry(_ k: Int, at offset: Int) {
      file.bytes += added[k].key
      file.bytes += repeatElement(0, count: width - added[k].key.count)
      file.fixed32(UInt32(offset))
      file.fixed32(UInt32(added[k].length))
    }
    if !compact, let previous, previous.keyWidth == width {
      // Runs of old entries between the added ones are copied as they are.
      var from = 0
      for (k, place) in places.enumerated() {
        file.bytes += previous.indexBytes(from..<place.position)
        addedEntry(k, at: oldLength + added[k].offset)
        from = place.position + (place.replaces ? 1 : 0)
      }
      file.bytes += previous.indexBytes(from..<oldCount)
      file.bytes += previous.bytes[previous.recordsAt..<(previous.recordsAt + oldLength)]
      file.bytes += fresh.bytes
      return file
    }
    // Otherwise entry by entry: with new offsets when compacting, or new padding.
    var records = ByteWriter()
    var k = 0
    func flushAdded(before position: Int) {
      while k < added.count && places[k].position <= position {
        let at = compact ? records.bytes.count : oldLength + added[k].offset
        if compact { records.bytes += fresh.bytes[added[k].offset..<(added[k].offset + added[k].length)] }
        addedEntry(k, at: at)
        k += 1
      }
    }
    for i in 0..<oldCount {
      flushAdded(before: i)
      if k > 0 && places[k - 1].position == i && places[k - 1].replaces { continue }
      let (key, offset, length) = previous!.entry(i)
      file.bytes += key
      file.bytes += repeatElement(0, count: width - key.count)
      if compact {
        file.fixed32(UInt32(records.bytes.count))
        let from = previous!.recordsAt + offset
        records.bytes += previous!.bytes[from..<(from + length)]
      } else {
        file.fixed32(UInt32(offset))
      }
      file.fixed32(UInt32(length))
    }
    flushAdded(before: Int.max)
    if compact {
      file.bytes += records.bytes
    } else {
      if let previous { file.bytes += previous.bytes[previous.recordsAt..<(previous.recordsAt + oldLength)] }
      file.bytes += fresh.bytes
    }
    return file
  }

  /// One record: lines, flags, gate words, needles, declarations, results.
  private static func encode(_ facts: BlobFacts, into out: inout ByteWriter, _ intern: (String) -> Int) {
    out.varint(UInt64(facts.lines))
    out.byte(
      (facts.isUTF8 ? 1 : 0) | (facts.isGenerated ? 2 : 0) | (facts.fuzzy ? 4 : 0) | (facts.types != nil ? 8 : 0))
    out.varint(UInt64(facts.gateWords.count))
    for w in facts.gateWords { out.fixed64(w) }
    out.varint(UInt64(facts.checkedNeedles))
    out.varint(UInt64(facts.needleHits.count))
    for hit in facts.needleHits { out.varint(UInt64(hit)) }
    if let types = facts.types {
      out.varint(UInt64(types.count))
      for type in types {
        out.byte(type.kind.rawValue)
        out.varint(UInt64(intern(type.name)))
        out.varint(UInt64(type.inherited.count))
        for base in type.inherited { out.varint(UInt64(intern(base))) }
      }
    }
    out.varint(UInt64(facts.results.count))
    for (key, counts) in facts.results.sorted(by: { $0.key < $1.key }) {
      out.fixed64(key)
      out.varint(UInt64(counts.count))
      for n in counts.pairs { out.varint(UInt64(n)) }
    }
  }
}

// MARK: - Points and the resume state

/// `trend-points.cache`: whole points, and the type index of the newest tree counted.
///
///     magic, format, rule set, rules,
///     strings: count, then fixed 32-bit end offsets, then their bytes back to back,
///     folders: count, then string indices (the `PointNames.folders` order),
///     points: count, then per point its key, its length, and its body: generated
///       count, problems (path and message string indices), and its counts as the
///       change from the point before it in the file (folders gone, then whole records
///       of the folders that changed),
///     resume: 0, or 1, its length, the configuration key, the tree, the point key and
///       the index (`IncrementalIndex.export`: names, then edges and kinds by number),
///     commits: 0, or 1, its length, the repository's folder, and the first-parent
///       history of the newest run (id, tree, time of each commit, newest first),
///     checksum.
///
/// Consecutive points of a trend differ in a few folders, so the file is small and
/// decodes in one pass. The next file copies the strings, folders and points of this one
/// as they are and appends what is new.
struct PointsFile {
  static let magic = Array("puente trend points\n".utf8)

  private var bytes: [UInt8] = []
  private var table = StringTable()
  private var folderCount = 0
  private var foldersAt = 0..<0
  private var chainCount = 0
  private var chain = 0..<0
  private var resumeAt: Range<Int>? = nil
  private var commitsAt: Range<Int>? = nil
  /// Points decoded (all of the file's, at the first question) and added by this run.
  private var decoded: [UInt64: PointCounts]? = nil
  private var last: [Int] = []
  private var added: [(key: UInt64, counts: PointCounts)] = []
  private var broken = false
  /// Set by this run to be written; nil keeps the file's.
  var newResume: Resume?
  var newCommits: (repository: String, list: [HistoryCommit])?

  /// What a run needs to count the next tree from the newest one it counted.
  struct Resume {
    /// `StableHash` of the configuration's fingerprint.
    var configuration: UInt64
    var tree: String
    /// The key of the tree's point (its counts).
    var point: UInt64
    var index: IncrementalIndex
    /// The index is the one this file holds, as it was: its bytes are copied.
    var unchangedIndex = false
  }

  init() {}

  /// Reads the tables of `bytes` (a file `TrendCache.open` accepted); its folders enter
  /// `names`, which must be empty, so their indices are the file's.
  init(_ bytes: [UInt8], names: PointNames) throws(TrendCache.DecodeError) {
    self.bytes = bytes
    var reader = try TrendCache.body(bytes, magic: Self.magic, rules: names.rules)
    table = try StringTable(&reader, in: bytes)
    folderCount = try reader.count()
    let folders = reader.position
    guard names.folders.isEmpty else { throw TrendCache.DecodeError(reason: "folder table in use") }
    for i in 0..<folderCount {
      guard names.folder(try string(try reader.count())) == i else {
        throw TrendCache.DecodeError(reason: "repeated folder")
      }
    }
    foldersAt = folders..<reader.position
    chainCount = try reader.count()
    let start = reader.position
    for _ in 0..<chainCount {
      _ = try reader.fixed64()
      try reader.skip(try reader.count())
    }
    chain = start..<reader.position
    if try reader.byte() == 1 {
      let length = try reader.count()
      resumeAt = reader.position..<(reader.position + length)
      try reader.skip(length)
    }
    if try reader.byte() == 1 {
      let length = try reader.count()
      commitsAt = reader.position..<(reader.position + length)
      try reader.skip(length)
    }
    guard reader.atEnd else { throw TrendCache.DecodeError(reason: "trailing bytes") }
  }

  /// The first fields of the resume state (cheap: the index is not decoded).
  func resumeHead() -> (configuration: UInt64, tree: String, point: UInt64)? {
    guard let head = resumeFields(), Self.isObjectID(head.tree) else { return nil }
    return (head.configuration, head.tree, head.point)
  }

  /// The resume state's first fields and where its index is (nil when there is none, or
  /// they do not decode).
  private func resumeFields() -> (configuration: UInt64, tree: String, point: UInt64, index: Range<Int>)? {
    guard let resumeAt else { return nil }
    var reader = ByteReader(bytes, from: resumeAt.lowerBound, to: resumeAt.upperBound)
    guard let configuration = try? reader.fixed64(), let tree = try? reader.rawString(),
      let point = try? reader.fixed64(), let length = try? reader.count(), length == reader.end - reader.position
    else { return nil }
    return (configuration, tree, point, reader.position..<reader.end)
  }

  /// The first-parent history the newest run saw, if it was of the repository at
  /// `repository` (a cache folder can be shared by several). Throws when the section is
  /// there but does not decode (a buggy writer: the checksum held), ids included.
  func commits(repository: String) throws(TrendCache.DecodeError) -> [HistoryCommit]? {
    guard let commitsAt else { return nil }
    var reader = ByteReader(bytes, from: commitsAt.lowerBound, to: commitsAt.upperBound)
    guard try reader.rawString() == repository else { return nil }
    func id(_ reader: inout ByteReader) throws(TrendCache.DecodeError) -> String {
      let s = try reader.rawString()
      guard Self.isObjectID(s) else { throw TrendCache.DecodeError(reason: "bad commit list") }
      return s
    }
    var list: [HistoryCommit] = []
    for _ in 0..<(try reader.count()) {
      let commit = try id(&reader)
      let tree = try id(&reader)
      list.append(HistoryCommit(id: commit, tree: tree, time: Int64(bitPattern: try reader.fixed64())))
    }
    guard reader.atEnd else { throw TrendCache.DecodeError(reason: "bad commit list") }
    return list
  }

  /// 40 or 64 lowercase hex digits.
  static func isObjectID(_ s: String) -> Bool {
    let utf8 = s.utf8
    return (utf8.count == 40 || utf8.count == 64)
      && utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
  }

  private func string(_ i: Int) throws(TrendCache.DecodeError) -> String { try table.string(i, in: bytes) }

  /// Decodes the file's points (once).
  mutating func decode(names: PointNames) { _ = point(0, names: names) }

  /// A point did not decode (though the checksum held): none of the file's is used.
  var isDamaged: Bool { broken }

  /// The point stored under `key`, nil when there is none. The file's points are decoded
  /// at the first call; if one does not decode (a bug, since the checksum held), none is
  /// used and they are all counted again.
  mutating func point(_ key: UInt64, names: PointNames) -> PointCounts? {
    if decoded == nil {
      do { try decodeChain(names) } catch {
        decoded = [:]
        last = []
        broken = true
      }
    }
    return decoded?[key]
  }

  private mutating func decodeChain(_ names: PointNames) throws(TrendCache.DecodeError) {
    var points: [UInt64: PointCounts] = [:]
    var reader = ByteReader(bytes, from: chain.lowerBound, to: chain.upperBound)
    var data: [Int] = []
    for _ in 0..<chainCount {
      let key = try reader.fixed64()
      let length = try reader.count()
      let end = reader.position + length
      let generated = try reader.count()
      var problems: [FileProblem] = []
      for _ in 0..<(try reader.count()) {
        problems.append(FileProblem(path: try string(try reader.count()), message: try string(try reader.count())))
      }
      data = try Self.applyDelta(&reader, to: data, folders: names.folders.count, rules: names.rules.count)
      guard reader.position == end else { throw TrendCache.DecodeError(reason: "bad point length") }
      points[key] = PointCounts(names: names, data: data, generatedSkipped: generated, problems: problems)
    }
    decoded = points
    last = data
  }

  /// The counts the delta at `reader` makes of `previous` (both `PointCounts.data`):
  /// runs of unchanged records are copied whole. The records the delta brings are
  /// checked as they are read (folder and rule indices in range, folders increasing), so
  /// every point is well formed when the first one is, without a pass over each.
  private static func applyDelta(
    _ reader: inout ByteReader, to previous: [Int], folders: Int, rules: Int
  ) throws(TrendCache.DecodeError) -> [Int] {
    var gone: [Int] = []
    for _ in 0..<(try reader.count()) { gone.append(try reader.count()) }
    var changed: [Int] = []
    var starts: [Int] = []
    var lastFolder = -1
    for _ in 0..<(try reader.count()) {
      starts.append(changed.count)
      let folder = try reader.count()
      guard folder > lastFolder, folder < folders else { throw TrendCache.DecodeError(reason: "bad record") }
      lastFolder = folder
      changed.append(folder)
      for _ in 0..<6 { changed.append(try reader.count()) }
      for _ in 0..<2 {
        let n = try reader.count()
        guard n <= rules else { throw TrendCache.DecodeError(reason: "bad record") }
        changed.append(n)
        for _ in 0..<n {
          let rule = try reader.count()
          guard rule < rules else { throw TrendCache.DecodeError(reason: "bad record") }
          changed.append(rule)
          changed.append(try reader.count())
        }
      }
    }
    for folder in gone where folder >= folders { throw TrendCache.DecodeError(reason: "bad record") }
    starts.append(changed.count)
    // Folders whose records go or are replaced, in order, with where the new ones are.
    var edits: [(folder: Int, record: Range<Int>?)] = gone.map { ($0, nil) }
    for k in 0..<(starts.count - 1) { edits.append((changed[starts[k]], starts[k]..<starts[k + 1])) }
    edits.sort { $0.folder < $1.folder }
    var out: [Int] = []
    out.reserveCapacity(previous.count + changed.count)
    var i = 0
    var copyFrom = 0
    for edit in edits {
      // Skip to the first record at or after the edited folder.
      while i < previous.count && previous[i] < edit.folder {
        let end = recordEnd(previous, i)
        guard end <= previous.count else { throw TrendCache.DecodeError(reason: "bad record") }
        i = end
      }
      out += previous[copyFrom..<i]
      if i < previous.count && previous[i] == edit.folder {
        let end = recordEnd(previous, i)
        guard end <= previous.count else { throw TrendCache.DecodeError(reason: "bad record") }
        i = end
      }
      copyFrom = i
      if let record = edit.record { out += changed[record] }
    }
    out += previous[copyFrom...]
    return out
  }

  /// Where the record starting at `i` of `data` ends.
  private static func recordEnd(_ data: [Int], _ i: Int) -> Int {
    guard i + 7 < data.count else { return Int.max }
    let f = data[i + 7]
    let p = i + 8 + 2 * f
    guard f >= 0, p < data.count, data[p] >= 0 else { return Int.max }
    return p + 1 + 2 * data[p]
  }

  /// Writes the records of `new` that differ from `old`'s, and the folders gone: both
  /// are sorted by folder, so one walk over the two compares them.
  private static func writeDelta(from old: [Int], to new: [Int], into out: inout ByteWriter) {
    var gone: [Int] = []
    var changed: [Range<Int>] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      let a = i < old.count ? old[i] : Int.max
      let b = j < new.count ? new[j] : Int.max
      if a < b {
        gone.append(a)
        i = recordEnd(old, i)
      } else if b < a {
        let end = recordEnd(new, j)
        changed.append(j..<end)
        j = end
      } else {
        let oldEnd = recordEnd(old, i)
        let newEnd = recordEnd(new, j)
        if !old[i..<oldEnd].elementsEqual(new[j..<newEnd]) { changed.append(j..<newEnd) }
        i = oldEnd
        j = newEnd
      }
    }
    out.varint(UInt64(gone.count))
    for folder in gone { out.varint(UInt64(folder)) }
    out.varint(UInt64(changed.count))
    for range in changed {
      for n in new[range] { out.varint(UInt64(max(0, n))) }
    }
  }

  /// The resume state, decoded (nil when there is none, or it does not decode).
  func resume() -> Resume? {
    guard let head = resumeFields() else { return nil }
    var reader = ByteReader(bytes, from: head.index.lowerBound, to: head.index.upperBound)
    do throws(TrendCache.DecodeError) {
      var names: [String] = []
      for _ in 0..<(try reader.count()) { names.append(try reader.rawString()) }
      var edges: [(base: Int32, name: Int32, count: Int)] = []
      for _ in 0..<(try reader.count()) {
        edges.append((Int32(clamping: try reader.count()), Int32(clamping: try reader.count()), try reader.count()))
      }
      var kinds: [(name: Int32, value: Int, reference: Int)] = []
      for _ in 0..<(try reader.count()) {
        kinds.append((Int32(clamping: try reader.count()), try reader.count(), try reader.count()))
      }
      guard reader.atEnd else { return nil }
      return Resume(
        configuration: head.configuration, tree: head.tree, point: head.point,
        index: IncrementalIndex(names: names, edges: edges, kinds: kinds))
    } catch {
      return nil
    }
  }

  /// The bytes of the stored resume state's index.
  private func storedIndex() -> ArraySlice<UInt8>? {
    resumeFields().map { bytes[$0.index] }
  }

  mutating func add(_ key: UInt64, _ counts: PointCounts) {
    added.append((key, counts))
    decoded?[key] = counts
  }

  /// The next file: this one's strings, folders and points as they are, then what this
  /// run added (new folders, new points as changes from the point before).
  mutating func encode(names: PointNames, ruleset: UInt64) -> ByteWriter {
    if decoded == nil { _ = point(0, names: names) }
    let keep = !broken && !bytes.isEmpty
    var strings = AppendedStrings(base: keep ? table.count : 0)
    var folders = ByteWriter()
    for folder in names.folders[(keep ? folderCount : 0)...] { folders.varint(UInt64(strings.intern(folder))) }
    var points = ByteWriter()
    var previous = keep ? last : []
    for (key, counts) in added {
      var body = ByteWriter()
      body.varint(UInt64(counts.generatedSkipped))
      body.varint(UInt64(counts.problems.count))
      for problem in counts.problems {
        body.varint(UInt64(strings.intern(problem.path)))
        body.varint(UInt64(strings.intern(problem.message)))
      }
      Self.writeDelta(from: previous, to: counts.data, into: &body)
      previous = counts.data
      points.fixed64(key)
      points.varint(UInt64(body.bytes.count))
      points.bytes += body.bytes
    }

    var file = TrendCache.header(magic: Self.magic, ruleset: ruleset, rules: names.rules)
    strings.write(into: &file, old: bytes, table: table)
    file.varint(UInt64(names.folders.count))
    if keep { file.bytes += bytes[foldersAt] }
    file.bytes += folders.bytes
    file.varint(UInt64((keep ? chainCount : 0) + added.count))
    if keep { file.bytes += bytes[chain] }
    file.bytes += points.bytes
    var resumeBody: ByteWriter? = nil
    if let resume = newResume {
      var body = ByteWriter()
      body.fixed64(resume.configuration)
      body.rawString(resume.tree)
      body.fixed64(resume.point)
      if resume.unchangedIndex, keep, let stored = storedIndex() {
        body.varint(UInt64(stored.count))
        body.bytes += stored
      } else {
        var index = ByteWriter()
        let (names, edges, kinds) = resume.index.export()
        index.varint(UInt64(names.count))
        for name in names { index.rawString(name) }
        index.varint(UInt64(edges.count))
        for (base, name, count) in edges {
          index.varint(UInt64(base))
          index.varint(UInt64(name))
          index.varint(UInt64(count))
        }
        index.varint(UInt64(kinds.count))
        for (name, value, reference) in kinds {
          index.varint(UInt64(name))
          index.varint(UInt64(value))
          index.varint(UInt64(reference))
        }
        body.varint(UInt64(index.bytes.count))
        body.bytes += index.bytes
      }
      resumeBody = body
    }
    section(resumeBody, else: keep ? resumeAt : nil, into: &file)
    var commitsBody: ByteWriter? = nil
    if let (repository, list) = newCommits {
      var body = ByteWriter()
      body.rawString(repository)
      body.varint(UInt64(list.count))
      for commit in list {
        body.rawString(commit.id)
        body.rawString(commit.tree)
        body.fixed64(UInt64(bitPattern: commit.time))
      }
      commitsBody = body
    }
    section(commitsBody, else: keep ? commitsAt : nil, into: &file)
    return file
  }

  /// An optional section: 1, its length and `body`, else the old one's bytes at `old`
  /// as they are, else 0.
  private func section(_ body: ByteWriter?, else old: Range<Int>?, into file: inout ByteWriter) {
    if let body {
      file.byte(1)
      file.varint(UInt64(body.bytes.count))
      file.bytes += body.bytes
    } else if let old {
      file.byte(1)
      file.varint(UInt64(old.count))
      file.bytes += bytes[old]
    } else {
      file.byte(0)
    }
  }
}

// MARK: - Bytes

/// Where a cache file's string table is: `count` end offsets (fixed32) at `ends`, then
/// the strings' bytes back to back at `data`, `length` of them. The facts and the points
/// files both start with one.
struct StringTable {
  var count = 0
  var ends = 0
  var data = 0
  var length = 0

  init() {}

  /// Reads the table at `reader` (over `bytes`) and moves past it.
  init(_ reader: inout ByteReader, in bytes: [UInt8]) throws(TrendCache.DecodeError) {
    count = try reader.count()
    ends = reader.position
    try reader.skip(4 * count)
    data = reader.position
    length = count == 0 ? 0 : Int(try ByteReader.fixed32(bytes, at: ends + 4 * (count - 1)))
    try reader.skip(length)
  }

  /// String `i` of the table in `bytes`.
  func string(_ i: Int, in bytes: [UInt8]) throws(TrendCache.DecodeError) -> String {
    guard i >= 0, i < count else { throw TrendCache.DecodeError(reason: "bad string index") }
    let start = i == 0 ? 0 : Int(try ByteReader.fixed32(bytes, at: ends + 4 * (i - 1)))
    let end = Int(try ByteReader.fixed32(bytes, at: ends + 4 * i))
    guard start <= end, end <= length else { throw TrendCache.DecodeError(reason: "bad string") }
    return String(decoding: bytes[(data + start)..<(data + end)], as: UTF8.self)
  }
}

/// A string table of a cache file written as the old one plus the strings a run adds:
/// old indices stay valid, so old records that refer to them are copied as they are.
///
///     count, then fixed 32-bit end offsets, then the strings' bytes back to back
struct AppendedStrings {
  /// How many strings the old table has.
  let base: Int
  private var pool = StringNumbers()
  var strings: [String] { pool.strings }

  init(base: Int) { self.base = base }

  /// The index of `s` (among the added strings; an old string added again is a copy).
  mutating func intern(_ s: String) -> Int { base + Int(pool.numbering(s)) }

  /// Writes the table: the old one's (`table` of `bytes`) end offsets and bytes, then
  /// the added.
  func write(into file: inout ByteWriter, old bytes: [UInt8], table: StringTable) {
    file.varint(UInt64(base + strings.count))
    var end = 0
    if base > 0 {
      file.bytes += bytes[table.ends..<(table.ends + 4 * base)]
      end = table.length
    }
    for s in strings {
      end += s.utf8.count
      file.fixed32(UInt32(end))
    }
    if base > 0 { file.bytes += bytes[table.data..<(table.data + table.length)] }
    for s in strings { file.bytes += s.utf8 }
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
