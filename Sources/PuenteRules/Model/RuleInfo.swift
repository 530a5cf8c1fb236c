import PuenteSource

/// What a report needs to know about a rule: its id and its documentation.
public struct RuleInfo: Sendable, Hashable {
  /// Kebab-case id naming what is flagged, e.g. `hosting-outside-adapter`.
  public var id: String
  /// One line: what the rule flags.
  public var summary: String
  /// A paragraph: why it matters and what to do instead.
  public var rationale: String
  /// The severity when the configuration does not set one.
  public var defaultSeverity: Severity

  public init(id: String, summary: String, rationale: String, defaultSeverity: Severity) {
    self.id = id
    self.summary = summary
    self.rationale = rationale
    self.defaultSeverity = defaultSeverity
  }
}

/// File analyses' results a scan kept, by path and analysis. Written once by the engine
/// and only read after, so sharing them between threads is safe.
struct KeptResults: @unchecked Sendable {
  var byPath: [String: [ObjectIdentifier: Any]] = [:]
}

/// Everything a scan produced, ready for a reporter.
public struct ScanReport: Sendable {
  /// Findings after suppressions and baseline, sorted (path, offset, rule).
  public var findings: [Finding] {
    // Fingerprints worked out with the findings say nothing of other findings.
    didSet { orderedDigests = nil }
  }
  /// The rules that ran (enabled ones), sorted by id.
  public var rules: [RuleInfo]
  /// Number of Swift files lexed.
  public var filesScanned: Int
  /// Number of generated files skipped (see `--include-generated`).
  public var generatedSkipped: Int
  /// Files that could not be read or decoded; the scan went on without them.
  public var problems: [FileProblem]
  /// Baseline entries that no longer occur, when a baseline was applied.
  public var fixedSinceBaseline: Int?
  /// Findings hidden because the baseline already records them.
  public var baselined: Int
  /// Findings hidden because they are on lines the change did not touch
  /// (`scan --changed-since`).
  public var onUnchangedLines = 0
  /// Needles the scan's declarations added (a declared hosting subclass's name): a
  /// change to a file declaring one can turn code elsewhere into debt.
  public var grownNeedles: Set<String> = []
  /// The results of `ScanOptions.keep`'s file analyses.
  var kept = KeptResults()

  /// The results of file analysis `A` (one of `ScanOptions.keep`) for every file checked.
  public func results<A: FileAnalysis>(of analysis: A.Type) -> [String: A.Value] {
    kept.byPath.compactMapValues { $0[ObjectIdentifier(analysis)] as? A.Value }
  }

  /// Fingerprints worked out before some findings were hidden (by a baseline), by
  /// finding: a finding keeps the one it has among all its file's findings, since its
  /// occurrence index counts the identical lines before it, hidden or not. Findings not
  /// in it get theirs from `findings` as they are (see `findingFingerprints`).
  public var fingerprints: [Finding: String] = [:]
  /// `Fingerprint.compute(findings)` as digests, when the engine worked it out file by
  /// file in its workers, so the report's serial end does not wait for it. Cleared
  /// whenever `findings` changes.
  var orderedDigests: [Fingerprint.Digest]? = nil

  /// `orderedDigests` as fingerprints.
  public var orderedFingerprints: [String]? { orderedDigests?.map(\.hex) }

  /// The fingerprint of each finding, in order: the one recorded in `fingerprints`, else
  /// the one `Fingerprint.compute` gives over `findings`. What JSON and SARIF carry.
  public func findingFingerprints() -> [String] {
    if fingerprints.isEmpty, let ordered = orderedDigests, ordered.count == findings.count { return ordered.map(\.hex) }
    if fingerprints.isEmpty { return Fingerprint.compute(findings) }
    let known = findings.compactMap { fingerprints[$0] }
    if known.count == findings.count { return known }
    let computed = Fingerprint.compute(findings)
    return zip(findings, computed).map { fingerprints[$0] ?? $1 }
  }

  public init(
    findings: [Finding], rules: [RuleInfo], filesScanned: Int, generatedSkipped: Int,
    problems: [FileProblem], fixedSinceBaseline: Int? = nil, baselined: Int = 0
  ) {
    self.findings = findings
    self.rules = rules
    self.filesScanned = filesScanned
    self.generatedSkipped = generatedSkipped
    self.problems = problems
    self.fixedSinceBaseline = fixedSinceBaseline
    self.baselined = baselined
  }
}
