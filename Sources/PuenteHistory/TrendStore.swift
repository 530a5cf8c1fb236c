import Foundation
import PuenteRules
import PuenteSource

/// The on-disk cache of `puente trend`: two files in the cache folder.
///
/// - `trend.cache`, **facts per version** (`VersionFacts`, by git blob id): what is
///   known of the bytes and the rule counts of every check made of them, under keys that
///   hash everything else a result depends on (see `TreeCounter`).
/// - `trend-points.cache`, **whole points** (by tree and configuration), each with the
///   day it was counted for and the days its counts may change on: a point is reused
///   while today crosses none of them, so a nightly run counts only its new commit, and
///   a clock past a flag's retirement date counts the points it changes again.
///
/// The facts are most of the bytes and are read only when a point must be counted: a
/// run whose points all come from the cache reads the small file alone. Either file is
/// valid without the other (points name no facts), so each is written on its own.
///
/// Binary, written whole (a temporary file, then a rename) and only when something new
/// was learnt, so readers never see half a file. Each starts with a magic line, a format
/// version and the rule-set version it was computed with, and ends with a checksum of
/// everything before it: a foreign, truncated or corrupt file, or one from another rule
/// set, is ignored with a warning and rebuilt. Deleting the folder is always safe.
public enum TrendStore {
  /// 7: facts and points in two files; each version's facts carry their length, so
  /// they are decoded only when used; word hashes are fixed-width.
  static let formatVersion: UInt64 = 8
  public static let fileName = "trend.cache"
  public static let pointsFileName = "trend-points.cache"
  static let magic = Array("puente trend cache\n".utf8)
  static let pointsMagic = Array("puente trend points\n".utf8)

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
    /// The point as the cache file has it, when its folder numbers are this run's (the
    /// folders were read into an empty table): it is written back as it was read.
    var encoded: ArraySlice<UInt8>? = nil

    /// Whether the counts hold on `today`: no change day lies between the two days.
    func holds(on today: Int32) -> Bool {
      let (low, high) = (min(day, today), max(day, today))
      return !changeDays.contains { $0 > low && $0 <= high }
    }
  }

  /// The versions' facts as read from the cache: each stays encoded until its version
  /// is named, so a run whose points all come from the cache, or a nightly run that
  /// counts one new tree, decodes only what it uses.
  struct Facts {
    var needles: [String] = []
    private var bytes: [UInt8] = []
    /// Where each version's id and facts lie in `bytes`, in ascending ids (the file's
    /// order): looked up by binary search, with no string made for the ids not named.
    private var entries: [(id: Range<Int>, body: Range<Int>)] = []

    init() {}
    init(needles: [String], bytes: [UInt8], entries: [(id: Range<Int>, body: Range<Int>)]) {
      self.needles = needles
      self.bytes = bytes
      self.entries = entries
    }

    /// The facts of blob `id`, marked as read from the cache; nil when they are not
    /// there or do not decode (they are then counted anew).
    func facts(of id: String) -> VersionFacts? {
      guard let entry = entry(of: id) else { return nil }
      let body = entries[entry].body
      var r = ByteReader(bytes, from: body.lowerBound, to: body.upperBound)
      guard let facts = try? TrendStore.decodeFacts(&r), r.atEnd else { return nil }
      facts.dirty = false
      return facts
    }

    /// The encoded facts of the versions not in `named`, to be written back as they were
    /// (in ascending ids).
    func encoded(except named: [String]) -> [(id: ArraySlice<UInt8>, body: ArraySlice<UInt8>)] {
      let skipped = Set(named.compactMap(entry(of:)))
      return entries.indices.compactMap { i in
        skipped.contains(i) ? nil : (bytes[entries[i].id], bytes[entries[i].body])
      }
    }

    private func entry(of id: String) -> Int? {
      let key = Array(id.utf8)[...]
      var (low, high) = (0, entries.count)
      while low < high {
        let mid = (low + high) / 2
        if bytes[entries[mid].id].lexicographicallyPrecedes(key) { low = mid + 1 } else { high = mid }
      }
      return low < entries.count && bytes[entries[low].id].elementsEqual(key) ? low : nil
    }
  }

  /// Reads the facts file at `path`: empty, and a reason when it is there but unusable.
  static func loadFacts(_ path: String, ruleset: UInt64, names: PointNames) -> (Facts, warning: String?) {
    read(path, magic: magic, ruleset: ruleset, names: names, empty: Facts()) { r, bytes throws(DecodeError) in
      let needles = try (0..<r.count()).map { _ throws(DecodeError) in try r.rawString() }
      var entries: [(id: Range<Int>, body: Range<Int>)] = []
      for _ in 0..<(try r.count()) {
        // (Ids out of order, which no puente writes, are not found: their facts are
        // counted anew.)
        let id = try r.skip(try r.count())
        entries.append((id, try r.skip(try r.count())))
      }
      return Facts(needles: needles, bytes: bytes, entries: entries)
    }
  }

  /// Reads the points file at `path`: none, and a reason when it is there but unusable.
  static func loadPoints(_ path: String, ruleset: UInt64, names: PointNames) -> ([UInt64: Point], warning: String?) {
    read(path, magic: pointsMagic, ruleset: ruleset, names: names, empty: [:]) { r, bytes throws(DecodeError) in
      let folders = try (0..<r.count()).map { _ throws(DecodeError) in names.folder(try r.rawString()) }
      let sameFolders = folders.indices.elementsEqual(folders)
      var points: [UInt64: Point] = [:]
      for _ in 0..<(try r.count()) {
        let key = try r.fixed64()
        let start = r.position
        points[key] = try decodePoint(&r, folders: folders, names: names)
        if sameFolders { points[key]?.encoded = bytes[start..<r.position] }
      }
      return points
    }
  }

  /// Reads and checks one cache file, then its body with `body`.
  private static func read<T>(
    _ path: String, magic: [UInt8], ruleset: UInt64, names: PointNames, empty: T,
    body: (inout ByteReader, [UInt8]) throws(DecodeError) -> T
  ) -> (T, warning: String?) {
    let bytes: [UInt8]
    do { bytes = try FileReader.read(path) } catch {
      if access(path, F_OK) != 0 { return (empty, nil) }
      return (empty, "cannot read it: \(error.message)")
    }
    do throws(DecodeError) {
      guard bytes.count >= magic.count + 8, bytes[0..<magic.count].elementsEqual(magic) else {
        throw DecodeError(reason: "not a puente trend cache")
      }
      var r = ByteReader(bytes, from: magic.count, to: bytes.count - 8)
      // (The version first: an older format may sum its bytes another way.)
      guard try r.varint() == formatVersion else { throw DecodeError(reason: "written in another format version") }
      let stored = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self) }
      guard checksum(bytes, count: bytes.count - 8) == UInt64(littleEndian: stored) else {
        throw DecodeError(reason: "checksum mismatch (truncated or corrupt)")
      }
      guard try r.fixed64() == ruleset else {
        throw DecodeError(reason: "written by another puente version or rule set")
      }
      let rules = try (0..<r.count()).map { _ throws(DecodeError) in try r.rawString() }
      guard rules == names.rules else { throw DecodeError(reason: "written with other rules") }
      let value = try body(&r, bytes)
      guard r.atEnd else { throw DecodeError(reason: "trailing bytes") }
      return (value, nil)
    } catch {
      return (empty, error.reason)
    }
  }

  fileprivate static func decodeFacts(_ r: inout ByteReader) throws(DecodeError) -> VersionFacts {
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
    let words = try r.fixed32s(try r.count())
    guard zip(words, words.dropFirst()).allSatisfy({ $0 < $1 }) else { throw DecodeError(reason: "bad words") }
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
    var data = try r.zigzags(try r.count(), as: Int.self)
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
    try r.zigzags(try r.count())
  }

  /// The facts file: `facts`, and the still-encoded facts `kept` (in ascending ids,
  /// none of `facts`).
  static func encodeFacts(
    _ facts: [(id: String, facts: VersionFacts)], kept: [(id: ArraySlice<UInt8>, body: ArraySlice<UInt8>)] = [],
    needles: [String], names: PointNames, ruleset: UInt64
  ) -> [UInt8] {
    var w = header(magic, names: names, ruleset: ruleset)
    w.varint(UInt64(needles.count))
    for needle in needles { w.rawString(needle) }
    let learnt = facts.sorted { $0.id < $1.id }.map { id, f in
      var b = ByteWriter()
      b.encode(f)
      return (id: Array(id.utf8)[...], body: b.bytes[...])
    }
    w.bytes.reserveCapacity(kept.reduce(0) { $0 + $1.id.count + $1.body.count + 4 } + (1 << 20))
    w.varint(UInt64(learnt.count + kept.count))
    // The two lists merged, so the file's ids stay ascending.
    var (i, j) = (0, 0)
    while i < learnt.count || j < kept.count {
      let next: (id: ArraySlice<UInt8>, body: ArraySlice<UInt8>)
      if j == kept.count || (i < learnt.count && learnt[i].id.lexicographicallyPrecedes(kept[j].id)) {
        next = learnt[i]
        i += 1
      } else {
        next = kept[j]
        j += 1
      }
      w.varint(UInt64(next.id.count))
      w.bytes += next.id
      w.varint(UInt64(next.body.count))
      w.bytes += next.body
    }
    w.fixed64(checksum(w.bytes, count: w.bytes.count))
    return w.bytes
  }

  /// The points file: `points` (folder numbers of `names`).
  static func encodePoints(_ points: [UInt64: Point], names: PointNames, ruleset: UInt64) -> [UInt8] {
    var w = header(pointsMagic, names: names, ruleset: ruleset)
    let folders = names.folders
    w.varint(UInt64(folders.count))
    for folder in folders { w.rawString(folder) }
    w.varint(UInt64(points.count))
    for (key, point) in points.sorted(by: { $0.key < $1.key }) {
      w.fixed64(key)
      // (Folders are only ever added to `names`: the numbers read stay valid.)
      if let encoded = point.encoded {
        w.bytes += encoded
        continue
      }
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

  private static func header(_ magic: [UInt8], names: PointNames, ruleset: UInt64) -> ByteWriter {
    var w = ByteWriter()
    w.bytes = magic
    w.varint(formatVersion)
    w.fixed64(ruleset)
    w.varint(UInt64(names.rules.count))
    for rule in names.rules { w.rawString(rule) }
    return w
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

  /// Fletcher's two running sums over the first `count` bytes, eight at a time: a
  /// changed word changes the first, words swapped or moved the second, and the count
  /// is in both. Catches truncation and stray edits, not tampering; it is read and
  /// written whole at every run that writes the cache, so it costs two additions a word.
  static func checksum(_ bytes: [UInt8], count: Int) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
      var b = UInt64(count)
      var i = 0
      while i + 8 <= count {
        a &+= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        b &+= a
        i += 8
      }
      while i < count {
        a &+= UInt64(raw[i])
        b &+= a
        i += 1
      }
      var h = a ^ (b &* 0xff51_afd7_ed55_8ccd)
      h ^= h >> 29
      return h &* 0xff51_afd7_ed55_8ccd
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

extension ByteWriter {
  /// One version's facts, as `TrendStore.decodeFacts` reads them.
  mutating func encode(_ f: VersionFacts) {
    byte((f.isUTF8 ? 1 : 0) | (f.isGenerated ? 2 : 0) | (f.declarations != nil ? 4 : 0))
    varint(UInt64(f.lines))
    varint(UInt64(f.declarations?.count ?? 0))
    for d in f.declarations ?? [] {
      byte(d.kind.rawValue)
      rawString(d.name)
      varint(UInt64(d.inherited.count))
      for base in d.inherited { rawString(base) }
    }
    // Sorted hashes of 32 bits, spread evenly: as differences they would take as many
    // bytes, and cost a varint each to read.
    varint(UInt64(f.names.hashes.count))
    for word in f.names.hashes { withUnsafeBytes(of: word.littleEndian) { bytes += $0 } }
    varint(UInt64(f.hits.count))
    for hit in f.hits { varint(UInt64(hit)) }
    varint(UInt64(f.searched))
    varint(UInt64(f.results.count))
    for (key, tally) in f.results.sorted(by: { $0.key < $1.key }) {
      fixed64(key)
      ints(tally.pairs)
    }
    varint(UInt64(f.changeDays.count))
    for (key, days) in f.changeDays.sorted(by: { $0.key < $1.key }) {
      fixed64(key)
      ints(days)
    }
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
    while position < end {
      let b = bytes[position]
      position += 1
      guard shift < 64 else { throw TrendStore.DecodeError(reason: "bad number") }
      value |= UInt64(b & 0x7F) << shift
      if b < 0x80 { return value }
      shift += 7
    }
    throw TrendStore.DecodeError(reason: "unexpected end")
  }

  /// A varint used as a count or index: bounded by the file size, so a corrupt count
  /// cannot ask for a huge allocation or loop.
  mutating func count() throws(TrendStore.DecodeError) -> Int {
    let v = try varint()
    guard v <= UInt64(bytes.count) * 8 + 1_000_000 else { throw TrendStore.DecodeError(reason: "bad count") }
    return Int(v)
  }

  /// Steps over the next `count` bytes, returning where they lie.
  mutating func skip(_ count: Int) throws(TrendStore.DecodeError) -> Range<Int> {
    guard end - position >= count else { throw TrendStore.DecodeError(reason: "unexpected end") }
    position += count
    return (position - count)..<position
  }

  /// `count` little-endian 32-bit numbers.
  mutating func fixed32s(_ count: Int) throws(TrendStore.DecodeError) -> [UInt32] {
    guard (end - position) / 4 >= count else { throw TrendStore.DecodeError(reason: "unexpected end") }
    let start = position
    let values = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      bytes.withUnsafeBytes { raw in
        for i in 0..<count {
          buffer[i] = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: start + 4 * i, as: UInt32.self))
        }
      }
      initialized = count
    }
    position += 4 * count
    return values
  }

  /// `count` zigzag-encoded varints, read in one loop over the bytes (a point's counts
  /// are thousands of them).
  mutating func zigzags<T: FixedWidthInteger>(_ count: Int, as: T.Type = Int32.self) throws(TrendStore.DecodeError)
    -> [T]
  {
    guard count <= end - position else { throw TrendStore.DecodeError(reason: "unexpected end") }
    var p = position
    let end = self.end
    var complete = true
    let values = bytes.withUnsafeBufferPointer { buffer in
      [T](unsafeUninitializedCapacity: count) { out, initialized in
        for k in 0..<count {
          var v: UInt64 = 0
          var shift: UInt64 = 0
          while true {
            guard p < end, shift < 64 else {
              complete = false
              return
            }
            let b = buffer[p]
            p += 1
            v |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
          }
          out[k] = T(truncatingIfNeeded: Int64(bitPattern: (v >> 1) ^ (0 &- (v & 1))))
          initialized = k + 1
        }
      }
    }
    guard complete else { throw TrendStore.DecodeError(reason: "bad number") }
    position = p
    return values
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
