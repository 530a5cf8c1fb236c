import Foundation
import PuenteReport
import PuenteRules
import PuenteSource
import Testing

/// The exact output of every `puente screens` and `puente plan` format for a small app:
/// a container showing a UIKit screen that hosts a SwiftUI one.
@Suite struct ScreenRendererTests {
  struct Files: FileSource {
    let files: [String: String]
    var description: String { "memory" }
    func list() throws(SourceError) -> [String] { files.keys.sorted() }
    func read(_ path: String) throws(SourceError) -> [UInt8] { Array((files[path] ?? "").utf8) }
  }

  static let graph: ScreenGraph = {
    let files = [
      "App/Tabs.swift": """
      final class Tabs: UITabBarController {
        override func viewDidLoad() {
          viewControllers = [UINavigationController(rootViewController: Orders())]
        }
      }
      """,
      "Features/Orders.swift": """
      final class Orders: UIViewController {
        func open() {
          let host = UIHostingController(rootView: Detail())  // expect: hosting-outside-adapter
          present(host, animated: true)
        }
      }
      struct Detail: View {
        var body: some View { Text("\\"Detail\\"") }
      }
      """,
    ]
    // (Fixed input: a failure here is a bug of the test.)
    return try! ScreenInventory.build(source: Files(files: files), configuration: .default).graph
  }()

  func render(_ format: ScreenFormat) -> String {
    ScreenRenderer(toolVersion: "0.1.0").render(Self.graph, format: format)
  }

  @Test func text() {
    #expect(
      render(.text) == """
        Screens (3), leaves first

        height 0 (leaves)
          Detail [swiftui] Features/Orders.swift:7 · 3 lines, 2 of logic · 1 bridge finding
        height 1
          Orders [uikit] Features/Orders.swift:1 · 6 lines, 6 of logic · 1 bridge finding
            → Detail (hosting, Features/Orders.swift:3)
        height 2
          Tabs [container] App/Tabs.swift:1 · 5 lines, 5 of logic
            → Orders (tabs, App/Tabs.swift:3)

        Progress per folder
        folder    UIKit  UIKit lines  SwiftUI  SwiftUI lines  converted
        App           1            5        0              0         0%
        Features      1            6        1              3        50%

        """)
  }

  @Test func csv() {
    #expect(
      render(.csv) == """
        screen,kind,file,lines,logic,height,in,out,bridges,storyboard,pair
        Detail,swiftui,Features/Orders.swift:7,3,2,0,1,0,1,0,
        Orders,uikit,Features/Orders.swift:1,6,6,1,1,1,1,0,
        Tabs,container,App/Tabs.swift:1,5,5,2,0,1,0,0,

        """)
  }

  @Test func mermaid() {
    #expect(
      render(.mermaid) == """
        flowchart BT
          s0["Detail"]:::swiftui
          s1["Orders"]:::uikit
          s2["Tabs"]:::container
          s1 --> s0
          s2 --> s1
          classDef uikit fill:#f59e0b,color:#111
          classDef swiftui fill:#10b981,color:#111
          classDef container fill:#ef4444,color:#111

        """)
  }

  @Test func dot() {
    #expect(
      render(.dot) == """
        digraph screens {
          rankdir=BT;
          node [shape=box, style="filled,rounded", fontname="Helvetica"];
          "Detail" [fillcolor="#10b981ff", tooltip="Features/Orders.swift:7 · height 0"];
          "Orders" [fillcolor="#f59e0bb4", tooltip="Features/Orders.swift:1 · height 1"];
          "Tabs" [fillcolor="#ef444469", tooltip="App/Tabs.swift:1 · height 2"];
          "Orders" -> "Detail" [label="hosting"];
          "Tabs" -> "Orders" [label="tabs"];
        }

        """)
  }

  @Test func jsonHasSchemaVersionOneAndEveryScreen() throws {
    let text = render(.json)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    let screens = try #require(object["screens"] as? [[String: Any]])
    #expect(screens.map { $0["name"] as? String } == ["Detail", "Orders", "Tabs"])
    #expect(screens.map { $0["height"] as? Int } == [0, 1, 2])
    // (One edge a line and target: the tab, not also the navigation root it is.)
    #expect((object["edges"] as? [Any])?.count == 2)
  }

  @Test func markdownTables() {
    #expect(
      render(.markdown).hasSuffix(
        """
        | screen | kind | file | lines | logic | height | in | out | bridges | storyboard | pair |
        | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
        | Detail | swiftui | Features/Orders.swift:7 | 3 | 2 | 0 | 1 | 0 | 1 | 0 |  |
        | Orders | uikit | Features/Orders.swift:1 | 6 | 6 | 1 | 1 | 1 | 1 | 0 |  |
        | Tabs | container | App/Tabs.swift:1 | 5 | 5 | 2 | 0 | 1 | 0 | 0 |  |

        """))
  }

  /// The page is self-contained (no script, no external asset) and draws one box per
  /// screen, leaves at the bottom.
  @Test func htmlIsASelfContainedLayeredDrawing() {
    let page = render(.html)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("src="))
    let boxes = page.components(separatedBy: "<rect x=").count - 1
    #expect(boxes == 3 + ScreenKind.allCases.count)  // the screens and the legend
    // Layers: the container on top (smallest y), the leaf at the bottom.
    func y(_ name: String) -> Int? {
      guard let title = page.range(of: "<title>\(name) ·"),
        let rect = page.range(of: "y=\"", range: title.upperBound..<page.endIndex),
        let end = page[rect.upperBound...].firstIndex(of: "\"")
      else { return nil }
      return Int(page[rect.upperBound..<end])
    }
    #expect((y("Tabs") ?? .max) < (y("Orders") ?? .min))
    #expect((y("Orders") ?? .max) < (y("Detail") ?? .min))
  }

  @Test func planText() {
    let plan = ScreenPlan(graph: Self.graph, churn: ["Features/Orders.swift": 2], period: "in 180 days")
    #expect(
      ScreenRenderer(toolVersion: "0.1.0").render(plan, format: .text) == """
        Migration order (2 UIKit screens): leaves first, containers and the root last

        1. Orders (Features/Orders.swift:1)
           height 1 · 6 lines of logic · 2 commits in 180 days · 1 bridge finding · ready: its branch is converted
        2. Tabs (App/Tabs.swift:1)
           height 2 · navigation container · 5 lines of logic · 0 commits in 180 days

        """)
  }

  /// Traffic names the plan could not use are said at the end, in text and JSON: none
  /// of its screens, and (made here) a bare name two modules' screens have.
  @Test func planTrafficNamesNotCounted() throws {
    var plan = ScreenPlan(
      graph: Self.graph, churn: nil, period: "", traffic: ["Orders": 5, "MyApp.Tabs": 2, "Nowhere": 1])
    #expect(plan.steps.map(\.views) == [5, 2])
    plan.ambiguousTraffic = ["Root": ["Orders.Root", "Profile.Root"]]
    let text = ScreenRenderer(toolVersion: "0.1.0").render(plan, format: .text)
    #expect(
      text.hasSuffix(
        """

        In the traffic file but not UIKit screens here: Nowhere

        In the traffic file as the name of several screens, not counted (write it as listed here):

          Root: Orders.Root or Profile.Root

        """))
    let markdown = ScreenRenderer(toolVersion: "0.1.0").render(plan, format: .markdown)
    #expect(markdown.hasSuffix("here):\n\n- Root: Orders.Root or Profile.Root\n"))
    let json = ScreenRenderer(toolVersion: "0.1.0").render(plan, format: .json)
    #expect(
      json.contains(
        """
          "unknownTraffic": [
            "Nowhere"
          ],
          "ambiguousTraffic": {
            "Root": [
              "Orders.Root",
              "Profile.Root"
            ]
          }
        """))
  }

  /// Regression: screens that show only each other (a profile and its followers) were
  /// listed under "height 0 (leaves)", each with its arrow.
  @Test func screensInACycleAreNotCalledLeaves() throws {
    let files = [
      "Profile.swift": """
      final class ProfileViewController: UIViewController {
        func showFollowers() { navigationController?.pushViewController(FollowersViewController(), animated: true) }
      }
      final class FollowersViewController: UIViewController {
        func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
      }
      final class AboutViewController: UIViewController {}
      """
    ]
    let graph = try ScreenInventory.build(source: Files(files: files), configuration: .default).graph
    #expect(
      ScreenRenderer(toolVersion: "0.1.0").render(graph, format: .text).split(separator: "\n\n")[1] == """
        height 0 (leaves, and screens in a cycle)
          AboutViewController [uikit] Profile.swift:7 · 1 line, 1 of logic
          FollowersViewController [uikit] Profile.swift:4 · 3 lines, 3 of logic · in a cycle
            → ProfileViewController (uikit, Profile.swift:5)
          ProfileViewController [uikit] Profile.swift:1 · 3 lines, 3 of logic · in a cycle
            → FollowersViewController (uikit, Profile.swift:2)
        """)
  }

  /// Regression: a cycle above a leaf (a profile, its followers, and the avatar the
  /// profile presents) lost its label: "in a cycle" was read as height 0 with shows.
  @Test func aCycleAboveALeafIsSaidToBeOne() throws {
    let files = [
      "Profile.swift": """
      final class ProfileViewController: UIViewController {
        func showFollowers() { navigationController?.pushViewController(FollowersViewController(), animated: true) }
        func showAvatar() { present(AvatarViewController(), animated: true) }
      }
      final class FollowersViewController: UIViewController {
        func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
      }
      final class AvatarViewController: UIViewController {}
      """
    ]
    let graph = try ScreenInventory.build(source: Files(files: files), configuration: .default).graph
    #expect(
      graph.screens.map { "\($0.name) \($0.height) \($0.inCycle)" } == [
        "AvatarViewController 0 false", "FollowersViewController 1 true", "ProfileViewController 1 true",
      ])
    let plan = ScreenRenderer(toolVersion: "0.1.0").render(
      ScreenPlan(graph: graph, churn: nil, period: ""), format: .text)
    #expect(plan.contains("FollowersViewController (Profile.swift:5)\n   height 1 · in a cycle · 3 lines of logic\n"))
  }
}
