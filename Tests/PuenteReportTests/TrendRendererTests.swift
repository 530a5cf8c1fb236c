import Foundation
import Testing

@testable import PuenteHistory
@testable import PuenteJSON
@testable import PuenteReport
@testable import PuenteRules

/// Renderers of `puente report` and `puente trend`, on hand-made snapshots.
@Suite struct TrendRendererTests {
  static func stats(_ findings: [String: Int], adapterLines: Int = 0) -> FolderStats {
    var s = FolderStats()
    s.files = 1
    s.lines = 10
    s.findings = findings
    s.adapterLines = adapterLines
    s.adapterFiles = adapterLines > 0 ? 1 : 0
    return s
  }

  static let trend = Trend(
    points: [
      TrendPoint(
        commit: HistoryCommit(
          id: String(repeating: "a", count: 40), tree: "t1", time: 1_736_150_400),
        snapshot: DebtSnapshot(folders: [
          "Features/Orders": stats(["hosting-outside-adapter": 2]),
          "=Odd,Folder": stats(["hosting-outside-adapter": 1]),
        ])),
      TrendPoint(
        commit: HistoryCommit(
          id: String(repeating: "b", count: 40), tree: "t2", time: 1_736_755_200),
        snapshot: DebtSnapshot(folders: [
          "Features/Orders": stats([:]), "Adapters": stats([:], adapterLines: 40),
        ])),
    ],
    rules: ["hosting-outside-adapter", "unknown-suppression-rule"])

  func render(_ format: TrendFormat) -> String {
    TrendRenderer(format: format, depth: 2, toolVersion: "9.9", every: "week", title: "App").render(
      Self.trend)
  }

  @Test func csvIsTidyWithZerosAndSafeFields() {
    #expect(
      render(.csv) == """
        date,commit,folder,rule,findings
        2025-01-06,\(String(repeating: "a", count: 40)),"'=Odd,Folder",hosting-outside-adapter,1
        2025-01-06,\(String(repeating: "a", count: 40)),Features/Orders,hosting-outside-adapter,2
        2025-01-13,\(String(repeating: "b", count: 40)),"'=Odd,Folder",hosting-outside-adapter,0
        2025-01-13,\(String(repeating: "b", count: 40)),Features/Orders,hosting-outside-adapter,0

        """)
  }

  @Test func htmlIsOneSelfContainedPageWithACompleteChart() {
    let html = render(.html)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="))
    #expect(!html.contains("href="))
    #expect(html.contains("<svg"))
    // Axes labels, dates, legend.
    for text in [
      "commit date (UTC)", ">findings<", ">13 Jan<", ">2025<", "Total debt", "Features/Orders",
      "Adapter layer size",
    ] {
      #expect(html.contains(text), "\(text)")
    }
    // Folder names are escaped.
    #expect(!html.contains("<Odd"))
  }

  @Test func ledgerLineIsOneLineOfJSONForTheNewestPoint() throws {
    let line = try #require(
      TrendRenderer(format: .json, depth: 2, toolVersion: "9.9", every: "day", title: "App")
        .ledgerLine(Self.trend))
    #expect(!line.contains("\n"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["commit"] as? String == String(repeating: "b", count: 40))
    #expect(object["debt"] as? Int == 0)
    #expect((object["adapter"] as? [String: Any])?["lines"] as? Int == 40)
  }

  @Test func textAndMarkdownShowTheChangeSinceTheFirstPoint() {
    let text = render(.text)
    #expect(text.contains("debt 3 → 0 (-3) since 2025-01-06"))
    #expect(!text.contains("unknown-suppression-rule"))  // never non-zero: no column
    let markdown = render(.markdown)
    #expect(markdown.contains("| Features/Orders | 2 | 0 | -2 | 2 |"))
  }

  @Test func jsonListsEveryRuleAndPoint() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect((object["rules"] as? [String])?.count == 2)
    #expect((object["points"] as? [Any])?.count == 2)
  }

  /// The document is written straight into bytes; this is the layout `JSONValue`'s
  /// pretty printer gave it, escaping included.
  @Test func jsonDocumentIsLaidOutExactly() {
    let a = String(repeating: "a", count: 40)
    let b = String(repeating: "b", count: 40)
    #expect(
      render(.json) == """
        {
          "schemaVersion": 1,
          "tool": {
            "name": "puente",
            "version": "9.9"
          },
          "every": "week",
          "depth": 2,
          "rules": [
            "hosting-outside-adapter",
            "unknown-suppression-rule"
          ],
          "points": [
            {
              "date": "2025-01-06",
              "time": 1736150400,
              "commit": "\(a)",
              "tree": "t1",
              "debt": 3,
              "findings": {
                "hosting-outside-adapter": 3
              },
              "folders": {
                "=Odd,Folder": {
                  "hosting-outside-adapter": 1
                },
                "Features/Orders": {
                  "hosting-outside-adapter": 2
                }
              },
              "files": 2,
              "lines": 20,
              "adapter": {
                "files": 0,
                "lines": 0,
                "pieces": {}
              }
            },
            {
              "date": "2025-01-13",
              "time": 1736755200,
              "commit": "\(b)",
              "tree": "t2",
              "debt": 0,
              "findings": {},
              "folders": {},
              "files": 2,
              "lines": 20,
              "adapter": {
                "files": 1,
                "lines": 40,
                "pieces": {}
              }
            }
          ],
          "folders": [
            {
              "path": "Features/Orders",
              "first": 2,
              "latest": 0,
              "change": -2
            },
            {
              "path": "=Odd,Folder",
              "first": 1,
              "latest": 0,
              "change": -1
            }
          ],
          "warnings": []
        }

        """)
  }

  /// Drives `PrettyJSON` with the same values as a `JSONValue` tree.
  static func write(_ value: PuenteJSON.JSONValue, _ w: inout PrettyJSON) {
    switch value {
    case .string(let s): w.out.jsonString(s)
    case .int(let n): w.out.int(n)
    case .bool(let b): w.out.append(b ? "true" : "false")
    case .null: w.out.append("null")
    case .number: Issue.record("the renderers write integers")
    case .array(let items):
      w.beginArray()
      for item in items {
        w.element()
        write(item, &w)
      }
      w.endArray()
    case .object(let object):
      w.beginObject()
      for (key, item) in object.members {
        w.key(key)
        write(item, &w)
      }
      w.endObject()
    }
  }

  @Test func prettyJSONWritesWhatJSONValuePrettyPrints() {
    var generator = SystemRandomNumberGenerator()
    let strings = ["", "a", "quote\"", "back\\slash", "tab\t", "\u{1}", "é", "line\nbreak"]
    func random(_ depth: Int) -> PuenteJSON.JSONValue {
      switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
      case 0: return .string(strings.randomElement(using: &generator)!)
      case 1: return .int(Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0..<64))
      case 2: return .bool(Bool.random(using: &generator))
      case 3: return .null
      case 4: return .array((0..<Int.random(in: 0..<4)).map { _ in random(depth + 1) })
      default:
        return .object(
          JSONObject(
            (0..<Int.random(in: 0..<4)).map { _ in
              (strings.randomElement(using: &generator)!, random(depth + 1))
            }))
      }
    }
    for _ in 0..<300 {
      let value = random(0)
      var w = PrettyJSON()
      Self.write(value, &w)
      w.out.byte(0x0A)
      #expect(w.out.string == value.prettyPrinted(), "\(value)")
    }
    let w = PrettyJSON()
    w.out.int(Int.min)
    w.out.byte(0x20)
    w.out.int(Int.max)
    #expect(w.out.string == "\(Int.min) \(Int.max)")
  }

  @Test func reportFormatsAgreeOnTheNumbers() {
    let snapshot = DebtSnapshot(folders: [
      "Features/Orders": Self.stats(["hosting-outside-adapter": 2]),
      "Adapters": Self.stats([:], adapterLines: 40),
    ])
    func render(_ format: DebtReportFormat) -> String {
      DebtReportRenderer(
        format: format, depth: 1, toolVersion: "9.9", rules: ["hosting-outside-adapter"],
        title: "App"
      ).render(snapshot)
    }
    #expect(render(.csv).contains("Features,1,1,10,2,2,0,0,0,0,0\n"))
    #expect(render(.markdown).contains("| Features | 2 | 2 | 0 | 0 | – | 0 |"))
    #expect(render(.text).contains("Adapters"))
    #expect(render(.html).contains("<table>"))
    #expect(render(.json).contains("\"debt\": 2"))
  }
}
