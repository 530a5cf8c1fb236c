import PuenteHistory
import PuenteJSON
import PuenteRules

/// The formats `puente report --format` writes.
public enum DebtReportFormat: String, CaseIterable, Sendable {
  case text, json, csv, markdown, html

  public var summary: String {
    switch self {
    case .text: "a readable table (default)"
    case .json: "a stable JSON document (schemaVersion 1)"
    case .csv: "one row per folder, one column per count"
    case .markdown: "tables to paste into a pull request or a wiki"
    case .html: "a self-contained page"
    }
  }
}

/// Renders `puente report`: findings per rule for every folder down to a depth (counts
/// include subfolders), UIKit screens against SwiftUI views, and the adapter layer's size.
public struct DebtReportRenderer: Sendable {
  public var format: DebtReportFormat
  public var depth: Int
  public var toolVersion: String
  /// The rules that ran, sorted by id: each gets a column even when its count is zero.
  public var rules: [String]
  /// What the report is about (a folder), for titles.
  public var title: String

  public init(
    format: DebtReportFormat, depth: Int, toolVersion: String, rules: [String], title: String
  ) {
    self.format = format
    self.depth = depth
    self.toolVersion = toolVersion
    self.rules = rules
    self.title = title
  }

  public func render(_ snapshot: DebtSnapshot) -> String {
    let rows = snapshot.rows(depth: depth)
    var renderer = self
    if format == .text || format == .markdown || format == .html {
      renderer.rules = DebtFormatting.visible(rules, rows.map(\.stats.findings))
    }
    return renderer.renderAll(snapshot, rows)
  }

  func renderAll(_ snapshot: DebtSnapshot, _ rows: [FolderRow]) -> String {
    switch format {
    case .text: return text(snapshot, rows)
    case .json: return json(snapshot, rows).prettyPrinted()
    case .csv: return csv(rows)
    case .markdown: return markdown(snapshot, rows)
    case .html: return html(snapshot, rows)
    }
  }

  // MARK: - Tables

  var header: [String] {
    ["folder"] + rules.map(DebtFormatting.shortName) + [
      "debt", "UIKit screens", "SwiftUI views", "SwiftUI share", "adapter lines",
    ]
  }

  func cells(_ row: FolderRow) -> [String] {
    let s = row.stats
    return [row.path] + rules.map { DebtFormatting.grouped(s.findings[$0] ?? 0) } + [
      DebtFormatting.grouped(s.debt), DebtFormatting.grouped(s.screens),
      DebtFormatting.grouped(s.views),
      DebtFormatting.percent(s.views, of: s.screens + s.views),
      DebtFormatting.grouped(s.adapterLines),
    ]
  }

  var adapterHeader: [String] { ["bridge pieces inside the adapter layer", "count"] }

  func adapterRows(_ total: FolderStats) -> [[String]] {
    rules.compactMap { rule in
      guard let n = total.adapterPieces[rule], n > 0 else { return nil }
      return [rule, DebtFormatting.grouped(n)]
    } + [["all", DebtFormatting.grouped(total.pieces)]]
  }

  var legend: String {
    "Counts include subfolders. Screens: classes inheriting from UIViewController, UITableViewController, "
      + "UICollectionViewController or UIPageViewController, directly or through the repository's own base "
      + "view controllers (base classes themselves are not counted). Views: types conforming to View. "
      + "SwiftUI share = views / (screens + views)."
  }

  func adapterSentence(_ total: FolderStats) -> String {
    "The adapter layer holds \(DebtFormatting.grouped(total.adapterFiles)) file\(total.adapterFiles == 1 ? "" : "s") "
      + "and \(DebtFormatting.grouped(total.adapterLines)) lines, with \(DebtFormatting.grouped(total.pieces)) bridge "
      + "piece\(total.pieces == 1 ? "" : "s") (counted as if the adapter exemption did not apply)."
  }

  // MARK: - Formats

  func text(_ snapshot: DebtSnapshot, _ rows: [FolderRow]) -> String {
    let total = snapshot.total
    var out = "Bridge debt by folder in \(title) (depth \(depth))\n\n"
    out += DebtFormatting.textTable(header, rows.map(cells))
    out += "\n" + adapterSentence(total) + "\n"
    if total.pieces > 0 {
      out += "\n" + DebtFormatting.textTable(adapterHeader, adapterRows(total))
    }
    out += "\n" + legend + "\n"
    for problem in snapshot.problems {
      out += "warning: \(Escaping.terminal(problem.path)): \(Escaping.terminal(problem.message))\n"
    }
    return out
  }

  func json(_ snapshot: DebtSnapshot, _ rows: [FolderRow]) -> JSONValue {
    func stats(_ s: FolderStats) -> [(String, JSONValue)] {
      [
        ("files", .int(s.files)), ("lines", .int(s.lines)), ("debt", .int(s.debt)),
        ("findings", .counts(s.findings)), ("screens", .int(s.screens)), ("views", .int(s.views)),
        (
          "adapter",
          .object([
            ("files", .int(s.adapterFiles)), ("lines", .int(s.adapterLines)),
            ("pieces", .counts(s.adapterPieces)),
          ])
        ),
      ]
    }
    return .object([
      ("schemaVersion", .int(1)),
      ("tool", .tool(toolVersion)),
      ("depth", .int(depth)),
      ("rules", .array(rules.map { .string($0) })),
      ("total", .object(JSONObject(stats(snapshot.total)))),
      (
        "folders",
        .array(
          rows.map {
            .object(JSONObject([("path", .string($0.path)), ("depth", .int($0.depth))] + stats($0.stats)))
          })
      ),
      ("generatedSkipped", .int(snapshot.generatedSkipped)),
      (
        "problems",
        .array(
          snapshot.problems.map {
            .object([("path", .string($0.path)), ("message", .string($0.message))])
          })
      ),
    ])
  }

  func csv(_ rows: [FolderRow]) -> String {
    let columns =
      ["folder", "depth", "files", "lines", "debt"] + rules
      + ["screens", "views", "adapter_files", "adapter_lines", "adapter_pieces"]
    var out = columns.map(DebtFormatting.csv).joined(separator: ",") + "\n"
    for row in rows {
      let s = row.stats
      let values =
        [String(row.depth), String(s.files), String(s.lines), String(s.debt)]
        + rules.map { String(s.findings[$0] ?? 0) }
        + [
          String(s.screens), String(s.views), String(s.adapterFiles), String(s.adapterLines),
          String(s.pieces),
        ]
      out += ([DebtFormatting.csv(row.path)] + values).joined(separator: ",") + "\n"
    }
    return out
  }

  func markdown(_ snapshot: DebtSnapshot, _ rows: [FolderRow]) -> String {
    let total = snapshot.total
    var out = "## Bridge debt by folder\n\n"
    out +=
      "\(DebtFormatting.grouped(total.debt)) finding\(total.debt == 1 ? "" : "s") outside the adapter layer; "
    out +=
      "\(DebtFormatting.grouped(total.screens)) UIKit screens and \(DebtFormatting.grouped(total.views)) SwiftUI views "
    out += "(\(DebtFormatting.percent(total.views, of: total.screens + total.views)) SwiftUI).\n\n"
    out += DebtFormatting.markdownTable(header, rows.map(cells))
    out += "\n### Adapter layer\n\n" + adapterSentence(total) + "\n\n"
    if total.pieces > 0 {
      out += DebtFormatting.markdownTable(adapterHeader, adapterRows(total)) + "\n"
    }
    out += "_\(legend)_\n"
    return out
  }

  func html(_ snapshot: DebtSnapshot, _ rows: [FolderRow]) -> String {
    let total = snapshot.total
    var body =
      "<h1>Bridge debt</h1>\n<p class=\"subtitle\">\(DebtFormatting.html(title)) · folders to depth \(depth) · puente \(DebtFormatting.html(toolVersion))</p>\n"
    body += "<div class=\"cards\">\n"
    body += DebtFormatting.card(DebtFormatting.grouped(total.debt), "findings outside the adapter layer")
    body += DebtFormatting.card(DebtFormatting.grouped(total.screens), "UIKit screens")
    body += DebtFormatting.card(DebtFormatting.grouped(total.views), "SwiftUI views")
    body += DebtFormatting.card(
      DebtFormatting.percent(total.views, of: total.screens + total.views), "SwiftUI share")
    body += DebtFormatting.card(DebtFormatting.grouped(total.adapterLines), "adapter layer lines")
    body += "</div>\n<h2>By folder</h2>\n"
    body += DebtFormatting.htmlTable(
      header, rows.map(cells), rowClasses: rows.map { $0.depth == 0 ? "total" : "" })
    body += "<h2>Adapter layer</h2>\n<p>\(DebtFormatting.html(adapterSentence(total)))</p>\n"
    if total.pieces > 0 { body += DebtFormatting.htmlTable(adapterHeader, adapterRows(total)) }
    body += "<p class=\"note\">\(DebtFormatting.html(legend))</p>\n"
    return HTMLPage.document(title: "Bridge debt — \(title)", body: body)
  }
}

/// The shell of the self-contained HTML pages: inline CSS, no script, no network.
enum HTMLPage {
  static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(DebtFormatting.html(title))</title>
    <style>
    \(DebtFormatting.css)
    </style>
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }
}
