import PuenteJSON
import PuenteRules

/// A stable JSON document for scripts and dashboards; `schemaDescription` is its contract.
public struct JSONReporter: Sendable {
  /// The version written as `schemaVersion`. Adding a field keeps it; renaming, removing or
  /// changing the meaning of one bumps it.
  public static let schemaVersion = 1

  /// The schema in prose, one entry per field; docs/scanning.md quotes it.
  public static let schemaDescription: String = """
    puente JSON output, schemaVersion 1

    The document is one object, keys always in this order, pretty-printed with two-space
    indentation and ending in a newline. Strings are UTF-8; positions are 1-based.

    schemaVersion       integer  1. Bumped when a field is renamed, removed or changes
                                 meaning; new fields may appear without a bump.
    tool.name           string   "puente".
    tool.version        string   the puente version that wrote the document.
    summary.findings    integer  number of entries in `findings`.
    summary.errors      integer  findings with severity "error".
    summary.warnings    integer  findings with severity "warning".
    summary.filesScanned
                        integer  Swift files read and checked.
    summary.generatedSkipped
                        integer  generated files skipped (see --include-generated).
    summary.baselined   integer  findings hidden because the baseline records them.
    summary.fixedSinceBaseline
                        integer or null
                                 baseline entries that no longer occur; null when no
                                 baseline was applied.
    findings            array    sorted by path, then position, then rule:
      rule              string   kebab-case rule id, e.g. "hosting-outside-adapter".
      severity          string   "error" or "warning".
      path              string   relative to the repository root, `/`-separated.
      line              integer  1-based line.
      column            integer  1-based column in Unicode scalars (code points).
      message           string   what is wrong and what to do.
      fingerprint       string   64 hex digits; stable across line shifts and edits to
                                 other lines, distinct for repeated identical lines
                                 (the same value the baseline stores).
    problems            array    files that could not be scanned; the scan went on:
      path              string   relative to the repository root.
      message           string   why the file was skipped.
    """

  public var toolVersion: String

  public init(toolVersion: String) {
    self.toolVersion = toolVersion
  }

  /// The document for `report`, ending in a newline.
  public func render(_ report: ScanReport) -> String {
    let summary = Summary(report)
    let fingerprints = report.findingFingerprints()
    let findings: [JSONValue] = zip(report.findings, fingerprints).map { finding, fingerprint in
      .object([
        ("rule", .string(finding.ruleID)),
        ("severity", .string(finding.severity.rawValue)),
        ("path", .string(finding.path)),
        ("line", .int(finding.location.line)),
        ("column", .int(finding.location.column)),
        ("message", .string(finding.message)),
        ("fingerprint", .string(fingerprint)),
      ])
    }
    let problems: [JSONValue] = report.problems.map { problem in
      .object([("path", .string(problem.path)), ("message", .string(problem.message))])
    }
    let document = JSONValue.object([
      ("schemaVersion", .int(JSONReporter.schemaVersion)),
      ("tool", .tool(toolVersion)),
      (
        "summary",
        .object([
          ("findings", .int(summary.findings)),
          ("errors", .int(summary.errors)),
          ("warnings", .int(summary.warnings)),
          ("filesScanned", .int(report.filesScanned)),
          ("generatedSkipped", .int(report.generatedSkipped)),
          ("baselined", .int(report.baselined)),
          ("fixedSinceBaseline", report.fixedSinceBaseline.map { .int($0) } ?? .null),
        ])
      ),
      ("findings", .array(findings)),
      ("problems", .array(problems)),
    ])
    return document.prettyPrinted()
  }
}
