import Foundation
import PuenteReport
import PuenteRules
import PuenteSource

/// `puente scan`: the bridge audit, of files on disk or of what is staged for commit.
enum ScanCommand {
  static let help = """
    usage: puente scan [PATH...] [options]
           puente scan --staged [options]

    Finds UIKit↔SwiftUI bridges outside the adapter layer. With one folder, that folder
    is the repository root (its .puente.json applies and paths are relative to it);
    with files or several paths, the current folder is the root and only those are
    reported (declarations in the other files still count, so a hosting subclass
    declared elsewhere is recognised).

    With --staged, judges exactly what `git commit` would record: the index versions of
    the staged Swift files (unstaged edits are ignored), at their new paths, with the
    .puente.json and baseline of the index (else of the work tree). Paths are relative
    to the repository's top level. Exits 0 at once when no Swift file is staged. This is
    what the hook written by `puente hook install` runs.

    With --changed-since REF (pull-request mode), lists only the findings on lines added
    or modified between the merge base of REF and HEAD and the work tree (the index with
    --staged), so a gate can start without a baseline; the rest are counted, not listed,
    and do not fail. Renamed files are followed (a file moved unchanged has no changed
    line), a moved block counts as added, and untracked Swift files count as wholly
    added.

    With --changed-lines-only, the same against HEAD instead, for a commit rather than a
    branch: with --staged, only the findings on lines the commit adds or modifies (the
    index against HEAD); without, on the work tree's uncommitted lines. Before the first
    commit every line counts as changed. It needs a git work tree, and takes no REF: use
    --changed-since for a branch. Neither has a file-level variant: a whole touched file
    would fail a change for debt it only sits next to.

    options:
      --staged                      scan the staged Swift files (from the git index)
      --config FILE                 configuration file (default: ROOT/.puente.json)
      --baseline FILE               hide findings recorded in FILE (default:
                                    ROOT/\(Baseline.fileName), when it exists)
      --no-baseline                 report every finding, baseline or not
      --changed-since REF           list only findings on lines changed since the merge
                                    base of REF and HEAD (e.g. origin/main)
      --changed-lines-only          list only findings on lines changed since HEAD (in
                                    the index with --staged, else in the work tree)
      --format FORMAT               one of the formats below (default: text)
      --severity-threshold LEVEL    warning|error: lowest severity that fails (default: warning)
      --include-generated           also scan generated files (skipped by default)
      --report-unused-suppressions  report puente: comments that silence nothing
      --today YYYY-MM-DD            the date the flag rules judge retirement dates by
                                    (default: today, UTC), for reproducible reports
      -C DIR                        run as if started in DIR (paths are relative to it)
      --build-plugin-stamp FILE     the build tool plugin's mode: xcode format with
                                    absolute paths, every finding a warning and exit 0
                                    (unless .puente.json sets "failOnError": true), and
                                    FILE written when done, for the build system
      --help                        show this help

    formats:
    \(formatList(OutputFormat.self, width: 12))

    exit status: 0 no finding at or above the threshold, 1 findings, 2 usage, configuration or I/O error
    """

  /// The parsed command line.
  struct Request {
    var paths: [String]
    var staged: Bool
    var format: OutputFormat
    var threshold: Severity
    var config: String?
    /// nil: the default file when it exists; `.some(nil)`: none (`--no-baseline`).
    var baseline: String??
    var includeGenerated: Bool
    var reportUnusedSuppressions: Bool
    /// `--today YYYY-MM-DD` for the flag rules (default: the clock's UTC date).
    var today: String?
    /// The build tool plugin's stamp file (see `finishForBuildPlugin`).
    var pluginStamp: String? = nil
    /// `--changed-since REF`: only findings on lines changed since the merge base.
    var changedSince: String? = nil
    /// `--changed-lines-only`: only findings on lines changed since HEAD.
    var changedLinesOnly = false
  }

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args,
        options: [
          "--config", "--format", "--severity-threshold", "--baseline", "--today", "-C", "--build-plugin-stamp",
          "--changed-since",
        ],
        flags: [
          "--include-generated", "--report-unused-suppressions", "--staged", "--no-baseline",
          "--changed-lines-only", "--help", "-h",
        ])
      if parsed.wantsHelp { return Output.help(help) }
      if let directory = parsed.value("-C"), !FileManager.default.changeCurrentDirectoryPath(directory) {
        throw UsageError("`-C \(directory)`: no such folder")
      }
      let pluginStamp = parsed.value("--build-plugin-stamp")
      let format = try parsed.choice(OutputFormat.self, default: pluginStamp == nil ? "text" : "xcode")
      let thresholdName = parsed.value("--severity-threshold") ?? "warning"
      guard let threshold = Severity(rawValue: thresholdName) else {
        throw UsageError("unknown severity `\(thresholdName)`; use warning or error")
      }
      if parsed.flag("--no-baseline") && parsed.value("--baseline") != nil {
        throw UsageError("`--baseline` and `--no-baseline` contradict each other; pick one")
      }
      if parsed.flag("--changed-lines-only"), let ref = parsed.value("--changed-since") {
        throw UsageError(
          "`--changed-since \(ref)` already lists only the lines changed since the merge base of `\(ref)`, "
            + "and `--changed-lines-only` those changed since HEAD; give one of them")
      }
      if parsed.flag("--staged") && !parsed.positionals.isEmpty {
        throw UsageError(
          "`--staged` scans what is staged in git and takes no PATH (got `\(parsed.positionals[0])`)"
        )
      }
      let request = Request(
        paths: parsed.positionals, staged: parsed.flag("--staged"), format: format,
        threshold: threshold,
        config: parsed.value("--config"),
        baseline: parsed.flag("--no-baseline")
          ? .some(nil) : parsed.value("--baseline").map { .some($0) },
        includeGenerated: parsed.flag("--include-generated"),
        reportUnusedSuppressions: parsed.flag("--report-unused-suppressions"),
        today: try parsed.value("--today").map(validatedDay), pluginStamp: pluginStamp,
        changedSince: parsed.value("--changed-since"), changedLinesOnly: parsed.flag("--changed-lines-only"))
      return request.staged ? try runStaged(request) : try runFiles(request)
    } catch {
      return Output.fail(error, command: "scan")
    }
  }

  // MARK: - Files on disk

  /// Scans the working tree (a folder, or files and folders under the current one).
  static func runFiles(_ request: Request) throws -> ExitStatus {
    let (root, only) = try scanRoot(request.paths)
    try refuseBareRepository(root)
    let configuration = try loadConfiguration(root: root, explicit: request.config)
    if request.config == nil, configuration.source == nil, let parent = parentConfiguration(above: root) {
      Output.err(
        "warning: `\(root)` has no \(Configuration.fileName), so the defaults apply, but `\(parent)` exists above it; "
          + "scan from that folder (or pass --config) to use it\n")
    }
    let source = WorkingTreeSource(root: root)
    let engine = Engine(
      configuration: configuration, options: try options(request, configuration, only: only, buildFiles: source))
    // Files named on the command line say nothing about the others' entries.
    let inScope: (String) -> Bool =
      only.isEmpty ? { _ in true } : { !engine.selectFiles([$0]).isEmpty }
    if request.pluginStamp == nil,
      let stream = StreamedReport(
        format: request.format, color: request.format == .text && Output.useColor(),
        emit: Output.out)
    {
      return try runStreamed(request, engine, source, stream, inScope: inScope, root: root, only: only)
    }
    var report = try engine.scan(source)
    let baseline = try loadBaseline(
      request, defaultPath: joined(root, Baseline.fileName), indexVersion: nil)
    if let baseline {
      report = baseline.apply(to: report, inScope: inScope).report
    }
    report = try limitedToChanges(report, request, root: root)
    if let stamp = request.pluginStamp {
      return try finishForBuildPlugin(report, request, configuration, root: root, stamp: stamp)
    }
    let status = emit(report, request)
    // Named files are the pre-commit framework's route (and an editor's): say how to fix
    // them. A whole-tree audit ends with its summary instead.
    if status == .findings && !only.isEmpty {
      Output.err(
        fixHint(
          Blocking(report.findings, request.threshold), baselined: report.baselined, configuration,
          subject: "these files", baseline: baseline != nil || request.baseline != nil))
    }
    return status
  }

  /// `runFiles` in a line-oriented format: each file's findings go through the baseline
  /// and the changed lines and are written as the engine hands them on, so that a scan
  /// with a million findings does not hold them (issue 28). What it prints is what the
  /// held report would print, byte for byte; only the baseline and the changed lines
  /// are read before the scan rather than after.
  static func runStreamed(
    _ request: Request, _ engine: Engine, _ source: WorkingTreeSource, _ stream: StreamedReport,
    inScope: (String) -> Bool, root: String, only: [String]
  ) throws -> ExitStatus {
    let baseline = try loadBaseline(request, defaultPath: joined(root, Baseline.fileName), indexVersion: nil)
    let changes = try changedLines(request, root: root)
    var stream = stream
    var matcher = baseline.map { Baseline.Matcher($0) }
    var blocking = Blocking([], request.threshold)
    var onUnchangedLines = 0
    var report = try engine.scan(source) { file in
      let fingerprints = matcher == nil ? [] : file.fingerprints()
      var kept: [Finding] = []
      for (i, finding) in file.findings.enumerated() {
        if matcher?.hides(finding, fingerprint: fingerprints[i]) == true { continue }
        if let (changed, prefix) = changes, !changed.contains(prefix + finding.path, line: finding.location.line) {
          onUnchangedLines += 1
          continue
        }
        kept.append(finding)
      }
      blocking.add(kept)
      stream.write(kept)
    }
    if let matcher {
      report.baselined = matcher.hidden
      report.fixedSinceBaseline = matcher.fixed(inScope: inScope).count
    }
    report.onUnchangedLines = onUnchangedLines
    stream.finish(report)
    afterReport(report, request)
    let status: ExitStatus = blocking.count > 0 ? .findings : .clean
    if status == .findings && !only.isEmpty {
      Output.err(
        fixHint(
          blocking, baselined: report.baselined, engine.configuration, subject: "these files",
          baseline: baseline != nil || request.baseline != nil))
    }
    return status
  }

  /// The findings at or above the threshold: how many, and the first one's rule (what
  /// the exit status and `fixHint` need of them).
  struct Blocking {
    let threshold: Severity
    private(set) var count = 0
    private(set) var firstRule: String?

    init(_ findings: [Finding], _ threshold: Severity) {
      self.threshold = threshold
      add(findings)
    }

    mutating func add(_ findings: [Finding]) {
      for finding in findings where finding.severity >= threshold {
        count += 1
        if firstRule == nil { firstRule = finding.ruleID }
      }
    }
  }

  // MARK: - Staged files

  /// Scans the index versions of the staged Swift files.
  static func runStaged(_ request: Request) throws -> ExitStatus {
    guard let repository = GitRepository.discover(from: ".") else {
      throw SourceError(
        "not inside a git work tree (or git is not installed): `--staged` judges what `git commit` would record; "
          + "run it in a repository, or scan files on disk without --staged")
    }
    let (stagedPaths, skippedNames) = try StagedSource.staged(in: repository)
    let swiftFiles = stagedPaths.filter { $0.hasSuffix(".swift") }
    // Skipped as every command skips them (a name that is not UTF-8), and said so.
    let skippedSwift = skippedNames.filter { $0.path.hasSuffix(".swift") }
    // A staged configuration can turn code nobody touched into debt (narrower adapters).
    let configurationStaged = stagedPaths.contains(Configuration.fileName) && request.config == nil
    if swiftFiles.isEmpty && !configurationStaged {
      for problem in skippedSwift { Output.warn(problem) }
      return nothingToScan(request, reason: "no Swift file is staged")
    }

    let source = try StagedSource(repository: repository, stagedPaths: swiftFiles, skipped: skippedSwift)
    let configuration: Configuration
    if let bytes = try source.indexVersion(of: Configuration.fileName), request.config == nil {
      configuration = try parseConfiguration(bytes, path: Configuration.fileName + " (staged)")
    } else {
      configuration = try loadConfiguration(root: repository.topLevel, explicit: request.config)
    }
    // Deployment targets and shim references come from the work tree's build files.
    var stagedOptions = try options(
      request, configuration, only: [], buildFiles: WorkingTreeSource(root: repository.topLevel))
    // `new-uikit-screen` judges the staged classes against what HEAD declares.
    let newScreenID = NewUikitScreenRule.info.id
    if configuration.settings(for: newScreenID).enabled ?? NewUikitScreenRule.enabledByDefault {
      stagedOptions.inputs.screens = try ScreenScan.staged(in: repository, stagedPaths: swiftFiles)
    }
    // So do the module graph and the identifiers the repository-wide rules read.
    stagedOptions.inputs.repository = Repository(source: WorkingTreeSource(root: repository.topLevel))
    let engine = Engine(configuration: configuration, options: stagedOptions)
    let (scannedReport, scanned) = try engine.scanStaged(source, wholeTree: configurationStaged)
    var report = scannedReport
    if scanned.isEmpty {
      for problem in report.problems { Output.warn(problem) }
      return nothingToScan(request, reason: "no staged Swift file is included by the configuration")
    }
    let staged = try source.indexVersion(of: Baseline.fileName).map {
      ($0, Baseline.fileName + " (staged)")
    }
    let baseline = try loadBaseline(
      request, defaultPath: joined(repository.topLevel, Baseline.fileName), indexVersion: staged)
    if let baseline {
      let covered = Set(scanned)
      // A new UIKit screen is never debt to record: the baseline does not absorb it.
      let newScreens = report.findings.filter { $0.ruleID == newScreenID }
      report = baseline.apply(to: report, inScope: { covered.contains($0) }).report
      let kept = Set(report.findings)
      report.findings = (report.findings + newScreens.filter { !kept.contains($0) }).sorted()
    }
    report = try limitedToChanges(report, request, root: repository.topLevel)
    let status = emit(report, request)
    if status == .findings {
      Output.err(
        fixHint(
          Blocking(report.findings, request.threshold), baselined: report.baselined, configuration,
          subject: "the staged files",
          baseline: baseline != nil || request.baseline != nil || request.changedSince != nil
            || request.changedLinesOnly))
    }
    return status
  }

  /// `report` with only the findings on lines changed since `--changed-since`'s merge
  /// base, or since HEAD with `--changed-lines-only` (unchanged when neither is given).
  static func limitedToChanges(_ report: ScanReport, _ request: Request, root: String) throws -> ScanReport {
    guard let (changed, prefix) = try changedLines(request, root: root) else { return report }
    return report.limited(to: changed, prefix: prefix)
  }

  /// The lines changed since `--changed-since`'s merge base, or since HEAD with
  /// `--changed-lines-only`, and the scan root's path from the top level (see
  /// `ScanReport.limited`); nil when neither is given.
  static func changedLines(_ request: Request, root: String) throws -> (ChangedLines, prefix: String)? {
    let flag: String
    if let ref = request.changedSince {
      flag = "--changed-since \(ref)"
    } else if request.changedLinesOnly {
      flag = "--changed-lines-only"
    } else {
      return nil
    }
    guard let repository = GitRepository.discover(from: root) else {
      throw SourceError(
        "`\(flag)` compares with git history, but `\(root)` is not inside a git work tree "
          + "(or git is not installed); run it in a clone, or scan without \(flag.prefix { $0 != " " })")
    }
    let changed =
      try request.changedSince.map { try ChangedLines.since($0, in: repository, staged: request.staged) }
      ?? ChangedLines.sinceHEAD(in: repository, staged: request.staged)
    return (changed, try ChangedLines.prefix(of: root))
  }

  /// The early exit when there is nothing to judge: quiet in `xcode` format (the hook's),
  /// a line in `text`, an empty but well-formed report in the machine formats.
  static func nothingToScan(_ request: Request, reason: String) -> ExitStatus {
    switch request.format {
    case .xcode: break
    case .text: Output.out("\(reason); nothing to scan\n")
    default:
      let empty = Engine(configuration: .default).emptyReport
      Output.out(
        Reporter(format: request.format, color: false, toolVersion: toolVersion).render(empty))
    }
    return .clean
  }

  /// What the developer can do about a blocked commit, on stderr after the findings.
  /// `subject` names what was scanned; `baseline` says whether one applied (or was
  /// turned off on purpose).
  static func fixHint(
    _ blocking: Blocking, baselined: Int, _ configuration: Configuration,
    subject: String, baseline: Bool
  ) -> String {
    let rule = blocking.firstRule ?? HostingOutsideAdapterRule.info.id
    let adapters = configuration.adapters.map { "`\($0.pattern)`" }.joined(separator: ", ")
    let count = blocking.count == 1 ? "1 finding" : "\(blocking.count) findings"
    var text = "\npuente: \(subject) have \(count) not in the baseline (listed above)"
    if baselined == 1 { text += "; 1 more is in the baseline and does not block" }
    if baselined > 1 {
      text += "; \(baselined) more are in the baseline and do not block"
    }
    text += """
      .
      For each one, either
        - move the bridging code into the adapter layer (a folder matching \(adapters.isEmpty ? "`adapters` in .puente.json" : adapters)), or
        - keep it and say why, on the line before it:
            // puente:disable-next-line \(rule) -- reason
      then commit again.

      """
    if !baseline {
      text += """
        There is no baseline, so debt that was already in these files counts too. To record
        the repository's existing debt once, run `puente baseline write` and commit \(Baseline.fileName).

        """
    }
    return text
  }

  // MARK: - Shared

  /// The scan's options, with what the shim rules need read from `buildFiles` (see
  /// `shimInputs`).
  static func options(
    _ request: Request, _ configuration: Configuration, only: [String], buildFiles: any FileSource
  ) throws -> ScanOptions {
    var inputs = try shimInputs(
      source: buildFiles, configuration: configuration, includeGenerated: request.includeGenerated)
    inputs.today = request.today.flatMap { CalendarDay(iso: $0) }
    return ScanOptions(
      includeGenerated: request.includeGenerated ? true : nil,
      reportUnusedSuppressions: request.reportUnusedSuppressions || configuration.reportUnusedSuppressions,
      only: only, inputs: inputs)
  }

  /// The nearest `.puente.json` in a folder above `root`, within its git work tree
  /// (outside one there is no telling which folder is the project's).
  static func parentConfiguration(above root: String) -> String? {
    // At the top of its work tree there is nothing above to look at.
    if GitRepository.isCertainlyTopLevel(root) { return nil }
    guard let top = GitRepository.discover(from: root)?.topLevel else { return nil }
    let topPath = URL(fileURLWithPath: top).standardizedFileURL.path
    var folder = URL(fileURLWithPath: root).standardizedFileURL.deletingLastPathComponent()
    while folder.path.hasPrefix(topPath) {
      let candidate = folder.appendingPathComponent(Configuration.fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      if folder.path == topPath { break }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// What the shim rules need (the deployment targets, the shims' reference counts),
  /// prepared only when one of them is enabled; warnings go to stderr. Every command
  /// that runs the rules (`scan`, `scan --staged`, `baseline`) calls this, so they agree.
  static func shimInputs(source: any FileSource, configuration: Configuration, includeGenerated: Bool) throws
    -> ScanInputs
  {
    let shims = try ShimAudit.prepare(
      source: source, configuration: configuration, includeGenerated: includeGenerated ? true : nil)
    for problem in shims.problems { Output.warn(problem) }
    if ShimAudit.isEnabled(in: configuration) && shims.targets.global.isEmpty {
      Output.err(
        "warning: shim rules are enabled but no deployment target was found; they report nothing "
          + "(set `deploymentTargets` in .puente.json, see `puente shims --explain-targets`)\n")
    }
    return shims.inputs
  }

  /// `--today`'s value, checked: a real `YYYY-MM-DD` date.
  static func validatedDay(_ text: String) throws -> String {
    switch CalendarDay.parse(text) {
    case .valid(let day): return day.description
    case .malformed: throw UsageError("`--today \(text)` is not a date; write it as YYYY-MM-DD")
    case .impossible(let reason): throw UsageError("`--today \(text)` is not a real date: \(reason)")
    }
  }

  /// The build tool plugin's ending: findings with absolute paths (Xcode and SwiftPM
  /// show a diagnostic inline only then), each a warning unless the configuration sets
  /// `failOnError` (a build is never failed by surprise), and the stamp file written,
  /// the output the plugin declares so that an unchanged target is not scanned again.
  static func finishForBuildPlugin(
    _ report: ScanReport, _ request: Request, _ configuration: Configuration, root: String, stamp: String
  ) throws -> ExitStatus {
    var report = report
    let base = URL(fileURLWithPath: root).standardized.path
    for i in report.findings.indices {
      report.findings[i].path = base + "/" + report.findings[i].path
      if !configuration.failOnError { report.findings[i].severity = .warning }
    }
    let status = emit(report, request)
    guard FileManager.default.createFile(atPath: stamp, contents: Data()) else {
      throw SourceError("cannot write the build plugin's stamp `\(stamp)`")
    }
    return configuration.failOnError ? status : .clean
  }

  /// Prints the report; returns the exit status its findings call for.
  static func emit(_ report: ScanReport, _ request: Request) -> ExitStatus {
    let color = request.format == .text && Output.useColor()
    Reporter(format: request.format, color: color, toolVersion: toolVersion).write(report, to: Output.out)
    afterReport(report, request)
    return report.findings.contains { $0.severity >= request.threshold } ? .findings : .clean
  }

  /// What stderr says after the report (held or streamed).
  static func afterReport(_ report: ScanReport, _ request: Request) {
    // The text and xcode reports list unreadable files themselves; the machine formats
    // keep them in the document, so say so on stderr for the person running it.
    if request.format != .text && request.format != .xcode {
      for problem in report.problems {
        Output.warn(problem)
      }
    }
    // (`text` and `markdown` say it in their summary.)
    if report.onUnchangedLines > 0 && request.format != .text && request.format != .markdown {
      Output.err("puente: \(report.onUnchangedLines) finding(s) on unchanged lines not shown\n")
    }
  }

  /// The baseline to apply: `--baseline FILE` (which must exist), none with
  /// `--no-baseline`, else the index version when given, else `defaultPath` if it exists.
  static func loadBaseline(
    _ request: Request, defaultPath: String, indexVersion: ([UInt8], String)?
  ) throws
    -> Baseline?
  {
    switch request.baseline {
    case .some(.none): return nil
    case .some(.some(let path)): return try Baseline.load(path: path)
    case .none:
      if let (bytes, name) = indexVersion { return try Baseline.parse(bytes, path: name) }
      guard FileManager.default.fileExists(atPath: defaultPath) else { return nil }
      return try Baseline.load(path: defaultPath)
    }
  }

  /// `root/name`, or `name` when the root is the current folder.
  static func joined(_ root: String, _ name: String) -> String {
    root == "." ? name : (root.hasSuffix("/") ? root + name : root + "/" + name)
  }

  /// The root folder and the root-relative paths to restrict the scan to. Files given
  /// by absolute path inside the current folder are made relative to it (the pre-commit
  /// framework and editors pass either).
  static func scanRoot(_ paths: [String]) throws -> (root: String, only: [String]) {
    let fm = FileManager.default
    if paths.isEmpty { return (".", []) }
    if paths.count == 1, isFolder(paths[0]) { return (paths[0], []) }
    let cwd = fm.currentDirectoryPath
    var only: [String] = []
    for path in paths {
      guard fm.fileExists(atPath: path) else {
        throw UsageError("no such file or folder: `\(path)`")
      }
      var p = path
      if p.hasPrefix("/") {
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        guard p.hasPrefix(prefix) else {
          throw UsageError(
            "`\(path)` is outside the current folder; run puente from the repository root")
        }
        p.removeFirst(prefix.count)
      }
      while p.hasPrefix("./") { p.removeFirst(2) }
      while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
      only.append(p)
    }
    return (".", only)
  }

  /// The one folder a repository command takes (default: the current folder), checked
  /// to be a folder and a work tree (not a bare repository), and its configuration
  /// (`--config FILE`, else ROOT/.puente.json, else the defaults).
  static func repositoryRoot(_ parsed: Arguments) throws -> (root: String, configuration: Configuration) {
    guard parsed.positionals.count <= 1 else {
      throw UsageError("give one folder, the repository root (got \(parsed.positionals.count) paths)")
    }
    let root = parsed.positionals.first ?? "."
    try requireFolder(root, "; give the repository root")
    try refuseBareRepository(root)
    return (root, try loadConfiguration(root: root, explicit: parsed.value("--config")))
  }

  /// Refuses a bare repository as a folder to scan: it has no work tree, so a scan would
  /// judge git's own files and a baseline would be written into the git folder.
  static func refuseBareRepository(_ root: String) throws(UsageError) {
    guard GitRepository.bare(at: root) != nil else { return }
    throw UsageError(
      "`\(root)` is a bare git repository: it has no work tree to scan; run this in a clone "
        + "(`puente trend` reads a bare repository's history)")
  }

  /// The configuration: `--config FILE`, else ROOT/.puente.json, else the defaults.
  static func loadConfiguration(root: String, explicit: String?) throws -> Configuration {
    if let explicit {
      let bytes: [UInt8]
      do { bytes = try FileReader.read(explicit) } catch {
        throw SourceError("cannot read configuration file `\(explicit)`: \(error.message)")
      }
      return try parseConfiguration(bytes, path: explicit)
    }
    let configuration = try Configuration.load(directory: root, schema: schema)
    try configuration.validateFeatures()
    return configuration
  }

  /// A configuration file's bytes, parsed and its feature sections checked.
  static func parseConfiguration(_ bytes: [UInt8], path: String) throws -> Configuration {
    let configuration = try Configuration.parse(bytes, path: path, schema: schema)
    try configuration.validateFeatures()
    return configuration
  }

  /// What a configuration file may hold: every rule's options and the feature sections.
  static let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
}
