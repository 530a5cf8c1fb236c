import PuenteJSON
import PuenteRules

/// Output formats of `puente screens`.
public enum ScreenFormat: String, CaseIterable, Sendable {
  case text, json, csv, markdown, dot, mermaid, html

  public var summary: String {
    switch self {
    case .text: return "the screens leaves first, what each shows, and progress per folder"
    case .json: return "everything, machine-readable (schemaVersion 1)"
    case .csv: return "one row per screen"
    case .markdown: return "progress and screens as tables"
    case .dot: return "Graphviz: screens coloured by kind, shaded by height"
    case .mermaid: return "a `flowchart BT` that GitHub renders in Markdown"
    case .html: return "a self-contained page: the layered graph (SVG, leaves at the bottom) and the table"
    }
  }
}

/// Output formats of `puente plan`.
public enum PlanFormat: String, CaseIterable, Sendable {
  case text, json, csv, markdown
}

/// Renders the screen graph and the plan.
public struct ScreenRenderer {
  public let toolVersion: String

  public init(toolVersion: String) { self.toolVersion = toolVersion }

  // MARK: - Screens

  public func render(_ graph: ScreenGraph, format: ScreenFormat) -> String {
    switch format {
    case .text: return text(graph)
    case .json: return json(graph)
    case .csv: return csv(graph)
    case .markdown: return markdown(graph)
    case .dot: return dot(graph)
    case .mermaid: return mermaid(graph)
    case .html: return html(graph)
    }
  }

  static let header = [
    "screen", "kind", "file", "lines", "logic", "height", "in", "out", "bridges", "storyboard", "pair",
  ]

  func row(_ s: Screen) -> [String] {
    [
      s.name, s.kind.rawValue, "\(s.path):\(s.line)", "\(s.lines)", "\(s.logicLines)", "\(s.height)",
      "\(s.shownBy.count)", "\(s.shows.count)", "\(s.bridges)", "\(s.storyboardCalls)", pairText(s),
    ]
  }

  func pairText(_ s: Screen) -> String {
    guard let pair = s.pair else { return "" }
    return pair.old == s.name ? "old of \(pair.new) (\(pair.flag))" : "new of \(pair.old) (\(pair.flag))"
  }

  func text(_ graph: ScreenGraph) -> String {
    var out = "Screens (\(graph.screens.count)), leaves first\n\n"
    var height = -1
    let cycles = graph.screens.contains(where: \.inCycle)
    for s in graph.screens {
      if s.height != height {
        height = s.height
        out +=
          height > 0
          ? "height \(height)\n" : cycles ? "height 0 (leaves, and screens in a cycle)\n" : "height 0 (leaves)\n"
      }
      out += "  \(Escaping.terminal(s.name)) [\(s.kind.rawValue)] \(Escaping.terminal(s.path)):\(s.line)"
      out += " · \(plural(s.lines, "line")), \(s.logicLines) of logic"
      if s.inCycle { out += " · in a cycle" }
      if s.bridges > 0 { out += " · \(plural(s.bridges, "bridge finding"))" }
      if s.isRoot { out += " · app root" }
      if !pairText(s).isEmpty { out += " · \(pairText(s))" }
      out += "\n"
      for edge in graph.edges where edge.from == s.name {
        out += "    → \(Escaping.terminal(edge.to)) (\(edge.via), \(Escaping.terminal(edge.path)):\(edge.line))\n"
      }
      if s.storyboardCalls > 0 {
        out +=
          "    ? \(plural(s.storyboardCalls, "storyboard hand-off")) (performSegue/instantiateViewController): edges a Swift scanner cannot see\n"
      }
    }
    out += "\nProgress per folder\n"
    out += DebtFormatting.textTable(Self.progressHeader, graph.progress.map(Self.progressRow))
    if !graph.modules.isEmpty {
      out += "\nProgress per module\n"
      out += DebtFormatting.textTable(Self.moduleHeader, graph.modules.map(Self.progressRow))
    }
    if !graph.pairs.isEmpty {
      out += "\nPairs whose old side is still present (a conversion is done when the old one is deleted)\n"
      for pair in graph.pairs {
        out += "  \(pair.old) → \(pair.new) behind \(pair.flag) (\(pair.path):\(pair.line))\n"
      }
    }
    return out
  }

  /// Written member by member into bytes: a large repository's document (some 1 MB)
  /// is in the command's serial part, where a `JSONValue` tree would be built first.
  func json(_ graph: ScreenGraph) -> String {
    var json = PrettyJSON(capacity: 1 << 20)
    json.beginReport(toolVersion: toolVersion)
    json.objects("screens", graph.screens) { json, s in
      json.member("name", s.name)
      json.member("kind", s.kind.rawValue)
      json.member("path", s.path)
      json.member("line", s.line)
      json.member("lines", s.lines)
      json.member("logicLines", s.logicLines)
      json.member("height", s.height)
      json.member("shows", s.shows)
      json.member("shownBy", s.shownBy)
      json.member("bridges", s.bridges)
      json.member("storyboardCalls", s.storyboardCalls)
      json.member("root", s.isRoot)
      if let pair = s.pair {
        json.key("pair")
        json.beginObject()
        Self.write(pair, into: &json)
        json.endObject()
      }
    }
    json.objects("edges", graph.edges) { json, edge in
      json.member("from", edge.from)
      json.member("to", edge.to)
      json.member("path", edge.path)
      json.member("line", edge.line)
      json.member("via", edge.via)
    }
    let tables: [(StaticString, StaticString, [FolderProgress])] = [
      ("progress", "folder", graph.progress), ("modules", "module", graph.modules),
    ]
    for (key, name, rows) in tables {
      json.objects(key, rows) { json, row in
        json.member(name, row.folder)
        json.member("uikitScreens", row.uikitScreens)
        json.member("uikitLines", row.uikitLines)
        json.member("swiftUIScreens", row.swiftUIScreens)
        json.member("swiftUILines", row.swiftUILines)
      }
    }
    json.objects("pairs", graph.pairs) { json, pair in Self.write(pair, into: &json) }
    json.endObject()
    json.out.byte(0x0A)
    return json.out.string
  }

  /// A pair's members.
  static func write(_ pair: ScreenPair, into json: inout PrettyJSON) {
    json.member("old", pair.old)
    json.member("new", pair.new)
    json.member("flag", pair.flag)
    json.member("path", pair.path)
    json.member("line", pair.line)
  }

  func csv(_ graph: ScreenGraph) -> String {
    var out = Self.header.joined(separator: ",") + "\n"
    for s in graph.screens { out += row(s).map(DebtFormatting.csv).joined(separator: ",") + "\n" }
    return out
  }

  func markdown(_ graph: ScreenGraph) -> String {
    var out = "# Screens\n\n## Progress\n\n"
    func table(_ first: String, _ rows: [FolderProgress]) -> String {
      DebtFormatting.markdownTable(
        [first, "UIKit", "UIKit lines", "SwiftUI", "SwiftUI lines"],
        rows.map {
          [$0.folder, "\($0.uikitScreens)", "\($0.uikitLines)", "\($0.swiftUIScreens)", "\($0.swiftUILines)"]
        })
    }
    out += table("folder", graph.progress)
    if !graph.modules.isEmpty { out += "\n## Progress per module\n\n" + table("module", graph.modules) }
    out += "\n## Screens, leaves first\n\n"
    out += DebtFormatting.markdownTable(Self.header, graph.screens.map(row))
    return out
  }

  /// The progress table of the text and HTML pages (Markdown leaves out the share).
  static let progressHeader = ["folder", "UIKit", "UIKit lines", "SwiftUI", "SwiftUI lines", "converted"]
  static let moduleHeader = ["module"] + progressHeader.dropFirst()

  static func progressRow(_ p: FolderProgress) -> [String] {
    [
      p.folder, "\(p.uikitScreens)", "\(p.uikitLines)", "\(p.swiftUIScreens)", "\(p.swiftUILines)",
      DebtFormatting.percent(p.swiftUIScreens, of: p.uikitScreens + p.swiftUIScreens),
    ]
  }

  /// Fill colours by kind: UIKit amber, container red, SwiftUI green.
  static func colour(_ kind: ScreenKind) -> String {
    switch kind {
    case .uikit: return "#f59e0b"
    case .container: return "#ef4444"
    case .swiftUI: return "#10b981"
    }
  }

  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  func dot(_ graph: ScreenGraph) -> String {
    let maxHeight = max(1, graph.screens.map(\.height).max() ?? 1)
    var out =
      "digraph screens {\n  rankdir=BT;\n  node [shape=box, style=\"filled,rounded\", fontname=\"Helvetica\"];\n"
    for s in graph.screens {
      // Higher screens are drawn lighter: leaves (the next to convert) stand out.
      let alpha = String(255 - 150 * s.height / maxHeight, radix: 16)
      out +=
        "  \(Self.quoted(s.name)) [fillcolor=\"\(Self.colour(s.kind))\(alpha.count == 1 ? "0" + alpha : alpha)\", tooltip=\(Self.quoted("\(s.path):\(s.line) · height \(s.height)"))];\n"
    }
    for e in graph.edges {
      out += "  \(Self.quoted(e.from)) -> \(Self.quoted(e.to)) [label=\(Self.quoted(e.via))];\n"
    }
    return out + "}\n"
  }

  func mermaid(_ graph: ScreenGraph) -> String {
    var ids: [String: String] = [:]
    for (i, s) in graph.screens.enumerated() { ids[s.name] = "s\(i)" }
    var out = "flowchart BT\n"
    for s in graph.screens {
      out += "  \(ids[s.name]!)[\"\(s.name.replacingOccurrences(of: "\"", with: "#quot;"))\"]:::\(s.kind.rawValue)\n"
    }
    var seen = Set<String>()
    for e in graph.edges where seen.insert(e.from + "\u{0}" + e.to).inserted {
      out += "  \(ids[e.from]!) --> \(ids[e.to]!)\n"
    }
    for kind in ScreenKind.allCases {
      out += "  classDef \(kind.rawValue) fill:\(Self.colour(kind)),color:#111\n"
    }
    return out
  }

  // MARK: - HTML

  func html(_ graph: ScreenGraph) -> String {
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<title>Screens</title>\n<style>\n\(DebtFormatting.css)\n</style>\n</head>\n<body>\n"
    let uikit = graph.screens.filter(\.kind.isUIKit).count
    out += "<h1>Screens</h1>\n<p class=\"subtitle\">\(graph.screens.count) screens: \(uikit) UIKit, "
    out += "\(graph.screens.count - uikit) SwiftUI · leaves at the bottom, convert from there up</p>\n"
    out += svg(graph)
    out += "<h2>Progress per folder</h2>\n"
    out += DebtFormatting.htmlTable(Self.progressHeader, graph.progress.map(Self.progressRow))
    if !graph.modules.isEmpty {
      out += "<h2>Progress per module</h2>\n"
      out += DebtFormatting.htmlTable(Self.moduleHeader, graph.modules.map(Self.progressRow))
    }
    out += "<h2>Screens, leaves first</h2>\n"
    out += DebtFormatting.htmlTable(Self.header, graph.screens.map(row))
    return out + "</body>\n</html>\n"
  }

  /// The graph as layers by height (leaves at the bottom), screens in a row per layer
  /// ordered by name, edges as lines from the shower down to the shown.
  func svg(_ graph: ScreenGraph) -> String {
    let layers = Dictionary(grouping: graph.screens, by: \.height)
    let top = layers.keys.max() ?? 0
    // A layer of more than `perRow` screens wraps onto several rows (a large app has
    // hundreds of leaves): the drawing stays readable at the page's width, and the
    // layers stay in order, leaves at the bottom.
    let (boxWidth, boxHeight, gap, rowGap, layerGap, perRow) = (170, 34, 20, 14, 60, 6)
    let columns = min(perRow, max(1, layers.values.map(\.count).max() ?? 1))
    let width = max(400, columns * (boxWidth + gap) + gap)
    var place: [String: (x: Int, y: Int)] = [:]
    var y = 20
    for h in stride(from: top, through: 0, by: -1) {
      let row = (layers[h] ?? []).sorted { $0.name < $1.name }
      for start in stride(from: 0, to: row.count, by: perRow) {
        let part = row[start..<min(row.count, start + perRow)]
        let offset = (width - part.count * (boxWidth + gap) + gap) / 2
        for (i, s) in part.enumerated() { place[s.name] = (offset + i * (boxWidth + gap), y) }
        y += boxHeight + rowGap
      }
      y += layerGap - rowGap
    }
    let height = y + 30
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"screen graph\" font-family=\"-apple-system, 'Segoe UI', Roboto, Arial, sans-serif\" font-size=\"12\">\n"
    out +=
      "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#6b7280\"/></marker></defs>\n"
    var drawn = Set<String>()
    for e in graph.edges where drawn.insert(e.from + "\u{0}" + e.to).inserted {
      guard let a = place[e.from], let b = place[e.to] else { continue }
      let (x1, y1) = (a.x + boxWidth / 2, a.y + boxHeight)
      let (x2, y2) = (b.x + boxWidth / 2, b.y)
      let up = y2 <= y1  // an edge within a cycle or upwards
      out +=
        "<line x1=\"\(x1)\" y1=\"\(up ? a.y : y1)\" x2=\"\(x2)\" y2=\"\(up ? b.y + boxHeight : y2)\" stroke=\"#9ca3af\" stroke-width=\"1.2\" marker-end=\"url(#arrow)\"/>\n"
    }
    for s in graph.screens {
      guard let p = place[s.name] else { continue }
      let label = s.name.count > 24 ? String(s.name.prefix(23)) + "…" : s.name
      out +=
        "<g><title>\(DebtFormatting.html("\(s.name) · \(s.kind.rawValue) · \(s.path):\(s.line) · height \(s.height)"))</title>"
      out +=
        "<rect x=\"\(p.x)\" y=\"\(p.y)\" width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"6\" fill=\"\(Self.colour(s.kind))\" fill-opacity=\"0.85\" stroke=\"#374151\" stroke-width=\"0.8\"/>"
      out +=
        "<text x=\"\(p.x + boxWidth / 2)\" y=\"\(p.y + boxHeight / 2 + 4)\" text-anchor=\"middle\" fill=\"#111827\">\(DebtFormatting.html(label))</text></g>\n"
    }
    var x = 10
    for kind in ScreenKind.allCases {
      out +=
        "<rect x=\"\(x)\" y=\"\(height - 20)\" width=\"12\" height=\"12\" fill=\"\(Self.colour(kind))\"/><text x=\"\(x + 16)\" y=\"\(height - 10)\">\(kind.rawValue)</text>\n"
      x += 100
    }
    return out + "</svg>\n"
  }

  // MARK: - Plan

  public func render(_ plan: ScreenPlan, format: PlanFormat) -> String {
    let header = ["#", "screen", "file", "why"]
    let rows = plan.steps.enumerated().map { i, step in
      ["\(i + 1)", step.screen.name, "\(step.screen.path):\(step.screen.line)", step.reason]
    }
    switch format {
    case .text:
      let count = plan.steps.count
      var out =
        "Migration order (\(count) UIKit screen\(count == 1 ? "" : "s")): leaves first, containers and the root last\n\n"
      for row in rows {
        let number = "\(row[0]). "
        out += number + "\(Escaping.terminal(row[1])) (\(Escaping.terminal(row[2])))\n"
        out += String(repeating: " ", count: number.count) + row[3] + "\n"
      }
      return out + Self.trafficNotes(plan, item: "  ", escape: Escaping.terminal)
    case .csv:
      var out = "order,screen,file,height,logic,commits,views,ready,why\n"
      for (i, step) in plan.steps.enumerated() {
        out +=
          [
            "\(i + 1)", step.screen.name, "\(step.screen.path):\(step.screen.line)", "\(step.screen.height)",
            "\(step.screen.logicLines)", "\(step.commits)", step.views.map(String.init) ?? "", "\(step.ready)",
            step.reason,
          ].map(DebtFormatting.csv).joined(separator: ",") + "\n"
      }
      return out
    case .markdown:
      return "# Migration order\n\n" + DebtFormatting.markdownTable(header, rows)
        + Self.trafficNotes(plan, item: "- ", escape: Escaping.markdownCell)
    case .json:
      return JSONValue.object([
        ("schemaVersion", .int(1)),
        ("tool", .tool(toolVersion)),
        (
          "steps",
          .array(
            plan.steps.map { step in
              .object([
                ("screen", .string(step.screen.name)), ("kind", .string(step.screen.kind.rawValue)),
                ("path", .string(step.screen.path)), ("line", .int(step.screen.line)),
                ("height", .int(step.screen.height)), ("logicLines", .int(step.screen.logicLines)),
                ("commits", .int(step.commits)), ("views", step.views.map { .int($0) } ?? .null),
                ("ready", .bool(step.ready)), ("why", .string(step.reason)),
              ])
            })
        ),
        ("unknownTraffic", .array(plan.unknownTraffic.map { .string($0) })),
        (
          "ambiguousTraffic",
          .object(
            JSONObject(
              plan.ambiguousTraffic.sorted { $0.key < $1.key }.map { name, screens in
                (name, JSONValue.array(screens.map { .string($0) }))
              }))
        ),
      ]).prettyPrinted()
    }
  }

  /// The traffic file's names the plan could not use: none of its UIKit screens, or
  /// several (a bare name two modules declare), each ambiguous one an `item` of a list;
  /// the file's names passed through `escape`.
  static func trafficNotes(_ plan: ScreenPlan, item: String, escape: (String) -> String) -> String {
    var out = ""
    if !plan.unknownTraffic.isEmpty {
      let names = plan.unknownTraffic.map(escape).joined(separator: ", ")
      out += "\nIn the traffic file but not UIKit screens here: \(names)\n"
    }
    if !plan.ambiguousTraffic.isEmpty {
      out += "\nIn the traffic file as the name of several screens, not counted (write it as listed here):\n\n"
      for (name, screens) in plan.ambiguousTraffic.sorted(by: { $0.key < $1.key }) {
        out += "\(item)\(escape(name)): \(screens.map(escape).joined(separator: " or "))\n"
      }
    }
    return out
  }
}
