import PuenteRules

/// Turns a finished scan into the text of one output format.
///
/// Reporters are pure: they return a string and never print, so the executable alone
/// decides where output goes. Every format's output ends with a newline unless it is empty.
public struct Reporter: Sendable {
  public var format: OutputFormat
  /// ANSI colours; only the `text` format uses them, and only when this is `true`.
  public var color: Bool
  /// The `puente` version written into `json` and `sarif` output.
  public var toolVersion: String

  public init(format: OutputFormat, color: Bool, toolVersion: String) {
    self.format = format
    self.color = color
    self.toolVersion = toolVersion
  }

  /// The whole output for `report`.
  public func render(_ report: ScanReport) -> String {
    switch format {
    case .text: TextReporter(color: color).render(report)
    case .xcode: XcodeReporter().render(report)
    case .json: JSONReporter(toolVersion: toolVersion).render(report)
    case .sarif: SARIFReporter(toolVersion: toolVersion).render(report)
    case .github: GitHubReporter().render(report)
    case .codeclimate: CodeClimateReporter().render(report)
    case .junit: JUnitReporter().render(report)
    case .checkstyle: CheckstyleReporter().render(report)
    case .markdown: MarkdownReporter().render(report)
    }
  }
}
