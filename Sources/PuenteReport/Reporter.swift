import PuenteRules

/// Turns a finished scan into the text of one output format.
///
/// Reporters never print: they return a string, or hand it in pieces to a closure, so the
/// executable alone decides where output goes. Every format's output ends with a newline
/// unless it is empty.
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
    var whole = ""
    write(report) { whole += $0 }
    return whole
  }

  /// The output for `report`, handed to `emit` in pieces of about `ChunkedText.limit`
  /// bytes. The line-oriented formats (text, xcode, github) are written as they are made,
  /// so a million findings never sit in memory a second time as one string; the document
  /// formats come whole.
  public func write(_ report: ScanReport, to emit: (String) -> Void) {
    withoutActuallyEscaping(emit) { emit in
      var out = ChunkedText(emit: emit)
      switch format {
      case .text: TextReporter(color: color).write(report, to: &out)
      case .xcode: XcodeReporter().write(report, to: &out)
      case .github: GitHubReporter().write(report, to: &out)
      case .json: out.append(JSONReporter(toolVersion: toolVersion).render(report))
      case .sarif: out.append(SARIFReporter(toolVersion: toolVersion).render(report))
      case .codeclimate: out.append(CodeClimateReporter().render(report))
      case .junit: out.append(JUnitReporter().render(report))
      case .checkstyle: out.append(CheckstyleReporter().render(report))
      case .markdown: out.append(MarkdownReporter().render(report))
      }
      out.finish()
    }
  }
}

/// A line-oriented report (text, xcode, github) written file by file as a streamed scan
/// hands the findings on (`Engine.scan(_:each:)`), so that they are never all held: the
/// same bytes `Reporter.write` gives for a report of the same findings.
public struct StreamedReport {
  private enum Kind {
    case text(TextReporter)
    case xcode
    case github
  }
  private let kind: Kind
  private var out: ChunkedText
  /// The counts of the findings written so far.
  private var summary = Summary()

  /// nil for a format written as one document (json, sarif, …): those need every
  /// finding at once.
  public init?(format: OutputFormat, color: Bool, emit: @escaping (String) -> Void) {
    switch format {
    case .text: kind = .text(TextReporter(color: color))
    case .xcode: kind = .xcode
    case .github: kind = .github
    default: return nil
    }
    out = ChunkedText(emit: emit)
  }

  /// One file's findings, sorted; files come in path order.
  public mutating func write(_ findings: [Finding]) {
    summary.add(findings)
    switch kind {
    case .text(let reporter): reporter.writeFile(findings[...], to: &out)
    case .xcode: XcodeReporter().writeFindings(findings, to: &out)
    case .github: GitHubReporter().writeFindings(findings, to: &out)
    }
  }

  /// The end of the report: `report` is the scan's, without its findings (they were
  /// written); its counts and problems go into what follows them.
  public mutating func finish(_ report: ScanReport) {
    switch kind {
    case .text(let reporter): reporter.writeEnd(report, summary, to: &out)
    case .xcode: XcodeReporter().writeEnd(report, to: &out)
    case .github: GitHubReporter().writeEnd(report, summary, to: &out)
    }
    out.finish()
  }
}

/// Text gathered into pieces of at least `limit` bytes, each handed to `emit` (one
/// `write(2)` a piece, not one a line).
struct ChunkedText {
  static let limit = 1 << 16
  let emit: (String) -> Void
  private var buffer = ""

  init(emit: @escaping (String) -> Void) {
    self.emit = emit
  }

  mutating func append(_ text: String) {
    buffer += text
    if buffer.utf8.count >= Self.limit { flush() }
  }

  mutating func finish() {
    if !buffer.isEmpty { flush() }
  }

  private mutating func flush() {
    emit(buffer)
    buffer = ""
    buffer.reserveCapacity(Self.limit + 256)
  }
}
