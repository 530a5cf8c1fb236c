import PuenteRules
import Testing

@testable import PuenteReport

/// A line-oriented report written file by file (`StreamedReport`) is the held report's
/// output, byte for byte, and the document formats are not streamed.
struct StreamedReportTests {
  @Test(arguments: [OutputFormat.text, .xcode, .github], [false, true])
  func aStreamedReportIsTheHeldReportsBytes(format: OutputFormat, color: Bool) throws {
    var report = SampleReport.report
    report.baselined = 3
    report.fixedSinceBaseline = 1
    report.onUnchangedLines = 2
    let held = Reporter(format: format, color: color, toolVersion: "1.0").render(report)

    var pieces: [String] = []
    var stream = try #require(StreamedReport(format: format, color: color) { pieces.append($0) })
    var byPath: [String: [Finding]] = [:]
    for finding in report.findings { byPath[finding.path, default: []].append(finding) }
    for path in byPath.keys.sorted() { stream.write(byPath[path] ?? []) }
    // A file whose findings were all hidden (by the baseline) writes nothing.
    stream.write([])
    var rest = report
    rest.findings = []
    stream.finish(rest)
    #expect(pieces.joined() == held)
  }

  @Test(arguments: [OutputFormat.json, .sarif, .markdown, .codeclimate, .junit, .checkstyle])
  func documentFormatsAreNotStreamed(format: OutputFormat) {
    #expect(StreamedReport(format: format, color: false) { _ in } == nil)
  }
}
