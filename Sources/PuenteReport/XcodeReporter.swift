import PuenteJSON
import PuenteRules

/// Compiler-style diagnostics, one per line, in the exact shape Xcode's build-phase script
/// parser and most editors' problem matchers read:
///
/// ```
/// App/Login View.swift:3:17: error: `UIHostingController` used outside … [hosting-outside-adapter]
/// Broken.swift: warning: could not decode as UTF-8
/// ```
///
/// No summary line: anything else on stdout would be read as build output. Control
/// characters are escaped (`Escaping.terminal`) so a message cannot span two lines.
struct XcodeReporter {
  func write(_ report: ScanReport, to out: inout ChunkedText) {
    writeFindings(report.findings, to: &out)
    writeEnd(report, to: &out)
  }

  func writeFindings<Findings: Collection<Finding>>(_ findings: Findings, to out: inout ChunkedText) {
    for finding in findings {
      out.append(
        "\(Escaping.terminal(finding.path)):\(finding.location.line):\(finding.location.column): "
          + "\(finding.severity.rawValue): \(Escaping.terminal(finding.message)) "
          + "[\(Escaping.terminal(finding.ruleID))]\n")
    }
  }

  /// What follows the findings: the unreadable files.
  func writeEnd(_ report: ScanReport, to out: inout ChunkedText) {
    for problem in report.problems {
      out.append("\(Escaping.terminal(problem.path)): warning: \(Escaping.terminal(problem.message))\n")
    }
  }
}
