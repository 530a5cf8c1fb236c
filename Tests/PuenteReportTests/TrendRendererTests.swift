import Foundation
import Testing

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
