/// The formats `puente scan --format` can write; the CLI lists `allCases`.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Findings grouped by file, then a summary; for people at a terminal.
  case text
  /// `path:line:column: error: message [rule-id]`, one per line; for Xcode build phases and
  /// editors that parse compiler diagnostics.
  case xcode
  /// A stable, versioned JSON document (see `JSONReporter.schemaDescription`).
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other SARIF consumers.
  case sarif
  /// GitHub Actions workflow commands (`::error file=…::…`), which become annotations.
  case github
  /// GitLab Code Quality (Code Climate issues), for merge request widgets.
  case codeclimate
  /// JUnit XML: a test suite per rule, a test case per file; for CI dashboards.
  case junit
  /// Checkstyle XML, for Jenkins and Danger.
  case checkstyle
  /// A Markdown summary and findings list, for a pull-request comment.
  case markdown

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .text: "findings grouped by file, then a summary (default)"
    case .xcode: "`path:line:col: error: message [rule]`, for Xcode and editors"
    case .json: "a stable JSON document (schemaVersion 1)"
    case .sarif: "SARIF 2.1.0, for GitHub code scanning"
    case .github: "GitHub Actions annotations"
    case .codeclimate: "GitLab Code Quality (Code Climate JSON)"
    case .junit: "JUnit XML: a suite per rule, a case per file"
    case .checkstyle: "Checkstyle XML, for Jenkins and Danger"
    case .markdown: "a pull-request comment in Markdown"
    }
  }
}
