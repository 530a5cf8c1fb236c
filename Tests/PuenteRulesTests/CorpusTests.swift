import Foundation
import PuenteLexer
import Testing

@testable import PuenteHistory
@testable import PuenteRules
@testable import PuenteSource

/// The fixture corpus: `Tests/Corpus/<Case>/` trees whose expected findings are written
/// on their lines as `// expect: rule-id[, rule-id…]`. Each case is scanned exactly as
/// `puente scan <case>` would, and the findings must match the markers in both
/// directions (file, line, rule, with multiplicity).
@Suite struct CorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Corpus").standardized.path

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? [])
      .filter { !$0.hasPrefix(".") }
      .filter { name in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: corpus + "/" + name, isDirectory: &isDirectory)
          && isDirectory.boolValue
      }
      .sorted()
  }

  @Test func thereAreEnoughCases() {
    #expect(Self.cases.count >= 60)
  }

  @Test(arguments: cases)
  func caseProducesExactlyTheMarkedFindings(_ name: String) throws {
    let root = Self.corpus + "/" + name
    let problems = try Self.mismatches(root: root)
    #expect(problems.isEmpty, Comment(rawValue: "\(name):\n" + problems.joined(separator: "\n")))
  }

  /// `puente trend` and `puente report` count what `puente scan` reports: the same
  /// findings per rule, case by case (each file a version of one tree, lexed only when
  /// the analyzer thinks it relevant, and checked under the closure it works out).
  @Test(arguments: cases)
  func theReportCountsWhatTheScanReports(_ name: String) throws {
    let root = Self.corpus + "/" + name
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.load(directory: root, schema: schema)
    let source = WalkSource(root: root)
    let report = try Engine(
      configuration: configuration,
      options: ScanOptions(reportUnusedSuppressions: configuration.reportUnusedSuppressions)
    ).scan(source)
    // (The rules that read the repository beyond the file count nothing there: they
    // judge a file against manifests and other files, which per-version counts do not
    // see. docs/migration-safety.md says so.)
    let repositoryWide = Set(RuleRegistry.rules.filter(\.readsRepository).map(\.id))
    var scanned: [String: Int] = [:]
    for finding in report.findings where !repositoryWide.contains(finding.ruleID) {
      scanned[finding.ruleID, default: 0] += 1
    }
    let debtReport = try DebtReport.snapshot(of: source, configuration: configuration)
    #expect(debtReport.total.findings == scanned, "report, \(name)")
  }

  /// Scans `root` and compares with its markers; returns sorted mismatch lines.
  static func mismatches(root: String) throws -> [String] {
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.load(directory: root, schema: schema)
    try configuration.validateFeatures()
    let source = WalkSource(root: root)
    // Deployment targets and shim references, as `puente scan` computes them when a
    // shim rule is enabled (nothing otherwise).
    let shims = try ShimAudit.prepare(source: source, configuration: configuration)
    let engine = Engine(
      configuration: configuration,
      options: ScanOptions(
        reportUnusedSuppressions: configuration.reportUnusedSuppressions, inputs: shims.inputs))
    let report = try engine.scan(source)

    var expected: [String: Int] = [:]
    for path in try source.list() where path.hasSuffix(".swift") {
      let bytes = try source.read(path)
      let lines = LineTable(bytes)
      for token in Lexer.tokenize(bytes) where token.kind == .lineComment {
        let text = String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
        guard let range = text.range(of: "expect:") else { continue }
        let line = lines.lineIndex(of: token.start) + 1
        for rule in text[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " }) {
          expected["\(path):\(line): \(rule)", default: 0] += 1
        }
      }
    }
    var got: [String: Int] = [:]
    var messages: [String: String] = [:]
    for finding in report.findings {
      let key = "\(finding.path):\(finding.location.line): \(finding.ruleID)"
      got[key, default: 0] += 1
      messages[key] = finding.message
    }
    var problems: [String] = []
    for (key, count) in got where count > expected[key, default: 0] {
      problems.append("\(key) unexpected (\(count - expected[key, default: 0])×): \(messages[key] ?? "")")
    }
    for (key, count) in expected where count > got[key, default: 0] {
      problems.append("\(key) expected \(count - got[key, default: 0])×, none reported")
    }
    for problem in report.problems { problems.append("\(problem.path): problem: \(problem.message)") }
    return problems.sorted()
  }
}

/// The corpus lives inside this repository, whose `.gitignore` must not decide what a
/// fixture contains; fixtures are always walked as plain folders.
struct WalkSource: FileSource {
  let root: String
  var description: String { root }

  func list() throws(SourceError) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { throw SourceError("no \(root)") }
    var result: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
        result.append(path)
      }
    }
    return result.sorted()
  }

  func read(_ path: String) throws(SourceError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: root + "/" + path) else { throw SourceError("cannot read") }
    return [UInt8](data)
  }
}
