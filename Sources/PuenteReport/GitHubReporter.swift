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
    for finding in report.findings {
      out.append(
        "::\(finding.severity.rawValue) file=\(Escaping.githubProperty(finding.path)),"
          + "line=\(finding.location.line),col=\(finding.location.column),"
          + "title=\(Escaping.githubProperty(finding.ruleID))::"
          + Escaping.githubMessage(finding.message) + "\n")
    }
    for problem in report.problems {
      out.append(
        "::warning file=\(Escaping.githubProperty(problem.path))::"
          + Escaping.githubMessage(problem.message) + "\n")
    }

    var summary = "puente: " + Summary(report).headline
    summary += ", " + Summary.scanned(report)
    if let fixed = report.fixedSinceBaseline {
      summary += ", \(fixed) fixed since baseline"
    }
    if report.baselined > 0 {
      summary += ", \(report.baselined) already in the baseline"
    }
    out.append(summary + "\n")
  }
}
