import Foundation
import PuenteLexer
import PuenteRules
import Testing

@testable import PuenteJSON
@testable import PuenteReport
@testable import PuenteSource

/// Properties of the reporters that hold for any report, checked by parsing the output the
/// way its consumers do rather than by comparing text.
@Suite struct ReporterTests {
  func render(
    _ format: OutputFormat, color: Bool = false, _ report: ScanReport = SampleReport.report
  )
    -> String
  {
    Reporter(format: format, color: color, toolVersion: "1.2.3").render(report)
  }

  /// A report whose file name and message try to smuggle escape codes and a bidi override
  /// into the terminal.
  var hostileReport: ScanReport {
    var report = SampleReport.report
    report.findings.append(
      Finding(
        ruleID: "uikit-import-in-view", severity: .warning, path: "Z/\u{1B}[31mred\u{202E}.swift",
        offset: 0, location: LineColumn(line: 1, column: 1),
        message: "bell\u{07} and \u{1B}]0;title\u{07} and \u{9B}31m", lineText: "import UIKit"))
    report.problems.append(FileProblem(path: "Z/\u{1B}c.swift", message: "\u{1B}[2J"))
    return report
  }

  func json(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func formatsAreTheDocumentedNine() {
    #expect(
      OutputFormat.allCases.map(\.rawValue) == [
        "text", "xcode", "json", "sarif", "github", "codeclimate", "junit", "checkstyle", "markdown",
      ])
    #expect(OutputFormat.allCases.allSatisfy { !$0.summary.isEmpty })
  }

  /// The line-oriented formats come in pieces of at least `ChunkedText.limit` bytes (the
  /// last may be shorter), each ending at a line's end, and the pieces are the whole output.
  @Test func largeReportsAreWrittenInPiecesThatAddUpToTheWhole() {
    var report = SampleReport.report
    let template = report.findings[0]
    for i in 0..<5_000 {
      var finding = template
      finding.path = "Features/File\(i / 100).swift"
      finding.location = LineColumn(line: i + 1, column: 3)
      report.findings.append(finding)
    }
    report.findings.sort()
    for format in OutputFormat.allCases {
      var pieces: [String] = []
      Reporter(format: format, color: false, toolVersion: "1.2.3").write(report) { pieces.append($0) }
      #expect(pieces.joined() == render(format, report), "\(format)")
      guard [.text, .xcode, .github].contains(format) else {
        #expect(pieces.count == 1, "\(format) is one document")
        continue
      }
      #expect(pieces.count > 5, "\(format) came in \(pieces.count) pieces")
      #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= ChunkedText.limit && $0.hasSuffix("\n") })
    }
  }

  // MARK: - text

  @Test func textWithoutColorHasNoEscapeCharacter() {
    #expect(!render(.text, SampleReport.report).contains("\u{1B}"))
    let hostile = render(.text, hostileReport)
    #expect(!hostile.unicodeScalars.contains("\u{1B}"))
    #expect(!hostile.unicodeScalars.contains("\u{9B}"))
    #expect(!hostile.unicodeScalars.contains("\u{202E}"))
    #expect(hostile.contains(#"Z/\u{1B}[31mred\u{202E}.swift"#))
  }

  @Test func xcodeAndGitHubNeverSplitAFindingAcrossLines() {
    let report = hostileReport
    let lineCount = report.findings.count + report.problems.count
    #expect(render(.xcode, report).split(separator: "\n").count == lineCount)
    #expect(render(.github, report).split(separator: "\n").count == lineCount + 1)
  }

  @Test func textWithColorUsesANSI() {
    let text = render(.text, color: true)
    #expect(text.contains("\u{1B}[31merror\u{1B}[0m"))
    #expect(text.contains("\u{1B}[33mwarning\u{1B}[0m"))
    #expect(text.contains("\u{1B}[1mRoot.swift\u{1B}[0m"))
    #expect(text.contains("\u{1B}[2m[hosting-outside-adapter]\u{1B}[0m"))
  }

  @Test func colorAffectsOnlyText() {
    for format in OutputFormat.allCases where format != .text {
      #expect(render(format, color: true) == render(format, color: false))
    }
  }

  @Test func topLevelFolderCountsRootFilesUnderDot() {
    #expect(Summary.topLevelFolder(of: "Root.swift") == ".")
    #expect(Summary.topLevelFolder(of: "App/Root.swift") == "App")
    #expect(Summary.topLevelFolder(of: "App/Deep/Root.swift") == "App")
    // The same segments as splitting on `/` and leaving out empty ones.
    #expect(Summary.topLevelFolder(of: "") == ".")
    #expect(Summary.topLevelFolder(of: "App/") == ".")
    #expect(Summary.topLevelFolder(of: "App//Root.swift") == "App")
    #expect(Summary.topLevelFolder(of: "//App/Root.swift") == "App")
    #expect(Summary.topLevelFolder(of: "Café/e\u{301}/Root.swift") == "Café")
  }

  // MARK: - json

  @Test func jsonParsesWithSchemaVersion1() throws {
    let document = try json(render(.json))
    #expect(document["schemaVersion"] as? Int == 1)
    let tool = try #require(document["tool"] as? [String: Any])
    #expect(tool["name"] as? String == "puente")
    #expect(tool["version"] as? String == "1.2.3")
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["findings"] as? Int == 4)
    #expect(summary["errors"] as? Int == 2)
    #expect(summary["warnings"] as? Int == 2)
    #expect(summary["filesScanned"] as? Int == 5)
    #expect(summary["generatedSkipped"] as? Int == 2)
    #expect(summary["baselined"] as? Int == 0)
    #expect(summary["fixedSinceBaseline"] is NSNull)

    let findings = try #require(document["findings"] as? [[String: Any]])
    let expected = SampleReport.findings
    #expect(findings.count == expected.count)
    for (parsed, finding) in zip(findings, expected) {
      #expect(parsed["rule"] as? String == finding.ruleID)
      #expect(parsed["severity"] as? String == finding.severity.rawValue)
      #expect(parsed["path"] as? String == finding.path)
      #expect(parsed["line"] as? Int == finding.location.line)
      #expect(parsed["column"] as? Int == finding.location.column)
      #expect(parsed["message"] as? String == finding.message)
    }
    #expect(findings.map { $0["fingerprint"] as? String } == Fingerprint.compute(expected))
    let problems = try #require(document["problems"] as? [[String: String]])
    #expect(problems == [["path": "Legacy/Broken.swift", "message": "not valid UTF-8; skipped"]])
  }

  @Test func jsonReportsFixedSinceBaselineAsANumber() throws {
    var report = SampleReport.report
    report.fixedSinceBaseline = 0
    report.baselined = 7
    let summary = try #require(try json(render(.json, report))["summary"] as? [String: Any])
    #expect(summary["fixedSinceBaseline"] as? Int == 0)
    #expect(summary["baselined"] as? Int == 7)
  }

  @Test func jsonStringsRoundTripEveryControlCharacter() throws {
    var message = ""
    for value in 0...0x20 { message.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    message += "\u{7F} \\ / \" é 🌉 \u{2028}"
    var report = SampleReport.report
    report.findings = [
      Finding(
        ruleID: "r", severity: .error, path: "ü.swift", offset: 0,
        location: LineColumn(line: 1, column: 1), message: message, lineText: "")
    ]
    let text = render(.json, report)
    #expect(text.contains(#"\u0000\u0001"#))
    #expect(text.contains(#"\b\t\n\u000b\f\r"#))
    #expect(text.contains("é 🌉"))
    let findings = try #require(try json(text)["findings"] as? [[String: Any]])
    #expect(findings.first?["message"] as? String == message)
    #expect(findings.first?["path"] as? String == "ü.swift")
  }

  @Test func jsonEndsInOneNewline() {
    let text = render(.json)
    #expect(text.hasSuffix("}\n"))
    #expect(!text.hasSuffix("\n\n"))
  }

  @Test func schemaDescriptionDocumentsEveryKey() {
    for key in [
      "schemaVersion", "tool.name", "tool.version", "summary.findings", "summary.errors",
      "summary.warnings", "summary.filesScanned", "summary.generatedSkipped",
      "summary.baselined", "summary.fixedSinceBaseline", "rule", "severity", "path", "line",
      "column", "message", "fingerprint", "problems",
    ] {
      #expect(JSONReporter.schemaDescription.contains(key), "\(key) undocumented")
    }
  }

  // MARK: - sarif

  @Test func sarifParsesWithRequiredFields() throws {
    let document = try json(render(.sarif))
    #expect(document["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(document["version"] as? String == "2.1.0")
    let runs = try #require(document["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")

    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "puente")
    #expect(driver["informationUri"] as? String == "https://github.com/puentescan/puente")
    #expect(driver["semanticVersion"] as? String == "1.2.3")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.map { $0["id"] as? String } == ["hosting-outside-adapter", "uikit-import-in-view"])
    #expect(rules.map { $0["name"] as? String } == ["HostingOutsideAdapter", "UikitImportInView"])
    for (rule, info) in zip(rules, SampleReport.report.rules) {
      #expect((rule["shortDescription"] as? [String: String])?["text"] == info.summary)
      #expect((rule["fullDescription"] as? [String: String])?["text"] == info.rationale)
      #expect(
        (rule["defaultConfiguration"] as? [String: String])?["level"]
          == info.defaultSeverity.rawValue)
      #expect((rule["help"] as? [String: String])?["text"]?.isEmpty == false)
    }

    let results = try #require(run["results"] as? [[String: Any]])
    let fingerprints = Fingerprint.compute(SampleReport.findings)
    #expect(results.count == SampleReport.findings.count)
    for ((result, finding), fingerprint) in zip(zip(results, SampleReport.findings), fingerprints) {
      #expect(result["ruleId"] as? String == finding.ruleID)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == finding.ruleID)
      #expect(result["level"] as? String == finding.severity.rawValue)
      #expect((result["message"] as? [String: String])?["text"] == finding.message)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: String])
      #expect(artifact["uriBaseId"] == "%SRCROOT%")
      let uri = try #require(artifact["uri"])
      #expect(uri.removingPercentEncoding == finding.path)
      #expect(!uri.contains(" "))
      #expect(uri.unicodeScalars.allSatisfy { $0.isASCII })
      let region = try #require(physical["region"] as? [String: Int])
      #expect(
        region == ["startLine": finding.location.line, "startColumn": finding.location.column])
      #expect(
        (result["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"]
          == fingerprint)
    }

    let invocations = try #require(run["invocations"] as? [[String: Any]])
    #expect(invocations.first?["executionSuccessful"] as? Bool == true)
    let notifications = try #require(
      invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1)
    #expect(notifications.first?["level"] as? String == "warning")
    #expect(
      (notifications.first?["message"] as? [String: String])?["text"]
        == "not valid UTF-8; skipped")

    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
    #expect(bases["%SRCROOT%"]?["uri"] == nil)
  }

  @Test func sarifOmitsRuleIndexForAnUnlistedRule() throws {
    var report = SampleReport.report
    report.rules = []
    let run = try #require((try json(render(.sarif, report))["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0["ruleIndex"] == nil && $0["ruleId"] is String })
  }

  @Test(arguments: [
    ("hosting-outside-adapter", "HostingOutsideAdapter"),
    ("uikit-import-in-view", "UikitImportInView"),
    ("a", "A"),
    ("objc-2-bridge", "Objc2Bridge"),
  ])
  func sarifRuleNameIsUpperCamelCase(id: String, name: String) {
    #expect(SARIFReporter.ruleName(id) == name)
  }

  // MARK: - escaping

  @Test(arguments: [
    ("App/Login View.swift", "App/Login%20View.swift"),
    ("Features/Café/Menü.swift", "Features/Caf%C3%A9/Men%C3%BC.swift"),
    ("a:b/c#d?e%f[g].swift", "a%3Ab/c%23d%3Fe%25f%5Bg%5D.swift"),
    ("A-z_0.9~/x.swift", "A-z_0.9~/x.swift"),
  ])
  func uriPathPercentEncodesAllButUnreservedAndSlash(path: String, uri: String) {
    #expect(Escaping.uriPath(path) == uri)
  }

  @Test func githubEscapesPropertiesAndMessage() {
    var report = SampleReport.report
    report.findings = [
      Finding(
        ruleID: "uikit-import-in-view", severity: .error, path: "App/a,b: 50%.swift",
        offset: 0, location: LineColumn(line: 7, column: 2),
        message: "one: 100%, two\r\nthree", lineText: "")
    ]
    report.problems = []
    #expect(
      render(.github, report) == """
        ::error file=App/a%2Cb%3A 50%25.swift,line=7,col=2,title=uikit-import-in-view::one: 100%25, two%0D%0Athree
        puente: 1 finding (1 error, 0 warnings), 5 files scanned, 2 generated files skipped

        """)
  }
}
