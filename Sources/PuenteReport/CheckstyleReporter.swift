import PuenteJSON
import PuenteRules

/// Checkstyle XML (the format Jenkins' Warnings plugin and Danger read): one `file`
/// element per file with findings, one `error` element per finding with `line`,
/// `column`, `severity` (`error`/`warning`), `message` and `source` (the rule id).
/// Unreadable files are left to stderr, where the scan reports them for every machine
/// format.
struct CheckstyleReporter {
  func render(_ report: ScanReport) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for group in fileGroups(report.findings) {
      out += "  <file name=\"\(Escaping.xml(group[group.startIndex].path))\">\n"
      for finding in group {
        out +=
          "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" "
          + "severity=\"\(finding.severity.rawValue)\" message=\"\(Escaping.xml(finding.message))\" "
          + "source=\"\(Escaping.xml(finding.ruleID))\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }
}

/// `findings` (sorted, so each file's are contiguous) cut into one run per file.
func fileGroups(_ findings: [Finding]) -> [ArraySlice<Finding>] {
  var groups: [ArraySlice<Finding>] = []
  var start = 0
  while start < findings.count {
    var end = start + 1
    while end < findings.count && findings[end].path == findings[start].path { end += 1 }
    groups.append(findings[start..<end])
    start = end
  }
  return groups
}
