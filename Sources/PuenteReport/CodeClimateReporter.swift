import PuenteJSON
import PuenteRules

/// GitLab Code Quality: a JSON array of Code Climate issues, with the fields GitLab reads
/// (`description`, `check_name`, `fingerprint`, `severity`, `location.path`,
/// `location.lines.begin`) plus the spec's `type` and `categories`.
///
/// The fingerprint is SARIF's `primaryLocationLineHash` (our `Fingerprint`), so GitLab
/// matches an issue across commits that shift lines; errors are `major`, warnings `minor`.
struct CodeClimateReporter {
  func render(_ report: ScanReport) -> String {
    let issues: [JSONValue] = zip(report.findings, report.findingFingerprints()).map { finding, fingerprint in
      .object([
        ("type", .string("issue")),
        ("check_name", .string(finding.ruleID)),
        ("description", .string(finding.message)),
        ("categories", .array([.string("Style")])),
        ("fingerprint", .string(fingerprint)),
        ("severity", .string(finding.severity == .error ? "major" : "minor")),
        (
          "location",
          .object([("path", .string(finding.path)), ("lines", .object([("begin", .int(finding.location.line))]))])
        ),
      ])
    }
    return JSONValue.array(issues).prettyPrinted()
  }
}
