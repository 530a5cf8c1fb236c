import Foundation

/// One file of a tree to analyze: where it is, and the id of its content.
public struct TreeEntry: Sendable, Hashable {
  /// Repository-relative path with `/` separators.
  public var path: String
  /// What identifies the bytes: a git blob id, or the path itself for files read from disk.
  public var key: String

  public init(path: String, key: String) {
    self.path = path
    self.key = key
  }
}

/// One change between two trees of a history: the file at `path` now has the content
/// `key`, or is gone (`key` nil).
public struct TreeChange: Sendable, Equatable {
  public var path: String
  public var key: String?
  /// The content before the change, when the source of the change says (`diff-tree`
  /// does); a state that knows its tree does not need it.
  public var oldKey: String?

  public init(path: String, key: String?, oldKey: String? = nil) {
    self.path = path
    self.key = key
    self.oldKey = oldKey
  }
}

/// Where the analyzer gets the bytes of a file version.
public protocol BlobReader {
  func read(key: String, path: String) throws(SourceError) -> [UInt8]
  /// Reads several, calling `body` for each in order; a reader that can pipeline
  /// requests (git) does so.
  func readMany(_ entries: [TreeEntry], body: (TreeEntry, Result<[UInt8], SourceError>) -> Void)
  /// A file holding exactly `entry`'s bytes, which any thread may read with `readLocal`;
  /// nil when the version has to be read through `read`.
  func localPath(_ entry: TreeEntry) -> String?
  /// The bytes of a file `localPath` gave; nil when it cannot be read or has changed
  /// since it was found to hold the version (which is then read through `readMany`).
  func readLocal(_ path: String) -> [UInt8]?
  /// A loose git object file holding `entry`'s blob (`LooseObjects`), which any thread
  /// may read and inflate; nil when there is none.
  func loosePath(_ entry: TreeEntry) -> String?
}

extension BlobReader {
  public func localPath(_ entry: TreeEntry) -> String? { nil }
  public func readLocal(_ path: String) -> [UInt8]? { try? FileReader.read(path) }
  public func loosePath(_ entry: TreeEntry) -> String? { nil }

  public func readMany(
    _ entries: [TreeEntry], body: (TreeEntry, Result<[UInt8], SourceError>) -> Void
  ) {
    for entry in entries {
      do { body(entry, .success(try read(key: entry.key, path: entry.path))) } catch {
        body(entry, .failure(error))
      }
    }
  }
}

/// Reads by path from any `FileSource` (the working tree for `puente report`).
public struct FileSourceReader: BlobReader {
  public let source: any FileSource
  public init(_ source: any FileSource) { self.source = source }
  public func read(key: String, path: String) throws(SourceError) -> [UInt8] {
    try source.read(path)
  }
}

/// Reads git blobs by id through one `git cat-file --batch` process, pipelined.
public struct GitBlobReader: BlobReader {
  /// The stream, or why there is none (every read fails with it).
  public let stream: Result<BlobStream, SourceError>
  public init(_ stream: Result<BlobStream, SourceError>) { self.stream = stream }
  public func read(key: String, path: String) throws(SourceError) -> [UInt8] {
    try stream.get().read(key)
  }
  public func readMany(
    _ entries: [TreeEntry], body: (TreeEntry, Result<[UInt8], SourceError>) -> Void
  ) {
    do {
      try stream.get().readMany(entries.map(\.key)) { i, result in body(entries[i], result) }
    } catch {
      // The process died: what was not read yet fails one by one with the reason.
      for entry in entries { body(entry, .failure(error)) }
    }
  }
}

/// Counts bridge debt in trees, remembering what it learnt about each file version so
/// that the next tree (the next commit of a history) only pays for what changed.
///
/// It gives the same findings as `Engine.scan` on the same tree (a test checks this at
/// every commit of a history), by the same steps with the per-file work memoized:
///
/// 1. **Names.** Which of the engine's needles a version's bytes contain
///    (`BlobFacts.needleHits`), and the words around its `Hosting` and `Representable`
///    gates (`BlobFacts.gateWords`), which say which declared hosting and representable
///    names it mentions without a search. A version is lexed when it mentions an active
///    name (a needle, or a name of the tree's closure), exactly when the engine would
///    lex it.
/// 2. **Declarations** (`BlobFacts.types`), once a version is lexed. The tree's closure
///    of hosting and representable names is grown from the declarations of those
///    versions, as the engine grows it, until no new name appears (`TreeState`).
/// 3. **Results** (`BlobFacts.results`): finding counts per rule. A rule sees the bytes,
///    the path, the configuration and the hosting and representable maps; the maps are
///    passed *restricted to the names the bytes mention* (a rule can only look up names
///    of its tokens), so the result is a function of exactly (bytes, configuration,
///    path, restricted maps). The last three are hashed into the result's key, the
///    bytes are the blob id the facts are stored under. When another file adds a hosting
///    subclass, only versions that mention its name get a new key and a new check.
///
/// Nothing in the facts depends on other files, the path or the configuration, so they
/// can be kept by blob id in memory and on disk (`TrendCache`). A `TreeState` per
/// configuration keeps the counts of the last tree and moves to the next one by its
/// changes, so a tree costs what changed in it, not what is in it.
///
/// The adapter layer is measured twice: its findings as `puente scan` reports them (the
/// exemption applies), and its "pieces", the same files checked by an engine whose
/// configuration has no adapter globs, as if the exemption did not apply.
public final class DebtAnalyzer {
  /// Work done, for tests and benchmarks: a warm cache shows zeros here.
  public struct Counters: Sendable, Equatable {
    /// File versions whose bytes were read (from git or disk).
    public var blobsRead = 0
    /// Of those, the ones read from loose objects and inflated in process.
    public var blobsInflated = 0
    /// File versions lexed.
    public var blobsLexed = 0
    /// Rule runs over one file (a cache miss of a result).
    public var checks = 0
    public init() {}
  }

  public internal(set) var counters = Counters()
  /// Lex every file, to count screens and views (`puente report`); otherwise only files
  /// that mention a bridge name are lexed.
  public let countScreens: Bool
  /// The folder and rule tables of the counts this analyzer makes.
  public let names: PointNames

  /// Content keys (blob ids) numbered as versions, and the facts of each (nil: unknown).
  private(set) var versionIndex = StringNumbers()
  var versionKeys: [String] { versionIndex.strings }
  var facts: [BlobFacts?] = []
  /// Why a version could not be read, for the files that have it (this run only).
  var readErrors: [Int32: String] = [:]
  /// Paths, numbered.
  private(set) var pathIndex = StringNumbers()
  var paths: [String] { pathIndex.strings }
  var needles = NeedleTable()
  private var searches: [Range<Int>: MultiNeedleSearch] = [:]
  private var states: [String: TreeState] = [:]
  private var words: [String: (hash: UInt64, gated: Bool)] = [:]

  /// Lexed files by version, kept for their checks, and bytes of versions read but not
  /// lexed (a later tree may need them lexed, or searched for a new name); both within a
  /// budget, the oldest dropped first. Beyond it, versions are read again, and so are
  /// work tree copies the first time (see `work`).
  private var lexed: [Int32: SourceFile] = [:]
  private var lexedOrder: [Int32] = []
  private var lexedSize = 0
  private var kept: [Int32: [UInt8]] = [:]
  private var keptOrder: [Int32] = []
  private var keptSize = 0
  static let lexedBudget = 48 << 20
  static let keptBudget = 64 << 20
  /// Versions per parallel chunk of a big batch (and the smallest batch worth it).
  static let parallelBatch = 64
  /// Versions per parallel chunk of versions read from the work tree, loose objects or
  /// an earlier read.
  static let workChunk = 8 * parallelBatch

  public init(countScreens: Bool = false, names: PointNames = PointNames()) {
    self.countScreens = countScreens
    self.names = names
  }

  // MARK: - Tables

  func version(_ key: String) -> Int32 {
    let v = versionIndex.numbering(key)
    guard Int(v) == facts.count else { return v }
    // A record that does not decode (a bug, since the checksum held) is worked out again.
    facts.append(store.flatMap { store in store.find(key).flatMap { try? store.decode($0) } })
    return v
  }

  /// Room for `more` new paths and versions in their tables, made at once: a first tree
  /// numbers thousands, and growing the tables rehashed every path and blob id so far at
  /// each doubling.
  func reserve(_ more: Int) {
    guard more >= Self.parallelBatch else { return }
    pathIndex.reserveCapacity(pathIndex.count + more)
    versionIndex.reserveCapacity(versionIndex.count + more)
    facts.reserveCapacity(facts.count + more)
  }

  func path(_ path: String) -> Int32 { pathIndex.numbering(path) }

  /// `GateWords.hash` of a name and whether it has a gate, memoized (closure names are
  /// looked at whenever the closure changes).
  func word(_ name: String) -> (hash: UInt64, gated: Bool) {
    if let known = words[name] { return known }
    let made = (GateWords.hash(name), GateWords.isGated(name))
    words[name] = made
    return made
  }

  /// The search for the needles of `range`, built once per range.
  func search(_ range: Range<Int>) -> MultiNeedleSearch {
    if let known = searches[range] { return known }
    let made = needles.search(range)
    searches[range] = made
    return made
  }

  /// The state of `configuration`, made on first use.
  func state(for configuration: Configuration) -> TreeState {
    let key = configuration.fingerprint
    if let known = states[key] { return known }
    let state = TreeState(analyzer: self, setup: TreeState.Setup(configuration: configuration, analyzer: self))
    states[key] = state
    return state
  }

  // MARK: - Analysis

  /// The debt of one tree under `configuration` (every file of it, read through
  /// `reader`); screens and views too when the analyzer counts them.
  public func analyze(_ entries: [TreeEntry], configuration: Configuration, reader: any BlobReader)
    -> DebtSnapshot
  {
    let state = TreeState(analyzer: self, setup: TreeState.Setup(configuration: configuration, analyzer: self))
    let counts = state.apply(entries.map { TreeChange(path: $0.path, key: $0.key) }, reader: reader)
    var snapshot = counts.snapshot
    if countScreens {
      for (folder, count) in state.screensAndViews() {
        snapshot.folders[folder, default: FolderStats()].screens += count.screens
        snapshot.folders[folder, default: FolderStats()].views += count.views
      }
    }
    return snapshot
  }

  /// Moves `configuration`'s state to the next tree, given by its changes from the tree
  /// that state is at, and returns that tree's counts (`walk` numbers the trees of a run,
  /// for `changes(of:toward:walk:)`). Nil only for a state resumed from the cache whose
  /// closure the changes move (it does not know the other files); the caller then counts
  /// the tree from its full listing, with a new state.
  func apply(_ changes: [TreeChange], configuration: Configuration, reader: any BlobReader, walk: Int)
    -> PointCounts?
  {
    let state = state(for: configuration)
    let counts = state.apply(changes, reader: reader)
    if state.broken {
      states[configuration.fingerprint] = nil
      return nil
    }
    state.walk = walk
    return counts
  }

  /// Prepares the versions the trees of `lists` (changes tree by tree, after the one
  /// `configuration`'s state is at) bring: see `TreeState.prefetch`.
  func prefetch(_ lists: [[TreeChange]], configuration: Configuration, reader: any BlobReader) {
    let state = state(for: configuration)
    var items: [(path: Int32, version: Int32)] = []
    var seen = Set<Int32>()
    for list in lists {
      for change in list {
        guard let key = change.key else { continue }
        let v = version(key)
        guard facts[Int(v)] == nil, seen.insert(v).inserted else { continue }
        items.append((path(change.path), v))
      }
    }
    guard items.count >= Self.parallelBatch else { return }
    state.prefetch(items, reader: reader)
  }

  /// The changes that take `configuration`'s state to `listing` (path → content key) at
  /// tree `walk`; nil when the state is at the tree before, so the walk's own changes do.
  func changes(of configuration: Configuration, toward listing: [String: String], walk: Int)
    -> [TreeChange]?
  {
    guard let state = states[configuration.fingerprint] else {
      return walk == 0 ? nil : listing.map { TreeChange(path: $0.key, key: $0.value) }
    }
    return state.walk == walk - 1 ? nil : state.changes(toward: listing)
  }

  /// The type index of `configuration`'s state, for the cache's resume state, and
  /// whether it is still the one the state was resumed with.
  func index(of configuration: Configuration) -> (index: IncrementalIndex, unchanged: Bool)? {
    guard let state = states[configuration.fingerprint] else { return nil }
    return (state.index, state.resumed && !state.index.isModified)
  }

  // MARK: - The cache

  /// The cached facts new versions are looked up in first.
  private var store: FactsFile?

  /// Takes facts from `file`: its needle table becomes this analyzer's (records refer to
  /// it by index), and versions are looked up in it as they are first named.
  func use(_ file: FactsFile) {
    precondition(needles.count == 0 && versionKeys.isEmpty, "a cache is used before any analysis")
    for needle in file.needles { needles.intern(needle) }
    store = file
  }

  /// Whether this run has facts the cache does not (new versions, or new results).
  var learnt: Bool { facts.contains { $0?.dirty == true } }

  /// Drops the state of `configuration` (a resumed state that turned out not to fit).
  func forget(_ configuration: Configuration) {
    states[configuration.fingerprint] = nil
  }

  /// Installs a state for `configuration` at a tree whose counts and type index the
  /// cache kept (see `TreeState`).
  func resume(configuration: Configuration, index: IncrementalIndex, counts: PointCounts) {
    let state = TreeState(analyzer: self, setup: TreeState.Setup(configuration: configuration, analyzer: self))
    state.resume(index: index, counts: counts)
    states[configuration.fingerprint] = state
  }

  // MARK: - Reading, lexing, checking

  /// Which new versions of a batch to lex at once (on the workers): a value, so the
  /// workers can ask it.
  struct LexChoice: @unchecked Sendable {
    var all: Bool
    var needles: [Bool]
    var words: Set<UInt64>
    /// The checks to make of a version (at a path, with its facts) as soon as it is
    /// lexed, by the worker that lexed it, which then drops it; nil: keep it lexed for
    /// its checks (see `TreeState.lexChoice(checking:)`). Called on the workers.
    var speculate: ((String, Int32, BlobFacts) -> [Check]?)? = nil

    func wants(_ facts: BlobFacts) -> Bool {
      guard facts.isUTF8 else { return false }
      if all { return true }
      for hit in facts.needleHits where Int(hit) < needles.count && needles[Int(hit)] { return true }
      if facts.fuzzy { return !words.isEmpty }
      for w in facts.gateWords where words.contains(w) { return true }
      return false
    }
  }

  /// Gives every version of `items` facts that cover the whole needle table: versions
  /// never seen are read (in one pipelined batch, worked on by every core when big),
  /// known ones only searched for needles added since, from kept bytes or read again.
  /// New versions `choice` wants are lexed on the way. A version that cannot be read
  /// gets no facts and a `readErrors` entry.
  func ensureFacts(_ items: [(version: Int32, path: String)], reader: any BlobReader, lex choice: LexChoice) {
    let count = needles.count
    var missing: [TreeEntry] = []
    var missingVersions: [Int32] = []
    var queued = Set<Int32>()
    for (v, path) in items {
      if let known = facts[Int(v)] {
        guard known.checkedNeedles < count else { continue }
        if let bytes = bytes(of: v) {
          known.catchUp(to: count, bytes: bytes, search: search(known.checkedNeedles..<count))
          continue
        }
      }
      guard queued.insert(v).inserted else { continue }
      missing.append(TreeEntry(path: path, key: versionKeys[Int(v)]))
      missingVersions.append(v)
    }
    guard !missing.isEmpty else { return }
    counters.blobsRead += missing.count
    // A big batch: the versions the work tree holds, and the loose objects, are read by
    // the workers themselves, while another thread reads the others from git; those are
    // worked on after.
    if missing.count >= Self.parallelBatch {
      let local: [Source?] = missing.map { entry in
        if let path = reader.localPath(entry) { return .file(path) }
        return reader.loosePath(entry).map { .loose($0) }
      }
      if local.contains(where: { $0 != nil }) {
        var fromGit: [Int] = []
        var fromDisk: [Int] = []
        for (k, source) in local.enumerated() {
          if source == nil { fromGit.append(k) } else { fromDisk.append(k) }
        }
        final class Read: @unchecked Sendable { var results: [Result<[UInt8], SourceError>] = [] }
        let read = Read()
        let entries = fromGit.map { missing[$0] }
        let boxed = UncheckedBox(reader)
        let gitDone = Subprocess.background {
          boxed.value.readMany(entries) { _, result in read.results.append(result) }
        }
        // A chunk at a time, like the versions from git below, so that the lexed files
        // of a chunk are all that is held at once; big chunks, for each is a wait for the
        // other workers to wake (a millisecond, at times, on a virtual machine).
        let diskItems = fromDisk.map { (version: missingVersions[$0], path: missing[$0].path, source: local[$0]!) }
        var vanished: [Int] = []
        for start in stride(from: 0, to: diskItems.count, by: Self.workChunk) {
          let end = min(start + Self.workChunk, diskItems.count)
          vanished += work(Array(diskItems[start..<end]), choice, reader).map { start + $0 }
        }
        gitDone.wait()
        var items: [(version: Int32, path: String, source: Source)] = []
        for (n, k) in fromGit.enumerated() {
          switch n < read.results.count ? read.results[n] : .failure(SourceError("git cat-file stopped")) {
          case .success(let bytes): items.append((missingVersions[k], missing[k].path, .bytes(bytes)))
          case .failure(let error):
            if facts[Int(missingVersions[k])] == nil { readErrors[missingVersions[k]] = error.message }
          }
        }
        for start in stride(from: 0, to: items.count, by: Self.workChunk) {
          _ = work(Array(items[start..<min(start + Self.workChunk, items.count)]), choice, reader)
        }
        // Copies that changed since they were listed (and loose objects that were packed
        // meanwhile, or are damaged) are read from git after all.
        let again = vanished.map { fromDisk[$0] }
        if !again.isEmpty { readInOrder(again.map { (missingVersions[$0], missing[$0]) }, reader, choice) }
        return
      }
    }
    readInOrder(zip(missingVersions, missing).map { ($0, $1) }, reader, choice)
  }

  /// Reads `items` through `reader` in one pipelined batch and works on them a chunk at
  /// a time.
  private func readInOrder(_ items: [(version: Int32, entry: TreeEntry)], _ reader: any BlobReader, _ choice: LexChoice)
  {
    var chunk: [(version: Int32, path: String, source: Source)] = []
    var k = 0
    reader.readMany(items.map(\.entry)) { entry, result in
      // Entries come back in order (after a failure of the process, all of them again).
      let v = k < items.count ? items[k].version : version(entry.key)
      k += 1
      switch result {
      case .success(let bytes):
        chunk.append((v, entry.path, .bytes(bytes)))
        if chunk.count == Self.parallelBatch {
          _ = work(chunk, choice, reader)
          chunk = []
        }
      case .failure(let error):
        if facts[Int(v)] == nil { readErrors[v] = error.message }
      }
    }
    if !chunk.isEmpty { _ = work(chunk, choice, reader) }
  }

  /// Where a version's bytes are: read already, a file the workers read, or a loose
  /// object they read and inflate.
  enum Source {
    case bytes([UInt8])
    case file(String)
    case loose(String)

    var isWorkTreeFile: Bool {
      if case .file = self { return true }
      return false
    }
  }

  /// Facts (and, as `choice` says, declarations) for read versions: pure work on the
  /// bytes (and the reading of files), on every core for a batch worth it; the tables are
  /// updated here. Returns the indices of the items whose file could not be read.
  private func work(
    _ chunk: [(version: Int32, path: String, source: Source)], _ choice: LexChoice, _ reader: any BlobReader
  ) -> [Int] {
    let count = needles.count
    let known = chunk.map { facts[Int($0.version)] }
    let full = search(0..<count)
    let partial = known.map { $0.map { search($0.checkedNeedles..<count) } }
    let inputs = UncheckedBox((chunk, known, partial, full, choice, reader))
    /// What a worker made of one version: its facts, the lexed file when it is to be
    /// kept, the bytes when they are (the rest are freed by the worker, so the heap
    /// reuses their pages at once), and the results of the checks made at once (rule
    /// ids by key).
    typealias Made = (facts: BlobFacts, file: SourceFile?, bytes: [UInt8]?, checked: [(UInt64, [String])]?)
    let out = Self.parallelMap(chunk.count) { i -> Made? in
      let (chunk, known, partial, full, choice, reader) = inputs.value
      let bytes: [UInt8]
      switch chunk[i].source {
      case .bytes(let read): bytes = read
      case .file(let path):
        guard let read = reader.readLocal(path) else { return nil }
        bytes = read
      case .loose(let path):
        guard let read = LooseObjects.read(file: path, type: "blob") else { return nil }
        bytes = read
      }
      let facts: BlobFacts
      if let existing = known[i] {
        existing.catchUp(to: count, bytes: bytes, search: partial[i]!)
        facts = existing
      } else {
        facts = BlobFacts(bytes: bytes, needles: count, search: full)
      }
      guard facts.types == nil && choice.wants(facts) else {
        // A work tree copy is kept from its second read on (a search for a name declared
        // later): most never get one, and keeping a first tree's copies from the start
        // cost a page fault per 4 KiB of it, 8% of a cold trend.
        let kept = facts.isUTF8 && (known[i] != nil || !chunk[i].source.isWorkTreeFile)
        return (facts, nil, kept ? bytes : nil, nil)
      }
      let file = SourceFile(path: chunk[i].path, bytes: bytes)
      facts.types = TypeFact.from(file.outline)
      guard let checks = choice.speculate?(chunk[i].path, chunk[i].version, facts) else {
        return (facts, file, nil, nil)
      }
      let checked = checks.filter { facts.results[$0.key] == nil }.map { ($0.key, $0.ruleIDs(of: file)) }
      return (facts, nil, bytes, checked)
    }
    var failed: [Int] = []
    for (i, item) in chunk.enumerated() {
      guard let result = out[i], let made = result else {
        failed.append(i)
        continue
      }
      if case .loose = item.source { counters.blobsInflated += 1 }
      facts[Int(item.version)] = made.facts
      readErrors[item.version] = nil
      if made.file != nil || made.checked != nil { counters.blobsLexed += 1 }
      if let file = made.file {
        keepLexed(item.version, file)
        continue
      }
      if let checked = made.checked {
        for (key, ids) in checked { record(ids, key: key, in: made.facts) }
      }
      // (A version checked at once has its bytes kept, a tenth of what the lexed file
      // took: a version worth lexing is the likeliest to be searched for a name declared
      // later.)
      if let bytes = made.bytes { keep(item.version, bytes) }
    }
    return failed
  }

  /// Lexes the versions of `items` that have facts but no declarations yet (UTF-8 only).
  func ensureTypes(_ items: [(version: Int32, path: String)], reader: any BlobReader) {
    var todo: [(version: Int32, path: String)] = []
    var queued = Set<Int32>()
    for item in items {
      guard let f = facts[Int(item.version)], f.types == nil, f.isUTF8,
        queued.insert(item.version).inserted
      else { continue }
      todo.append(item)
    }
    guard !todo.isEmpty else { return }
    let files = lex(todo, reader: reader)
    for (i, item) in todo.enumerated() {
      guard let file = files[i] else { continue }
      facts[Int(item.version)]?.types = TypeFact.from(file.outline)
    }
  }

  /// One rule run to do: `version` at `path`, checked by `engine` with restricted maps.
  struct Check {
    var version: Int32
    var path: String
    var key: UInt64
    var engine: Engine
    var rules: Engine.PreparedRules
    /// The configuration's context with the bridge types restricted to the names the
    /// version mentions.
    var scan: ScanContext
    /// Of each rule, whether the version holds one of its needles (nil: run them all).
    var runs: [Bool]? = nil

    /// The rule ids of the findings of this check, made on `file` (its version lexed).
    func ruleIDs(of file: SourceFile) -> [String] {
      engine.checkedRuleIDs(file, in: scan, rules: rules, runs: runs)
    }
  }

  /// Records the rule ids a check of `facts` gave under `key`.
  private func record(_ ids: [String], key: UInt64, in facts: BlobFacts?) {
    counters.checks += 1
    facts?.results[key] = RuleCounts(ruleIDs: ids, names: names)
  }

  /// Runs the checks whose results are not known yet and records them in the facts.
  func run(_ checks: [Check], reader: any BlobReader) {
    var todo: [Check] = []
    var queued = Set<[UInt64]>()
    for check in checks {
      guard let f = facts[Int(check.version)], f.results[check.key] == nil,
        queued.insert([UInt64(check.version), check.key]).inserted
      else { continue }
      todo.append(check)
    }
    guard !todo.isEmpty else { return }
    let files = lex(todo.map { ($0.version, $0.path) }, reader: reader)
    // Checks of one lexed file run one after the other, on one worker: a file in the
    // adapter layer is checked under two keys, both given the same kept `SourceFile`,
    // and a file's lazily made values (its outline, names, flag declarations) are not
    // built to be made by two threads at once.
    var groupOf: [ObjectIdentifier: Int] = [:]
    var groups: [[Int]] = []
    for (i, file) in files.enumerated() {
      guard let file else { continue }
      if let g = groupOf[ObjectIdentifier(file)] {
        groups[g].append(i)
      } else {
        groupOf[ObjectIdentifier(file)] = groups.count
        groups.append([i])
      }
    }
    let inputs = UncheckedBox((todo, files, groups))
    let grouped = Self.parallelMap(groups.count) { g -> [(Int, [String])] in
      let (todo, files, groups) = inputs.value
      return groups[g].map { i in (i, todo[i].ruleIDs(of: files[i]!)) }
    }
    var out = [[String]?](repeating: nil, count: todo.count)
    for results in grouped {
      for (i, ids) in results ?? [] { out[i] = ids }
    }
    for (i, check) in todo.enumerated() {
      guard let ids = out[i] else { continue }
      record(ids, key: check.key, in: facts[Int(check.version)])
    }
  }

  /// Lexed files for `items` (nil where the bytes cannot be had): kept ones as they
  /// are, the others lexed from kept or read bytes, on every core for many.
  private func lex(_ items: [(version: Int32, path: String)], reader: any BlobReader) -> [SourceFile?] {
    var files = [SourceFile?](repeating: nil, count: items.count)
    var bytes = [[UInt8]?](repeating: nil, count: items.count)
    var toRead: [TreeEntry] = []
    var readAt: [Int] = []
    // A version at the same path twice (a file of the adapter layer has two checks) is
    // read and lexed once, for both.
    var first: [Int32: Int] = [:]
    var sameAs: [(Int, Int)] = []
    for (i, item) in items.enumerated() {
      if let earlier = first[item.version], items[earlier].path == item.path {
        sameAs.append((i, earlier))
        continue
      }
      if first[item.version] == nil { first[item.version] = i }
      if let file = lexed[item.version] {
        if file.path == item.path {
          files[i] = file
        } else {
          bytes[i] = file.bytes
        }
      } else if let known = kept[item.version] {
        bytes[i] = known
      } else {
        toRead.append(TreeEntry(path: item.path, key: versionKeys[Int(item.version)]))
        readAt.append(i)
      }
    }
    if !toRead.isEmpty {
      counters.blobsRead += toRead.count
      var k = 0
      reader.readMany(toRead) { _, result in
        if k < readAt.count, case .success(let read) = result { bytes[readAt[k]] = read }
        k += 1
      }
    }
    let inputs = UncheckedBox((items, bytes, files))
    let made = Self.parallelMap(items.count) { i -> SourceFile? in
      let (items, bytes, files) = inputs.value
      guard files[i] == nil, let b = bytes[i] else { return nil }
      return SourceFile(path: items[i].path, bytes: b)
    }
    for (i, item) in items.enumerated() where files[i] == nil {
      guard let made = made[i], let file = made else { continue }
      counters.blobsLexed += 1
      keepLexed(item.version, file)
      files[i] = file
    }
    for (i, earlier) in sameAs { files[i] = files[earlier] }
    return files
  }

  /// The bytes of `version` if kept (lexed or not).
  func bytes(of version: Int32) -> [UInt8]? {
    lexed[version]?.bytes ?? kept[version]
  }

  private func keepLexed(_ version: Int32, _ file: SourceFile) {
    if let old = kept.removeValue(forKey: version) { keptSize -= old.count }
    guard lexed[version] == nil else { return }
    lexed[version] = file
    lexedOrder.append(version)
    lexedSize += file.bytes.count
    while lexedSize > Self.lexedBudget, !lexedOrder.isEmpty {
      let old = lexedOrder.removeFirst()
      if let file = lexed.removeValue(forKey: old) { lexedSize -= file.bytes.count }
    }
  }

  private func keep(_ version: Int32, _ bytes: [UInt8]) {
    guard kept[version] == nil, lexed[version] == nil else { return }
    kept[version] = bytes
    keptOrder.append(version)
    keptSize += bytes.count
    while keptSize > Self.keptBudget, !keptOrder.isEmpty {
      let old = keptOrder.removeFirst()
      if let b = kept.removeValue(forKey: old) { keptSize -= b.count }
    }
  }

  /// `body` for `0..<count`, on every core when `count` is worth it. Each index is
  /// handled once, by one worker, which writes only its own slot of the result.
  static func parallelMap<T>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T?] {
    var results = [T?](repeating: nil, count: count)
    let workers = Engine.workerCount(for: count)
    guard workers > 1 && count >= 8 else {
      for i in 0..<count { results[i] = body(i) }
      return results
    }
    // Handed out one at a time, not striped: a chunk's few lexed files cost ten times
    // the others, and striping left one worker idle while the other lexed.
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

/// The next index of a `parallelMap`, for whichever worker asks.
final class WorkCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    next += 1
    return next - 1
  }
}

/// Hands values that are only read to the workers of `DebtAnalyzer.parallelMap`.
struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// `puente report`: the debt of a working tree (or any file source), every file lexed so
/// screens and views can be counted.
public enum DebtReport {
  public static func snapshot(of source: any FileSource, configuration: Configuration)
    throws(SourceError)
    -> DebtSnapshot
  {
    let paths = try source.list()
    let analyzer = DebtAnalyzer(countScreens: true)
    return analyzer.analyze(
      paths.map { TreeEntry(path: $0, key: $0) }, configuration: configuration,
      reader: FileSourceReader(source))
  }
}
