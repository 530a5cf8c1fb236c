import PuenteLexer
import PuenteRules
import PuenteSource

/// A hand-built report that exercises every escaping path the reporters have: a path with a
/// space, non-ASCII folder and file names, a message with quotes, a newline, `%`, `,` and
/// `:`, both severities, a file at the root, an unreadable file and skipped generated files.
enum SampleReport {
  static let hostingRule = RuleInfo(
    id: "hosting-outside-adapter",
    summary: "`UIHostingController` created outside the adapter layer.",
    rationale:
      "Hosting controllers are the seam between UIKit and SwiftUI; keeping them in Adapters/ keeps the seam in one place.",
    defaultSeverity: .error)

  static let importRule = RuleInfo(
    id: "uikit-import-in-view",
    summary: "`import UIKit` in a file that declares a SwiftUI view.",
    rationale:
      "SwiftUI views that import UIKit tend to grow UIKit dependencies; import SwiftUI only.",
    defaultSeverity: .warning)

  static let findings: [Finding] = [
    Finding(
      ruleID: "uikit-import-in-view", severity: .warning, path: "App/Login View.swift",
      offset: 0, location: LineColumn(line: 1, column: 1),
      message: "`import UIKit` in a SwiftUI view file",
      lineText: "import UIKit"),
    Finding(
      ruleID: "hosting-outside-adapter", severity: .error, path: "App/Login View.swift",
      offset: 120, location: LineColumn(line: 12, column: 16),
      message:
        "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there",
      lineText: "let host = UIHostingController(rootView: LoginView())"),
    Finding(
      ruleID: "uikit-import-in-view", severity: .warning, path: "Features/Café/Menü Screen.swift",
      offset: 40, location: LineColumn(line: 3, column: 8),
      message: "`import UIKit` in \"Menü\": 100% of its views are SwiftUI,\nso remove the import",
      lineText: "@_exported   import UIKit"),
    Finding(
      ruleID: "hosting-outside-adapter", severity: .error, path: "Root.swift",
      offset: 7, location: LineColumn(line: 2, column: 5),
      message:
        "`UIHostingController` used outside the adapter layer; move this into Adapters/ or wrap it in a factory there",
      lineText: "UIHostingController(rootView: RootView())"),
  ]

  static let report = ScanReport(
    findings: findings,
    rules: [hostingRule, importRule],
    filesScanned: 5,
    generatedSkipped: 2,
    problems: [FileProblem(path: "Legacy/Broken.swift", message: "not valid UTF-8; skipped")])
}
