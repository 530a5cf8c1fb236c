import Foundation
import PuenteLexer
import PuenteSource

/// Options of one scan that do not come from the configuration file.
public struct ScanOptions: Sendable {
  /// Scan generated files too (`--include-generated`); nil keeps the configuration's choice.
  public var includeGenerated: Bool?
  /// Only these paths (files or folders, root-relative); empty means everything.
  public var only: [String]
  /// What the command supplies for the rules (`ScanContext.inputs`).
  public var inputs: ScanInputs
  /// Rules to run even when the configuration leaves them disabled (a command that
  /// exists to run them, like `puente shims`; `unused-suppression` when
  /// `reportUnusedSuppressions` is given).
  public var forceEnabled: Set<String>
  /// File analyses whose results the report keeps for every file checked (see
  /// `ScanReport.results(of:)`): a command that shows more than findings uses what the
  /// rules computed instead of computing it again.
  public var keep: [any FileAnalysis.Type]
  /// Told (files taken, files in all) as the first pass reads files, from any of its
  /// workers: a command's progress line. Called once a file; keep it cheap.
  public var progress: (@Sendable (Int, Int) -> Void)?

  public init(
    includeGenerated: Bool? = nil, reportUnusedSuppressions: Bool = false, only: [String] = [],
    inputs: ScanInputs = ScanInputs(), forceEnabled: Set<String> = [], keep: [any FileAnalysis.Type] = [],
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) {
    self.includeGenerated = includeGenerated
    self.only = only
    self.inputs = inputs
    // `--report-unused-suppressions` (or the configuration's `reportUnusedSuppressions`)
    // runs that check as a command would any rule it asks for.
    self.forceEnabled = reportUnusedSuppressions ? forceEnabled.union([UnusedSuppressionCheck.info.id]) : forceEnabled
    self.keep = keep
    self.progress = progress
  }
}

/// Runs the rules over a file source: files → bytes → tokens → outline → rules →
/// findings → suppressions. Returns values; never prints, and never names a rule.
///
/// Three phases:
/// 1. Every file is read and searched for the needles the enabled rules declare (their
///    own and their required analyses'). A file holding one is lexed, its declarations
///    go into the repository's `TypeIndex`, and it is checked at once (while it is in
///    cache) against the declarations known before the scan: none.
/// 2. Declarations give analyses new needles (a declared hosting subclass is one more
///    name to look for): the files not lexed are searched for the new ones, and lexed
///    when they hold one, until no new needle appears.
/// 3. Files that name a needle phase 2 added are checked again against the whole index
///    (a rule sees repository-wide facts only through names that are needles, see
///    `Rule.requires`), and the files phase 2 found are checked for the first time, with
///    those phase 1 held back because they most likely name such a type.
public struct Engine: Sendable {
  public let configuration: Configuration
  public private(set) var options: ScanOptions
  /// Findings a worker of a streamed scan keeps from phase 1 (some 10 MB); the files it
  /// checks past them are checked again in phase 3, when their findings can be handed on
  /// at once. (A scan that returns its findings holds them all anyway.)
  package var heldFindingsPerWorker = 1 << 16

  public init(configuration: Configuration, options: ScanOptions = ScanOptions()) {
    self.configuration = configuration
    self.options = options
  }

  /// Rules that run, with their settings applied.
  public var enabledRules: [RuleDescriptor] {
    RuleRegistry.rules.filter { isEnabled($0.documentation) }
  }

  /// Whether a rule (or suppression check) runs in this scan.
  func isEnabled(_ check: CheckDocumentation) -> Bool {
    if options.forceEnabled.contains(check.id) { return true }
    return configuration.settings(for: check.id).enabled ?? check.enabledByDefault
  }

  /// Every rule and suppression check that runs, documented, sorted by id: what a
  /// report says ran.
  public var enabledChecks: [RuleInfo] {
    RuleRegistry.all.filter(isEnabled).map(\.info)
  }

  func severity(_ id: String) -> Severity {
    configuration.settings(for: id).severity ?? RuleRegistry.documentation(id: id)?.info.defaultSeverity ?? .error
  }

  package var includeGenerated: Bool { options.includeGenerated ?? (configuration.generated == .include) }

  /// A scan's context before any file is lexed.
  public func initialContext() -> ScanContext {
    ScanContext(configuration: configuration, inputs: options.inputs)
  }

  /// Which of `paths` to scan: Swift files the configuration includes, within `only`.
  public func selectFiles(_ paths: [String]) -> [String] {
    paths.filter { selection(of: $0) == true }
  }

  /// Whether `path` is scanned: nil when not at all, false when it only feeds the type
  /// index (outside `only`), true when its findings are reported.
  package func selection(of path: String) -> Bool? {
    guard path.utf8.suffix(6).elementsEqual(".swift".utf8), configuration.isIncluded(path) else { return nil }
    return options.only.isEmpty
      || options.only.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") || $0 == "." }
  }

  /// Scans everything `source` lists (within `options.only`). When `only` narrows the
  /// scan, the other included files still feed the type index, so a hosting subclass
  /// declared elsewhere is recognised in the files that are reported.
  public func scan(_ source: any FileSource) throws(SourceError) -> ScanReport {
    try scan(source, gatheringInto: nil, each: nil)
  }

  /// `scan(_:)` with the findings handed to `each` file by file, in path order, as soon
  /// as that file and every file before it are done, rather than held: the report it
  /// returns has no findings (and no fingerprints). The scan then holds a bounded number
  /// of findings, whatever their total (see `heldFindingsPerWorker`). `each` is
  /// called from the engine's workers, one call at a time.
  public func scan(_ source: any FileSource, each: ((FileFindings) -> Void)?) throws(SourceError) -> ScanReport {
    try scan(source, gatheringInto: nil, each: each)
  }

  /// `scan(_:each:)`, gathering the facts of the repository-wide analyses into
  /// `repository` (a repository of `source`; nil: one made from the listing), unless the
  /// inputs name a repository: that one's analyses read it themselves.
  package func scan(
    _ source: any FileSource, gatheringInto repository: Repository?, each: ((FileFindings) -> Void)? = nil
  ) throws(SourceError) -> ScanReport {
    var reported: [String] = []
    var indexOnly: [String] = []
    let listing = try source.list()
    for path in listing {
      switch selection(of: path) {
      case true?: reported.append(path)
      case false?: indexOnly.append(path)
      case nil: break
      }
    }
    // The repository-wide analyses read the same source, from the same listing; as the
    // scan reads every included file, it gathers their facts on the way.
    var engine = self
    var gathersInto: Repository?
    if options.inputs.repository == nil {
      engine = Engine(configuration: configuration, options: options)
      gathersInto = repository ?? Repository(source: source, paths: listing)
      engine.options.inputs.repository = gathersInto
    }
    var report = Scan(engine: engine, source: source, gathersInto: gathersInto)
      .run(reported.map { ($0, true) } + indexOnly.map { ($0, false) }, each: each)
    report.problems = withSkipped(source.listingProblems, report.problems)
    return report
  }

  /// `problems` with what a listing skipped and a report must say (a folder it could not
  /// open always, a file whose name is not UTF-8 only if it would have been scanned),
  /// sorted by path. Every command that lists files reports them this way.
  public func withSkipped(_ skipped: [FileProblem], _ problems: [FileProblem]) -> [FileProblem] {
    let said = skipped.filter { $0.path.hasSuffix("/") || selection(of: $0.path) != nil }
    return said.isEmpty ? problems : (problems + said).sorted { $0.path < $1.path }
  }

  /// Scans the given root-relative paths of `source`.
  ///
  /// `indexPaths` are more files of the same source that only feed the type index: they
  /// are searched for the needles of the analyses the rules require, lexed only when one
  /// occurs, and never checked or counted. Paths in both lists are reported. This is how
  /// a pre-commit scan judges 20 staged files against declarations anywhere in the
  /// repository without checking the whole tree.
  ///
  /// With `each`, the findings are handed to it instead, as `scan(_:each:)` says.
  public func scan(
    paths: [String], source: any FileSource, indexPaths: [String] = [], each: ((FileFindings) -> Void)? = nil
  ) -> ScanReport {
    let reported = Set(paths)
    let files = paths.map { ($0, true) } + indexPaths.filter { !reported.contains($0) }.map { ($0, false) }
    return Scan(engine: self, source: source, gathersInto: nil).run(files, each: each)
  }

  /// A report of nothing scanned, with the rules that would have run.
  public var emptyReport: ScanReport {
    ScanReport(findings: [], rules: enabledChecks, filesScanned: 0, generatedSkipped: 0, problems: [])
  }

  /// One worker a core (at most eight); one for a handful of files.
  package static func workerCount(for items: Int) -> Int {
    items < 8 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
  }

  // MARK: - Checking one file

  /// The rules of a scan with what the engine needs of each: whether it may find
  /// something in a file, by the needles the file holds.
  package struct PreparedRules {
    let rules: [RuleDescriptor]
    /// Each rule's needles: its own and its required analyses'.
    package let needles: [[String]]
    let suppressions: SuppressionPhase

    package init(_ engine: Engine, in scan: ScanContext) {
      rules = engine.enabledRules
      needles = rules.map { rule in rule.needles(scan) + rule.requires.flatMap { $0.needles(scan) } }
      suppressions = SuppressionPhase(
        reportsUnknown: engine.isEnabled(CheckDocumentation(UnknownSuppressionRuleCheck.self)),
        reportsUnused: engine.isEnabled(CheckDocumentation(UnusedSuppressionCheck.self)))
    }

    /// Needles the engine searches every reported file for: the rules' and `puente:`
    /// (a suppression comment is reported on even where no rule finds anything).
    package var all: Set<String> { Set(needles.joined()).union([Suppressions.directive]) }
    /// The analyses the rules require that a scan of the whole repository gathers.
    var gathering: [any GatheringAnalysis.Type] {
      var seen: Set<ObjectIdentifier> = []
      return rules.flatMap(\.requires).compactMap { $0 as? any GatheringAnalysis.Type }.filter {
        seen.insert(ObjectIdentifier($0)).inserted
      }
    }
    /// Needles that point at declarations the required analyses read.
    func declarationNeedles(_ scan: ScanContext) -> Set<String> {
      Set(rules.flatMap { $0.requires.flatMap { $0.needles(scan) } })
    }
  }

  /// What the rules report on one lexed file, less what its suppressions silence, plus
  /// the suppressions' own findings; `runs` says of each rule whether it may find
  /// anything in the file (nil: run every rule).
  func violations(
    _ file: SourceFile, in scan: ScanContext, rules: PreparedRules, runs: [Bool]? = nil, analyses: FileAnalyses
  ) -> [(id: String, violation: RuleViolation)] {
    let isAdapter = configuration.isAdapter(file.path)
    var found: [(id: String, violation: RuleViolation)] = []
    for (i, rule) in rules.rules.enumerated() where runs?[i] ?? true {
      let context = RuleContext(
        file: file, isAdapter: isAdapter, options: configuration.settings(for: rule.id).options, scan: scan,
        analyses: analyses)
      for violation in rule.check(context) { found.append((rule.id, violation)) }
    }
    return rules.suppressions.apply(found, in: file)
  }

  /// `violations` as findings, sorted, with their fingerprints.
  func findings(
    _ file: SourceFile, in scan: ScanContext, rules: PreparedRules, runs: [Bool]? = nil, analyses: FileAnalyses
  ) -> (findings: [Finding], fingerprints: [Fingerprint.Digest]) {
    let kept = violations(file, in: scan, rules: rules, runs: runs, analyses: analyses)
    guard !kept.isEmpty else { return ([], []) }
    // Locations in one pass, and one copy of each line's text (of each text) and of each
    // message shared by the findings that have it: a held scan keeps every finding to
    // its end, and a message of its own was the largest part of one (a file's bridges
    // are mostly the same few types, flagged by the same words).
    let locations = file.locations(of: kept.map(\.violation.offset))
    var lineTexts: [Int: String] = [:]
    var texts: Set<String> = []
    var messages: Set<String> = []
    var result: [Finding] = []
    result.reserveCapacity(kept.count)
    for (i, (id, violation)) in kept.enumerated() {
      let line = locations[i].line
      let text = lineTexts[line] ?? texts.insert(file.lineText(at: violation.offset)).memberAfterInsert
      lineTexts[line] = text
      result.append(
        Finding(
          ruleID: id, severity: severity(id), path: file.path, offset: violation.offset, location: locations[i],
          message: messages.insert(violation.message).memberAfterInsert, lineText: text))
    }
    // Occurrences are counted within a file, so a file's fingerprints are what the whole
    // report would give it.
    result.sort()
    return (result, Fingerprint.digests(result))
  }

  /// The rule ids of the findings `findings` would make, in its order, without placing
  /// them: what `puente trend` and `puente report` count.
  func checkedRuleIDs(_ file: SourceFile, in scan: ScanContext, rules: PreparedRules, runs: [Bool]? = nil)
    -> [String]
  {
    violations(file, in: scan, rules: rules, runs: runs, analyses: FileAnalyses()).map(\.id)
  }

  /// `checkedRuleIDs`, and the days on which the rules that ran say those findings may
  /// change (see `Rule.changeDays`), sorted: what `puente trend` keeps of a check.
  package func counted(_ file: SourceFile, in scan: ScanContext, rules: PreparedRules, runs: [Bool]? = nil) -> (
    ids: [String], changeDays: [CalendarDay]
  ) {
    let analyses = FileAnalyses()
    let ids = violations(file, in: scan, rules: rules, runs: runs, analyses: analyses).map(\.id)
    let isAdapter = configuration.isAdapter(file.path)
    var days = Set<CalendarDay>()
    for (i, rule) in rules.rules.enumerated() where runs?[i] ?? true {
      let context = RuleContext(
        file: file, isAdapter: isAdapter, options: configuration.settings(for: rule.id).options, scan: scan,
        analyses: analyses)
      days.formUnion(rule.changeDays(context))
    }
    return (ids, days.sorted())
  }

  /// Whether `bytes` is valid UTF-8 (see `UTF8Validation`).
  package static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isValidUTF8($0) }
  }

  public static func isValidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return true }
    return UTF8Validation.isValid(UnsafeRawPointer(base), count: buffer.count)
  }
}

// MARK: - Streamed findings

/// One file's findings, sorted, with their fingerprints: what a streamed scan hands on
/// (see `Engine.scan(_:each:)`).
public struct FileFindings: Sendable {
  public var path: String
  public var findings: [Finding]
  let digests: [Fingerprint.Digest]

  /// The fingerprint of each finding, in order (as `ScanReport.findingFingerprints`
  /// would give it: occurrences are counted within a file).
  public func fingerprints() -> [String] { digests.map(\.hex) }
}

/// Items completed in any order, handed to `release` in the order of their indices
/// (0, 1, 2, …): an item waits only while an earlier one is still being worked on.
/// `release` is called under the lock, so one call at a time, in order.
package final class InOrder<Item>: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: [Int: Item] = [:]
  private var next = 0
  private let release: (Item) -> Void

  package init(release: @escaping (Item) -> Void) {
    self.release = release
  }

  /// Item `index` is done: it, and those after it that are done, are released if every
  /// earlier one has been.
  package func complete(_ index: Int, _ item: Item) {
    lock.lock()
    defer { lock.unlock() }
    waiting[index] = item
    while let ready = waiting.removeValue(forKey: next) {
      release(ready)
      next += 1
    }
  }
}

// MARK: - One scan

/// The state of one run of the engine's three phases over a list of files.
private struct Scan {
  let engine: Engine
  let source: any FileSource
  /// The repository whose gathering analyses this scan gathers facts for (nil: none):
  /// set when the files scanned are all of its included Swift files, from its source.
  let gathersInto: Repository?

  /// A file checked in phase 1: its findings, and what phase 3 needs to tell whether a
  /// needle found later could change them.
  struct Checked: @unchecked Sendable {
    var path: String
    var findings: [Finding]
    var fingerprints: [Fingerprint.Digest]
    /// The hashes of the file's identifiers (from the lexer).
    var names: [UInt32]
    var kept: [ObjectIdentifier: Any]
    /// False when phase 1 did not keep what it found (a streamed scan past its budget
    /// of held findings): phase 3 checks the file again.
    var complete = true
    /// The rules' needles phase 1 found in the file (bits of its search), if it did.
    var mask: UInt64? = nil
  }

  /// What one worker found in phase 1; each worker owns one.
  final class Partial: @unchecked Sendable {
    var checked: [Checked] = []
    /// The findings in `checked` (counted in a streamed scan only).
    var heldFindings = 0
    /// Files held for phase 3 (see `likelyToGrow`), with the rules' needles found in
    /// them, and their bytes.
    var held: [(file: SourceFile, mask: UInt64?)] = []
    var heldBytes = 0
    /// Files no needle was found in, for phase 2.
    var pending: [(path: String, report: Bool)] = []
    var problems: [FileProblem] = []
    var generatedSkipped = 0
    var scanned = 0
    var index = TypeIndex()
    /// Whether a file waits for the gathered analyses.
    var waits = false
    /// Facts for the gathering analyses: the analysis's index, the path, the facts.
    var gathered: [(analysis: Int, path: String, facts: Any)] = []
  }

  /// Source bytes a worker may hold lexed for phase 3 (about 40 MB of memory each).
  static let heldBytesPerWorker = 4 << 20

  /// `each`: where findings go file by file (a streamed scan), or nil: into the report.
  func run(_ files: [(path: String, report: Bool)], each: ((FileFindings) -> Void)? = nil) -> ScanReport {
    let initial = engine.initialContext()
    let rules = Engine.PreparedRules(engine, in: initial)
    // The gathering analyses' needles are searched with the rest (at no cost: the search
    // does not slow with more needles); a file holding only those is lexed for them, and
    // is no more to the rules than a file holding none. The files of the rules that need
    // a gathered analysis wait for phase 3, when every fact is in.
    let gathering = gathersInto == nil ? [] : rules.gathering
    let gatherNeedles = gathering.flatMap { $0.fileNeedles }
    let gatherSearches = gathering.map { NeedleSearch($0.fileNeedles) }
    // Past 64 needles (a scan that looks for declared names), the later ones share a
    // bit, and a rule whose needle has that bit runs on every file holding any of them:
    // the needles of the rules with the fewest come first, each with a bit of its own.
    let search = NeedleSearch(
      rules.all.union(gatherNeedles),
      first: [Suppressions.directive] + gatherNeedles + rules.needles.sorted { $0.count < $1.count }.joined())
    let declarationSearch = NeedleSearch(rules.declarationNeedles(initial).union(gatherNeedles))
    let (ruleBits, gatherBits) = (search.mask(ofAnyOf: Array(rules.all)), search.mask(ofAnyOf: gatherNeedles))
    let declarationBits = declarationSearch.mask(ofAnyOf: Array(rules.declarationNeedles(initial)))
    let indexGatherBits = declarationSearch.mask(ofAnyOf: gatherNeedles)
    let waitBits = zip(rules.rules, rules.needles).reduce(UInt64(0)) { bits, rule in
      let waits = !gathering.isEmpty && rule.0.requires.contains { $0 is any GatheringAnalysis.Type }
      return waits && !rule.1.isEmpty ? bits | search.mask(ofAnyOf: rule.1) : bits
    }
    let ruleMasks = rules.needles.map { $0.isEmpty ? 0 : search.mask(ofAnyOf: $0) }
    let includeGenerated = engine.includeGenerated
    // A file with an identifier that holds a declaration needle without being a needle
    // (`ThemedHostingController` holds `Hosting`) most likely names a type declared
    // elsewhere, which phase 2 will make a needle: it is held for phase 3 rather than
    // checked twice. Held files are bounded (a lexed file takes some ten times its size).
    let declarationNeedles = rules.declarationNeedles(initial).map { Array($0.utf8) }
    let parts = declarationNeedles.filter { needle in
      !declarationNeedles.contains { $0.count < needle.count && NeedleSearch.contains(needle, $0) }
    }
    let exact = NameSet(rules.all)
    let partMasks = parts.map { search.mask(ofAnyOf: [String(decoding: $0, as: UTF8.self)]) }
    let progress = engine.options.progress
    let streamed = each != nil

    // Phase 1.
    let workers = Engine.workerCount(for: files.count)
    let partials = (0..<workers).map { _ in Partial() }
    let next = WorkCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { w in
      let partial = partials[w]
      let buffer = ReadBuffer()
      while true {
        let i = next.take()
        guard i < files.count else { break }
        progress?(i + 1, files.count)
        let (path, report) = files[i]
        do throws(SourceError) { try source.read(path, into: buffer) } catch {
          // A file that only feeds the index is nobody's business; neither is a listed
          // file that is gone (deleted, still in git's index).
          if report && !error.isMissing { partial.problems.append(FileProblem(path: path, message: error.message)) }
          continue
        }
        let bytes = buffer.bytes
        let found = report ? search.scanMask(bytes) : declarationSearch.scanMask(bytes)
        let mask = found & (report ? ruleBits : declarationBits)
        guard Engine.isValidUTF8(bytes) else {
          if report {
            partial.problems.append(FileProblem(path: path, message: "not UTF-8 text; skipped (re-save it as UTF-8)"))
          }
          continue
        }
        if !includeGenerated && GeneratedCode.isGenerated(bytes) {
          if report { partial.generatedSkipped += 1 }
          continue
        }
        if report { partial.scanned += 1 }
        let gathers =
          found & (report ? gatherBits : indexGatherBits) != 0
          ? gatherSearches.indices.filter { gatherSearches[$0].containsAny(bytes) } : []
        guard mask != 0 || !gathers.isEmpty else {
          partial.pending.append((path, report))
          continue
        }
        let file = SourceFile(path: path, bytes: Array(bytes))
        if !gathers.isEmpty && !GeneratedCode.isGenerated(bytes) {
          for k in gathers { partial.gathered.append((k, path, Self.facts(gathering[k], file))) }
        }
        guard mask != 0 else {
          partial.pending.append((path, report))
          continue
        }
        partial.index.add(file.outline)
        guard report else { continue }
        if mask & waitBits != 0 {
          partial.held.append((file, mask))
          partial.waits = true
          continue
        }
        if partial.heldBytes < Scan.heldBytesPerWorker
          && parts.indices.contains(where: {
            partMasks[$0] & mask != 0 && file.hasIdentifier(containing: parts[$0], except: exact)
          })
        {
          partial.held.append((file, mask))
          partial.heldBytes += file.bytes.count
          continue
        }
        if streamed && partial.heldFindings >= engine.heldFindingsPerWorker {
          partial.checked.append(
            Checked(path: path, findings: [], fingerprints: [], names: [], kept: [:], complete: false, mask: mask))
          continue
        }
        let runs = ruleMasks.map { $0 == 0 || $0 & mask != 0 }
        var checked = check(file, in: initial, rules: rules, runs: runs)
        checked.mask = mask
        if streamed { partial.heldFindings += checked.findings.count }
        partial.checked.append(checked)
      }
    }

    for (k, analysis) in gathering.enumerated() {
      let facts = partials.flatMap { $0.gathered.filter { $0.analysis == k }.map { ($0.path, $0.facts) } }
      gathersInto?.setGathered(analysis, facts)
    }

    // Phase 2.
    var index = partials[0].index
    for partial in partials.dropFirst() { index.merge(partial.index) }
    var searched = rules.all
    var grown: Set<String> = []
    var pending = partials.flatMap(\.pending)
    var lateFiles = partials.flatMap(\.held)
    var finalContext = initial.with(declarations: index)
    // The rules as the last round prepared them: those of the final context.
    var latestRules: Engine.PreparedRules
    while true {
      latestRules = Engine.PreparedRules(engine, in: finalContext)
      let needles = latestRules.all
      let new = needles.subtracting(searched)
      grown.formUnion(new)
      // A needle that contains one searched already occurs only in files lexed for it.
      let searchedBytes = searched.map { Array($0.utf8) }
      let newNeedles = new.filter { needle in
        let bytes = Array(needle.utf8)
        return !searchedBytes.contains { NeedleSearch.contains(bytes, $0) }
      }
      searched.formUnion(new)
      guard !newNeedles.isEmpty, !pending.isEmpty else { break }
      let (found, remaining) = Self.searchAgain(pending, for: NeedleSearch(newNeedles), in: source)
      for (file, report) in found {
        index.add(file.outline)
        if report { lateFiles.append((file, nil)) }
      }
      pending = remaining
      finalContext = initial.with(declarations: index)
    }

    // Phase 3. A gathered analysis a waiting file asks for is made first, here, where
    // the reading it may do has every core (inside a worker of phase 3 it had one).
    if partials.contains(where: \.waits) {
      for analysis in gathering { Self.prepare(analysis, finalContext) }
    }
    // (Phase 1's results are held by `results` alone, so that they can be let go before
    // the report's arrays are made.)
    final class Results: @unchecked Sendable {
      var checked: [Checked] = []
      var files: [Checked?] = []
    }
    let results = Results()
    results.checked = partials.flatMap(\.checked)
    for partial in partials { partial.checked = [] }
    let checkedCount = results.checked.count
    let (late, final) = (lateFiles, finalContext)
    let grownNames = grown.isEmpty ? nil : NameHashFilter(grown)
    let finalRules = latestRules
    // A rule whose needles phase 2 left as they were can find something only in a file
    // holding one of them, as in phase 1; the others run on every file checked here.
    let grew = zip(rules.needles, finalRules.needles).map { Set($0) != Set($1) }
    @Sendable func runs(_ mask: UInt64?) -> [Bool]? {
      guard let mask else { return nil }
      return ruleMasks.indices.map { grew[$0] || ruleMasks[$0] == 0 || ruleMasks[$0] & mask != 0 }
    }
    let work = checkedCount + late.count
    results.files = Array(repeating: nil, count: work)
    // Taken in path order, so that a streamed scan hands each file on as soon as the
    // ones before it are done.
    let order = (0..<work).sorted {
      ($0 < checkedCount ? results.checked[$0].path : late[$0 - checkedCount].file.path)
        < ($1 < checkedCount ? results.checked[$1].path : late[$1 - checkedCount].file.path)
    }
    let handOn = each.map { each in
      InOrder<Checked> { file in
        if !file.findings.isEmpty {
          each(FileFindings(path: file.path, findings: file.findings, digests: file.fingerprints))
        }
      }
    }
    let taken = WorkCounter()
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: Engine.workerCount(for: work)) { _ in
      let buffer = ReadBuffer()
      var mine: [(Int, Checked)] = []
      while true {
        let k = taken.take()
        guard k < work else { break }
        let i = order[k]
        var found: Checked
        if i >= checkedCount {
          let (file, mask) = late[i - checkedCount]
          found = check(file, in: final, rules: finalRules, runs: runs(mask))
        } else {
          lock.lock()
          let first = results.checked[i]
          // (A streamed scan's findings are the hand-off's from here.)
          if handOn != nil { results.checked[i].findings = [] }
          lock.unlock()
          // Read again: it was readable and valid UTF-8 a moment ago (should it have
          // gone since, its first findings stand; if phase 1 did not keep them, none do).
          if grownNames?.mayContainAny(first.names) == true || !first.complete,
            (try? source.read(first.path, into: buffer)) != nil
          {
            let file = SourceFile(path: first.path, bytes: Array(buffer.bytes))
            found = check(file, in: final, rules: finalRules, runs: runs(first.mask))
          } else {
            found = first
          }
        }
        if let handOn {
          handOn.complete(k, found)
          found.findings = []
          found.fingerprints = []
        }
        mine.append((i, found))
      }
      lock.lock()
      for (i, found) in mine { results.files[i] = found }
      lock.unlock()
    }
    // Each file's findings are sorted already: in path order, they are the report's.
    var done = results.files.compactMap { $0 }
    results.files = []
    results.checked = []
    let kept = KeptResults(
      byPath: Dictionary(done.filter { !$0.kept.isEmpty }.map { ($0.path, $0.kept) }) { a, _ in a })
    var files = done.filter { !$0.findings.isEmpty }.sorted { $0.path < $1.path }
    done = []
    // Moved into the report's arrays file by file, each file's freed as it goes, so the
    // findings are never held twice (one file's are the report's without a copy).
    var findings: [Finding] = []
    var digests: [Fingerprint.Digest] = []
    if files.count == 1 {
      swap(&findings, &files[0].findings)
      swap(&digests, &files[0].fingerprints)
    } else {
      findings.reserveCapacity(files.reduce(0) { $0 + $1.findings.count })
      digests.reserveCapacity(findings.capacity)
      for i in files.indices {
        findings += files[i].findings
        digests += files[i].fingerprints
        files[i].findings = []
        files[i].fingerprints = []
      }
    }
    var report = ScanReport(
      findings: findings,
      rules: engine.enabledChecks,
      filesScanned: partials.reduce(0) { $0 + $1.scanned },
      generatedSkipped: partials.reduce(0) { $0 + $1.generatedSkipped },
      problems: partials.flatMap(\.problems).sorted { $0.path < $1.path })
    report.orderedDigests = digests
    report.grownNeedles = grown
    report.kept = kept
    return report
  }

  /// Checks one lexed file, keeping the analyses the options ask for.
  func check(_ file: SourceFile, in scan: ScanContext, rules: Engine.PreparedRules, runs: [Bool]?) -> Checked {
    let analyses = FileAnalyses()
    let (findings, fingerprints) = engine.findings(file, in: scan, rules: rules, runs: runs, analyses: analyses)
    var kept: [ObjectIdentifier: Any] = [:]
    for analysis in engine.options.keep { kept[ObjectIdentifier(analysis)] = Self.keep(analysis, file, scan, analyses) }
    return Checked(
      path: file.path, findings: findings, fingerprints: fingerprints, names: file.identifierNameHashes, kept: kept)
  }

  private static func prepare<A: GatheringAnalysis>(_ analysis: A.Type, _ scan: ScanContext) {
    _ = scan.result(of: analysis)
  }

  private static func facts<A: GatheringAnalysis>(_ analysis: A.Type, _ file: SourceFile) -> Any {
    analysis.facts(of: file)
  }

  private static func keep<A: FileAnalysis>(
    _ analysis: A.Type, _ file: SourceFile, _ scan: ScanContext, _ analyses: FileAnalyses
  ) -> Any {
    analyses.result(of: analysis, file, scan)
  }

  /// Reads `files` again and lexes those holding one of `search`'s needles, on every
  /// core; returns them and the files still without one.
  static func searchAgain(
    _ files: [(path: String, report: Bool)], for search: NeedleSearch, in source: any FileSource
  ) -> (found: [(SourceFile, Bool)], remaining: [(path: String, report: Bool)]) {
    let workers = Engine.workerCount(for: files.count)
    final class Round: @unchecked Sendable {
      var found: [[(SourceFile, Bool)]] = []
      var remaining: [[(path: String, report: Bool)]] = []
    }
    let round = Round()
    round.found = Array(repeating: [], count: workers)
    round.remaining = Array(repeating: [], count: workers)
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: workers) { w in
      var found: [(SourceFile, Bool)] = []
      var remaining: [(path: String, report: Bool)] = []
      let buffer = ReadBuffer()
      for i in stride(from: w, to: files.count, by: workers) {
        guard (try? source.read(files[i].path, into: buffer)) != nil else { continue }
        if search.containsAny(buffer.bytes) {
          found.append((SourceFile(path: files[i].path, bytes: Array(buffer.bytes)), files[i].report))
        } else {
          remaining.append(files[i])
        }
      }
      lock.lock()
      round.found[w] = found
      round.remaining[w] = remaining
      lock.unlock()
    }
    return (round.found.flatMap { $0 }, round.remaining.flatMap { $0 })
  }
}
