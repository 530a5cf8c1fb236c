import PuenteJSON
import PuenteRules

/// JUnit XML for CI test dashboards: one `testsuite` per rule that ran (and per rule of
/// a finding not listed), one `testcase` per file with findings of that rule, whose
/// `failure` lists them (`line:column: severity: message`, one a line). A rule without
/// findings is an empty suite, so the dashboard shows it ran.
struct JUnitReporter {
  func render(_ report: ScanReport) -> String {
    var rules = report.rules.map(\.id)
    for finding in report.findings where !rules.contains(finding.ruleID) { rules.append(finding.ruleID) }
    var suites = ""
    var total = 0
    for rule in rules {
      let groups = fileGroups(report.findings.filter { $0.ruleID == rule })
      total += groups.count
      let name = Escaping.xml(rule)
      suites += "  <testsuite name=\"\(name)\" tests=\"\(groups.count)\" failures=\"\(groups.count)\" errors=\"0\">\n"
      for group in groups {
        let worst = group.contains { $0.severity == .error } ? Severity.error : .warning
        let body = group.map {
          "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
        }
        suites +=
          "    <testcase name=\"\(Escaping.xml(group[group.startIndex].path))\" classname=\"\(name)\">\n"
          + "      <failure type=\"\(worst.rawValue)\" message=\"\(plural(group.count, "finding"))\">"
          + Escaping.xml(body.joined(separator: "\n")) + "</failure>\n"
          + "    </testcase>\n"
      }
      suites += "  </testsuite>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"puente\" tests=\"\(total)\" failures=\"\(total)\" errors=\"0\">\n" + suites
      + "</testsuites>\n"
  }
}
