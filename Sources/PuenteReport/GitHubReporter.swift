import PuenteJSON
import PuenteRules

/// GitHub Actions workflow commands, which the runner turns into annotations on the
/// changed lines of a pull request:
///
/// ```
/// ::error file=App/Login View.swift,line=3,col=17,title=hosting-outside-adapter::`UIHosting…
/// puente: 1 finding (1 error, 0 warnings), 4 files scanned
/// ```
///
/// Values are escaped as the runner expects (`Escaping.githubProperty`,
/// `Escaping.githubMessage`), so a message can never start a second command.
struct GitHubReporter {
  func write(_ report: ScanReport, to out: inout ChunkedText) {
    writeFindings(report.findings, to: &out)
    writeEnd(report, Summary(report), to: &out)
  }

  func writeFindings<Findings: Collection<Finding>>(_ findings: Findings, to out: inout ChunkedText) {
    for finding in findings {
      out.append(
        "::\(finding.severity.rawValue) file=\(Escaping.githubProperty(finding.path)),"
          + "line=\(finding.location.line),col=\(finding.location.column),"
          + "title=\(Escaping.githubProperty(finding.ruleID))::"
          + Escaping.githubMessage(finding.message) + "\n")
    }
  }

  /// What follows the findings: the unreadable files and the summary line (`summary`:
  /// of the findings written).
  func writeEnd(_ report: ScanReport, _ summary: Summary, to out: inout ChunkedText) {
    for problem in report.problems {
      out.append(
        "::warning file=\(Escaping.githubProperty(problem.path))::"
          + Escaping.githubMessage(problem.message) + "\n")
    }

    var line = "puente: " + summary.headline
    line += ", " + Summary.scanned(report)
    if let fixed = report.fixedSinceBaseline {
      line += ", \(fixed) fixed since baseline"
    }
    if report.baselined > 0 {
      line += ", \(report.baselined) already in the baseline"
    }
    out.append(line + "\n")
  }
}
