import PuenteJSON
import PuenteRules

/// A pull-request comment (GitHub / GitLab flavoured Markdown): a headline, tables of
/// findings by rule and by folder, then the findings under their file. Past
/// `openLimit` findings, the files that would go beyond it are folded into one
/// `<details>` block, so a large report does not bury the conversation.
///
/// Every path, message and rule id passes through `MarkdownReporter.escaped`: no file
/// name can open a tag, a table cell, a link or emphasis.
struct MarkdownReporter {
  /// How many findings are listed before the rest are folded away.
  static let openLimit = 50

  func render(_ report: ScanReport) -> String {
    let summary = Summary(report)
    var out = "## puente: \(summary.headline)\n\n"
    if summary.findings > 0 {
      out += table("Rule", summary.byRule) + "\n" + table("Folder", summary.byFolder) + "\n"
    }
    var listed = 0
    var folded: [String] = []
    var foldedCount = 0
    for group in fileGroups(report.findings) {
      var section = "**\(Self.escaped(group[group.startIndex].path))**\n\n"
      for finding in group {
        section +=
          "- \(finding.severity.rawValue) \(finding.location.line):\(finding.location.column): "
          + "\(Self.message(finding.message)) (\(Self.escaped(finding.ruleID)))\n"
      }
      if folded.isEmpty && listed + group.count <= Self.openLimit {
        out += section + "\n"
        listed += group.count
      } else {
        folded.append(section)
        foldedCount += group.count
      }
    }
    if !folded.isEmpty {
      out +=
        "<details><summary>\(plural(foldedCount, "more finding")) in \(plural(folded.count, "file"))</summary>\n\n"
        + folded.joined(separator: "\n") + "\n</details>\n\n"
    }
    var notes = [plural(report.filesScanned, "file") + " scanned"]
    if report.baselined > 0 { notes.append(plural(report.baselined, "finding") + " already in the baseline") }
    if report.onUnchangedLines > 0 {
      notes.append(plural(report.onUnchangedLines, "finding") + " on unchanged lines not shown")
    }
    for problem in report.problems {
      notes.append("not scanned: " + Self.escaped(problem.path) + ": " + Self.escaped(problem.message))
    }
    return out + notes.joined(separator: "  \n") + "\n"
  }

  private func table(_ heading: String, _ rows: [(name: String, count: Int)]) -> String {
    "| \(heading) | Findings |\n| --- | ---: |\n" + rows.map { "| \(Self.escaped($0.name)) | \($0.count) |\n" }.joined()
  }

  /// A finding's message with its backticked names as code spans (where they render
  /// literally, `<` included) and the rest `escaped`; a message whose backticks do not
  /// pair up is escaped whole.
  static func message(_ text: String) -> String {
    let parts = Escaping.terminal(text).split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count % 2 == 1 else { return escaped(text) }
    return parts.enumerated().map { $0.offset % 2 == 1 ? "`\($0.element)`" : escaped(String($0.element)) }.joined()
  }

  /// `text` as inert Markdown: control characters as visible escapes (`Escaping.terminal`),
  /// `<`, `>` and `&` as HTML entities, and every other ASCII punctuation character that
  /// Markdown gives a meaning (emphasis, code, links, tables, headings) backslash-escaped.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in Escaping.terminal(text).unicodeScalars {
      switch scalar {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "|", "!", "~", "{", "}", "+":
        out += "\\" + String(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
