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
/// hosting or representable name, a `puente:` comment): the engine finds those with
/// `memmem` first, which is what keeps a scan close to `rg`'s speed. Declared
/// subclasses add names, so the search repeats over the files not yet lexed until the
/// type index stops growing.
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
    options.forceEnabled.contains(rule.id) || (configuration.settings(for: rule.info.id).enabled ?? rule.enabledByDefault)
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
    paths.filter { path in
      guard path.hasSuffix(".swift"), configuration.isIncluded(path) else { return false }
      if options.only.isEmpty { return true }
      return options.only.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") || $0 == "." }
    }
  }

  /// Scans everything `source` lists (within `options.only`). When `only` narrows the
  /// scan, the other included files still feed the type index, so a hosting subclass
  /// declared elsewhere is recognised in the files that are reported.
  public func scan(_ source: any FileSource) throws(SourceError) -> ScanReport {
    let listed = try source.list()
    let paths = selectFiles(listed)
    if options.only.isEmpty { return scan(paths: paths, source: source) }
    var wholeTree = options
    wholeTree.only = []
    let indexPaths = Engine(configuration: configuration, options: wholeTree).selectFiles(listed)
    return scan(paths: paths, source: source, indexPaths: indexPaths)
  }

  /// Scans the given root-relative paths of `source` and reports their findings.
  ///
  /// `indexPaths` are more files of the same source that only feed the type index: they
  /// are searched for the hosting and representable names (not `puente:` or the rules'
  /// other needles), lexed only when one occurs, and never checked or counted. Paths in
  /// both lists are reported. This is how a pre-commit scan judges 20 staged files
  /// against declarations anywhere in the repository without checking the whole tree.
  public func scan(paths: [String], source: any FileSource, indexPaths: [String] = []) -> ScanReport {
    var problems: [FileProblem] = []
    var generatedSkipped = 0
    var scanned = 0

    var needles = hostingRoots.union(representableRoots)
    var searched = needles
    // `puente:` finds suppression comments; `rootView` finds `host.rootView = …`.
    needles.formUnion(["puente:", "rootView"])
    for rule in enabledRules {
      needles.formUnion(rule.needles(configuration.settings(for: rule.id).options, configuration))
    }
    let search = ByteSearch(needles)
    var index = TypeIndex()
    var lexed: [SourceFile] = []
    /// Files read but not lexed yet, kept for the next round of the name search while
    /// they fit in a fixed budget (re-read after that). `report` is false for index-only
    /// files.
    var pending: [(path: String, bytes: [UInt8]?, report: Bool)] = []
    var pendingBytes = 0
    let budget = 64 << 20

    for path in paths {
      let bytes: [UInt8]
      do { bytes = try source.read(path) } catch {
        problems.append(FileProblem(path: path, message: error.message))
        continue
      }
      guard Self.isValidUTF8(bytes) else {
        problems.append(FileProblem(path: path, message: "not UTF-8 text; skipped (re-save it as UTF-8)"))
        continue
      }
      if !includeGenerated && GeneratedCode.isGenerated(bytes) {
        generatedSkipped += 1
        continue
      }
      scanned += 1
      if search.containsAny(bytes) {
        let file = SourceFile(path: path, bytes: bytes)
        index.add(file.outline)
        lexed.append(file)
      } else if pendingBytes + bytes.count <= budget {
        pending.append((path, bytes, true))
        pendingBytes += bytes.count
      } else {
        pending.append((path, nil, true))
      }
    }

    // Index-only files: declarations count, findings do not. A file that cannot be read
    // or decoded here is not reported either: nobody asked to scan it.
    let reported = Set(paths)
    let declarationSearch = ByteSearch(searched)
    for path in indexPaths where !reported.contains(path) {
      guard let bytes = try? source.read(path), Self.isValidUTF8(bytes) else { continue }
      if !includeGenerated && GeneratedCode.isGenerated(bytes) { continue }
      if declarationSearch.containsAny(bytes) {
        index.add(SourceFile(path: path, bytes: bytes).outline)
      } else if pendingBytes + bytes.count <= budget {
        pending.append((path, bytes, false))
        pendingBytes += bytes.count
      } else {
        pending.append((path, nil, false))
      }
    }

    // Declared subclasses and refinements add names: search the rest for them.
    var hosting = index.closure(of: hostingRoots)
    var representable = index.closure(of: representableRoots)
    while true {
      let newNames = Set(hosting.keys).union(representable.keys).subtracting(searched)
      if newNames.isEmpty || pending.isEmpty { break }
      searched.formUnion(newNames)
      var remaining: [(path: String, bytes: [UInt8]?, report: Bool)] = []
      let newSearch = ByteSearch(newNames)
      for entry in pending {
        guard let bytes = entry.bytes ?? (try? source.read(entry.path)) else { continue }
        if newSearch.containsAny(bytes) {
          let file = SourceFile(path: entry.path, bytes: bytes)
          index.add(file.outline)
          if entry.report { lexed.append(file) }
        } else {
          remaining.append(entry)
        }
      }
      pending = remaining
      hosting = index.closure(of: hostingRoots)
      representable = index.closure(of: representableRoots)
    }

    var findings: [Finding] = []
    let rules = enabledRules
    let known = Set(RuleRegistry.all.map(\.id))
    for file in lexed.sorted(by: { $0.path < $1.path }) {
      findings += check(file, rules: rules, known: known, hosting: hosting, representable: representable)
    }
    findings.sort()
    return ScanReport(
      findings: findings,
      rules: rules.map { $0.info }.sorted { $0.id < $1.id },
      filesScanned: scanned,
      generatedSkipped: generatedSkipped,
      problems: problems)
  }

  /// Runs the rules over one lexed file and applies its suppressions.
  func check(
    _ file: SourceFile, rules: [RuleDescriptor], known: Set<String>, hosting: [String: String],
    representable: [String: String]
  ) -> [Finding] {
    let isAdapter = configuration.isAdapter(file.path)
    var raw: [(rule: RuleDescriptor, violation: RuleViolation)] = []
    for rule in rules {
      let context = RuleContext(
        file: file, isAdapter: isAdapter, options: configuration.settings(for: rule.info.id).options,
        hosting: hosting, representable: representable, configuration: configuration,
        parameters: options.parameters)
      for violation in rule.check(context) { raw.append((rule, violation)) }
    }
    var suppressions = Suppressions(file: file, knownRules: known)
    var result: [Finding] = []
    func finding(_ rule: RuleDescriptor, _ v: RuleViolation) -> Finding {
      Finding(
        ruleID: rule.info.id, severity: severity(rule), path: file.path, offset: v.offset,
        location: file.location(of: v.offset), message: v.message, lineText: file.lineText(at: v.offset))
    }
    for (rule, violation) in raw {
      if suppressions.suppresses(rule.info.id, line: file.lineIndex(of: violation.offset)) { continue }
      result.append(finding(rule, violation))
    }
    if let unknownRule = RuleRegistry.rule(id: UnknownSuppressionRuleRule.info.id), rules.contains(where: { $0.id == UnknownSuppressionRuleRule.info.id }) {
      for problem in suppressions.problems {
        if suppressions.suppresses(UnknownSuppressionRuleRule.info.id, line: file.lineIndex(of: problem.offset)) { continue }
        result.append(finding(unknownRule, problem))
      }
    }
    if let unusedRule = RuleRegistry.rule(id: UnusedSuppressionRule.info.id), rules.contains(where: { $0.id == UnusedSuppressionRule.info.id }) {
      for entry in suppressions.entries where !entry.used {
        result.append(
          finding(
            unusedRule,
            RuleViolation(
              offset: entry.offset,
              message: "this suppression of `\(entry.rules.joined(separator: "`, `"))` silences nothing; delete it")))
      }
    }
    return result
  }

  /// Whether `bytes` contains any of `needles` (a byte search, as `rg -F` does).
  static func containsAny(_ bytes: [UInt8], _ needles: Set<String>) -> Bool {
    ByteSearch(needles).containsAny(bytes)
  }

  /// Whether `bytes` is valid UTF-8.
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    // Fast path: pure ASCII, 8 bytes at a time.
    bytes.withUnsafeBytes { raw in
      var i = 0
      let n = raw.count
      while i + 8 <= n {
        if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
        i += 8
      }
      if i + 8 > n {
        while i < n && raw[i] < 0x80 { i += 1 }
        if i == n { return true }
      }
      return String(validating: bytes[i...], as: UTF8.self) != nil
    }
  }
}
