import PuenteLexer
import PuenteRules
import PuenteSource

/// The counts of one tree under one configuration, moved from tree to tree by their
/// changes: a file whose version changed is counted again, and when the tree's
/// declarations change (a hosting subclass declared or removed), so is every file that
/// names a type whose meaning changed. Everything else keeps its counts.
///
/// Both halves of the count are the engine's: `engine` checks every file as `puente
/// scan` does, and `plainEngine`, the same configuration without adapter globs, counts
/// the adapter layer's pieces "as if the exemption did not apply".
final class TreeCounter {
  unowned let analyzer: HistoryAnalyzer
  let configuration: Configuration
  let engine: Engine
  let plainEngine: Engine
  /// The configuration's needles before any declaration is known, as table numbers: a
  /// version holding none of them, and no name the declarations made a needle, has
  /// nothing for any rule to find.
  private let initialNeedles: Set<String>
  private let staticNeedles: [Int32]
  private let configKey: UInt64
  private let plainKey: UInt64

  /// What one configured engine needs for the tree as it is: the scan context with the
  /// tree's declarations, its rules prepared, and the needles the declarations added.
  struct Setup {
    let context: ScanContext
    let rules: Engine.PreparedRules
    /// Each rule's needles, as (table number, or nil for a name the declarations added;
    /// `WordSet.key`).
    let ruleNeedles: [[(number: Int32?, key: UInt32?)]]
  }
  private var setup: Setup
  private var plainSetup: Setup
  /// The setups before any declaration is known: what `redeclare` leaves in place while
  /// it changes `index`, so that no context holds it (which would make it copy).
  private let initialSetup: Setup
  private let initialPlainSetup: Setup
  /// The needles the declarations added, sorted, with their keys in a version's words.
  private var grown: [(name: String, key: UInt32?)] = []
  /// `grown`'s keys, sorted, each with its index in `grown`: what `present` walks beside a
  /// version's words.
  private var grownByKey: [(key: UInt32, index: Int)] = []
  /// `grownByKey`'s keys alone.
  private var grownKeys: [UInt32] = []
  /// The indexes in `grown` of the names without a key, which every version may name.
  private var grownWithoutKey: [Int] = []
  /// Every needle of the tree (the configuration's and those the declarations added).
  private var needleNames: Set<String>

  /// Per path: the version there and what it adds to its folder's counts.
  private var files: [String: FileState] = [:]
  /// Per path with declarations: the version whose declarations (and type index) they are.
  /// Changed only through `setDeclarations`, which keeps `index` in step.
  private var declarations: [String: VersionFacts] = [:]
  /// The type index of `declarations` as of the last `redeclare`, and the indexes of the
  /// versions that entered and left `declarations` since (applied by the next one).
  private var index = TypeIndex()
  private var entered: [TypeIndex] = []
  private var left: [TypeIndex] = []
  private var selected: [String: (isSelected: Bool, isAdapter: Bool, folder: Int)] = [:]
  private var totals: FolderTotals
  private var generatedSkipped = 0
  /// The selected files of the tree whose names are not valid UTF-8 (escaped): skipped,
  /// and problems of every point that has them.
  private var badNames = Set<String>()

  struct FileState {
    var version: Int32
    var isAdapter: Bool
    var folder: Int
    var contribution: Contribution
    /// Whether `contribution` is in the totals.
    var isCounted = false
  }

  /// What one file adds to its folder's counts.
  struct Contribution {
    enum Kind { case counted, generated, problem }
    var kind: Kind
    var lines = 0
    var findings = RuleTally.none
    var pieces = RuleTally.none
    /// The days its checks' findings may change on (see `Rule.changeDays`).
    var changeDays: [Int32] = []
  }

  init(configuration: Configuration, analyzer: HistoryAnalyzer) {
    self.analyzer = analyzer
    self.configuration = configuration
    // As `puente scan` runs it: the configuration may ask for unused suppressions.
    let options = ScanOptions(
      reportUnusedSuppressions: configuration.reportUnusedSuppressions, inputs: ScanInputs(today: analyzer.today))
    engine = Engine(configuration: configuration, options: options)
    var plain = configuration
    plain.adapters = []
    plainEngine = Engine(configuration: plain, options: options)
    configKey = StableHash.of("engine\u{1}" + configuration.fingerprint)
    plainKey = StableHash.of("plain\u{1}" + plain.fingerprint)
    let initial = engine.initialContext()
    initialNeedles = Engine.PreparedRules(engine, in: initial).all
    staticNeedles = initialNeedles.sorted().map { analyzer.needle($0) }
    totals = FolderTotals(rules: analyzer.names.rules.count)
    setup = Self.setup(engine, initial, analyzer)
    plainSetup = Self.setup(plainEngine, plainEngine.initialContext(), analyzer)
    initialSetup = setup
    initialPlainSetup = plainSetup
    needleNames = setup.rules.all.union(plainSetup.rules.all)
  }

  private static func setup(_ engine: Engine, _ context: ScanContext, _ analyzer: HistoryAnalyzer) -> Setup {
    let rules = Engine.PreparedRules(engine, in: context)
    let needles = rules.needles.map { list in
      list.map { (analyzer.needles.number(of: $0), WordSet.key($0)) }
    }
    return Setup(context: context, rules: rules, ruleNeedles: needles)
  }

  // MARK: - Moving to the next tree

  /// The changes that take this counter's tree to `listing` (path → blob id, every file).
  func changes(toward listing: [String: String]) -> [TreeChange] {
    var result: [TreeChange] = []
    for (path, state) in files where listing[path] != analyzer.versionIDs[Int(state.version)] {
      result.append(TreeChange(path: path, key: listing[path]))
    }
    for (path, id) in listing where files[path] == nil && info(path).isSelected {
      result.append(TreeChange(path: path, key: id))
    }
    return result
  }

  /// Moves to the tree `changes` lead to and returns its counts.
  func apply(_ changes: [TreeChange], reader: any VersionReader) throws(SourceError) -> PointCounts {
    var changes = changes
    if changes.contains(where: { !$0.isNameValid }) {
      for change in changes where !change.isNameValid && info(change.path).isSelected {
        if change.key == nil { badNames.remove(change.path) } else { badNames.insert(change.path) }
      }
      changes.removeAll { !$0.isNameValid }
    }
    var arrived: [(path: String, version: Int32)] = []
    for change in changes {
      let info = info(change.path)
      guard info.isSelected else { continue }
      if let old = files.removeValue(forKey: change.path), old.isCounted {
        totals.add(old.contribution, folder: old.folder, isAdapter: old.isAdapter, sign: -1, &generatedSkipped)
      }
      if let id = change.key { arrived.append((change.path, analyzer.version(id))) }
    }
    var declarationsChanged = false
    var touched = Set<String>()
    for change in changes where info(change.path).isSelected {
      touched.insert(change.path)
      if change.key == nil, let gone = setDeclarations(nil, at: change.path),
        (gone.declarations ?? []).contains(where: namesNeedle)
      {
        declarationsChanged = true
      }
    }
    for (path, version) in arrived {
      let info = info(path)
      files[path] = FileState(
        version: version, isAdapter: info.isAdapter, folder: info.folder, contribution: Contribution(kind: .counted))
    }
    /// Takes the declarations of the versions at `paths` that have been lexed.
    func declare(_ paths: [String]) {
      for path in paths {
        guard let version = files[path]?.version, let facts = analyzer.facts[Int(version)],
          let lexed = facts.declarations
        else { continue }
        let declared = counts(facts) ? lexed : []
        let before = declarations[path]?.declarations ?? []
        setDeclarations(declared.isEmpty ? nil : facts, at: path)
        // (Declarations that name no needle change no analysis: its names are needles.
        // Once one change is known, the index is rebuilt anyway.)
        if !declarationsChanged && before != declared && before.filter(namesNeedle) != declared.filter(namesNeedle) {
          declarationsChanged = true
        }
      }
    }
    // Versions known already (from an earlier tree or the cache) declare first, so that
    // new ones are checked, as they are read, against the tree as it will most likely be.
    let arrivedPaths = arrived.map(\.path)
    declare(arrivedPaths)
    if declarationsChanged {
      touched.formUnion(redeclare(skipping: touched))
      declarationsChanged = false
    }
    try analyzer.ensureFacts(
      arrived.map { ($0.version, $0.path) }, reader: reader, lex: lexingRule(), check: speculation())
    declare(arrivedPaths)
    // As the engine grows its needles: declarations make names needles, and versions of
    // the tree naming a new one are lexed for their declarations, until none is added.
    var candidates = touched
    while true {
      if declarationsChanged {
        let affected = redeclare(skipping: candidates)
        touched.formUnion(affected)
        candidates.formUnion(affected)
        declarationsChanged = false
      }
      let unlexed = candidates.compactMap { path -> (String, FileState)? in
        guard let state = files[path], let facts = analyzer.facts[Int(state.version)], facts.declarations == nil,
          counts(facts) && needsLexing(facts)
        else { return nil }
        return (path, state)
      }
      candidates = []
      guard !unlexed.isEmpty else { break }
      try analyzer.ensureDeclarations(unlexed.map { ($0.1.version, $0.0) }, reader: reader)
      declare(unlexed.map(\.0))
      touched.formUnion(unlexed.map(\.0))
      if !declarationsChanged { break }
    }
    try recount(touched, reader: reader)
    analyzer.dropKept()
    return PointCounts(
      names: analyzer.names, data: totals.records(), generatedSkipped: generatedSkipped, problems: problems())
  }

  /// The UIKit screens and SwiftUI views declared in the tree, per folder (see
  /// `ScreenKinds`): what `puente report` adds to the counts.
  func screensAndViews() -> [String: (screens: Int, views: Int)] {
    // Inheritance edges only: a view is a value type, which the bridge types leave out.
    var index = TypeIndex()
    var all: [(folder: String, type: TypeFact)] = []
    for (path, facts) in declarations where !ScreenKinds.isTestCode(path) {
      let list = facts.declarations ?? []
      for type in list where !type.inherited.isEmpty { index.add(name: type.name, inherits: type.inherited) }
      let folder = DebtSnapshot.folder(of: path)
      all += list.map { (folder, $0) }
    }
    return ScreenKinds.count(all, index: index)
  }

  /// The days on which the counts of this tree may change.
  var changeDays: [Int32] {
    Array(Set(files.values.flatMap(\.contribution.changeDays))).sorted()
  }

  private func problems() -> [FileProblem] {
    let unreadable = files.filter { $0.value.contribution.kind == .problem }.map { path, state in
      FileProblem(
        path: path,
        message: analyzer.facts[Int(state.version)]?.unreadable ?? "not UTF-8 text; skipped (re-save it as UTF-8)")
    }
    return (unreadable + badNames.map { FileProblem(path: $0, message: FileName.notUTF8) }).sorted { $0.path < $1.path }
  }

  private func info(_ path: String) -> (isSelected: Bool, isAdapter: Bool, folder: Int) {
    if let known = selected[path] { return known }
    let made = (
      engine.selection(of: path) == true, configuration.isAdapter(path),
      analyzer.names.folder(DebtSnapshot.folder(of: path))
    )
    selected[path] = made
    return made
  }

  /// Whether `type` declares, or inherits from, a name that is one of the tree's
  /// needles: declarations that name none change no analysis of them (an analysis
  /// reaches files only through its needles' names), so the index is not rebuilt for them.
  private func namesNeedle(_ type: TypeFact) -> Bool {
    needleNames.contains(Self.lastPart(type.name, orWhole: true))
      || type.inherited.contains { needleNames.contains(Self.lastPart($0, orWhole: false)) }
  }

  /// The last dot-separated part of `name`, as `split(separator: ".").last` gives it
  /// (a name without parts: the whole, or ""), without making the array of parts: this
  /// runs for every declaration of every changed file.
  private static func lastPart(_ name: String, orWhole: Bool) -> String {
    // (Past ASCII, a dot may start a character with a combining mark, which is no dot.)
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
      let after = name[name.index(after: dot)...]
      if !after.isEmpty { return String(after) }
    }
    return String(name.split(separator: ".").last ?? (orWhole ? Substring(name) : ""))
  }

  /// Sets the declarations at `path` (nil: none); returns the ones it replaces.
  @discardableResult
  private func setDeclarations(_ facts: VersionFacts?, at path: String) -> VersionFacts? {
    let before: VersionFacts?
    if let facts {
      before = declarations.updateValue(facts, forKey: path)
    } else {
      before = declarations.removeValue(forKey: path)
    }
    if before === facts { return before }
    if let before { left.append(before.index) }
    if let facts { entered.append(facts.index) }
    return before
  }

  /// Brings the type index up to the tree's declarations; returns the paths whose
  /// versions name a needle the new index added or took away, of those not in `known`
  /// (which the caller has already: at a first tree, every path).
  private func redeclare(skipping known: Set<String>) -> Set<String> {
    // No context may hold the index while it changes, or it would be copied whole.
    setup = initialSetup
    plainSetup = initialPlainSetup
    // (What leaves entered before or is in the index: entries first, then departures.)
    for facts in entered { index.merge(facts) }
    if !left.isEmpty {
      var gone = TypeIndex()
      for facts in left { gone.merge(facts) }
      index.remove(gone)
    }
    entered = []
    left = []
    let context = engine.initialContext().with(declarations: index)
    setup = Self.setup(engine, context, analyzer)
    // (The same declarations and rule options: the same bridge types, worked out once.)
    let plainContext = plainEngine.initialContext().with(declarations: index)
      .seeded(BridgeTypes.self, context.result(of: BridgeTypes.self))
    plainSetup = Self.setup(plainEngine, plainContext, analyzer)
    needleNames = setup.rules.all.union(plainSetup.rules.all)
    let added = needleNames.subtracting(initialNeedles)
    let before = Set(grown.map(\.name))
    let changed = added.symmetricDifference(before).map(WordSet.key)
    grown = added.sorted().map { ($0, WordSet.key($0)) }
    grownByKey = grown.indices.compactMap { i in grown[i].key.map { ($0, i) } }.sorted { $0.key < $1.key }
    grownKeys = grownByKey.map(\.key)
    grownWithoutKey = grown.indices.filter { grown[$0].key == nil }
    guard !changed.isEmpty else { return [] }
    // (A name without a key may be named anywhere.)
    let wanted = changed.contains(nil) ? nil : Set(changed.compactMap { $0 }).sorted()
    var affected = Set<String>()
    for (path, state) in files {
      guard let facts = analyzer.facts[Int(state.version)] else { continue }
      // (The words first: a path is hashed only for the few versions that name one.)
      if wanted.map({ facts.names.containsAny(ofSorted: $0) }) ?? true, !known.contains(path) {
        affected.insert(path)
      }
    }
    return affected
  }

  // MARK: - Counting files

  /// A check of `version`: its key (nil when the version holds no needle, so no rule
  /// can find anything), without the day, and the function that runs it.
  private func check(_ version: Int32, path: String, facts: VersionFacts, plain: Bool) -> (
    base: UInt64, run: @Sendable (SourceFile) -> (RuleTally, [Int32]?)
  )? {
    guard counts(facts) else { return nil }
    let present = self.present(facts)
    guard !present.isEmpty || staticNeedles.contains(where: facts.hasNeedle) else { return nil }
    var hash = StableHash()
    hash.combine(plain ? plainKey : configKey)
    hash.combine(path)
    for name in present { hash.combine(name.name) }
    let setup = plain ? plainSetup : self.setup
    let engine = plain ? plainEngine : self.engine
    let names = analyzer.names
    return (
      hash.value,
      { file in
        // Rules none of whose needles the version holds are not run: they could find
        // nothing. (Worked out here: most checks are found in the facts, never run.)
        let runs = setup.ruleNeedles.map { needles in
          needles.isEmpty
            || needles.contains { needle in
              needle.number.map(facts.hasNeedle) ?? false || needle.key.map(facts.mentions) ?? (needle.number == nil)
            }
        }
        let (ids, days) = engine.counted(file, in: setup.context, rules: setup.rules, runs: runs)
        return (RuleTally(ruleIDs: ids, names: names), days.isEmpty ? nil : days.map { Int32($0.daysSinceEpoch) })
      }
    )
  }

  /// The names of `grown` that the version's words may name, in `grown`'s order: the
  /// two sorted hash lists walked side by side (hundreds of names, each searched for in
  /// the words, cost a binary search each at every count of the version).
  private func present(_ facts: VersionFacts) -> [(name: String, key: UInt32?)] {
    let words = facts.names.hashes
    var found = grownWithoutKey
    var w = 0
    for (hash, index) in grownByKey {
      while w < words.count && words[w] < hash { w += 1 }
      guard w < words.count else { break }
      if words[w] == hash { found.append(index) }
    }
    return found.sorted().map { grown[$0] }
  }

  /// The key of a check whose findings may change on `days`, for the analyzer's day.
  private func key(_ base: UInt64, days: [Int32]?) -> UInt64 {
    guard let days, !days.isEmpty else { return base }
    let today = Int32(analyzer.today.daysSinceEpoch)
    var hash = StableHash()
    hash.combine(base)
    hash.combine(UInt64(days.filter { $0 <= today }.count))
    return hash.value
  }

  /// What the workers that read a new version check it with at once: the checks the
  /// file's path needs under the tree as it is now.
  private func speculation()
    -> @Sendable (Int32, SourceFile, VersionFacts) -> [(
      key: UInt64, tally: RuleTally, days: (UInt64, [Int32])?
    )]
  {
    // (The counter's state is read on the workers: nothing changes it while they run.)
    let box = UncheckedBox(self)
    return { version, file, facts in
      let counter = box.value
      let info = counter.selected[file.path] ?? (true, false, 0)
      var made: [(key: UInt64, tally: RuleTally, days: (UInt64, [Int32])?)] = []
      for plain in info.isAdapter ? [false, true] : [false] {
        guard let (base, run) = counter.check(version, path: file.path, facts: facts, plain: plain) else { continue }
        let (tally, days) = run(file)
        made.append((counter.key(base, days: days), tally, days.map { (base, $0) }))
      }
      return made
    }
  }

  /// Counts the files of `paths` again: their results from the facts, else from checks
  /// run now (their versions read and lexed again).
  private func recount(_ paths: Set<String>, reader: any VersionReader) throws(SourceError) {
    var pending: [PendingCheck] = []
    // Each path's check keys, worked out once for the checks and the contribution.
    let order = Array(paths)
    var bases = [(engine: UInt64?, plain: UInt64?)](repeating: (nil, nil), count: order.count)
    for (i, path) in order.enumerated() {
      guard let state = files[path], let facts = analyzer.facts[Int(state.version)] else { continue }
      for plain in state.isAdapter ? [false, true] : [false] {
        guard let (base, run) = check(state.version, path: path, facts: facts, plain: plain) else { continue }
        if plain { bases[i].plain = base } else { bases[i].engine = base }
        if let days = facts.changeDays[base], facts.results[key(base, days: days)] != nil { continue }
        if facts.changeDays[base] == nil, facts.results[base] != nil { continue }
        pending.append(PendingCheck(version: state.version, path: path, baseKey: base, run: run))
      }
    }
    try analyzer.run(pending, reader: reader) { key($0, days: $1) }
    for (i, path) in order.enumerated() {
      guard var state = files[path] else { continue }
      if state.isCounted {
        totals.add(state.contribution, folder: state.folder, isAdapter: state.isAdapter, sign: -1, &generatedSkipped)
      }
      state.contribution = contribution(state, bases: bases[i])
      totals.add(state.contribution, folder: state.folder, isAdapter: state.isAdapter, sign: 1, &generatedSkipped)
      state.isCounted = true
      files[path] = state
    }
  }

  /// Whether a version may hold something for a rule: one of the configuration's needles,
  /// or a name the tree's declarations made one. Only those are lexed.
  private func needsLexing(_ facts: VersionFacts) -> Bool {
    lexesEverything || staticNeedles.contains(where: facts.hasNeedle) || !grownWithoutKey.isEmpty
      || facts.names.containsAny(ofSorted: grownKeys)
  }

  /// Lex every version (`puente report` counts the screens and views of every file).
  var lexesEverything = false

  /// `needsLexing`, for the workers that read new versions.
  private func lexingRule() -> @Sendable (VersionFacts) -> Bool {
    let box = UncheckedBox(self)
    return { box.value.needsLexing($0) }
  }

  /// Whether a version is counted: UTF-8, and not generated unless the configuration
  /// includes generated files.
  private func counts(_ facts: VersionFacts) -> Bool {
    facts.isUTF8 && (!facts.isGenerated || engine.includeGenerated)
  }

  /// What the file adds to its folder's counts, from the results its version's facts
  /// hold under `bases`, the keys (without the day) of its checks.
  private func contribution(_ state: FileState, bases: (engine: UInt64?, plain: UInt64?)) -> Contribution {
    guard let facts = analyzer.facts[Int(state.version)], facts.isUTF8 else { return Contribution(kind: .problem) }
    if facts.isGenerated && !engine.includeGenerated { return Contribution(kind: .generated) }
    var c = Contribution(kind: .counted, lines: facts.lines)
    for plain in state.isAdapter ? [false, true] : [false] {
      guard let base = plain ? bases.plain : bases.engine else { continue }
      let days = facts.changeDays[base]
      let tally = facts.results[key(base, days: days)] ?? .none
      if plain { c.pieces = tally } else { c.findings = tally }
      c.changeDays += days ?? []
    }
    return c
  }
}

/// Per-folder sums of the files' contributions, in arrays by folder and rule number.
struct FolderTotals {
  let rules: Int
  var files: [Int] = []
  var lines: [Int] = []
  var adapterFiles: [Int] = []
  var adapterLines: [Int] = []
  /// At `folder * rules + rule`.
  var findings: [Int] = []
  var pieces: [Int] = []

  init(rules: Int) { self.rules = rules }

  mutating func grow(to folders: Int) {
    guard files.count < folders else { return }
    let more = folders - files.count
    files += [Int](repeating: 0, count: more)
    lines += [Int](repeating: 0, count: more)
    adapterFiles += [Int](repeating: 0, count: more)
    adapterLines += [Int](repeating: 0, count: more)
    findings += [Int](repeating: 0, count: more * rules)
    pieces += [Int](repeating: 0, count: more * rules)
  }

  mutating func add(
    _ c: TreeCounter.Contribution, folder: Int, isAdapter: Bool, sign: Int, _ generated: inout Int
  ) {
    switch c.kind {
    case .generated:
      generated += sign
      return
    case .problem:
      return
    case .counted:
      break
    }
    grow(to: folder + 1)
    files[folder] += sign
    lines[folder] += sign * c.lines
    if isAdapter {
      adapterFiles[folder] += sign
      adapterLines[folder] += sign * c.lines
    }
    c.findings.forEach { findings[folder * rules + $0] += sign * $1 }
    c.pieces.forEach { pieces[folder * rules + $0] += sign * $1 }
  }

  /// The `PointCounts` records of these sums: one per folder with files.
  func records() -> [Int] {
    var data: [Int] = []
    for folder in files.indices where files[folder] != 0 || lines[folder] != 0 {
      data += [folder, files[folder], lines[folder], adapterFiles[folder], adapterLines[folder], 0, 0]
      for table in [findings, pieces] {
        let base = folder * rules
        let pairs = (0..<rules).filter { table[base + $0] != 0 }
        data.append(pairs.count)
        for rule in pairs { data += [rule, table[base + rule]] }
      }
    }
    return data
  }
}

/// Hands values that are only read to the workers of `parallelMap`.
struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
