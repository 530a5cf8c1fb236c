import PuenteHistory
import PuenteJSON
import PuenteRules

/// The formats `puente trend --format` writes.
public enum TrendFormat: String, CaseIterable, Sendable {
  case text, csv, json, markdown, html

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
    case .json: return json(trend, model)
    case .markdown: return markdown(trend, model)
    case .html: return html(trend, model)
    }
  }

  /// One line of the `--append` ledger: the newest point as compact JSON.
  public func ledgerLine(_ trend: Trend) -> String? {
    let model = Model(trend, depth: depth)
    guard !trend.points.isEmpty else { return nil }
    guard case .object(let point) = pointJSON(trend, model, trend.points.count - 1) else {
      return nil
    }
    let members = point.members.map { ($0.key, $0.value) }
    return JSONValue.object(JSONObject([("schemaVersion", .int(1)), ("depth", .int(depth))] + members))
      .compact()
  }

  // MARK: - The numbers behind every format

  /// Per-point totals and findings per folder cut at the depth, and the folders that ever
  /// had debt. Folders are numbered (`cuts`), and counts kept in flat arrays: a hundred
  /// points over two hundred folders as dictionaries cost more than writing them out.
  struct Model {
    var totals: [FolderStats]
    /// The same in flat form (rule counts by rule index, which is id order).
    var sums: [PointCounts.Sums]
    /// The folders cut at the depth, by cut index.
    var cuts: [String]
    /// Cut indices in name order.
    var cutOrder: [Int]
    let ruleCount: Int
    /// Per point: findings at `cut * ruleCount + rule`.
    var findings: [[Int]]
    /// Per point: debt at `cut`.
    var debts: [[Int]]
    /// Per cut: its highest debt over the points.
    var peaks: [Int]
    /// Cut indices of the folders with debt at some point, sorted by latest debt, then
    /// peak, then name.
    var debtFolders: [Int]

    init(_ trend: Trend, depth: Int) {
      let names = trend.names
      ruleCount = names.rules.count
      // Folder index → cut index, worked out once per folder of the table.
      var cutOf = [Int](repeating: -1, count: names.folders.count)
      var cutIndex: [String: Int] = [:]
      var cuts: [String] = []
      for (folder, name) in names.folders.enumerated() {
        let cut = DebtSnapshot.cutPath(name, depth: depth)
        if let known = cutIndex[cut] {
          cutOf[folder] = known
        } else {
          cutIndex[cut] = cuts.count
          cutOf[folder] = cuts.count
          cuts.append(cut)
        }
      }
      self.cuts = cuts
      self.cutOrder = cuts.indices.sorted { cuts[$0] < cuts[$1] }
      let r = ruleCount
      sums = []
      findings = []
      debts = []
      totals = []
      sums.reserveCapacity(trend.points.count)
      findings.reserveCapacity(trend.points.count)
      debts.reserveCapacity(trend.points.count)
      totals.reserveCapacity(trend.points.count)
      for point in trend.points {
        let (total, row) = point.counts.sums(groupOf: cutOf, groups: cuts.count)
        var debt = [Int](repeating: 0, count: cuts.count)
        for cut in 0..<cuts.count {
          for rule in 0..<r { debt[cut] += row[cut * r + rule] }
        }
        sums.append(total)
        totals.append(total.stats(rules: names.rules))
        findings.append(row)
        debts.append(debt)
      }
      var peak = [Int](repeating: 0, count: cuts.count)
      for debt in debts {
        for (cut, n) in debt.enumerated() where n > peak[cut] { peak[cut] = n }
      }
      peaks = peak
      let last = debts.last ?? []
      self.debtFolders = cuts.indices.filter { peak[$0] > 0 }.sorted { a, b in
        if last[a] != last[b] { return last[a] > last[b] }
        if peak[a] != peak[b] { return peak[a] > peak[b] }
        return cuts[a] < cuts[b]
      }
    }

    func debt(_ cut: Int, at i: Int) -> Int { debts[i][cut] }
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
    let n = model.debts.count
    return model.debtFolders.map { cut in
      let first = model.debt(cut, at: 0)
      let last = model.debt(cut, at: n - 1)
      let peak = model.peaks[cut]
      return [
        model.cuts[cut], DebtFormatting.grouped(first), DebtFormatting.grouped(last),
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
      "Bridge debt in \(title): \(plural(trend.points.count, "point")), \(periodName)\n\n"
    out += DebtFormatting.textTable(
      pointHeader(trend, model), trend.points.indices.map { pointCells(trend, model, $0) })
    out += "\n" + headline(trend, model) + "\n"
    if !model.debtFolders.isEmpty {
      out += "\nFolders (depth \(depth)) with debt at some point:\n\n"
      out += DebtFormatting.textTable(folderHeader, folderCells(model))
    }
    return out
  }

  func csv(_ trend: Trend, _ model: Model) -> String {
    let out = OutputBytes(capacity: 1 << 20)
    out.append("date,commit,folder,rule,findings\n")
    // Every (folder, rule) pair that is non-zero at some point gets a row at every point,
    // zeros included, so a pivot or a chart sees the drops to zero. Rules are in id
    // order, so folder name then rule index is the (folder, rule) order.
    let r = model.ruleCount
    var used = [Bool](repeating: false, count: model.cuts.count * r)
    for row in model.findings {
      for (slot, n) in row.enumerated() where n > 0 { used[slot] = true }
    }
    var pairs: [(slot: Int, prefix: [UInt8])] = []
    for cut in model.cutOrder {
      let folder = Array(("," + DebtFormatting.csv(model.cuts[cut]) + ",").utf8)
      for rule in 0..<r where used[cut * r + rule] {
        pairs.append((cut * r + rule, folder + Array((trend.names.rules[rule] + ",").utf8)))
      }
    }
    for (i, point) in trend.points.enumerated() {
      let lead = Array((point.commit.date + "," + point.commit.id).utf8)
      let row = model.findings[i]
      for pair in pairs {
        out.append(lead)
        out.append(pair.prefix)
        out.int(row[pair.slot])
        out.byte(0x0A)
      }
    }
    return out.string
  }

  /// One point for the `--append` ledger (compact JSON); the document itself is written
  /// by `json`, which lays the same members out the same way.
  func pointJSON(_ trend: Trend, _ model: Model, _ i: Int) -> JSONValue {
    let p = trend.points[i]
    let t = model.totals[i]
    let r = model.ruleCount
    var folders: [(String, JSONValue)] = []
    for cut in model.cutOrder where model.debts[i][cut] > 0 {
      let counts = (0..<r).compactMap { rule -> (String, JSONValue)? in
        let n = model.findings[i][cut * r + rule]
        return n > 0 ? (trend.names.rules[rule], .int(n)) : nil
      }
      folders.append((model.cuts[cut], .object(JSONObject(counts))))
    }
    return .object([
      ("date", .string(p.commit.date)), ("time", .int(Int(p.commit.time))),
      ("commit", .string(p.commit.id)),
      ("tree", .string(p.commit.tree)), ("debt", .int(t.debt)), ("findings", .counts(t.findings)),
      ("folders", .object(JSONObject(folders))), ("files", .int(t.files)), ("lines", .int(t.lines)),
      (
        "adapter",
        .object([
          ("files", .int(t.adapterFiles)), ("lines", .int(t.adapterLines)),
          ("pieces", .counts(t.adapterPieces)),
        ])
      ),
    ])
  }

  /// The JSON document, written straight into bytes (see `PrettyJSON`).
  func json(_ trend: Trend, _ model: Model) -> String {
    var w = PrettyJSON(capacity: 4096 + 8192 * trend.points.count)
    let names = trend.names
    let r = model.ruleCount
    // Keys of folders and rules, quoted and escaped once.
    let ruleKeys = names.rules.map { Array(("\"" + Escaping.json($0) + "\": ").utf8) }
    let cutKeys = model.cuts.map { Array(("\"" + Escaping.json($0) + "\": ").utf8) }
    /// Rule counts (by rule index, so in id order) as an object.
    func counts(_ row: [Int], from start: Int) {
      w.beginObject()
      for rule in 0..<r where row[start + rule] > 0 {
        w.element()
        w.out.append(ruleKeys[rule])
        w.out.int(row[start + rule])
      }
      w.endObject()
    }
    w.beginReport(toolVersion: toolVersion)
    w.member("every", every)
    w.member("depth", depth)
    w.member("rules", trend.rules)
    w.key("points")
    w.beginArray()
    for (i, p) in trend.points.enumerated() {
      let t = model.sums[i]
      w.element()
      w.beginObject()
      w.member("date", p.commit.date)
      w.member("time", Int(p.commit.time))
      w.member("commit", p.commit.id)
      w.member("tree", p.commit.tree)
      w.member("debt", t.debt)
      w.key("findings")
      counts(t.findings, from: 0)
      w.key("folders")
      w.beginObject()
      let row = model.findings[i]
      let debt = model.debts[i]
      for cut in model.cutOrder where debt[cut] > 0 {
        w.element()
        w.out.append(cutKeys[cut])
        counts(row, from: cut * r)
      }
      w.endObject()
      w.member("files", t.files)
      w.member("lines", t.lines)
      w.key("adapter")
      w.beginObject()
      w.member("files", t.adapterFiles)
      w.member("lines", t.adapterLines)
      w.key("pieces")
      counts(t.pieces, from: 0)
      w.endObject()
      w.endObject()
    }
    w.endArray()
    w.key("folders")
    w.beginArray()
    let n = trend.points.count
    for cut in model.debtFolders {
      let first = n > 0 ? model.debt(cut, at: 0) : 0
      let last = n > 0 ? model.debt(cut, at: n - 1) : 0
      w.element()
      w.beginObject()
      w.member("path", model.cuts[cut])
      w.member("first", first)
      w.member("latest", last)
      w.member("change", last - first)
      w.endObject()
    }
    w.endArray()
    w.member("warnings", trend.warnings)
    w.endObject()
    w.out.byte(0x0A)
    return w.out.string
  }

  func markdown(_ trend: Trend, _ model: Model) -> String {
    guard !trend.points.isEmpty else { return "No commit in range.\n" }
    var out =
      "## Bridge debt over time\n\n\(headline(trend, model).prefix(1).uppercased() + headline(trend, model).dropFirst()).\n\n"
    out += DebtFormatting.markdownTable(
      pointHeader(trend, model), trend.points.indices.map { pointCells(trend, model, $0) })
    if !model.debtFolders.isEmpty {
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
    body += DebtFormatting.card(DebtFormatting.grouped(lastTotal.debt), "findings outside the adapter layer now")
    body += DebtFormatting.card(
      DebtFormatting.signed(change), "since \(trend.points[0].commit.date)",
      valueClass: change < 0 ? "down" : change > 0 ? "up" : "")
    body += DebtFormatting.card(DebtFormatting.grouped(lastTotal.adapterLines), "lines in the adapter layer")
    body += DebtFormatting.card(DebtFormatting.grouped(lastTotal.pieces), "bridge pieces in the adapter layer")
    body += "</div>\n"

    var series = [
      LineChart.Series(
        name: "Total debt", color: "#111827", width: 3, dashed: false,
        values: model.totals.map(\.debt))
    ]
    for (k, cut) in model.debtFolders.prefix(topFolders).enumerated() {
      series.append(
        LineChart.Series(
          name: model.cuts[cut], color: LineChart.palette[k % LineChart.palette.count], width: 2,
          dashed: false,
          values: trend.points.indices.map { model.debt(cut, at: $0) }))
    }
    body += LineChart(
      times: times, series: series,
      title: "Findings outside the adapter layer: total and top folders",
      yLabel: "findings"
    ).svg()

    body += "<h2>By folder (depth \(depth)), change since \(trend.points[0].commit.date)</h2>\n"
    if model.debtFolders.isEmpty {
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
}
