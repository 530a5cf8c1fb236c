import PuenteRules

/// The formats `puente trend --format` writes.
public enum TrendFormat: String, CaseIterable, Sendable {
  case text
  case csv
  case json
  case markdown
  case html

  public var summary: String {
    switch self {
    case .text: "a table of the points and the folders that moved (default)"
    case .csv: "date,commit,folder,rule,findings: one row per date × folder × rule (tidy data)"
    case .json: "a stable JSON document (schemaVersion 1)"
    case .markdown: "tables to paste into a pull request or a wiki"
    case .html: "a self-contained page with SVG charts (no script, no network)"
    }
  }
}

/// Renders `puente trend`. Folders are cut at `depth`: every file counts in exactly one
/// folder, so folder rows add up to the total.
public struct TrendRenderer: Sendable {
  public var format: TrendFormat
  public var depth: Int
  public var toolVersion: String
  /// The sampling period, for titles (`day`, `week`, …).
  public var every: String
  /// What the trend is about (the repository folder), for titles.
  public var title: String
  /// How many folders the chart draws besides the total.
  public var topFolders = 5

  public init(format: TrendFormat, depth: Int, toolVersion: String, every: String, title: String) {
    self.format = format
    self.depth = depth
    self.toolVersion = toolVersion
    self.every = every
    self.title = title
  }

  public func render(_ trend: Trend) -> String {
    let model = Model(trend, depth: depth)
    switch format {
    case .text: return text(trend, model)
    case .csv: return csv(trend, model)
    case .json: return json(trend, model).prettyPrinted()
    case .markdown: return markdown(trend, model)
    case .html: return html(trend, model)
    }
  }

  /// One line of the `--append` ledger: the newest point as compact JSON.
  public func ledgerLine(_ trend: Trend) -> String? {
    let model = Model(trend, depth: depth)
    guard !trend.points.isEmpty else { return nil }
    guard case .object(let members) = pointJSON(trend, model, trend.points.count - 1) else {
      return nil
    }
    return JSONValue.object([("schemaVersion", .int(1)), ("depth", .int(depth))] + members)
      .compact()
  }

  // MARK: - The numbers behind every format

  /// Per-point totals and folder cuts, and the folders that ever had debt.
  struct Model {
    var totals: [FolderStats]
    var cuts: [[String: FolderStats]]
    /// Folders with debt at some point, sorted by latest debt, then peak, then name.
    var folders: [String]

    init(_ trend: Trend, depth: Int) {
      totals = trend.points.map { $0.snapshot.total }
      var memo: [String: String] = [:]
      cuts = trend.points.map { $0.snapshot.cut(depth: depth, memo: &memo) }
      var peak: [String: Int] = [:]
      for cut in cuts {
        for (folder, stats) in cut where stats.debt > 0 {
          peak[folder] = max(peak[folder] ?? 0, stats.debt)
        }
      }
      let last = cuts.last ?? [:]
      folders = peak.keys.sorted { a, b in
        let la = last[a]?.debt ?? 0
        let lb = last[b]?.debt ?? 0
        if la != lb { return la > lb }
        if peak[a]! != peak[b]! { return peak[a]! > peak[b]! }
        return a < b
      }
    }

    func debt(_ folder: String, at i: Int) -> Int { cuts[i][folder]?.debt ?? 0 }
  }

  func columns(_ trend: Trend, _ model: Model) -> [String] {
    DebtFormatting.visible(trend.rules, model.totals.map(\.findings))
  }

  func pointHeader(_ trend: Trend, _ model: Model) -> [String] {
    ["date", "commit", "debt", "change"] + columns(trend, model).map(DebtFormatting.shortName)
      + ["adapter files", "adapter lines", "adapter pieces"]
  }

  func pointCells(_ trend: Trend, _ model: Model, _ i: Int) -> [String] {
    let p = trend.points[i]
    let t = model.totals[i]
    let change = i == 0 ? "–" : DebtFormatting.signed(t.debt - model.totals[i - 1].debt)
    return [p.commit.date, String(p.commit.id.prefix(8)), DebtFormatting.grouped(t.debt), change]
      + columns(trend, model).map { DebtFormatting.grouped(t.findings[$0] ?? 0) }
      + [
        DebtFormatting.grouped(t.adapterFiles), DebtFormatting.grouped(t.adapterLines),
        DebtFormatting.grouped(t.pieces),
      ]
  }

  var folderHeader: [String] { ["folder", "first", "latest", "change", "peak"] }

  func folderCells(_ model: Model) -> [[String]] {
    let n = model.cuts.count
    return model.folders.map { folder in
      let first = model.debt(folder, at: 0)
      let last = model.debt(folder, at: n - 1)
      let peak = (0..<n).map { model.debt(folder, at: $0) }.max() ?? 0
      return [
        folder, DebtFormatting.grouped(first), DebtFormatting.grouped(last),
        DebtFormatting.signed(last - first), DebtFormatting.grouped(peak),
      ]
    }
  }

  /// "debt 7 → 1 (-6) since 2025-01-27"
  func headline(_ trend: Trend, _ model: Model) -> String {
    guard let first = model.totals.first, let last = model.totals.last,
      let start = trend.points.first
    else {
      return "no commit in range"
    }
    return "debt \(DebtFormatting.grouped(first.debt)) → \(DebtFormatting.grouped(last.debt)) "
      + "(\(DebtFormatting.signed(last.debt - first.debt))) since \(start.commit.date); adapter layer "
      + "\(DebtFormatting.grouped(first.adapterLines)) → \(DebtFormatting.grouped(last.adapterLines)) lines, "
      + "\(DebtFormatting.grouped(first.adapterFiles)) → \(DebtFormatting.grouped(last.adapterFiles)) files"
  }

  var periodName: String { every == "commit" ? "every commit" : "the last commit of each \(every)" }

  // MARK: - Formats

  func text(_ trend: Trend, _ model: Model) -> String {
    guard !trend.points.isEmpty else { return "no commit in range\n" }
    var out =
      "Bridge debt in \(title): \(trend.points.count) point\(trend.points.count == 1 ? "" : "s"), \(periodName)\n\n"
    out += DebtFormatting.textTable(
      pointHeader(trend, model), trend.points.indices.map { pointCells(trend, model, $0) })
    out += "\n" + headline(trend, model) + "\n"
    if !model.folders.isEmpty {
      out += "\nFolders (depth \(depth)) with debt at some point:\n\n"
      out += DebtFormatting.textTable(folderHeader, folderCells(model))
    }
    return out
  }

  func csv(_ trend: Trend, _ model: Model) -> String {
    var out = "date,commit,folder,rule,findings\n"
    // Every (folder, rule) pair that is non-zero at some point gets a row at every point,
    // zeros included, so a pivot or a chart sees the drops to zero.
    var pairs = Set<[String]>()
    for cut in model.cuts {
      for (folder, stats) in cut {
        for (rule, n) in stats.findings where n > 0 { pairs.insert([folder, rule]) }
      }
    }
    let sorted = pairs.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
    for (i, point) in trend.points.enumerated() {
      for pair in sorted {
        let n = model.cuts[i][pair[0]]?.findings[pair[1]] ?? 0
        out +=
          [point.commit.date, point.commit.id, DebtFormatting.csv(pair[0]), pair[1], String(n)]
          .joined(separator: ",") + "\n"
      }
    }
    return out
  }

  func pointJSON(_ trend: Trend, _ model: Model, _ i: Int) -> JSONValue {
    let p = trend.points[i]
    let t = model.totals[i]
    let folders: [(String, JSONValue)] = model.cuts[i].sorted { $0.key < $1.key }.compactMap {
      folder, stats in
      stats.debt > 0 ? (folder, .counts(stats.findings.filter { $0.value > 0 })) : nil
    }
    return .object([
      ("date", .string(p.commit.date)), ("time", .int(Int(p.commit.time))),
      ("commit", .string(p.commit.id)),
      ("tree", .string(p.commit.tree)), ("debt", .int(t.debt)), ("findings", .counts(t.findings)),
      ("folders", .object(folders)), ("files", .int(t.files)), ("lines", .int(t.lines)),
      (
        "adapter",
        .object([
          ("files", .int(t.adapterFiles)), ("lines", .int(t.adapterLines)),
          ("pieces", .counts(t.adapterPieces)),
        ])
      ),
    ])
  }

  func json(_ trend: Trend, _ model: Model) -> JSONValue {
    let n = trend.points.count
    return .object([
      ("schemaVersion", .int(1)),
      ("tool", .object([("name", .string("puente")), ("version", .string(toolVersion))])),
      ("every", .string(every)), ("depth", .int(depth)),
      ("rules", .array(trend.rules.map { .string($0) })),
      ("points", .array(trend.points.indices.map { pointJSON(trend, model, $0) })),
      (
        "folders",
        .array(
          model.folders.map { folder in
            let first = n > 0 ? model.debt(folder, at: 0) : 0
            let last = n > 0 ? model.debt(folder, at: n - 1) : 0
            return .object([
              ("path", .string(folder)), ("first", .int(first)), ("latest", .int(last)),
              ("change", .int(last - first)),
            ])
          })
      ),
      ("warnings", .array(trend.warnings.map { .string($0) })),
    ])
  }

  func markdown(_ trend: Trend, _ model: Model) -> String {
    guard !trend.points.isEmpty else { return "No commit in range.\n" }
    var out =
      "## Bridge debt over time\n\n\(headline(trend, model).prefix(1).uppercased() + headline(trend, model).dropFirst()).\n\n"
    out += DebtFormatting.markdownTable(
      pointHeader(trend, model), trend.points.indices.map { pointCells(trend, model, $0) })
    if !model.folders.isEmpty {
      out += "\n### Folders (depth \(depth)), change since \(trend.points[0].commit.date)\n\n"
      out += DebtFormatting.markdownTable(folderHeader, folderCells(model))
    }
    out +=
      "\n_Points: \(periodName) on the first-parent history. Debt: findings outside the adapter layer. "
    out +=
      "Adapter pieces: bridges inside the adapter layer, counted as if the exemption did not apply._\n"
    return out
  }

  func html(_ trend: Trend, _ model: Model) -> String {
    guard let lastTotal = model.totals.last, let firstTotal = model.totals.first else {
      return HTMLPage.document(
        title: "Bridge debt over time",
        body: "<h1>Bridge debt over time</h1>\n<p>No commit in range.</p>\n")
    }
    let times = trend.points.map(\.commit.time)
    let change = lastTotal.debt - firstTotal.debt
    var body = "<h1>Bridge debt over time</h1>\n"
    body +=
      "<p class=\"subtitle\">\(DebtFormatting.html(title)) · \(trend.points.count) points, \(DebtFormatting.html(periodName)), "
    body +=
      "\(trend.points[0].commit.date) to \(trend.points[trend.points.count - 1].commit.date) · puente \(DebtFormatting.html(toolVersion))</p>\n"
    body += "<div class=\"cards\">\n"
    body += card(DebtFormatting.grouped(lastTotal.debt), "findings outside the adapter layer now")
    body += card(
      DebtFormatting.signed(change), "since \(trend.points[0].commit.date)",
      valueClass: change < 0 ? "down" : change > 0 ? "up" : "")
    body += card(DebtFormatting.grouped(lastTotal.adapterLines), "lines in the adapter layer")
    body += card(DebtFormatting.grouped(lastTotal.pieces), "bridge pieces in the adapter layer")
    body += "</div>\n"

    var series = [
      LineChart.Series(
        name: "Total debt", color: "#111827", width: 3, dashed: false,
        values: model.totals.map(\.debt))
    ]
    for (k, folder) in model.folders.prefix(topFolders).enumerated() {
      series.append(
        LineChart.Series(
          name: folder, color: LineChart.palette[k % LineChart.palette.count], width: 2,
          dashed: false,
          values: trend.points.indices.map { model.debt(folder, at: $0) }))
    }
    body += LineChart(
      times: times, series: series,
      title: "Findings outside the adapter layer: total and top folders",
      yLabel: "findings"
    ).svg()

    body += "<h2>By folder (depth \(depth)), change since \(trend.points[0].commit.date)</h2>\n"
    if model.folders.isEmpty {
      body += "<p>No folder had debt in this range.</p>\n"
    } else {
      body += DebtFormatting.htmlTable(folderHeader, folderCells(model))
    }

    body +=
      "<h2>The adapter layer</h2>\n<p>Where bridges belong: its growth is the visible ledger of the debt that moved out of features.</p>\n"
    body += LineChart(
      times: times,
      series: [
        LineChart.Series(
          name: "Lines", color: "#059669", width: 3, dashed: false,
          values: model.totals.map(\.adapterLines))
      ], title: "Adapter layer size", yLabel: "lines"
    ).svg()
    body += LineChart(
      times: times,
      series: [
        LineChart.Series(
          name: "Files", color: "#2563eb", width: 2, dashed: false,
          values: model.totals.map(\.adapterFiles)),
        LineChart.Series(
          name: "Bridge pieces", color: "#d97706", width: 2, dashed: true,
          values: model.totals.map(\.pieces)),
      ], title: "Adapter layer files and bridge pieces", yLabel: "count", height: 320
    ).svg()

    body += "<details><summary>Every point</summary>\n"
    body += DebtFormatting.htmlTable(
      pointHeader(trend, model), trend.points.indices.map { pointCells(trend, model, $0) })
    body += "</details>\n"
    body +=
      "<p class=\"note\">Debt: findings of the enabled rules outside the adapter layer, after suppressions. "
    body +=
      "Bridge pieces: the same rules inside the adapter layer, counted as if the exemption did not apply. "
    body += "Folders are cut at depth \(depth); each file counts in one folder.</p>\n"
    return HTMLPage.document(title: "Bridge debt over time — \(title)", body: body)
  }

  func card(_ value: String, _ label: String, valueClass: String = "") -> String {
    let cls = valueClass.isEmpty ? "value" : "value \(valueClass)"
    return
      "<div class=\"card\"><div class=\"\(cls)\">\(DebtFormatting.html(value))</div><div class=\"label\">\(DebtFormatting.html(label))</div></div>\n"
  }
}
