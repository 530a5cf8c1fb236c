import Foundation
import PuenteLexer
import PuenteRules
import PuenteSource

/// Where the trend reads file versions: git blobs by id, through one pipelined
/// `cat-file --batch` (tests give bytes from memory).
public protocol VersionReader {
  /// Reads `ids` in order, calling `body` with each one's bytes, or why a file cannot be
  /// read where that is the file's problem (a file on disk); throws where it is the run's
  /// (a git object that cannot be read: never a file counted as empty).
  func read(_ ids: [String], body: (Int, Result<[UInt8], SourceError>) throws(SourceError) -> Void)
    throws(SourceError)
}

/// Reads blobs through `git cat-file --batch`.
public struct BlobReader: VersionReader, Sendable {
  let stream: BlobStream
  public init(_ stream: BlobStream) { self.stream = stream }

  public func read(_ ids: [String], body: (Int, Result<[UInt8], SourceError>) throws(SourceError) -> Void)
    throws(SourceError)
  {
    var failure: SourceError? = nil
    try stream.readMany(ids) { i, result in
      guard failure == nil else { return }
      do throws(SourceError) { try body(i, .success(try result.get())) } catch { failure = error }
    }
    if let failure { throw failure }
  }
}

/// Reads files by path from a `FileSource` (`puente report`: the working tree).
public struct SourceReader: VersionReader {
  let source: any FileSource
  public init(_ source: any FileSource) { self.source = source }

  public func read(_ ids: [String], body: (Int, Result<[UInt8], SourceError>) throws(SourceError) -> Void)
    throws(SourceError)
  {
    for (i, path) in ids.enumerated() {
      let result: Result<[UInt8], SourceError>
      do throws(SourceError) { result = .success(try source.read(path)) } catch { result = .failure(error) }
      try body(i, result)
    }
  }
}

/// Counts bridge debt tree after tree of a history, paying for each distinct file version
/// once: a version is read and lexed the first time a tree holds it, and what is kept of
/// it (`VersionFacts`) answers for every later tree and path that holds it. The counts
/// are those `puente scan` gives the same tree (a test checks every commit of a history):
/// each tree's type index is the declarations of its files, the bridge types come from it
/// through the same `BridgeTypes` analysis, and each file is checked by the same engine.
///
/// A check's result depends on the version, its path, the configuration, the day (for
/// rules that judge dates) and the repository only through the needles its identifiers
/// name that the tree's declarations added (`TreeCounter.key`): so a tree whose
/// declarations did not change re-uses every result, and one whose declarations did
/// re-checks only the files naming a type whose meaning changed.
public final class HistoryAnalyzer {
  /// Work done, for `--stats`, tests and the benchmark: a warm cache shows zeros.
  public struct Counters: Sendable, Equatable {
    /// Version reads (a version read again to be checked under a new key counts again).
    public var blobsRead = 0
    /// Versions lexed (once when first read, again for a later check).
    public var blobsLexed = 0
    /// Rule runs over one version.
    public var checks = 0
    public init() {}
  }

  public internal(set) var counters = Counters()
  public let names: PointNames
  let today: CalendarDay

  /// Blob ids, numbered, and the facts of each (nil until read).
  private var versionNumbers: [String: Int32] = [:]
  private(set) var versionIDs: [String] = []
  private(set) var facts: [VersionFacts?] = []
  private(set) var needles = NeedleTable()
  private var probe: NeedleProbe? = nil
  /// The counting state of each configuration a point was counted under.
  private var trees: [String: TreeCounter] = [:]
  /// Facts from the cache, looked up as versions are first named.
  private var store: TrendStore.Facts? = nil
  /// Bytes of the versions read for the tree being counted, kept (within a budget) for
  /// the checks its declarations may call for: a version is read from git once.
  private var kept: [Int32: [UInt8]] = [:]
  private var keptBytes = 0
  static let keptBudget = 64 << 20
  /// Where the blobs of the next tree are read ahead (nil: they are not), the ids of
  /// that tree's new and changed files (set before each tree is counted), and the read
  /// in flight.
  var aheadReader: BlobReader? = nil
  var upcoming: [String] = []
  private var ahead: ReadAhead? = nil
  /// At most this many blobs, of at most `ReadAhead.budget` bytes held at once, are read
  /// ahead (held in memory until their tree is counted; the rest are read then).
  static let aheadLimit = 2048

  public init(names: PointNames = PointNames(), today: CalendarDay) {
    self.names = names
    self.today = today
  }

  // MARK: - Tables

  func version(_ id: String) -> Int32 {
    if let known = versionNumbers[id] { return known }
    let v = Int32(versionIDs.count)
    versionNumbers[id] = v
    versionIDs.append(id)
    facts.append(store?.facts(of: id))
    return v
  }

  func needle(_ text: String) -> Int32 { needles.number(text) }

  /// The counting state of `configuration`, made on first use.
  func counter(for configuration: Configuration) -> TreeCounter {
    let key = configuration.fingerprint
    if let known = trees[key] { return known }
    let made = TreeCounter(configuration: configuration, analyzer: self)
    trees[key] = made
    return made
  }

  /// Takes facts from the cache: its needle table becomes this analyzer's (facts refer
  /// to it by number).
  func use(_ file: TrendStore.Facts) {
    precondition(versionIDs.isEmpty && needles.count == 0, "a cache is used before any analysis")
    for needle in file.needles { _ = needles.number(needle) }
    store = file
  }

  /// The versions whose facts this run learnt or added to (the cache has the rest as
  /// they are).
  var learnt: [(id: String, facts: VersionFacts)] {
    zip(versionIDs, facts).compactMap { id, facts in facts.flatMap { $0.dirty ? (id, $0) : nil } }
  }

  // MARK: - Reading

  /// Makes sure every version of `items` has facts searched for every needle of the
  /// table: versions never seen are read, lexed and checked at once with `check` (what a
  /// tree's counter most likely needs of them), on every core; versions known but not
  /// searched for needles added since are read again and searched.
  func ensureFacts(
    _ items: [(version: Int32, path: String)], reader: any VersionReader,
    lex: @escaping @Sendable (VersionFacts) -> Bool,
    check: (@Sendable (Int32, SourceFile, VersionFacts) -> [(key: UInt64, tally: RuleTally, days: (UInt64, [Int32])?)])?
  ) throws(SourceError) {
    // What was read ahead is for this tree's new versions, or for none.
    let ahead = self.ahead
    self.ahead = nil
    defer { ahead?.stop() }
    var missing: [(version: Int32, path: String)] = []
    var behind: [(version: Int32, path: String)] = []
    var queued = Set<Int32>()
    for item in items where queued.insert(item.version).inserted {
      if let known = facts[Int(item.version)] {
        if known.searched < needles.count { behind.append(item) }
      } else {
        missing.append(item)
      }
    }
    if probe?.count != needles.count { probe = NeedleProbe(needles.needles[...]) }
    if !missing.isEmpty, let probe {
      try readInChunks(missing, reader: reader, ahead: ahead) { chunk in
        let made = Self.parallelMap(chunk.count) { i -> (VersionFacts, [(UInt64, RuleTally, (UInt64, [Int32])?)]) in
          let (version, path, read) = chunk[i]
          guard case .success(let bytes) = read else {
            if case .failure(let error) = read { return (VersionFacts(unreadable: error.message), []) }
            return (VersionFacts(unreadable: ""), [])
          }
          let (facts, file) = VersionFacts.of(bytes, path: path, probe: probe, lex: lex)
          guard let file, let check else { return (facts, []) }
          return (facts, check(version, file, facts).map { ($0.key, $0.tally, $0.days) })
        }
        for (i, item) in chunk.enumerated() {
          guard let (made, results) = made[i] else { continue }
          facts[Int(item.version)] = made
          if case .success(let bytes) = item.bytes, made.isUTF8, keptBytes + bytes.count <= Self.keptBudget {
            kept[item.version] = bytes
            keptBytes += bytes.count
          }
          if made.declarations != nil && made.isUTF8 { counters.blobsLexed += 1 }
          for (key, tally, days) in results {
            made.results[key] = tally
            if let (base, list) = days { made.changeDays[base] = list }
            counters.checks += 1
          }
        }
      }
    }
    ahead?.stop()
    readAhead()
    if !behind.isEmpty {
      let catchUp = behind.map { ($0, facts[Int($0.version)]!.searched) }
      try readInChunks(behind, reader: reader) { chunk in
        for item in chunk {
          guard case .success(let bytes) = item.bytes else { continue }
          let from = catchUp.first { $0.0.version == item.version }?.1 ?? 0
          let probe = NeedleProbe(needles.needles[from...])
          let mask = bytes.withUnsafeBufferPointer { probe.search.scanMask($0) }
          facts[Int(item.version)]?.catchUp(hits: probe.hits(mask, from: from), searched: needles.count)
        }
      }
    }
  }

  /// Runs `checks` (a version at a path, and what to check it with): each version is
  /// read and lexed again, on every core, and the results recorded in its facts.
  func run(
    _ checks: [PendingCheck], reader: any VersionReader, key: (UInt64, [Int32]?) -> UInt64
  ) throws(SourceError) {
    guard !checks.isEmpty else { return }
    var byVersion: [Int32: [PendingCheck]] = [:]
    var order: [(version: Int32, path: String)] = []
    for check in checks {
      if byVersion[check.version] == nil { order.append((check.version, check.path)) }
      byVersion[check.version, default: []].append(check)
    }
    let held = order.filter { kept[$0.version] != nil }
    let toRead = order.filter { kept[$0.version] == nil }
    check(held.map { ($0.version, $0.path, .success(kept[$0.version] ?? [])) }, byVersion, key)
    try readInChunks(toRead, reader: reader) { chunk in check(chunk, byVersion, key) }
  }

  /// Lexes the versions of `items` that have facts but no declarations yet (their
  /// bytes kept for this tree, or read again) and records their declarations.
  func ensureDeclarations(_ items: [(version: Int32, path: String)], reader: any VersionReader) throws(SourceError) {
    let todo = items.filter { facts[Int($0.version)]?.declarations == nil }
    guard !todo.isEmpty else { return }
    func declare(_ chunk: [(version: Int32, path: String, bytes: Result<[UInt8], SourceError>)]) {
      let made = Self.parallelMap(chunk.count) { i -> [TypeFact]? in
        guard case .success(let bytes) = chunk[i].bytes else { return nil }
        return TypeFact.from(SourceFile(path: chunk[i].path, bytes: bytes).outline)
      }
      for (i, item) in chunk.enumerated() {
        guard let list = made[i] ?? nil else { continue }
        counters.blobsLexed += 1
        facts[Int(item.version)]?.declare(list)
      }
    }
    declare(todo.filter { kept[$0.version] != nil }.map { ($0.version, $0.path, .success(kept[$0.version] ?? [])) })
    try readInChunks(todo.filter { kept[$0.version] == nil }, reader: reader) { declare($0) }
  }

  /// Forgets the bytes kept for the tree just counted.
  func dropKept() {
    kept = [:]
    keptBytes = 0
  }

  /// Runs the checks of the versions of `chunk` on every core and records the results.
  private func check(
    _ chunk: [(version: Int32, path: String, bytes: Result<[UInt8], SourceError>)],
    _ byVersion: [Int32: [PendingCheck]], _ key: (UInt64, [Int32]?) -> UInt64
  ) {
    let groups = chunk.map { byVersion[$0.version] ?? [] }
    let made = Self.parallelMap(chunk.count) { i -> ([(UInt64, RuleTally, [Int32]?)], [TypeFact]) in
      guard case .success(let bytes) = chunk[i].bytes else { return ([], []) }
      let file = SourceFile(path: chunk[i].path, bytes: bytes)
      let results = groups[i].map { check in
        let (tally, days) = check.run(file)
        return (check.baseKey, tally, days)
      }
      return (results, TypeFact.from(file.outline))
    }
    for (i, item) in chunk.enumerated() {
      counters.blobsLexed += 1
      guard let facts = facts[Int(item.version)], let (results, declared) = made[i] else { continue }
      if facts.declarations == nil { facts.declare(declared) }
      for (base, tally, days) in results {
        facts.results[key(base, days)] = tally
        if let days { facts.changeDays[base] = days }
        counters.checks += 1
      }
    }
  }

  /// Reads `items` through `reader`, handing them to `body` a chunk at a time (so that
  /// a chunk's lexed files are all that is held at once): those `ahead` read first, in
  /// its order, then the rest.
  private func readInChunks(
    _ items: [(version: Int32, path: String)], reader: any VersionReader, ahead: ReadAhead? = nil,
    _ body: ([(version: Int32, path: String, bytes: Result<[UInt8], SourceError>)]) throws(SourceError) -> Void
  ) throws(SourceError) {
    counters.blobsRead += items.count
    var chunk: [(version: Int32, path: String, bytes: Result<[UInt8], SourceError>)] = []
    func add(_ item: (version: Int32, path: String), _ bytes: Result<[UInt8], SourceError>) throws(SourceError) {
      chunk.append((item.version, item.path, bytes))
      if chunk.count == Self.chunk {
        try body(chunk)
        chunk = []
      }
    }
    var rest = items
    if let ahead {
      var first: [(position: Int, item: (version: Int32, path: String))] = []
      rest = []
      for item in items {
        if let position = ahead.position[versionIDs[Int(item.version)]] {
          first.append((position, item))
        } else {
          rest.append(item)
        }
      }
      first.sort { $0.position < $1.position }
      for (position, item) in first {
        // (Reading ahead stopped short: read here, with the rest.)
        guard let bytes = ahead.take(position) else {
          rest.append(item)
          continue
        }
        try add(item, bytes)
      }
    }
    try reader.read(rest.map { versionIDs[Int($0.version)] }) { (i, bytes) throws(SourceError) in
      try add(rest[i], bytes)
    }
    if !chunk.isEmpty { try body(chunk) }
  }

  // MARK: - Reading ahead

  /// Starts reading the blobs of `upcoming` that have no facts yet through
  /// `aheadReader`, on another thread: while this tree's declarations and counts are
  /// worked out on this one (one core), git inflates the next tree's versions on the
  /// other, instead of beside the workers that lex them.
  private func readAhead() {
    defer { upcoming = [] }
    guard let aheadReader, !upcoming.isEmpty else { return }
    var seen = Set<String>()
    let ids = upcoming.filter { id in
      guard seen.insert(id).inserted else { return false }
      return versionNumbers[id].map { facts[Int($0)] == nil } ?? true
    }
    guard !ids.isEmpty, ids.count <= Self.aheadLimit else { return }
    let made = ReadAhead(ids)
    made.running = Subprocess.background {
      // (A read that fails leaves the rest to the tree's own reader, which reports it.)
      try? aheadReader.read(ids) { (_, bytes) throws(SourceError) in
        if !made.deliver(bytes) { throw SourceError("reading ahead stopped") }
      }
      made.finish()
    }
    ahead = made
  }

  /// Waits for a read ahead in flight to end (before its reader goes away).
  func stopReadingAhead() {
    ahead?.stop()
    ahead = nil
  }

  /// Blobs read ahead: filled in order by the reading thread, taken by the counting one.
  final class ReadAhead: @unchecked Sendable {
    let position: [String: Int]
    private let condition = NSCondition()
    private var results: [Result<[UInt8], SourceError>?] = []
    /// Bytes delivered and not taken.
    private var held = 0
    static let budget = 24 << 20
    private var finished = false
    private var stopped = false
    var running: DispatchSemaphore? = nil

    init(_ ids: [String]) {
      var position: [String: Int] = [:]
      for (i, id) in ids.enumerated() { position[id] = i }
      self.position = position
    }

    /// Adds the next blob's bytes; false once the reader stopped wanting them.
    func deliver(_ bytes: Result<[UInt8], SourceError>) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      guard !stopped && !finished else { return false }
      let size = (try? bytes.get())?.count ?? 0
      // Over the budget, reading ahead ends here (never waits: the counting thread may
      // not want every blob, and would never make room).
      guard held + size <= Self.budget else {
        finished = true
        condition.broadcast()
        return false
      }
      held += size
      results.append(bytes)
      condition.broadcast()
      return true
    }

    func finish() {
      condition.lock()
      finished = true
      condition.broadcast()
      condition.unlock()
    }

    /// The bytes of the blob at `position`, waiting for them; nil when reading ended
    /// before it.
    func take(_ position: Int) -> Result<[UInt8], SourceError>? {
      condition.lock()
      defer { condition.unlock() }
      while results.count <= position && !finished { condition.wait() }
      guard position < results.count, let bytes = results[position] else { return nil }
      results[position] = nil
      held -= (try? bytes.get())?.count ?? 0
      return bytes
    }

    /// Tells the reading thread to stop and waits for it.
    func stop() {
      condition.lock()
      stopped = true
      condition.unlock()
      running?.wait()
      running = nil
    }
  }

  /// Versions worked on together, on every core.
  static let chunk = 64

  /// `body` for `0..<count`, on every core when `count` is worth it; each index handled
  /// once, by one worker, which writes only its own slot of the result.
  static func parallelMap<T>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T?] {
    var results = [T?](repeating: nil, count: count)
    let workers = Engine.workerCount(for: count)
    guard workers > 1 else {
      for i in 0..<count { results[i] = body(i) }
      return results
    }
    let next = WorkCounter()
    results.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let out = buffer
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
          let i = next.take()
          guard i < count else { return }
          out[i] = body(i)
        }
      }
    }
    return results
  }
}

/// A check to run: a version at a path, the check's key without the day, and the
/// function that checks a lexed version (the rule counts, and the days they may change
/// on, if any).
struct PendingCheck: @unchecked Sendable {
  var version: Int32
  var path: String
  var baseKey: UInt64
  var run: @Sendable (SourceFile) -> (RuleTally, [Int32]?)
}
