import PuenteJSON
import PuenteRules

/// The default, human format: findings grouped under their file, then a summary.
///
/// ```
/// App/Login View.swift
///   3:17  error    `UIHostingController` used outside …  [hosting-outside-adapter]
///
/// 1 finding (1 error, 0 warnings)
/// ```
///
/// Paths and messages pass through `Escaping.terminal`, so with `color == false` the output
/// contains no escape character whatever the file names are.
struct TextReporter {
  var color: Bool

  func write(_ report: ScanReport, to out: inout ChunkedText) {
    for group in fileGroups(report.findings) { writeFile(group, to: &out) }
    writeEnd(report, Summary(report), to: &out)
  }

  /// One file's findings (all of them, sorted) under its path.
  func writeFile(_ group: ArraySlice<Finding>, to out: inout ChunkedText) {
    guard let first = group.first else { return }
    let positions = group.map { "\($0.location.line):\($0.location.column)" }
    let width = positions.map(\.count).max() ?? 0
    out.append(style(Escaping.terminal(first.path), .bold) + "\n")
    for (finding, position) in zip(group, positions) {
      out.append(
        "  " + position.padding(width) + "  " + severityLabel(finding.severity) + "  "
          + Escaping.terminal(finding.message) + "  "
          + style("[" + Escaping.terminal(finding.ruleID) + "]", .dim) + "\n")
    }
    out.append("\n")
  }

  /// What follows the findings: unreadable files and the summary (`summary`: of the
  /// findings written, which a streamed report no longer holds).
  func writeEnd(_ report: ScanReport, _ summary: Summary, to out: inout ChunkedText) {
    // (The summary is a few dozen lines: gathered, then written at once.)
    var lines: [String] = []

    for problem in report.problems {
      lines.append(
        style("warning:", .yellow) + " " + Escaping.terminal(problem.path) + ": "
          + Escaping.terminal(problem.message))
    }

    if summary.findings == 0 {
      lines.append("no findings")
    } else {
      lines.append(
        plural(summary.findings, "finding") + " ("
          + style(plural(summary.errors, "error"), summary.errors > 0 ? .red : nil) + ", "
          + style(plural(summary.warnings, "warning"), summary.warnings > 0 ? .yellow : nil)
          + ")")
      lines.append("by rule:")
      lines += table(summary.byRule.map { (Escaping.terminal($0.name), $0.count) })
      lines.append("by folder:")
      lines += table(summary.byFolder.map { (Escaping.terminal($0.name), $0.count) })
    }

    lines.append(Summary.scanned(report))
    if let fixed = report.fixedSinceBaseline {
      lines.append("fixed since baseline: \(fixed)")
    }
    if report.baselined > 0 {
      lines.append(plural(report.baselined, "finding") + " already in the baseline")
    }
    if report.onUnchangedLines > 0 {
      lines.append(plural(report.onUnchangedLines, "finding") + " on unchanged lines not shown")
    }
    out.append(lines.joined(separator: "\n") + "\n")
  }

  /// `  name  count` rows with the counts in one column.
  private func table(_ rows: [(String, Int)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0.padding(width) + "  " + String($0.1) }
  }

  /// The severity word, padded to the width of `warning` so messages line up.
  private func severityLabel(_ severity: Severity) -> String {
    let word = severity.rawValue
    let padding = String(repeating: " ", count: max(0, 7 - word.count))
    return style(word, severity == .error ? .red : .yellow) + padding
  }

  private enum Style: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case yellow = "33"
  }

  /// `text` wrapped in an ANSI SGR sequence when colour is on; padding is added outside the
  /// sequence by callers so columns still line up.
  private func style(_ text: String, _ style: Style?) -> String {
    guard color, let style else { return text }
    return "\u{1B}[" + style.rawValue + "m" + text + "\u{1B}[0m"
  }
}
