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

/// Where the analyzer gets the bytes of a file version.
public protocol BlobReader {
  func read(key: String, path: String) throws(SourceError) -> [UInt8]
  /// Reads several, calling `body` for each in order; a reader that can pipeline
  /// requests (git) does so.
  func readMany(_ entries: [TreeEntry], body: (TreeEntry, Result<[UInt8], SourceError>) -> Void)
}

extension BlobReader {
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
  public let stream: BlobStream
  public init(_ stream: BlobStream) { self.stream = stream }
  public func read(key: String, path: String) throws(SourceError) -> [UInt8] {
    try stream.read(key)
  }
  public func readMany(
    _ entries: [TreeEntry], body: (TreeEntry, Result<[UInt8], SourceError>) -> Void
  ) {
    do {
      try stream.readMany(entries.map(\.key)) { i, result in body(entries[i], result) }
    } catch {
      // The process died: what was not read yet fails one by one with the reason.
      for entry in entries { body(entry, .failure(error)) }
    }
  }
}

/// Counts bridge debt in a tree, one tree at a time, remembering what it learnt about each
/// file version so that the next tree (the next commit of a history) only pays for the
/// versions it has not seen.
///
/// It gives the same findings as `Engine.scan` on the same tree (a test checks this at
/// every commit of a history), by the same steps with the per-file work memoized:
///
/// 1. **Names** (`BlobFacts.found`). Which of the engine's needles and of the declared
///    hosting and representable subclasses occur in a version's bytes. Names only ever get
///    added to the `NameTable`, so a version is searched again only for names added since.
/// 2. **Declarations** (`BlobFacts.types`), once a version is lexed. A version is lexed
///    when its bytes contain an active name (a needle, or a name of this tree's closure),
///    exactly when the engine would lex it. The tree's closure of hosting and
///    representable names is rebuilt from the declarations of those versions, as the
///    engine does, until no new name appears.
/// 3. **Results** (`BlobFacts.results`): finding counts per rule. A rule sees the bytes,
///    the path, the configuration and the hosting and representable maps; the maps are
///    passed *restricted to the names found in the bytes* (a rule can only look up names
///    of its tokens, which are in the bytes), so the result is a function of exactly
///    (bytes, configuration, path, restricted maps). The last three are hashed into the
///    result's key, the bytes are the blob id the facts are stored under. When another
///    file adds a hosting subclass, only versions whose bytes contain its name get a new
///    key and a new check; every other cached result stays valid.
///
/// Nothing in the facts depends on other files, the path or the configuration, so they
/// can be kept by blob id in memory and on disk (`TrendCache`).
///
/// The adapter layer is measured twice: its findings as `puente scan` reports them (the
/// exemption applies), and its "pieces", the same files checked by an engine whose
/// configuration has no adapter globs, as if the exemption did not apply.
public final class DebtAnalyzer {
  /// Work done, for tests and benchmarks: a warm cache shows zeros here.
  public struct Counters: Sendable, Equatable {
    /// File versions whose bytes were read (from git or disk).
    public var blobsRead = 0
    /// File versions lexed.
    public var blobsLexed = 0
    /// Rule runs over one file (a cache miss of a result).
    public var checks = 0
    public init() {}
  }

  public private(set) var counters = Counters()
  var names = NameTable()
  var facts: [String: BlobFacts] = [:]
  /// Lex every file, to count screens and views (`puente report`); otherwise only files
  /// that mention a bridge name are lexed.
  public let countScreens: Bool
  private var setups: [String: Setup] = [:]
  private var searches: [Range<Int>: MultiNeedleSearch] = [:]

  /// The search for the substring names of `range`, built once per range.
  func substringSearch(_ range: Range<Int>) -> MultiNeedleSearch {
    if let search = searches[range] { return search }
    let search = names.substringSearch(range)
    searches[range] = search
    return search
  }

  /// Bytes kept between the first search of a tree and its closure rounds, and lexed files
  /// kept between their lexing and their check; beyond these, files are read again.
  static let pendingBudget = 64 << 20
  static let openBudget = 48 << 20
  /// Versions read per parallel chunk in a big batch (and the smallest batch worth it).
  static let parallelBatch = 64

  public init(countScreens: Bool = false) {
    self.countScreens = countScreens
  }

  /// Number of file versions with facts.
  public var knownVersions: Int { facts.count }

  // MARK: - Per-configuration setup

  /// What one configuration needs, prepared once.
  final class Setup {
    let engine: Engine
    /// The same rules with no adapter globs: the adapter layer "as if the exemption did not apply".
    let plainEngine: Engine
    let rules: [RuleDescriptor]
    let known: Set<String>
    let engineHash: UInt64
    let plainHash: UInt64
    let hostingRoots: Set<String>
    let representableRoots: Set<String>
    let needles: [String]
    var paths: [String: PathInfo] = [:]
    /// The declarations of the files relevant in the last tree analyzed (path → content
    /// key and declarations), and the index they make, patched from tree to tree.
    var index = IncrementalIndex()
    /// Slots whose declarations are in `index`.
    var indexed: [ObjectIdentifier: Slot] = [:]
    var epoch = 0
    var needleIndices: [Int32] = []
    /// The closure names of the last tree (name-table indices).
    var activeNames: [Int32] = []
    /// One slot per path seen under this configuration: what the path is, which version
    /// was there last, and that version's last counts (valid while `closureVersion` and
    /// the name table have not moved). Consecutive trees share almost every slot, so a
    /// tree costs one dictionary lookup per file.
    var slots: [String: Slot] = [:]
    var lastClosure = Closure(hosting: [:], representable: [:], searchable: [])
    var closureVersion = 0

    final class Slot {
      let info: PathInfo
      var key = ""
      var facts: BlobFacts?
      var memo: (version: Int, names: Int, findings: [String: Int], pieces: [String: Int]?)?
      /// The tree (`Setup.epoch`) this path was last counted in.
      var epoch = 0
      /// The version whose declarations are in the setup's index for this path, if any.
      var indexedKey: String?
      var indexedTypes: [TypeFact]?
      init(info: PathInfo) { self.info = info }
    }

    func slot(_ entry: TreeEntry, facts all: [String: BlobFacts]) -> Slot {
      let slot: Slot
      if let known = slots[entry.path] {
        slot = known
      } else {
        slot = Slot(info: info(entry.path))
        slots[entry.path] = slot
      }
      if slot.key != entry.key {
        slot.key = entry.key
        slot.facts = nil
        slot.memo = nil
      }
      if slot.facts == nil { slot.facts = all[entry.key] }
      return slot
    }

    /// What the configuration says about one path (a class: entries share it by reference).
    final class PathInfo {
      let selected: Bool
      let isAdapter: Bool
      let folder: String
      init(selected: Bool, isAdapter: Bool, folder: String) {
        self.selected = selected
        self.isAdapter = isAdapter
        self.folder = folder
      }
    }

    init(configuration: Configuration) {
      // As `puente scan` runs it: the configuration may ask for unused suppressions.
      let options = ScanOptions(reportUnusedSuppressions: configuration.reportUnusedSuppressions)
      engine = Engine(configuration: configuration, options: options)
      var plain = configuration
      plain.adapters = []
      plainEngine = Engine(configuration: plain, options: options)
      rules = engine.enabledRules
      known = Set(RuleRegistry.all.map(\.id))
      engineHash = StableHash.of("engine\u{1}" + configuration.fingerprint)
      plainHash = StableHash.of("plain\u{1}" + plain.fingerprint)
      hostingRoots = engine.hostingRoots
      representableRoots = engine.representableRoots
      // The engine's needles, in the same way `Engine.scan` builds them.
      var needles = hostingRoots.union(representableRoots)
      needles.formUnion(["puente:", "rootView"])
      for rule in rules {
        needles.formUnion(rule.needles(configuration.settings(for: rule.id).options, configuration))
      }
      self.needles = needles.sorted()
    }

    func info(_ path: String) -> PathInfo {
      if let known = paths[path] { return known }
      let info = PathInfo(
        selected: !engine.selectFiles([path]).isEmpty,
        isAdapter: engine.configuration.isAdapter(path),
        folder: DebtSnapshot.folder(of: path))
      paths[path] = info
      return info
    }
  }

  private func setup(for configuration: Configuration) -> Setup {
    let key = configuration.fingerprint
    if let setup = setups[key] { return setup }
    let setup = Setup(configuration: configuration)
    setups[key] = setup
    return setup
  }

  // MARK: - Analysis

  /// The debt of one tree under `configuration`.
  public func analyze(_ entries: [TreeEntry], configuration: Configuration, reader: any BlobReader)
    -> DebtSnapshot
  {
    let setup = setup(for: configuration)
    var run = Run(analyzer: self, setup: setup, reader: reader)
    return run.analyze(entries)
  }

  /// The hosting and representable names of one tree.
  struct Closure {
    var hosting: [String: String]
    var representable: [String: String]
    /// Name-table indices of the names to look for in other files: closure names not
    /// declared only as value types.
    var searchable: [Int32]
  }

  /// The state of one `analyze` call: bytes and lexed files kept while the tree is worked on.
  struct Run {
    let analyzer: DebtAnalyzer
    let setup: Setup
    let reader: any BlobReader
    /// Active names by index: the needles and this tree's closure names.
    var active: [Bool] = []
    var pending: [String: [UInt8]] = [:]
    var pendingSize = 0
    /// Lexed files by path, with the content key each was lexed from.
    var open: [String: SourceFile] = [:]
    var openKeys: [String: String] = [:]
    var openSize = 0
    var problems: [FileProblem] = []

    init(analyzer: DebtAnalyzer, setup: Setup, reader: any BlobReader) {
      self.analyzer = analyzer
      self.setup = setup
      self.reader = reader
    }

    typealias Item = (entry: TreeEntry, info: Setup.PathInfo)
    typealias Counted = (entry: TreeEntry, info: Setup.PathInfo, facts: BlobFacts, slot: Setup.Slot)

    mutating func analyze(_ entries: [TreeEntry]) -> DebtSnapshot {
      setup.needleIndices = setup.needles.map { analyzer.names.intern($0, word: false) }
      for needle in setup.needleIndices { activate(needle) }
      // The last tree's closure names are a good first guess: a superset of this tree's
      // relevant files has the same closure (every declaration reaching a root is in a
      // file that mentions a closure name), so when the guess holds, one round is enough.
      for i in setup.activeNames { activate(i) }
      setup.epoch += 1

      // 1. Facts for every selected file, searched for every known name; the versions
      // not known yet are read in one pipelined batch.
      var counted: [Counted] = []
      counted.reserveCapacity(entries.count)
      var generatedSkipped = 0
      var stale: [(TreeEntry, Setup.Slot)] = []
      func classify(_ entry: TreeEntry, _ slot: Setup.Slot, _ facts: BlobFacts) {
        if !facts.isUTF8 {
          problems.append(
            FileProblem(path: entry.path, message: "not UTF-8 text; skipped (re-save it as UTF-8)"))
        } else if facts.isGenerated && !setup.engine.includeGenerated {
          generatedSkipped += 1
        } else {
          counted.append((entry, slot.info, facts, slot))
        }
      }
      for entry in entries {
        let slot = setup.slot(entry, facts: analyzer.facts)
        guard slot.info.selected else { continue }
        slot.epoch = setup.epoch
        if let facts = slot.facts, isCurrent(facts) {
          classify(entry, slot, facts)
        } else {
          stale.append((entry, slot))
        }
      }
      if !stale.isEmpty {
        refresh(stale.map { ($0.0, $0.1.info) })
        for (entry, slot) in stale {
          guard let facts = analyzer.facts[entry.key], facts.checkedNames == analyzer.names.count
          else { continue }
          slot.facts = facts
          classify(entry, slot, facts)
        }
      }

      // 2. The closure of hosting and representable names, grown as the engine grows it,
      // from the declarations of the relevant files (patched into the setup's index).
      var closure = Closure(hosting: [:], representable: [:], searchable: [])
      while true {
        // Patch the index with the files whose relevance or version changed, and drop
        // those no longer in the tree.
        for item in counted {
          let slot = item.slot
          let relevant = item.facts.mentionsAny(active)
          if relevant && item.facts.types == nil { _ = declarations(item.entry, item.facts) }
          let want = relevant ? item.entry.key : nil
          guard slot.indexedKey != want else { continue }
          if let old = slot.indexedTypes { setup.index.apply(old, sign: -1) }
          if relevant, let types = item.facts.types {
            setup.index.apply(types, sign: 1)
            slot.indexedKey = item.entry.key
            slot.indexedTypes = types
            setup.indexed[ObjectIdentifier(slot)] = slot
          } else {
            slot.indexedKey = nil
            slot.indexedTypes = nil
            setup.indexed[ObjectIdentifier(slot)] = nil
          }
        }
        for (id, slot) in setup.indexed where slot.epoch != setup.epoch {
          if let old = slot.indexedTypes { setup.index.apply(old, sign: -1) }
          slot.indexedKey = nil
          slot.indexedTypes = nil
          setup.indexed[id] = nil
        }
        let hosting = setup.index.closure(of: setup.hostingRoots)
        let representable = setup.index.closure(of: setup.representableRoots)
        if hosting != setup.lastClosure.hosting || representable != setup.lastClosure.representable {
          // Names declared only as structs, enums or actors are not looked for
          // elsewhere: nothing can inherit from them, so they can only matter in files
          // that do not compile (and every new `struct Wrapper: UIViewRepresentable`
          // would otherwise be looked up in every file).
          let searchable = (hosting.keys.sorted() + representable.keys.sorted()).filter {
            !setup.index.isValueTypeOnly($0)
          }
          setup.lastClosure = Closure(
            hosting: hosting, representable: representable,
            searchable: searchable.map { analyzer.names.intern($0, word: true) })
          setup.closureVersion += 1
        }
        closure = setup.lastClosure
        var grew = false
        for i in closure.searchable where !isActive(i) {
          activate(i)
          grew = true
        }
        if !grew { break }
        // Versions not yet searched for the new names are searched now (in their word
        // filters, so without reading them).
        refresh(counted.map { ($0.entry, $0.info) })
        counted = counted.filter { $0.facts.checkedNames == analyzer.names.count }
      }
      // The names active for counting are exactly the needles and this tree's closure;
      // the last tree's names, active from the start to save a round, may be more.
      active = []
      for needle in setup.needleIndices { activate(needle) }
      for i in closure.searchable { activate(i) }
      setup.activeNames = closure.searchable

      // 3. Counts per folder.
      var folders: [String: FolderStats] = [:]
      var current = ""
      var stats = FolderStats()
      for item in counted {
        // Entries come folder by folder from git, so the dictionary is touched once a folder.
        if item.info.folder != current {
          if stats != FolderStats() { folders[current, default: FolderStats()].add(stats) }
          current = item.info.folder
          stats = FolderStats()
        }
        let facts = item.facts
        stats.files += 1
        stats.lines += facts.lines
        if item.info.isAdapter {
          stats.adapterFiles += 1
          stats.adapterLines += facts.lines
        }
        if facts.mentionsAny(active) {
          // The last counts of this path's version stay valid while the closure and the
          // name table have not moved.
          let slot = item.slot
          let memo: (version: Int, names: Int, findings: [String: Int], pieces: [String: Int]?)
          if let known = slot.memo, known.version == setup.closureVersion,
            known.names == analyzer.names.count
          {
            memo = known
          } else {
            let findings = result(item, plain: false, closure)
            let pieces = item.info.isAdapter ? result(item, plain: true, closure) : nil
            memo = (setup.closureVersion, analyzer.names.count, findings, pieces)
            slot.memo = memo
          }
          for (rule, n) in memo.findings { stats.findings[rule, default: 0] += n }
          for (rule, n) in memo.pieces ?? [:] { stats.adapterPieces[rule, default: 0] += n }
        }
      }
      if stats != FolderStats() { folders[current, default: FolderStats()].add(stats) }

      if analyzer.countScreens {
        var index = TypeIndex()
        var declared: [(folder: String, type: TypeFact)] = []
        for item in counted {
          for type in item.facts.types ?? [] {
            index.add(name: type.name, inherits: type.inherited)
            declared.append((item.info.folder, type))
          }
        }
        for (folder, count) in ScreenKinds.count(declared, index: index) {
          folders[folder, default: FolderStats()].screens += count.screens
          folders[folder, default: FolderStats()].views += count.views
        }
      }
      problems.sort { $0.path < $1.path }
      return DebtSnapshot(folders: folders, generatedSkipped: generatedSkipped, problems: problems)
    }

    func isActive(_ i: Int32) -> Bool { Int(i) < active.count && active[Int(i)] }

    mutating func activate(_ i: Int32) {
      if Int(i) >= active.count {
        active += [Bool](repeating: false, count: Int(i) + 1 - active.count)
      }
      active[Int(i)] = true
    }

    /// Whether the facts of `entry` exist and cover every name of the table (and, when
    /// counting screens, its declarations).
    func isCurrent(_ entry: TreeEntry) -> Bool {
      guard let facts = analyzer.facts[entry.key] else { return false }
      return isCurrent(facts)
    }

    func isCurrent(_ facts: BlobFacts) -> Bool {
      facts.checkedNames == analyzer.names.count
        && (facts.types != nil || !analyzer.countScreens || !facts.isUTF8)
    }

    /// Brings the facts of `items` up to date: word filters first, kept bytes next, then
    /// one batch read of the rest. An unreadable version becomes a problem, keeps no facts.
    mutating func refresh(_ items: [Item]) {
      var missing: [TreeEntry] = []
      var queued = Set<String>()
      for item in items {
        if let facts = analyzer.facts[item.entry.key] {
          if facts.checkedNames == analyzer.names.count
            && (facts.types != nil || !analyzer.countScreens || !facts.isUTF8)
          {
            continue
          }
          // New words are looked up in the version's word filter, without its bytes.
          if facts.catchUp(analyzer.names, bytes: nil, search: analyzer.substringSearch)
            && isCurrent(item.entry)
          {
            continue
          }
        }
        if let bytes = pending[item.entry.key] ?? kept(item.entry) {
          update(item.entry, bytes)
        } else if queued.insert(item.entry.key).inserted {
          missing.append(item.entry)
        }
      }
      guard !missing.isEmpty else { return }
      analyzer.counters.blobsRead += missing.count
      var failed: [FileProblem] = []
      let workers = Engine.workerCount(for: missing.count)
      guard workers > 1 && missing.count >= DebtAnalyzer.parallelBatch else {
        reader.readMany(missing) { entry, result in
          switch result {
          case .success(let bytes): update(entry, bytes)
          case .failure(let error):
            failed.append(FileProblem(path: entry.path, message: error.message))
          }
        }
        problems += failed
        return
      }
      // A big batch (a cold run's first tree): versions never seen get their facts, and
      // their declarations when they will be needed, on every core, a chunk at a time,
      // while git inflates the next ones. Only pure work on the bytes happens there; the
      // analyzer's state is updated here, in order, as `update` would.
      var chunk: [(entry: TreeEntry, bytes: [UInt8])] = []
      func flush(_ run: inout Run) {
        let work = chunk
        chunk = []
        let fresh = work.map { run.analyzer.facts[$0.entry.key] == nil }
        let table = run.analyzer.names
        let search = run.analyzer.substringSearch(0..<table.count)
        let active = run.active
        let countScreens = run.analyzer.countScreens
        final class Slots: @unchecked Sendable {
          var facts: [BlobFacts?]
          var files: [SourceFile?]
          init(_ n: Int) {
            facts = Array(repeating: nil, count: n)
            files = Array(repeating: nil, count: n)
          }
        }
        let slots = Slots(work.count)
        // Each worker writes only its own indices of the preallocated arrays.
        slots.facts.withUnsafeMutableBufferPointer { factsOut in
          slots.files.withUnsafeMutableBufferPointer { filesOut in
            nonisolated(unsafe) let factsOut = factsOut
            nonisolated(unsafe) let filesOut = filesOut
            DispatchQueue.concurrentPerform(iterations: workers) { w in
              var i = w
              while i < work.count {
                defer { i += workers }
                guard fresh[i] else { continue }
                let facts = BlobFacts(bytes: work[i].bytes)
                _ = facts.catchUp(table, bytes: work[i].bytes) { _ in search }
                if facts.isUTF8 && (countScreens || facts.mentionsAny(active)) {
                  let file = SourceFile(path: work[i].entry.path, bytes: work[i].bytes)
                  facts.types = TypeFact.from(file.outline)
                  filesOut[i] = file
                }
                factsOut[i] = facts
              }
            }
          }
        }
        for (i, item) in work.enumerated() {
          guard let facts = slots.facts[i], run.analyzer.facts[item.entry.key] == nil else {
            run.update(item.entry, item.bytes)
            continue
          }
          run.analyzer.facts[item.entry.key] = facts
          if let file = slots.files[i] {
            run.adopt(item.entry, file)
          } else if facts.isUTF8 && run.pending[item.entry.key] == nil
            && run.pendingSize + item.bytes.count <= DebtAnalyzer.pendingBudget
          {
            run.pending[item.entry.key] = item.bytes
            run.pendingSize += item.bytes.count
          }
        }
      }
      reader.readMany(missing) { entry, result in
        switch result {
        case .success(let bytes):
          chunk.append((entry, bytes))
          if chunk.count == DebtAnalyzer.parallelBatch { flush(&self) }
        case .failure(let error):
          failed.append(FileProblem(path: entry.path, message: error.message))
        }
      }
      if !chunk.isEmpty { flush(&self) }
      problems += failed
    }

    /// Records what `bytes` tell about `entry`'s version.
    mutating func update(_ entry: TreeEntry, _ bytes: [UInt8]) {
      let facts: BlobFacts
      if let known = analyzer.facts[entry.key] {
        facts = known
      } else {
        facts = BlobFacts(bytes: bytes)
        analyzer.facts[entry.key] = facts
      }
      _ = facts.catchUp(analyzer.names, bytes: bytes, search: analyzer.substringSearch)
      if facts.isUTF8 && facts.types == nil && (analyzer.countScreens || facts.mentionsAny(active)) {
        lex(entry, bytes, facts)
      } else if facts.isUTF8 && pending[entry.key] == nil
        && pendingSize + bytes.count <= DebtAnalyzer.pendingBudget
      {
        pending[entry.key] = bytes
        pendingSize += bytes.count
      }
    }

    /// The bytes of a file lexed earlier in this run, if kept.
    func kept(_ entry: TreeEntry) -> [UInt8]? {
      guard let file = open[entry.path], openKeys[entry.path] == entry.key else { return nil }
      return file.bytes
    }

    /// The declarations of `entry`, lexing it if that has not happened yet.
    mutating func declarations(_ entry: TreeEntry, _ facts: BlobFacts) -> [TypeFact]? {
      if let types = facts.types { return types }
      guard let bytes = bytes(entry) else { return nil }
      lex(entry, bytes, facts)
      return facts.types
    }

    /// The bytes of `entry`: kept from earlier in this run, or read.
    mutating func bytes(_ entry: TreeEntry) -> [UInt8]? {
      if let bytes = pending[entry.key] ?? kept(entry) { return bytes }
      do {
        analyzer.counters.blobsRead += 1
        return try reader.read(key: entry.key, path: entry.path)
      } catch {
        problems.append(FileProblem(path: entry.path, message: error.message))
        return nil
      }
    }

    /// Lexes `bytes` as `entry`, records its declarations and keeps the file for its check.
    @discardableResult
    mutating func lex(_ entry: TreeEntry, _ bytes: [UInt8], _ facts: BlobFacts) -> SourceFile {
      let file = SourceFile(path: entry.path, bytes: bytes)
      facts.types = TypeFact.from(file.outline)
      adopt(entry, file)
      return file
    }

    /// Counts a file lexed (here or on a worker) and keeps it for its check, within budget.
    mutating func adopt(_ entry: TreeEntry, _ file: SourceFile) {
      analyzer.counters.blobsLexed += 1
      if let old = pending.removeValue(forKey: entry.key) { pendingSize -= old.count }
      if openSize + file.bytes.count <= DebtAnalyzer.openBudget && open[entry.path] == nil {
        open[entry.path] = file
        openKeys[entry.path] = entry.key
        openSize += file.bytes.count
      }
    }

    /// Finding counts per rule of `item`, from the cache or by running the rules.
    mutating func result(_ item: Counted, plain: Bool, _ closure: Closure) -> [String: Int] {
      let facts = item.facts
      var restrictedHosting: [String: String] = [:]
      var restrictedRepresentable: [String: String] = [:]
      for i in facts.found {
        let name = analyzer.names.names[Int(i)]
        if let base = closure.hosting[name] { restrictedHosting[name] = base }
        if let base = closure.representable[name] { restrictedRepresentable[name] = base }
      }
      // Sorted, so the key does not depend on the order names entered the table.
      var hash = StableHash()
      hash.combine(plain ? setup.plainHash : setup.engineHash)
      hash.combine(item.entry.path)
      for (name, base) in restrictedHosting.sorted(by: { $0.key < $1.key }) {
        hash.combine("h:" + name + "=" + base)
      }
      for (name, base) in restrictedRepresentable.sorted(by: { $0.key < $1.key }) {
        hash.combine("r:" + name + "=" + base)
      }
      if let cached = facts.results[hash.value] { return cached }

      let file: SourceFile
      if let kept = open[item.entry.path], openKeys[item.entry.path] == item.entry.key {
        file = kept
      } else {
        guard let bytes = bytes(item.entry) else { return [:] }
        file = lex(item.entry, bytes, facts)
      }
      analyzer.counters.checks += 1
      let engine = plain ? setup.plainEngine : setup.engine
      var counts: [String: Int] = [:]
      for finding in engine.check(
        file, rules: setup.rules, known: setup.known, hosting: restrictedHosting,
        representable: restrictedRepresentable)
      {
        counts[finding.ruleID, default: 0] += 1
      }
      facts.results[hash.value] = counts
      return counts
    }
  }
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
