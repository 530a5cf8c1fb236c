/// The counts of one tree under one configuration, kept so that the next tree of a
/// history costs what changed in it: the files whose version changed, and the files that
/// mention a hosting or representable name whose meaning changed (a subclass declared
/// or removed elsewhere). Everything else keeps its counts.
///
/// What it holds, per path: the version there, what that version adds to its folder's
/// counts (its *contribution*), and the declarations it puts in the type index. For the
/// tree: the index (`IncrementalIndex`), the closure of hosting and representable names
/// it gives, which files mention which of those names (to find the files a closure
/// change touches), and the per-folder sums of the contributions.
///
/// The closure is grown as the engine grows it: a file is *relevant* when it mentions
/// an active name (a needle of the configuration, or a closure name not declared only as
/// a value type), relevant files' declarations make the index, the index makes the
/// closure, and that repeats until no name changes. Starting from the last tree's
/// closure rather than from nothing gives the same closure (every declaration that
/// reaches a root is in a file that mentions a closure name) in one round, usually.
///
/// A state resumed from the cache (`TrendCache`) knows only the counts, the index and the
/// closure of its tree, not which file is where: it can take changes whose old versions
/// are given, and is marked `broken` when they move the closure (it cannot tell which
/// other files that touches); the tree is then counted from its full listing.
final class TreeState {
  unowned let analyzer: DebtAnalyzer
  let setup: Setup

  /// Per path number: the version there (-1: none), its contribution (nil: not counted
  /// yet, or not selected), and its declarations in the index.
  var version: [Int32] = []
  var contribution: [Contribution?] = []
  var indexed: [[TypeFact]?] = []
  /// Whether `version` is the whole tree (false for a state resumed from the cache).
  var listingKnown = true
  /// Set when a resumed state met a change it cannot count (see the type's documentation).
  var broken = false
  /// The tree of the run's walk this state is at (`DebtAnalyzer.apply`).
  var walk = -1

  var index = IncrementalIndex()
  var closure: Closure
  /// Paths by the gate words their versions have, paths of fuzzy versions, and paths by
  /// the needles their versions have (only while the listing is known).
  private var holders: [UInt64: Set<Int32>] = [:]
  private var fuzzyPaths = Set<Int32>()
  private var needleHolders: [Int32: Set<Int32>] = [:]
  /// Every version of the tree has been searched for this many needles (new versions
  /// are searched for all of them as they come).
  private var searchedNeedles: Int

  var totals: FolderTotals
  var problems: [Int32: String] = [:]
  var generatedSkipped = 0

  init(analyzer: DebtAnalyzer, setup: Setup) {
    self.analyzer = analyzer
    self.setup = setup
    totals = FolderTotals(rules: analyzer.names.rules.count)
    searchedNeedles = analyzer.needles.count
    closure = Closure()
    closure = rootClosure()
  }

  /// Whether this state was resumed from the cache (`resume`).
  private(set) var resumed = false

  /// Takes the counts and type index of a tree the cache kept; the listing stays unknown.
  func resume(index: IncrementalIndex, counts: PointCounts) {
    listingKnown = false
    resumed = true
    self.index = index
    closure = rootClosure()
    totals = FolderTotals(counts)
    generatedSkipped = counts.generatedSkipped
    for problem in counts.problems { problems[analyzer.path(problem.path)] = problem.message }
  }

  /// The changes that take this state's tree to `listing` (path → content key).
  func changes(toward listing: [String: String]) -> [TreeChange] {
    var result: [TreeChange] = []
    var here = Set<String>()
    for (i, v) in version.enumerated() where v >= 0 {
      let path = analyzer.paths[i]
      here.insert(path)
      let key = listing[path]
      if key != analyzer.versionKeys[Int(v)] { result.append(TreeChange(path: path, key: key)) }
    }
    for (path, key) in listing where !here.contains(path) { result.append(TreeChange(path: path, key: key)) }
    return result
  }

  // MARK: - Per configuration

  /// What one configuration needs, prepared once.
  final class Setup {
    let configuration: Configuration
    let engine: Engine
    /// The same rules with no adapter globs: the adapter layer "as if the exemption did not apply".
    let plainEngine: Engine
    let rules: [RuleDescriptor]
    let known: Set<String>
    let engineHash: UInt64
    let plainHash: UInt64
    let hostingRoots: Set<String>
    let representableRoots: Set<String>
    let includeGenerated: Bool
    /// The scan contexts of both engines, whose analyses of the configuration alone every
    /// check of this setup shares.
    let context: ScanContext
    let plainContext: ScanContext
    /// The engines' rules, prepared once.
    let prepared: Engine.PreparedRules
    /// The needles (always active), as indices into the analyzer's needle table.
    let needles: [Int32]
    /// Each rule's own needles, as indices into the analyzer's needle table (empty: the
    /// rule has none and always runs).
    let ruleNeedles: [[Int32]]
    /// Hashes of the roots that contain a gate (always active).
    let rootWords: Set<UInt64>
    private var info: [PathInfo?] = []

    /// What the configuration says about one path.
    struct PathInfo {
      let selected: Bool
      let isAdapter: Bool
      /// Index into the analyzer's `PointNames.folders`.
      let folder: Int
    }

    init(configuration: Configuration, analyzer: DebtAnalyzer) {
      self.configuration = configuration
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
      hostingRoots = BridgeTypes.hostingRoots(configuration)
      representableRoots = BridgeTypes.representableRoots(configuration)
      context = engine.initialContext()
      plainContext = plainEngine.initialContext()
      prepared = Engine.PreparedRules(engine, in: context)
      includeGenerated = engine.includeGenerated
      // The engine's needles, as the trend has always searched them: the roots
      // themselves (not just `Hosting`), `puente:`, `rootView` and the rules' needles.
      var needles = hostingRoots.union(representableRoots)
      needles.formUnion(["puente:", "rootView"])
      for rule in rules { needles.formUnion(rule.needles(context)) }
      self.needles = needles.sorted().map { analyzer.needles.intern($0) }
      let context = context
      ruleNeedles = rules.map { rule in
        // (The bridge rules run on every version: their needles are the closure's.)
        rule.requires.isEmpty ? rule.needles(context).map { analyzer.needles.intern($0) } : []
      }
      var words = Set<UInt64>()
      for root in hostingRoots.union(representableRoots) {
        let (h, gated) = analyzer.word(root)
        if gated { words.insert(h) }
      }
      rootWords = words
    }

    /// Of each rule, whether it may find anything in the version `facts` describe: it
    /// has no needles, or the version holds one of them. (The four flag rules looked for
    /// flag declarations in every version checked: a quarter of the checks' time.) Nil
    /// when every rule runs.
    func runs(_ facts: BlobFacts) -> [Bool]? {
      var runs = [Bool](repeating: true, count: ruleNeedles.count)
      var skipped = false
      for (i, needles) in ruleNeedles.enumerated() where !needles.isEmpty {
        // (A needle not looked for in these bytes yet may be there.)
        if !needles.contains(where: { Int($0) >= facts.checkedNeedles || facts.hasNeedle($0) }) {
          runs[i] = false
          skipped = true
        }
      }
      return skipped ? runs : nil
    }

    /// Works out the infos of `paths` not known yet, on every core (a first tree has
    /// thousands, and matching the configuration's globs is the costly part).
    func prepare(_ paths: [Int32], _ analyzer: DebtAnalyzer) {
      let todo = paths.filter { Int($0) >= info.count || info[Int($0)] == nil }
      guard todo.count >= DebtAnalyzer.parallelBatch else { return }
      let engine = self.engine
      let names = UncheckedBox(todo.map { analyzer.paths[Int($0)] })
      let made = DebtAnalyzer.parallelMap(todo.count) { i -> (Bool, Bool, String) in
        let path = names.value[i]
        return (
          !engine.selectFiles([path]).isEmpty, engine.configuration.isAdapter(path), DebtSnapshot.folder(of: path)
        )
      }
      if let last = todo.max(), Int(last) >= info.count {
        info += [PathInfo?](repeating: nil, count: Int(last) + 1 - info.count)
      }
      for (k, p) in todo.enumerated() {
        guard let (selected, isAdapter, folder) = made[k] else { continue }
        info[Int(p)] = PathInfo(selected: selected, isAdapter: isAdapter, folder: analyzer.names.folder(folder))
      }
    }

    func info(_ p: Int32, _ analyzer: DebtAnalyzer) -> PathInfo {
      let i = Int(p)
      if i < info.count, let known = info[i] { return known }
      if i >= info.count { info += [PathInfo?](repeating: nil, count: i + 1 - info.count) }
      let path = analyzer.paths[i]
      let made = PathInfo(
        selected: !engine.selectFiles([path]).isEmpty, isAdapter: engine.configuration.isAdapter(path),
        folder: analyzer.names.folder(DebtSnapshot.folder(of: path)))
      info[i] = made
      return made
    }
  }

  // MARK: - The closure

  /// The hosting and representable names of one tree, and what is active because of
  /// them, by the numbers the type index gives names (the roots have numbers from the
  /// start): comparing two closures is comparing arrays, and a state resumed from the
  /// cache builds no dictionary of names.
  struct Closure {
    /// Per name number: the number of the hosting (representable) root it reaches, -1
    /// for none; roots reach themselves.
    var hostingRoot: [Int32] = []
    var representableRoot: [Int32] = []
    /// Per name number: in the closure and not declared only as a value type, so looked
    /// for in other files (nothing can inherit from a struct, so those only matter in
    /// files that do not compile, and every new `struct Wrapper: UIViewRepresentable`
    /// would otherwise make every file that mentions it relevant).
    var isSearchable: [Bool] = []
    /// Active gate words: the gated roots and gated searchable names.
    var words: Set<UInt64> = []
    /// Active needles (the configuration's, and ungated searchable names), as a mask.
    var needleMask: [Bool] = []
    /// Closure names with a gate, by hash; and those without one that are searched for,
    /// with their needle.
    var byHash: [UInt64: [Int32]] = [:]
    var ungated: [(needle: Int32, name: Int32)] = []

    func hostingBase(_ name: Int32) -> Int32 { Int(name) < hostingRoot.count ? hostingRoot[Int(name)] : -1 }
    func representableBase(_ name: Int32) -> Int32 {
      Int(name) < representableRoot.count ? representableRoot[Int(name)] : -1
    }
    func searchable(_ name: Int32) -> Bool { Int(name) < isSearchable.count && isSearchable[Int(name)] }

    /// Whether `facts` mentions an active name.
    func isRelevant(_ facts: BlobFacts) -> Bool {
      for hit in facts.needleHits where Int(hit) < needleMask.count && needleMask[Int(hit)] { return true }
      if facts.fuzzy { return !words.isEmpty }
      for w in facts.gateWords where words.contains(w) { return true }
      return false
    }

    /// The closure names `facts` mentions.
    func mentioned(by facts: BlobFacts) -> [Int32] {
      var names: [Int32] = []
      if facts.fuzzy {
        for list in byHash.values { names += list }
      } else {
        for w in facts.gateWords { names += byHash[w] ?? [] }
      }
      for (needle, name) in ungated where facts.hasNeedle(needle) { names.append(name) }
      return names
    }
  }

  /// The closure of the index as it is now, made from the current one by updating the
  /// names whose roots or searchability differ; their numbers are returned too.
  private func nextClosure() -> (Closure, [Int32]) {
    let hosting = index.rootNumbers(of: setup.hostingRoots)
    let representable = index.rootNumbers(of: setup.representableRoots)
    var next = closure
    var changed: [Int32] = []
    let names = index.names
    for i in 0..<names.count {
      let id = Int32(i)
      let h = hosting[i]
      let r = representable[i]
      let wasKey = closure.hostingBase(id) >= 0 || closure.representableBase(id) >= 0
      // Outside the closure before and after (most names): nothing about it changes, and
      // its kind need not be looked up (only a key is ever searchable).
      if h < 0 && r < 0 && !wasKey { continue }
      let searchable = (h >= 0 || r >= 0) && !index.isValueTypeOnly(id)
      let wasSearchable = closure.searchable(id)
      guard h != closure.hostingBase(id) || r != closure.representableBase(id) || searchable != wasSearchable
      else { continue }
      changed.append(id)
      let isKey = h >= 0 || r >= 0
      let (hash, gated) = analyzer.word(names[i])
      if gated {
        if isKey && !wasKey { next.byHash[hash, default: []].append(id) }
        if !isKey && wasKey {
          next.byHash[hash]?.removeAll { $0 == id }
          if next.byHash[hash]?.isEmpty == true { next.byHash[hash] = nil }
        }
        if searchable {
          next.words.insert(hash)
        } else if !setup.rootWords.contains(hash)
          && !(next.byHash[hash] ?? []).contains(where: { $0 != id && next.searchable($0) })
        {
          next.words.remove(hash)
        }
      } else if searchable != wasSearchable {
        let needle = analyzer.needles.intern(names[i])
        if Int(needle) >= next.needleMask.count {
          next.needleMask += [Bool](repeating: false, count: Int(needle) + 1 - next.needleMask.count)
        }
        if searchable {
          next.needleMask[Int(needle)] = true
          next.ungated.append((needle, id))
        } else {
          next.needleMask[Int(needle)] = setup.needles.contains(needle)
          next.ungated.removeAll { $0.name == id }
        }
      }
      // Written as it goes: the checks above read the searchability of other names.
      if next.isSearchable.count < names.count {
        next.isSearchable += [Bool](repeating: false, count: names.count - next.isSearchable.count)
      }
      next.isSearchable[i] = searchable
    }
    next.hostingRoot = hosting
    next.representableRoot = representable
    if next.isSearchable.count < names.count {
      next.isSearchable += [Bool](repeating: false, count: names.count - next.isSearchable.count)
    }
    return (next, changed)
  }

  /// The closure with the roots alone (what a tree with no declarations has): every
  /// root gets its number in the index first.
  private func rootClosure() -> Closure {
    for root in setup.hostingRoots.union(setup.representableRoots).sorted() { _ = index.id(root) }
    var empty = Closure()
    empty.words = setup.rootWords
    empty.needleMask = [Bool](repeating: false, count: analyzer.needles.count)
    for n in setup.needles { empty.needleMask[Int(n)] = true }
    closure = empty
    return nextClosure().0
  }

  // MARK: - Moving to the next tree

  /// What one path adds to its folder's counts.
  struct Contribution {
    enum Kind: Equatable {
      case counted
      case generated
      case problem(String)
    }
    var kind: Kind
    var folder: Int
    var lines: Int
    var isAdapter: Bool
    var findings: RuleCounts
    var pieces: RuleCounts
  }

  /// Moves to the tree `changes` lead to, and returns its counts.
  func apply(_ changes: [TreeChange], reader: any BlobReader) -> PointCounts {
    var pending: [Int32] = []
    var isPending = Set<Int32>()
    // Each path's number once (a lookup hashes the whole path), and room for them all
    // at once rather than an element at a time.
    analyzer.reserve(changes.count)
    let numbers = changes.map { analyzer.path($0.path) }
    if changes.count >= DebtAnalyzer.parallelBatch { setup.prepare(numbers, analyzer) }
    grow(to: analyzer.paths.count)
    // 1. The changed paths leave the counts with their old versions. Their declarations
    // stay in the index until `reindex` compares them with the new ones: most edits leave
    // a file's declarations as they were, and taking them out to put them back was a
    // third of counting the later trees of a cold trend.
    var left: [Int32] = []
    for (change, p) in zip(changes, numbers) {
      let old =
        listingKnown ? version[Int(p)] : (change.oldKey.map { analyzer.version($0) } ?? -1)
      if old >= 0 {
        remove(p, old, reader: reader)
        if indexed[Int(p)] != nil { left.append(p) }
      }
      version[Int(p)] = change.key.map { analyzer.version($0) } ?? -1
      if version[Int(p)] >= 0 && setup.info(p, analyzer).selected && isPending.insert(p).inserted {
        pending.append(p)
      }
    }
    // 2. Facts for the new versions (read in one batch), the relevant ones lexed on the way.
    analyzer.ensureFacts(
      pending.map { (version[Int($0)], analyzer.paths[Int($0)]) }, reader: reader,
      lex: lexChoice(checking: pending.map { ($0, version[Int($0)]) }))
    // 3. They enter the index where relevant.
    for p in pending { register(p) }
    reindex(pending + left.filter { !isPending.contains($0) }, reader: reader)
    // 4. The closure, until no name changes (a cap guards against code that declares
    // one name as both a struct and a class, where relevance could flip back and forth).
    for _ in 0..<32 {
      guard index.takeChanges(inClosure: { closure.hostingBase($0) >= 0 || closure.representableBase($0) >= 0 })
      else { break }
      let (next, changed) = nextClosure()
      if changed.isEmpty {
        closure = next
        break
      }
      guard listingKnown else {
        broken = true
        return PointCounts(names: analyzer.names, data: [], generatedSkipped: 0, problems: [])
      }
      closure = next
      let affected = paths(mentioning: changed, reader: reader)
      for a in affected where version[Int(a)] >= 0 && setup.info(a, analyzer).selected {
        if let c = contribution[Int(a)] {
          totals.add(c, sign: -1, &generatedSkipped)
          contribution[Int(a)] = nil
          if case .problem = c.kind { problems[a] = nil }
        }
        if isPending.insert(a).inserted { pending.append(a) }
      }
      reindex(Array(affected), reader: reader)
    }
    // 5. The pending paths are counted under the final closure.
    count(pending, reader: reader)
    return counts()
  }

  private func grow(to n: Int) {
    guard version.count < n else { return }
    let more = n - version.count
    version += [Int32](repeating: -1, count: more)
    contribution += [Contribution?](repeating: nil, count: more)
    indexed += [[TypeFact]?](repeating: nil, count: more)
  }

  private var lexChoice: DebtAnalyzer.LexChoice {
    DebtAnalyzer.LexChoice(all: analyzer.countScreens, needles: closure.needleMask, words: closure.words)
  }

  /// The choice, with the checks of `items` (paths and their versions; the selected
  /// ones) made by the worker that lexes each version, under the closure as it is now:
  /// the lexed file is then dropped at once instead of kept until the tree is counted (a
  /// first tree's lexed files were most of a cold trend's memory, and a page fault for
  /// every 4 KiB of it). When the closure that counts the tree is the same for the names
  /// a version mentions (nearly always), its results are there already; otherwise it is
  /// lexed again. A version that mentions a gated word not active yet (most likely a
  /// subclass declared in this tree) is kept lexed for its checks instead, like the
  /// engine's held files.
  private func lexChoice(checking items: [(path: Int32, version: Int32)]) -> DebtAnalyzer.LexChoice {
    var choice = lexChoice
    // By version (a path is a string to hash; the version numbers are small integers):
    // a version at two paths is checked as it is lexed at the first one only.
    var infos: [Int32: (path: String, info: Setup.PathInfo)] = [:]
    infos.reserveCapacity(items.count)
    for (p, v) in items {
      let info = setup.info(p, analyzer)
      if info.selected && v >= 0 && infos[v] == nil { infos[v] = (analyzer.paths[Int(p)], info) }
    }
    let planner = self.planner
    choice.speculate = { path, v, facts in
      guard let (at, info) = infos[v], at == path, !facts.fuzzy,
        !facts.gateWords.contains(where: { !planner.closure.words.contains($0) })
      else { return nil }
      return planner.plan(info: info, path: path, version: v, facts: facts).checks
    }
    return choice
  }

  /// Takes path `p`, holding version `old`, out of the counts, the index and the holders.
  private func remove(_ p: Int32, _ old: Int32, reader: any BlobReader) {
    let i = Int(p)
    if !listingKnown && setup.info(p, analyzer).selected {
      // A resumed state knows the counts, not the contributions: work the old one out
      // (from the cached facts and results, or by reading the old version).
      analyzer.ensureFacts([(old, analyzer.paths[i])], reader: reader, lex: lexChoice)
      version[i] = old
      contribution[i] = nil
      count([p], reader: reader, add: false)
      if let c = contribution[i] { indexed[i] = indexable(c) ? declarations(p, reader: reader) : nil }
    }
    if let c = contribution[i] {
      totals.add(c, sign: -1, &generatedSkipped)
      if case .problem = c.kind { problems[p] = nil }
      contribution[i] = nil
    }
    if listingKnown, let facts = analyzer.facts[Int(old)] {
      for w in facts.gateWords { holders[w]?.remove(p) }
      if facts.fuzzy { fuzzyPaths.remove(p) }
      for n in facts.needleHits { needleHolders[n]?.remove(p) }
    }
  }

  /// Records which names path `p`'s (new) version mentions.
  private func register(_ p: Int32) {
    guard listingKnown, let facts = analyzer.facts[Int(version[Int(p)])] else { return }
    for w in facts.gateWords { holders[w, default: []].insert(p) }
    if facts.fuzzy { fuzzyPaths.insert(p) }
    for n in facts.needleHits { needleHolders[n, default: []].insert(p) }
  }

  /// Whether a path with this contribution feeds the index when relevant (the engine
  /// indexes the files it scans: selected, UTF-8, not skipped as generated).
  private func indexable(_ c: Contribution) -> Bool { c.kind == .counted }

  /// The declarations path `p`'s version puts in the index: its types when it is counted
  /// and relevant (lexing it if need be), none otherwise.
  private func declarations(_ p: Int32, reader: any BlobReader) -> [TypeFact]? {
    let v = version[Int(p)]
    guard let facts = analyzer.facts[Int(v)], facts.isUTF8,
      !facts.isGenerated || setup.includeGenerated, closure.isRelevant(facts)
    else { return nil }
    if facts.types == nil { analyzer.ensureTypes([(v, analyzer.paths[Int(p)])], reader: reader) }
    return facts.types
  }

  /// Brings the index entries of `paths` in line with their versions and the closure;
  /// relevant versions not lexed yet are lexed in one batch.
  private func reindex(_ paths: [Int32], reader: any BlobReader) {
    var toLex: [(version: Int32, path: String)] = []
    for p in paths where setup.info(p, analyzer).selected {
      let v = version[Int(p)]
      guard v >= 0, let facts = analyzer.facts[Int(v)], facts.types == nil, facts.isUTF8,
        !facts.isGenerated || setup.includeGenerated, closure.isRelevant(facts)
      else { continue }
      toLex.append((v, analyzer.paths[Int(p)]))
    }
    analyzer.ensureTypes(toLex, reader: reader)
    for p in paths {
      let i = Int(p)
      let want = version[i] >= 0 && setup.info(p, analyzer).selected ? declarations(p, reader: reader) : nil
      guard want != indexed[i] else { continue }
      index.replace(indexed[i] ?? [], with: want ?? [])
      indexed[i] = want
    }
  }

  /// The paths of the tree whose versions mention one of `names`. When the closure has
  /// added ungated names to the needle table, every version of the tree is searched for
  /// them first (from kept bytes, or read again: rare, since nearly every name has a gate).
  private func paths(mentioning changed: [Int32], reader: any BlobReader) -> Set<Int32> {
    if closure.needleMask.count > searchedNeedles {
      var items: [(version: Int32, path: String)] = []
      var at: [Int32] = []
      for (i, v) in version.enumerated() where v >= 0 {
        items.append((v, analyzer.paths[i]))
        at.append(Int32(i))
      }
      let before = items.map { analyzer.facts[Int($0.version)]?.checkedNeedles ?? 0 }
      analyzer.ensureFacts(items, reader: reader, lex: lexChoice)
      for (k, item) in items.enumerated() {
        guard let facts = analyzer.facts[Int(item.version)] else { continue }
        for n in facts.needleHits where Int(n) >= before[k] { needleHolders[n, default: []].insert(at[k]) }
      }
      searchedNeedles = analyzer.needles.count
    }
    var result = Set<Int32>()
    var gated = false
    for id in changed {
      let name = index.names[Int(id)]
      let (h, isGated) = analyzer.word(name)
      if isGated {
        gated = true
        result.formUnion(holders[h] ?? [])
      } else if let needle = analyzer.needles.index(of: name) {
        result.formUnion(needleHolders[needle] ?? [])
      }
    }
    if gated { result.formUnion(fuzzyPaths) }
    return result
  }

  /// Works out the contributions of `paths` under the closure (their checks run in one
  /// batch) and adds them to the counts (unless `add` is false: only recorded).
  private func count(_ paths: [Int32], reader: any BlobReader, add: Bool = true) {
    let planner = self.planner
    let state = UncheckedBox(self)
    /// The plans of `part` (a path whose version is gone has none).
    @Sendable func planned(_ part: ArraySlice<Int32>) -> [(p: Int32, plan: Plan)] {
      part.compactMap { p in
        let v = state.value.version[Int(p)]
        guard v >= 0, let plan = state.value.plan(p, v, planner) else { return nil }
        return (p, plan)
      }
    }
    let plans: [(p: Int32, plan: Plan)]
    if paths.count >= 4 * DebtAnalyzer.parallelBatch {
      // A first tree's thousands of plans, worked out on every core a chunk at a time
      // (each a function of the version's facts and the closure: serial, they were 5 ms
      // of a cold trend). The paths' infos are made first: workers only read them.
      setup.prepare(paths, analyzer)
      for p in paths { _ = setup.info(p, analyzer) }
      let chunk = DebtAnalyzer.parallelBatch
      plans = DebtAnalyzer.parallelMap((paths.count + chunk - 1) / chunk) { c in
        planned(paths[(c * chunk)..<min(paths.count, (c + 1) * chunk)])
      }.flatMap { $0 ?? [] }
    } else {
      plans = planned(paths[...])
    }
    let checks = plans.flatMap(\.plan.checks)
    analyzer.run(checks, reader: reader)
    for (p, plan) in plans {
      var c = plan.contribution
      if let facts = analyzer.facts[Int(version[Int(p)])] {
        if let key = plan.engineKey { c.findings = facts.results[key] ?? .none }
        if let key = plan.plainKey { c.pieces = facts.results[key] ?? .none }
      }
      contribution[Int(p)] = c
      guard add else { continue }
      totals.add(c, sign: 1, &generatedSkipped)
      if case .problem(let message) = c.kind { problems[p] = message }
    }
  }

  /// How version `v` counts at path `p` under the closure now: its contribution but for
  /// the findings, the keys of its results, and the checks that make them.
  struct Plan {
    var contribution: Contribution
    var engineKey: UInt64?
    var plainKey: UInt64?
    var checks: [DebtAnalyzer.Check]
  }

  private func plan(_ p: Int32, _ v: Int32, _ planner: Planner) -> Plan? {
    let info = setup.info(p, analyzer)
    guard info.selected else { return nil }
    guard let facts = analyzer.facts[Int(v)] else {
      let c = Contribution(
        kind: .problem(analyzer.readErrors[v] ?? "cannot be read"), folder: info.folder, lines: 0,
        isAdapter: info.isAdapter, findings: .none, pieces: .none)
      return Plan(contribution: c, checks: [])
    }
    return planner.plan(info: info, path: analyzer.paths[Int(p)], version: v, facts: facts)
  }

  /// What a plan reads, as values: a worker may make the checks of a version it has just
  /// lexed while `apply` waits for it (see `lexChoice(checking:)`).
  struct Planner: @unchecked Sendable {
    let setup: Setup
    let closure: Closure
    let names: [String]

    func plan(info: Setup.PathInfo, path: String, version v: Int32, facts: BlobFacts) -> Plan {
      var c = Contribution(
        kind: .counted, folder: info.folder, lines: 0, isAdapter: info.isAdapter, findings: .none, pieces: .none)
      if !facts.isUTF8 {
        c.kind = .problem("not UTF-8 text; skipped (re-save it as UTF-8)")
      } else if facts.isGenerated && !setup.includeGenerated {
        c.kind = .generated
      } else {
        c.lines = facts.lines
      }
      guard c.kind == .counted, closure.isRelevant(facts) else { return Plan(contribution: c, checks: []) }
      // The maps restricted to the names the version mentions; sorted, so the key does
      // not depend on the order names entered the closure.
      var hosting: [String: String] = [:]
      var representable: [String: String] = [:]
      for name in closure.mentioned(by: facts) {
        let h = closure.hostingBase(name)
        if h >= 0 { hosting[names[Int(name)]] = names[Int(h)] }
        let r = closure.representableBase(name)
        if r >= 0 { representable[names[Int(name)]] = names[Int(r)] }
      }
      func key(_ plain: Bool) -> UInt64 {
        var hash = StableHash()
        hash.combine(plain ? setup.plainHash : setup.engineHash)
        hash.combine(path)
        for (name, base) in hosting.sorted(by: { $0.key < $1.key }) { hash.combine("h:" + name + "=" + base) }
        for (name, base) in representable.sorted(by: { $0.key < $1.key }) { hash.combine("r:" + name + "=" + base) }
        return hash.value
      }
      var plan = Plan(contribution: c, engineKey: key(false), plainKey: info.isAdapter ? key(true) : nil, checks: [])
      let bridges = BridgeTypes(hosting: hosting, representable: representable)
      for (k, engine, context) in [
        (plan.engineKey, setup.engine, setup.context), (plan.plainKey, setup.plainEngine, setup.plainContext),
      ] {
        guard let k else { continue }
        plan.checks.append(
          DebtAnalyzer.Check(
            version: v, path: path, key: k, engine: engine, rules: setup.prepared,
            scan: context.seeded(BridgeTypes.self, bridges), runs: setup.runs(facts)))
      }
      return plan
    }
  }

  private var planner: Planner { Planner(setup: setup, closure: closure, names: index.names) }

  /// Works out, before the trees that have them, what the versions of `items` (path,
  /// version) will most likely need: their facts, their declarations, and their checks
  /// under the closure as it is now (the next trees' closures are nearly always the same,
  /// and a check made for another closure is only a result never asked for). All in big
  /// batches on every core, where tree by tree they were a few files at a time on one.
  func prefetch(_ items: [(path: Int32, version: Int32)], reader: any BlobReader) {
    setup.prepare(items.map(\.path), analyzer)
    let selected = items.filter { setup.info($0.path, analyzer).selected }
    analyzer.ensureFacts(
      selected.map { ($0.version, analyzer.paths[Int($0.path)]) }, reader: reader,
      lex: lexChoice(checking: selected))
    var checks: [DebtAnalyzer.Check] = []
    let planner = self.planner
    for (p, v) in selected {
      if let plan = plan(p, v, planner) { checks += plan.checks }
    }
    analyzer.run(checks, reader: reader)
  }

  /// The counts of the tree now.
  func counts() -> PointCounts {
    let data = totals.records()
    var list = problems.map { FileProblem(path: analyzer.paths[Int($0.key)], message: $0.value) }
    list.sort { $0.path < $1.path }
    return PointCounts(
      names: analyzer.names, data: data, generatedSkipped: generatedSkipped, problems: list)
  }

  /// Screens and views per folder, from the declarations of every counted file (which
  /// `puente report` has lexed).
  func screensAndViews() -> [String: (screens: Int, views: Int)] {
    var index = TypeIndex()
    var declared: [(folder: String, type: TypeFact)] = []
    for (i, v) in version.enumerated() where v >= 0 {
      guard let c = contribution[i], c.kind == .counted, let types = analyzer.facts[Int(v)]?.types
      else { continue }
      let folder = analyzer.names.folders[c.folder]
      for type in types {
        index.add(name: type.name, inherits: type.inherited)
        declared.append((folder, type))
      }
    }
    return ScreenKinds.count(declared, index: index)
  }
}

/// Per-folder sums of contributions, dense by folder index (and rule index), with each
/// folder's `PointCounts` record kept until a contribution to it changes: consecutive
/// trees touch a few folders, so a point's records are mostly copied.
struct FolderTotals {
  let rules: Int
  var files: [Int] = []
  var lines: [Int] = []
  var adapterFiles: [Int] = []
  var adapterLines: [Int] = []
  /// At `folder * rules + rule`.
  var findings: [Int] = []
  var pieces: [Int] = []
  /// Per folder: its record as last made (nil: to be made again).
  private var made: [[Int]?] = []

  init(rules: Int) { self.rules = rules }

  /// The sums that `counts` records.
  init(_ counts: PointCounts) {
    self.init(rules: counts.names.rules.count)
    counts.forEachFolder { record in
      grow(to: record.folder + 1)
      files[record.folder] = record.files
      lines[record.folder] = record.lines
      adapterFiles[record.folder] = record.adapterFiles
      adapterLines[record.folder] = record.adapterLines
      for k in 0..<record.findingsCount {
        let (rule, n) = counts.finding(record, k)
        findings[record.folder * rules + rule] = n
      }
      for k in 0..<record.piecesCount {
        let (rule, n) = counts.piece(record, k)
        pieces[record.folder * rules + rule] = n
      }
    }
  }

  mutating func grow(to folders: Int) {
    guard files.count < folders else { return }
    let more = folders - files.count
    files += [Int](repeating: 0, count: more)
    lines += [Int](repeating: 0, count: more)
    adapterFiles += [Int](repeating: 0, count: more)
    adapterLines += [Int](repeating: 0, count: more)
    findings += [Int](repeating: 0, count: more * rules)
    pieces += [Int](repeating: 0, count: more * rules)
    made += [[Int]?](repeating: nil, count: more)
  }

  mutating func add(_ c: TreeState.Contribution, sign: Int, _ generated: inout Int) {
    switch c.kind {
    case .generated:
      generated += sign
      return
    case .problem:
      return
    case .counted:
      break
    }
    grow(to: c.folder + 1)
    made[c.folder] = nil
    files[c.folder] += sign
    lines[c.folder] += sign * c.lines
    if c.isAdapter {
      adapterFiles[c.folder] += sign
      adapterLines[c.folder] += sign * c.lines
    }
    var k = 0
    while k < c.findings.pairs.count {
      findings[c.folder * rules + c.findings.pairs[k]] += sign * c.findings.pairs[k + 1]
      k += 2
    }
    k = 0
    while k < c.pieces.pairs.count {
      pieces[c.folder * rules + c.pieces.pairs[k]] += sign * c.pieces.pairs[k + 1]
      k += 2
    }
  }

  /// The `PointCounts` records of these sums.
  mutating func records() -> [Int] {
    var data: [Int] = []
    data.reserveCapacity(files.count * 10)
    for folder in files.indices {
      if made[folder] == nil { made[folder] = record(folder) }
      data += made[folder]!
    }
    return data
  }

  /// One folder's record (empty for a folder without files).
  private func record(_ folder: Int) -> [Int] {
    guard files[folder] != 0 || lines[folder] != 0 else { return [] }
    var data = [folder, files[folder], lines[folder], adapterFiles[folder], adapterLines[folder], 0, 0]
    for table in [findings, pieces] {
      let base = folder * rules
      var n = 0
      for rule in 0..<rules where table[base + rule] != 0 { n += 1 }
      data.append(n)
      for rule in 0..<rules where table[base + rule] != 0 { data += [rule, table[base + rule]] }
    }
    return data
  }
}
