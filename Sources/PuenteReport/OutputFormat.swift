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

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .text: "findings grouped by file, then a summary (default)"
    case .xcode: "`path:line:col: error: message [rule]`, for Xcode and editors"
    case .json: "a stable JSON document (schemaVersion 1)"
    case .sarif: "SARIF 2.1.0, for GitHub code scanning"
    case .github: "GitHub Actions annotations"
    }
  }
}
