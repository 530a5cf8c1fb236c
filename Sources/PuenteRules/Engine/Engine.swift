import Foundation
import PuenteLexer

/// Options of one scan that do not come from the configuration file.
public struct ScanOptions: Sendable {
  /// Scan generated files too (`--include-generated`); nil keeps the configuration's choice.
  public var includeGenerated: Bool?
  /// Report suppressions that silence nothing (`--report-unused-suppressions`).
  public var reportUnusedSuppressions: Bool
  /// Only these paths (files or folders, root-relative); empty means everything.
  public var only: [String]
  /// Values computed by the command for the rules (`RuleContext.parameters`).
  public var parameters: [String: String]
  /// Rules to run even when the configuration leaves them disabled (a command that
  /// exists to run them, like `puente shims`).
  public var forceEnabled: Set<String>

  public init(
    includeGenerated: Bool? = nil, reportUnusedSuppressions: Bool = false, only: [String] = [],
    parameters: [String: String] = [:], forceEnabled: Set<String> = []
  ) {
    self.includeGenerated = includeGenerated
    self.reportUnusedSuppressions = reportUnusedSuppressions
    self.only = only
    self.parameters = parameters
    self.forceEnabled = forceEnabled
  }
}

/// Runs the rules over a file source: files → bytes → tokens → outline → rules →
/// findings → suppressions. Returns values; never prints.
///
/// A file only needs lexing when its bytes contain a name a rule cares about (a
/// hosting or representable name, a `puente:` comment): `NeedleSearch` finds those in
/// the same pass that tells whether the file is ASCII. Lexed files are checked at once
/// and dropped; declared subclasses add names, so the search repeats over the files not
/// yet lexed until the type index stops growing, and the few files whose findings a
/// declared name could change are checked again (see `scan(_:source:classify:)`).
private let resultsLock = NSLock()

public struct Engine: Sendable {
  public let configuration: Configuration
  public let options: ScanOptions

  public init(configuration: Configuration, options: ScanOptions = ScanOptions()) {
    self.configuration = configuration
    self.options = options
  }

  /// Rules that run, with their settings applied.
  public var enabledRules: [RuleDescriptor] {
    RuleRegistry.all.filter { rule in
      if rule.id == UnusedSuppressionRule.info.id { return options.reportUnusedSuppressions || isEnabled(rule) }
      return isEnabled(rule)
    }
  }

  func isEnabled(_ rule: RuleDescriptor) -> Bool {
    options.forceEnabled.contains(rule.id)
      || (configuration.settings(for: rule.info.id).enabled ?? rule.enabledByDefault)
  }

  func severity(_ rule: RuleDescriptor) -> Severity {
    configuration.settings(for: rule.info.id).severity ?? rule.info.defaultSeverity
  }

  var includeGenerated: Bool { options.includeGenerated ?? (configuration.generated == .include) }

  /// The roots of the hosting and representable names (built-ins plus configured).
  var hostingRoots: Set<String> {
    BridgeNames.hosting.union(configuration.settings(for: HostingOutsideAdapterRule.info.id).options["types"] ?? [])
  }
  var representableRoots: Set<String> {
    BridgeNames.representable.union(
      configuration.settings(for: RepresentableOutsideAdapterRule.info.id).options["types"] ?? [])
  }

  /// Which of `paths` to scan: Swift files the configuration includes, within `only`.
  public func selectFiles(_ paths: [String]) -> [String] {
    paths.filter { selection(of: $0) == true }
  }

  /// Whether `path` is scanned: nil when not at all, false when it only feeds the type
  /// index (outside `only`), true when its findings are reported.
  func selection(of path: String) -> Bool? {
    guard Self.isSwiftPath(path), configuration.isIncluded(path) else { return nil }
    return options.only.isEmpty
      || options.only.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") || $0 == "." }
  }

  /// Whether `path` ends in `.swift`, compared as bytes (`String.hasSuffix` compares
  /// characters: 260 instructions a path, asked of every file listed).
  static func isSwiftPath(_ path: String) -> Bool {
    path.utf8.withContiguousStorageIfAvailable { $0.count >= 6 && $0[($0.count - 6)...].elementsEqual(swiftSuffix) }
      ?? path.hasSuffix(".swift")
  }
  private static let swiftSuffix = Array(".swift".utf8)

  /// Scans everything `source` lists (within `options.only`). When `only` narrows the
  /// scan, the other included files still feed the type index, so a hosting subclass
  /// declared elsewhere is recognised in the files that are reported.
  ///
  /// The listing runs on a thread of its own and hands paths over as it finds them, so
  /// reading and searching start with the first batch rather than after the last.
  public func scan(_ source: any FileSource) throws(SourceError) -> ScanReport {
    let feed = PathFeed()
    final class Failure: @unchecked Sendable { var error: SourceError? }
    let failure = Failure()
    let listed = Subprocess.background {
      do throws(SourceError) {
        try source.list(
          batches: { feed.add($0, provisional: $1) }, settle: { feed.settle(accepted: $0) })
      } catch {
        failure.error = error
      }
      feed.close()
    }
    let report = scan(feed, source: source) { selection(of: $0) }
    listed.wait()
    if let error = failure.error { throw error }
    return report
  }

  /// Scans the given root-relative paths of `source`.
  ///
  /// `indexPaths` are more files of the same source that only feed the type index: they
  /// are searched for the hosting and representable names (not `puente:` or the rules'
  /// other needles), lexed only when one occurs, and never checked or counted. Paths in
  /// both lists are reported. This is how a pre-commit scan judges 20 staged files
  /// against declarations anywhere in the repository without checking the whole tree.
  public func scan(paths: [String], source: any FileSource, indexPaths: [String] = []) -> ScanReport {
    let reported = Set(paths)
    let feed = PathFeed(paths + indexPaths.filter { !reported.contains($0) })
    return scan(feed, source: source) { reported.contains($0) }
  }

  /// Scans the paths `feed` hands out; `classify` says of each whether it is reported
  /// (true), only feeds the type index (false) or is not scanned at all (nil).
  ///
  /// Phase 1 (two workers): read, check UTF-8 and generated headers, search for the
  /// rules' names, lex the files that mention one, record their declarations and run
  /// the rules on them at once against the hosting and representable roots.
  /// Phase 2: close the type index; declared subclasses are new names, so the other
  /// files are read again, searched for them, and lexed if they mention one (until no
  /// new name appears). Phase 3 (two workers): check again, against the whole index,
  /// the files whose identifiers include a declared name, and those found in phase 2.
  func scan(_ feed: PathFeed, source: any FileSource, classify: @escaping @Sendable (String) -> Bool?) -> ScanReport {
    // The prefilter's names: substrings that every bridge name contains, the
    // configured ones, `puente:` for suppression comments, `rootView` for
    // `host.rootView = …`, and the rules' own needles.
    var needles: Set<String> = ["Hosting", "Representable", "puente:", "rootView"]
    needles.formUnion(hostingRoots.subtracting(BridgeNames.hosting))
    needles.formUnion(representableRoots.subtracting(BridgeNames.representable))
    for rule in enabledRules {
      needles.formUnion(rule.needles(configuration.settings(for: rule.id).options, configuration))
    }
    var searched = hostingRoots.union(representableRoots)
    let search = NeedleSearch(needles)
    let declarationSearch = NeedleSearch(["Hosting", "Representable"] + Array(searched))
    let generatedIncluded = includeGenerated

    let rules = enabledRules
    // Which of the search's needles a file must hold for each rule to find anything
    // (0: the rule has no needles of its own and always runs), for the masks the search
    // gives of the files it finds something in.
    let ruleMasks = rules.map { rule in
      search.mask(ofAnyOf: rule.needles(configuration.settings(for: rule.id).options, configuration))
    }
    let exactMasks = search.usesVector
    let directiveMask = search.mask(ofAnyOf: [String(decoding: SourceFile.directive, as: UTF8.self)])
    let known = Set(RuleRegistry.all.map(\.id))
    let shared = ScanShared()
    // Phase 1 checks each lexed file at once, while it is in cache, against the roots
    // alone; the few whose names meet a declared subclass are checked again below.
    let rootHosting = Dictionary(uniqueKeysWithValues: hostingRoots.map { ($0, $0) })
    let rootHostingNames = NameHashFilter(hostingRoots)
    let rootRepresentable = Dictionary(uniqueKeysWithValues: representableRoots.map { ($0, $0) })
    // A file naming something like a subclass (`ThemedHostingController`) is held for
    // phase 3 instead: checking it early would most likely be wasted.
    let roots = NameSet(hostingRoots.union(representableRoots))
    let parts = [Array("Hosting".utf8), Array("Representable".utf8)]
    let partMasks = parts.map { search.mask(ofAnyOf: [String(decoding: $0, as: UTF8.self)]) }

    /// A file checked in phase 1: its findings, and the hashes of its identifiers'
    /// names and of the names in its inheritance clauses, to tell whether a name
    /// declared elsewhere could change them.
    struct Checked {
      var path: String
      /// Sorted, with their fingerprints (see `Checked.fingerprints`).
      var findings: [Finding]
      /// `Fingerprint.compute(findings)`: worked out here, in the workers, since the
      /// file's findings are all of its path's (the report's end waited for it).
      var fingerprints: [String]
      var names: [UInt32]
      var inherited: [UInt32]
      /// The search's mask of the file (see `SourceFile.needleMask`).
      var needleMask: UInt64
      /// Whether an identifier other than a root contains a part (`ThemedHostingController`
      /// contains `Hosting`): if not, no declared name with a part in it is among its
      /// names, and only the others need looking for (see phase 3).
      var mentionsPart: Bool
    }
    /// What one worker found; each worker owns one, so no locking is needed.
    final class Partial: @unchecked Sendable {
      var checked: [Checked] = []
      /// Files held for phase 3 (see `parts`).
      var held: [SourceFile] = []
      var heldBytes = 0
      var pending: [(path: String, report: Bool)] = []
      var problems: [FileProblem] = []
      var generatedSkipped = 0
      var scanned = 0
      var index = TypeIndex()
    }
    let workers = Engine.workerCount(for: Int.max)
    let partials = (0..<workers).map { _ in Partial() }
    // What is found in provisional batches (see `PathFeed`), kept apart until they are
    // settled.
    let provisionals = (0..<workers).map { _ in Partial() }
    DispatchQueue.concurrentPerform(iterations: workers) { w in
      let buffer = ReadBuffer()
      /// Reads, checks and searches one file; lexes and checks it when it mentions a
      /// name. The lexed file is dropped afterwards, so memory stays that of one file
      /// per worker (holding every lexed file until the end cost a page fault per
      /// 4 KiB of tokens, an eighth of the scan).
      func scanOne(_ path: String, report: Bool, into partial: Partial) {
        do throws(SourceError) { try source.read(path, into: buffer) } catch {
          // An index-only file that cannot be read is nobody's business: not reported;
          // neither is a listed file that is not there (deleted, still in git's index).
          if report && !error.isMissing { partial.problems.append(FileProblem(path: path, message: error.message)) }
          return
        }
        let bytes = buffer.bytes
        // Reported files get the mask of the needles they hold (which rules can find
        // something in them); files that only feed the index, whether they hold one.
        let mask: UInt64
        let valid: Bool
        if report {
          (mask, valid) = search.scanMask(bytes)
        } else {
          let (found, known) = declarationSearch.scan(bytes)
          (mask, valid) = (found ? ~0 : 0, known)
        }
        let found = mask != 0
        guard valid || Self.isValidUTF8(bytes) else {
          if report {
            partial.problems.append(FileProblem(path: path, message: "not UTF-8 text; skipped (re-save it as UTF-8)"))
          }
          return
        }
        if !generatedIncluded && GeneratedCode.isGenerated(bytes) {
          if report { partial.generatedSkipped += 1 }
          return
        }
        if report { partial.scanned += 1 }
        guard found else {
          partial.pending.append((path, report))
          return
        }
        let file = SourceFile(path: path, bytes: Array(bytes))
        partial.index.add(file.outline)
        guard report else { return }
        file.needleMask = mask
        if exactMasks { file.mentionsDirective = mask & directiveMask != 0 }
        // In the adapter layer no rule looks a bridge name up (they are allowed there), so
        // the roots give the final findings: never held, never checked again (and what
        // names the file holds is not asked).
        let isAdapter = configuration.isAdapter(path)
        let present = isAdapter ? [] : parts.indices.filter { partMasks[$0] & mask != 0 }.map { parts[$0] }
        let (names, likelySubclass) = isAdapter ? ([], false) : NameHashes.of(file, lookingFor: present, except: roots)
        // Held files are bounded (a lexed file takes some ten times its size), so memory
        // stays flat however large the repository: past the budget they are checked now
        // and, if need be, read again later.
        if likelySubclass && !isAdapter && partial.heldBytes < Engine.heldBytesPerWorker {
          partial.held.append(file)
          partial.heldBytes += file.bytes.count
          return
        }
        let (findings, fingerprints) = Self.sortedWithFingerprints(
          check(
            file, rules: rules, known: known, hosting: rootHosting, representable: rootRepresentable, shared: shared,
            hostingNames: rootHostingNames, isAdapter: isAdapter, ruleMasks: ruleMasks))
        let inherited = isAdapter ? [] : file.outline.types.flatMap { $0.inherited.map { NameHash.of($0.name) } }
        partial.checked.append(
          Checked(
            path: path, findings: findings, fingerprints: fingerprints, names: names, inherited: inherited,
            needleMask: mask, mentionsPart: likelySubclass))
      }
      while let (batch, provisional) = feed.next() {
        let partial = provisional ? provisionals[w] : partials[w]
        for path in batch {
          guard let report = classify(path) else { continue }
          scanOne(path, report: report, into: partial)
        }
      }
    }
    // (Waiting for the listing, which has settled its provisional batches by now.)
    let found = feed.provisionalAccepted ? partials + provisionals : partials
    var problems = found.flatMap(\.problems)
    let generatedSkipped = found.reduce(0) { $0 + $1.generatedSkipped }
    let scanned = found.reduce(0) { $0 + $1.scanned }
    // The files not lexed, gathered only if a declared name must be searched for in them.
    var unlexed: [(path: String, report: Bool)]? = nil
    var index = found[0].index
    for partial in found.dropFirst() { index.merge(partial.index) }

    // Declared subclasses and refinements add names: search the other files for them
    // (read again rather than kept, so memory stays bounded by the files that matter).
    var (hosting, representable) = Self.closures(index, hostingRoots, representableRoots)
    var foundLate: [SourceFile] = found.flatMap(\.held)
    let needleBytes = needles.map { Array($0.utf8) }
    while true {
      var newNames = Set(hosting.keys).union(representable.keys).subtracting(searched)
      searched.formUnion(newNames)
      // A name that contains a needle already searched for (`ThemedHostingController`
      // contains `Hosting`) can only occur in files that were lexed for that needle.
      // (Compared as bytes: `String.contains` goes through Foundation's locale-aware
      // search, 8,000 instructions a call.)
      newNames = newNames.filter { name in
        let bytes = Array(name.utf8)
        return !needleBytes.contains { NeedleSearch.contains(bytes, $0) }
      }
      if newNames.isEmpty { break }
      let pending = unlexed ?? found.flatMap(\.pending)
      if pending.isEmpty { break }
      let newSearch = NeedleSearch(newNames)
      final class Round: @unchecked Sendable {
        var found: [[(file: SourceFile, report: Bool)]] = []
        var remaining: [[(path: String, report: Bool)]] = []
      }
      let round = Round()
      let files = pending
      let roundWorkers = Engine.workerCount(for: files.count)
      round.found = Array(repeating: [], count: roundWorkers)
      round.remaining = Array(repeating: [], count: roundWorkers)
      DispatchQueue.concurrentPerform(iterations: roundWorkers) { w in
        var found: [(file: SourceFile, report: Bool)] = []
        var remaining: [(path: String, report: Bool)] = []
        let buffer = ReadBuffer()
        var i = w
        while i < files.count {
          defer { i += roundWorkers }
          guard (try? source.read(files[i].path, into: buffer)) != nil else { continue }
          if newSearch.containsAny(buffer.bytes) {
            let file = SourceFile(path: files[i].path, bytes: Array(buffer.bytes))
            _ = file.outline
            found.append((file, files[i].report))
          } else {
            remaining.append(files[i])
          }
        }
        resultsLock.lock()
        round.found[w] = found
        round.remaining[w] = remaining
        resultsLock.unlock()
      }
      for (file, report) in round.found.flatMap({ $0 }) {
        index.add(file.outline)
        if report { foundLate.append(file) }
      }
      unlexed = round.remaining.flatMap { $0 }
      (hosting, representable) = Self.closures(index, hostingRoots, representableRoots)
    }

    // Phase 3: the files that phase 1 checked against the roots alone but that name a
    // declared subclass or refinement (their findings may differ: a rule looks names
    // up only among the file's own identifiers), and the files found in phase 2, are
    // checked against the whole index.
    //
    // A declared hosting name changes what a file's references are; a declared
    // representable (a type conforming to one, a refining protocol) only what its
    // inheritance clauses name (the one place the representable rule looks names up).
    // Which files those are is told in the same parallel loop that checks them (over
    // every identifier of every checked file, it was a serial step as long as phase 3).
    let declaredHosting = Set(hosting.keys).subtracting(hostingRoots)
    let declaredRepresentable = Set(representable.keys).subtracting(representableRoots)
    let declared = declaredHosting.union(declaredRepresentable)
    let checked = found.flatMap(\.checked)
    let hostingFilter = declaredHosting.isEmpty ? nil : NameHashFilter(declaredHosting)
    // Most declared hosting names contain `Hosting`; a file none of whose identifiers
    // does (most files) need only be searched for the others, often none.
    let partless = declaredHosting.filter { name in
      let bytes = Array(name.utf8)
      return !parts.contains { NeedleSearch.contains(bytes, $0) }
    }
    let partlessHostingFilter = partless.isEmpty ? nil : NameHashFilter(partless)
    let representableFilter = declaredRepresentable.isEmpty ? nil : NameHashFilter(declaredRepresentable)
    final class Results: @unchecked Sendable { var files: [(findings: [Finding], fingerprints: [String])] = [] }
    let results = Results()
    let work = checked.count + foundLate.count
    results.files = Array(repeating: ([], []), count: work)
    let finalHosting = hosting
    let finalHostingNames = NameHashFilter(hosting.keys)
    let finalRepresentable = representable
    let late = foundLate
    // Handed out one at a time: a few big files would leave one worker idle in stripes.
    let next = WorkCounter()
    DispatchQueue.concurrentPerform(iterations: Engine.workerCount(for: work)) { _ in
      let buffer = ReadBuffer()
      var mine: [(Int, (findings: [Finding], fingerprints: [String]))] = []
      while true {
        let i = next.take()
        guard i < work else { break }
        let file: SourceFile
        if i < checked.count {
          let first = checked[i]
          let again =
            ((first.mentionsPart ? hostingFilter : partlessHostingFilter)?.mayContainAny(first.names) ?? false)
            || (representableFilter?.mayContainAny(first.inherited) ?? false)
          // Read again: it was readable and valid UTF-8 a moment ago (should it have
          // gone since, its first findings stand).
          guard again, (try? source.read(first.path, into: buffer)) != nil else {
            mine.append((i, (first.findings, first.fingerprints)))
            continue
          }
          file = SourceFile(path: first.path, bytes: Array(buffer.bytes))
          file.needleMask = first.needleMask
        } else {
          file = late[i - checked.count]
        }
        mine.append(
          (
            i,
            Self.sortedWithFingerprints(
              check(
                file, rules: rules, known: known, hosting: finalHosting, representable: finalRepresentable,
                shared: shared, hostingNames: finalHostingNames, ruleMasks: ruleMasks))
          ))
      }
      resultsLock.lock()
      for (i, found) in mine { results.files[i] = found }
      resultsLock.unlock()
    }
    // Each file's findings are sorted already: in path order, they are the report's.
    let files = results.files.filter { !$0.findings.isEmpty }.sorted { $0.findings[0].path < $1.findings[0].path }
    let findings = files.flatMap(\.findings)
    problems.sort { $0.path < $1.path }
    var report = ScanReport(
      findings: findings,
      rules: rules.map { $0.info }.sorted { $0.id < $1.id },
      filesScanned: scanned,
      generatedSkipped: generatedSkipped,
      problems: problems)
    report.declaredBridgeTypes = declared
    report.orderedFingerprints = files.flatMap(\.fingerprints)
    // The scan's state (every checked file's names and findings, the held files, the
    // type index) is let go on another thread: freeing it here took a third of a
    // millisecond at the end of a benchmark scan, with the report waiting for it.
    let state = ScanState(
      found: consume found, checked: consume checked, late: (consume late, consume foundLate), index: consume index,
      results: consume results)
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(state) {} }
    return report
  }

  /// One file's findings sorted, and their fingerprints (`Fingerprint.compute` over
  /// them: occurrences are counted within a file, so a file's are what the whole
  /// report would give it).
  static func sortedWithFingerprints(_ findings: [Finding]) -> (findings: [Finding], fingerprints: [String]) {
    guard !findings.isEmpty else { return ([], []) }
    let sorted = findings.sorted()
    return (sorted, Fingerprint.serially(sorted))
  }

  /// What a scan leaves behind, handed to another thread to free.
  private final class ScanState: @unchecked Sendable {
    let parts: [Any]
    init(found: Any, checked: Any, late: Any, index: Any, results: Any) {
      parts = [found, checked, late, index, results]
    }
  }

  /// The hosting and the representable closure of `index`, from one pass over it.
  static func closures(_ index: TypeIndex, _ hosting: Set<String>, _ representable: Set<String>) -> (
    [String: String], [String: String]
  ) {
    let both = index.closures(of: [hosting, representable])
    return (both[0], both[1])
  }

  /// Source bytes a worker may hold lexed for phase 3 (about 40 MB of memory each).
  static let heldBytesPerWorker = 4 << 20

  /// Two workers on this kind of machine; one for a handful of files.
  static func workerCount(for items: Int) -> Int {
    items < 8 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
  }

  /// Runs the rules over one lexed file and applies its suppressions.
  func check(
    _ file: SourceFile, rules: [RuleDescriptor], known: Set<String>, hosting: [String: String],
    representable: [String: String], shared: ScanShared = ScanShared(), hostingNames: NameHashFilter? = nil,
    isAdapter: Bool? = nil, ruleMasks: [UInt64]? = nil
  ) -> [Finding] {
    let kept = violations(
      file, rules: rules, known: known, hosting: hosting, representable: representable, shared: shared,
      hostingNames: hostingNames, isAdapter: isAdapter, ruleMasks: ruleMasks)
    // Locations in one pass, and one copy of each line's text shared by its findings.
    let locations = file.locations(of: kept.map(\.violation.offset))
    var lineTexts: [Int: String] = [:]
    var result: [Finding] = []
    result.reserveCapacity(kept.count)
    for (i, (rule, violation)) in kept.enumerated() {
      let line = locations[i].line
      let text = lineTexts[line] ?? file.lineText(at: violation.offset)
      lineTexts[line] = text
      result.append(
        Finding(
          ruleID: rule.info.id, severity: severity(rule), path: file.path, offset: violation.offset,
          location: locations[i], message: violation.message, lineText: text))
    }
    return result
  }

  /// The rule ids of the findings `check` would make, in its order, without placing
  /// them: what `puente trend` and `puente report` count (a file's line table, lines
  /// and messages are then never made).
  ///
  /// `runs`, when given, says of each of `rules` whether it may find anything in the
  /// file (the trend knows from a version's facts which rule needles it holds).
  func checkedRuleIDs(
    _ file: SourceFile, rules: [RuleDescriptor], known: Set<String>, hosting: [String: String],
    representable: [String: String], shared: ScanShared = ScanShared(), runs: [Bool]? = nil
  ) -> [String] {
    violations(
      file, rules: rules, known: known, hosting: hosting, representable: representable, shared: shared, runs: runs
    ).map(\.rule.info.id)
  }

  /// The suppression rules' descriptors, looked up once (a search of the registry
  /// copied every descriptor it passed, twice for every file checked).
  static let unknownSuppressionRule = RuleRegistry.rule(id: UnknownSuppressionRuleRule.info.id)
  static let unusedSuppressionRule = RuleRegistry.rule(id: UnusedSuppressionRule.info.id)

  /// What the rules report on one file, less what its suppressions silence, plus the
  /// suppressions' own problems. With `ruleMasks` (one per rule: the needles the rule
  /// needs, see `NeedleSearch.mask(ofAnyOf:)`), a rule none of whose needles the file
  /// holds (`SourceFile.needleMask`) is not run: it could find nothing. (The four flag
  /// rules looked for flag declarations in every lexed file, 4% of a scan.)
  private func violations(
    _ file: SourceFile, rules: [RuleDescriptor], known: Set<String>, hosting: [String: String],
    representable: [String: String], shared: ScanShared, hostingNames: NameHashFilter? = nil,
    isAdapter: Bool? = nil, ruleMasks: [UInt64]? = nil, runs: [Bool]? = nil
  ) -> [(rule: RuleDescriptor, violation: RuleViolation)] {
    let isAdapter = isAdapter ?? configuration.isAdapter(file.path)
    var raw: [(rule: RuleDescriptor, violation: RuleViolation)] = []
    var context = RuleContext(
      file: file, isAdapter: isAdapter, options: [:], hosting: hosting, representable: representable,
      configuration: configuration, parameters: options.parameters, shared: shared, hostingNames: hostingNames)
    for (i, rule) in rules.enumerated() {
      if let ruleMasks, ruleMasks[i] != 0 && ruleMasks[i] & file.needleMask == 0 { continue }
      if let runs, !runs[i] { continue }
      context.options = configuration.settings(for: rule.info.id).options
      for violation in rule.check(context) { raw.append((rule, violation)) }
    }
    var suppressions = Suppressions(file: file, knownRules: known)
    // Most files have no directive: then nothing is silenced, and no line is needed.
    let anySuppression = !suppressions.entries.isEmpty
    var kept: [(rule: RuleDescriptor, violation: RuleViolation)] = []
    for (rule, violation) in raw {
      if anySuppression && suppressions.suppresses(rule.info.id, line: file.lineIndex(of: violation.offset)) {
        continue
      }
      kept.append((rule, violation))
    }
    if let unknownRule = Self.unknownSuppressionRule,
      rules.contains(where: { $0.id == UnknownSuppressionRuleRule.info.id })
    {
      for problem in suppressions.problems {
        if anySuppression
          && suppressions.suppresses(UnknownSuppressionRuleRule.info.id, line: file.lineIndex(of: problem.offset))
        {
          continue
        }
        kept.append((unknownRule, problem))
      }
    }
    if let unusedRule = Self.unusedSuppressionRule,
      rules.contains(where: { $0.id == UnusedSuppressionRule.info.id })
    {
      for entry in suppressions.entries where !entry.used {
        kept.append(
          (
            unusedRule,
            RuleViolation(
              offset: entry.offset,
              message: "this suppression of `\(entry.rules.joined(separator: "`, `"))` silences nothing; delete it")
          ))
      }
    }
    return kept
  }

  /// Whether `bytes` is valid UTF-8 (see `UTF8Validation`).
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isValidUTF8($0) }
  }

  public static func isValidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return true }
    return UTF8Validation.validate(UnsafeRawPointer(base), from: 0, until: buffer.count, count: buffer.count) >= 0
  }
}
