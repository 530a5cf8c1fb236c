import PuenteJSON
import PuenteRules

/// Pieces shared by the `puente report`, `puente trend` and `puente screens` renderers:
/// escaping for HTML and CSV, short column names for rules, number formatting, tables in
/// text, Markdown and HTML, and the HTML pages' cards and stylesheet.
enum DebtFormatting {
  /// `text` for HTML element content and attribute values (both quote kinds escaped).
  static func html(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// One CSV field (`Escaping.csvField`). A leading `=`, `+`, `-` or `@` gets a `'` so
  /// that spreadsheets do not run a folder name as a formula.
  static func csv(_ text: String) -> String {
    guard let first = text.first, "=+-@".contains(first) else { return Escaping.csvField(text) }
    return Escaping.csvField("'" + text)
  }

  /// A column title for a rule: the id without `-outside-adapter` (`hosting`,
  /// `representable`, `environment-reinjection`), which is what varies between them.
  static func shortName(_ rule: String) -> String {
    rule.hasSuffix("-outside-adapter") ? String(rule.dropLast("-outside-adapter".count)) : rule
  }

  /// The rules that get a column in a table: the bridge rules (`…-outside-adapter`)
  /// always, so a zero reads as good news; the others only when some count is not zero.
  static func visible(_ rules: [String], _ counts: [[String: Int]]) -> [String] {
    rules.filter { rule in
      rule.hasSuffix("-outside-adapter") || counts.contains { ($0[rule] ?? 0) > 0 }
    }
  }

  /// `12,345`.
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// `+3`, `-2`, `0`.
  static func signed(_ n: Int) -> String { n > 0 ? "+" + grouped(n) : grouped(n) }

  /// A share as a whole percentage, or `–` when there is nothing to share.
  static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "–" : String(Int((Double(part) * 100 / Double(whole)).rounded())) + "%"
  }

  /// A plain-text table: the first column left-aligned, the others right-aligned, two
  /// spaces between columns. Cells pass through `Escaping.terminal`.
  static func textTable(_ header: [String], _ rows: [[String]]) -> String {
    let all = [header] + rows.map { $0.map(Escaping.terminal) }
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = max(widths[i], cell.count)
      }
    }
    var out = ""
    for row in all {
      var line = ""
      for (i, cell) in row.enumerated() where i < widths.count {
        let padding = String(repeating: " ", count: widths[i] - cell.count)
        if i > 0 { line += "  " }
        line += i == 0 ? cell + padding : padding + cell
      }
      while line.hasSuffix(" ") { line.removeLast() }
      out += line + "\n"
    }
    return out
  }

  /// A GitHub-flavoured Markdown table, numbers right-aligned.
  static func markdownTable(_ header: [String], _ rows: [[String]]) -> String {
    var out = "| " + header.map(Escaping.markdownCell).joined(separator: " | ") + " |\n"
    out += "|" + header.indices.map { $0 == 0 ? " --- |" : " ---: |" }.joined() + "\n"
    for row in rows { out += "| " + row.map(Escaping.markdownCell).joined(separator: " | ") + " |\n" }
    return out
  }

  /// An HTML table, numbers right-aligned by the `num` class.
  static func htmlTable(_ header: [String], _ rows: [[String]], rowClasses: [String] = []) -> String {
    var out = "<table>\n<thead><tr>"
    for (i, cell) in header.enumerated() {
      out += "<th\(i > 0 ? " class=\"num\"" : "")>\(html(cell))</th>"
    }
    out += "</tr></thead>\n<tbody>\n"
    for (r, row) in rows.enumerated() {
      let rowClass =
        r < rowClasses.count && !rowClasses[r].isEmpty ? " class=\"\(rowClasses[r])\"" : ""
      out += "<tr\(rowClass)>"
      for (i, cell) in row.enumerated() {
        out += "<td\(i > 0 ? " class=\"num\"" : "")>\(html(cell))</td>"
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }

  /// A headline number of an HTML page over its label; `valueClass` colours it (`up`, `down`).
  static func card(_ value: String, _ label: String, valueClass: String = "") -> String {
    let cls = valueClass.isEmpty ? "value" : "value \(valueClass)"
    return
      "<div class=\"card\"><div class=\"\(cls)\">\(html(value))</div><div class=\"label\">\(html(label))</div></div>\n"
  }

  /// The stylesheet of the HTML pages: system fonts, readable tables, no external asset.
  static let css = """
    body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
      color: #1f2937; margin: 2rem auto; max-width: 1100px; padding: 0 1.5rem; }
    h1 { font-size: 1.6rem; margin-bottom: .2rem; }
    h2 { font-size: 1.2rem; margin-top: 2.2rem; border-bottom: 1px solid #e5e7eb; padding-bottom: .3rem; }
    .subtitle { color: #6b7280; margin-top: 0; }
    .cards { display: flex; gap: 1rem; flex-wrap: wrap; margin: 1.2rem 0; }
    .card { border: 1px solid #e5e7eb; border-radius: 8px; padding: .8rem 1.1rem; min-width: 160px; }
    .card .value { font-size: 1.8rem; font-weight: 600; }
    .card .label { color: #6b7280; font-size: .85rem; }
    .down { color: #047857; } .up { color: #b91c1c; }
    table { border-collapse: collapse; width: 100%; font-size: .9rem; }
    th, td { padding: .35rem .6rem; border-bottom: 1px solid #f0f1f3; text-align: left; }
    th { background: #f9fafb; font-weight: 600; }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    tr.total td { font-weight: 600; background: #f9fafb; }
    svg { max-width: 100%; height: auto; }
    .note { color: #6b7280; font-size: .85rem; }
    details { margin-top: 1rem; }
    """
}
