import PuenteLexer
import PuenteSource

/// What a command needs to run the shim rules: the deployment targets it assumes and
/// what the rules read of them.
public struct ShimSetup: Sendable {
  /// The targets, with where each came from (for `--explain-targets` and the audit's header).
  public var targets: ResolvedDeploymentTargets
  /// The resolved targets and the shims' reference counts, for `ScanOptions.inputs`;
  /// nil for both when no shim rule runs.
  public var deploymentTargets: DeploymentTargets?
  public var shimReferences: [String: Int]?
  /// Build files or sources that could not be read; the setup went on without them.
  public var problems: [FileProblem]

  /// What the shim rules read, for `ScanOptions.inputs`.
  public var inputs: ScanInputs { ScanInputs(deploymentTargets: deploymentTargets, shimReferences: shimReferences) }
}

/// One item of the audit: the finding as `puente scan` reports it, and its size.
public struct ShimAuditEntry: Sendable {
  public var finding: Finding
  public var item: ShimItem
  /// Identifier uses of the shim's names elsewhere in the scanned code; nil for checks,
  /// attributes, and shims whose uses are not plain names (`init`, operators).
  public var references: Int?
  /// 1-based first and last line of the code that can go, if more than the flagged syntax.
  public var removableLines: ClosedRange<Int>?

  /// The number of lines that can go (0 when only the check or attribute goes).
  public var lineCount: Int { removableLines?.count ?? 0 }
}

/// The result of `puente shims`.
public struct ShimAuditReport: Sendable {
  public var targets: ResolvedDeploymentTargets
  /// Sorted by how much can go: lines, then references, then path and position.
  public var entries: [ShimAuditEntry]
  /// The underlying scan (its findings are the entries' findings, in scan order), for
  /// reporters that take a `ScanReport` such as SARIF.
  public var scan: ScanReport
  /// Problems reading build files while discovering targets.
  public var problems: [FileProblem]

  /// Lines that can go, counting lines shared by several entries (a check inside a
  /// removable shim) once.
  public var removableLineTotal: Int {
    var byPath: [String: Set<Int>] = [:]
    for entry in entries {
      guard let lines = entry.removableLines else { continue }
      byPath[entry.finding.path, default: []].formUnion(lines)
    }
    return byPath.values.reduce(0) { $0 + $1.count }
  }
}

/// The shim audit: which availability shims, checks and attributes the deployment
/// targets have made removable, and how much code depends on each.
///
/// It runs the three shim rules through the real engine (so `include`, `exclude`,
/// generated files and `puente:` suppressions apply as in `puente scan`), after a first
/// pass that finds the removable shims' names and counts their uses in all scanned code.
public enum ShimAudit {
  /// The rules the audit runs, sorted.
  public static let ruleIDs: [String] = [
    AlwaysTrueAvailabilityRule.info.id, RedundantAvailabilityRule.info.id, RemovableShimRule.info.id,
  ]

  /// Whether the configuration enables any shim rule (they are off by default).
  public static func isEnabled(in configuration: Configuration) -> Bool {
    ruleIDs.contains { id in
      configuration.settings(for: id).enabled ?? RuleRegistry.documentation(id: id)?.enabledByDefault
        ?? false
    }
  }

  /// Discovers the deployment targets in `source` (unless the configuration turns
  /// discovery off), applies the configuration's minimums and `overrides`, and counts
  /// the uses of removable shims' names, returning what the rules need. When no shim
  /// rule is enabled and `force` is false, it does nothing but validate the section.
  ///
  /// Throws `ConfigError` for an invalid `deploymentTargets` section and `SourceError`
  /// when `source` cannot be listed.
  public static func prepare(
    source: any FileSource, configuration: Configuration,
    overrides: DeploymentTargets = DeploymentTargets(),
    force: Bool = false, includeGenerated: Bool? = nil
  ) throws -> ShimSetup {
    let settings = try DeploymentTargetSettings(configuration: configuration)
    let configPath = configuration.source ?? Configuration.fileName
    guard force || isEnabled(in: configuration) else {
      return ShimSetup(
        targets: ResolvedDeploymentTargets(
          evidence: [], settings: settings, overrides: overrides, configurationPath: configPath),
        deploymentTargets: nil, shimReferences: nil, problems: [])
    }
    var evidence: [DeploymentTargetEvidence] = []
    var problems: [FileProblem] = []
    if settings.discover {
      (evidence, problems) = try DeploymentTargetDiscovery.discover(
        in: source, configuration: configuration)
    }
    let targets = ResolvedDeploymentTargets(
      evidence: evidence, settings: settings, overrides: overrides, configurationPath: configPath)
    let references =
      targets.isEmpty
      ? nil
      : try countReferences(
        source: source, configuration: configuration, targets: targets, includeGenerated: includeGenerated)
    return ShimSetup(
      targets: targets, deploymentTargets: targets.global, shimReferences: references, problems: problems)
  }

  /// The files a scan would check, with their bytes, skipping what the engine skips
  /// (unreadable, not UTF-8, generated unless included).
  static func scannedFiles(
    source: any FileSource, configuration: Configuration, includeGenerated: Bool? = nil,
    _ body: (String, [UInt8]) -> Void
  ) throws(SourceError) {
    let engine = Engine(
      configuration: configuration, options: ScanOptions(includeGenerated: includeGenerated))
    for path in engine.selectFiles(try source.list()) {
      guard let bytes = try? source.read(path), Engine.isValidUTF8(bytes) else { continue }
      if !engine.includeGenerated && GeneratedCode.isGenerated(bytes) { continue }
      body(path, bytes)
    }
  }

  /// Uses of every removable shim's names in the code of all scanned files: identifier
  /// tokens outside comments and string text, declarations included (each shim
  /// subtracts its own).
  static func countReferences(
    source: any FileSource, configuration: Configuration, targets: ResolvedDeploymentTargets,
    includeGenerated: Bool? = nil
  ) throws(SourceError) -> [String: Int] {
    var names: Set<String> = []
    let shimSearch = NeedleSearch(["deprecated", "obsoleted", "backDeployed"])
    try scannedFiles(
      source: source, configuration: configuration, includeGenerated: includeGenerated
    ) { path, bytes in
      guard shimSearch.containsAny(bytes) else { return }
      let file = SourceFile(path: path, bytes: bytes)
      for item in ShimAnalysis.items(in: file, targets: targets.targets(for: path))
      where item.kind == .removableShim {
        names.formUnion(item.names)
      }
    }
    guard !names.isEmpty else { return [:] }
    var counts = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
    let nameSearch = NeedleSearch(names)
    try scannedFiles(
      source: source, configuration: configuration, includeGenerated: includeGenerated
    ) { path, bytes in
      guard nameSearch.containsAny(bytes) else { return }
      let file = SourceFile(path: path, bytes: bytes)
      for index in file.outline.code where file.tokens[index].kind == .identifier {
        let name = file.name(index)
        if let count = counts[name] { counts[name] = count + 1 }
      }
    }
    return counts
  }

  /// Runs the audit: the three shim rules (all of them, except one the configuration
  /// explicitly disables; no other rule) with `setup`'s inputs, then sizes each finding.
  public static func run(
    source: any FileSource, configuration: Configuration, setup: ShimSetup,
    includeGenerated: Bool? = nil
  ) throws(SourceError) -> ShimAuditReport {
    var auditConfiguration = configuration
    for rule in RuleRegistry.all where !ruleIDs.contains(rule.id) {
      auditConfiguration.rules[rule.id, default: RuleSettings()].enabled = false
    }
    let engine = Engine(
      configuration: auditConfiguration,
      options: ScanOptions(
        includeGenerated: includeGenerated, inputs: setup.inputs,
        forceEnabled: Set(ruleIDs.filter { configuration.settings(for: $0).enabled != false }), keep: [ShimItems.self]))
    var scan = try engine.scan(source)
    scan.findings = scan.findings.filter { ruleIDs.contains($0.ruleID) }
    let totals = setup.shimReferences ?? [:]
    let items = scan.results(of: ShimItems.self)
    var entries: [ShimAuditEntry] = []
    for finding in scan.findings {
      guard
        let item = items[finding.path]?.first(where: { $0.kind.ruleID == finding.ruleID && $0.offset == finding.offset }
        )
      else { continue }
      entries.append(
        ShimAuditEntry(
          finding: finding, item: item, references: ShimRuleSupport.references(of: item, totals: totals),
          removableLines: item.lines))
    }
    entries.sort { a, b in
      if a.lineCount != b.lineCount { return a.lineCount > b.lineCount }
      if (a.references ?? 0) != (b.references ?? 0) {
        return (a.references ?? 0) > (b.references ?? 0)
      }
      return a.finding < b.finding
    }
    return ShimAuditReport(
      targets: setup.targets, entries: entries, scan: scan, problems: setup.problems)
  }
}
