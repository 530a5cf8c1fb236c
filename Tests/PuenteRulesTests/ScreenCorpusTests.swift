import Foundation
import PuenteLexer
import Testing

@testable import PuenteRules

/// The screen graph's fixture apps: corpus cases with `// expect-screen: KIND HEIGHT`
/// on each screen's declaration line, `// expect-edge: Target[, Target…]` on each line
/// that shows one and `// expect-pair: Old New` where a flag chooses between the two.
/// The graph `puente screens` builds must match all three both ways.
@Suite struct ScreenCorpusTests {
  static var cases: [String] {
    CorpusTests.cases.filter { name in
      let root = CorpusTests.corpus + "/" + name
      return ((try? WalkSource(root: root).list()) ?? []).contains { path in
        path.hasSuffix(".swift")
          && ((try? WalkSource(root: root).read(path)).map { String(decoding: $0, as: UTF8.self) }?
            .contains("expect-screen:") ?? false)
      }
    }
  }

  /// The folder progress is counted under splits the byte path and the `String` path
  /// must agree on: empty parts left out, "." at the top, non-ASCII names whole.
  @Test(arguments: [
    ("App/Feature/Screen.swift", "App"), ("Screen.swift", "."), ("/App/Screen.swift", "App"),
    ("App//Screen.swift", "App"), ("App/", "."), ("Écrans/Vue.swift", "Écrans"), ("", "."),
  ])
  func topFolderSplitsLikeAStringSplit(_ path: String, _ folder: String) {
    #expect(ScreenGraph.topFolder(of: path) == folder)
    let parts = path.split(separator: "/")
    #expect(ScreenGraph.topFolder(of: path) == (parts.count > 1 ? String(parts[0]) : "."))
  }

  /// A pair's condition must name a flag, word by word: app state chooses screens too.
  @Test(arguments: [
    ("FeatureFlags.swiftUIOrderDetail", true), ("Flags.newProfile", true), ("useSwiftUIDetail", true),
    ("RemoteConfig.shared.isOn(.checkout)", true), ("ABTest.variant == .b", true), ("isRolloutActive", true),
    ("ld.boolVariation(forKey: \"profile-swiftui\", defaultValue: false)", true),
    ("session.isLoggedIn", false), ("traitCollection.horizontalSizeClass == .regular", false),
    ("UIDevice.current.userInterfaceIdiom == .pad", false), ("subscription.renewalDue", false), ("", false),
    // App state with words flags are also spelled with.
    ("user.isNew", false), ("newMessages.isEmpty", false), ("CLLocationManager.locationServicesEnabled()", false),
    ("Settings.shared.isBiometryEnabled", false),
  ])
  func aConditionNamesAFlagByItsWords(_ condition: String, _ names: Bool) {
    #expect(ScreenGraph.namesAFlag(condition) == names)
  }

  /// The graph of the corpus case `name`, with its own configuration.
  static func graph(of name: String) throws -> ScreenGraph {
    let root = CorpusTests.corpus + "/" + name
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.load(directory: root, schema: schema)
    return try ScreenInventory.build(source: WalkSource(root: root), configuration: configuration).graph
  }

  @Test func thereIsAScreenCase() {
    #expect(Self.cases.contains("ScreensGraphApp"))
  }

  @Test(arguments: cases)
  func graphMatchesTheMarkers(_ name: String) throws {
    let root = CorpusTests.corpus + "/" + name
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.load(directory: root, schema: schema)
    let source = WalkSource(root: root)
    let graph = try ScreenInventory.build(source: source, configuration: configuration).graph

    var expected = Set<String>()
    for path in try source.list() where path.hasSuffix(".swift") {
      let bytes = try source.read(path)
      let lines = LineTable(bytes)
      for token in Lexer.tokenize(bytes) where token.kind == .lineComment {
        let text = String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
        let line = lines.lineIndex(of: token.start) + 1
        if let range = text.range(of: "expect-screen:") {
          let words = text[range.upperBound...].split(separator: " ").map(String.init)
          expected.insert("\(path):\(line): screen \(words.joined(separator: " "))")
        }
        if let range = text.range(of: "expect-edge:") {
          for target in text[range.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " }) {
            expected.insert("\(path):\(line): edge \(target)")
          }
        }
        if let range = text.range(of: "expect-pair:") {
          let words = text[range.upperBound...].split(separator: " ").map(String.init)
          expected.insert("\(path):\(line): pair \(words.joined(separator: " "))")
        }
      }
    }
    var got = Set<String>()
    for screen in graph.screens {
      got.insert("\(screen.path):\(screen.line): screen \(screen.kind.rawValue) \(screen.height)")
    }
    for edge in graph.edges { got.insert("\(edge.path):\(edge.line): edge \(edge.to)") }
    for pair in graph.pairs { got.insert("\(pair.path):\(pair.line): pair \(pair.old) \(pair.new)") }
    let problems =
      got.subtracting(expected).map { "\($0) unexpected" }
      + expected.subtracting(got).map { "\($0) expected, none found" }
    #expect(problems.isEmpty, Comment(rawValue: "\(name):\n" + problems.sorted().joined(separator: "\n")))
  }

  /// The plan of the fixture app: leaves first, by logic, the container and root last.
  @Test func planOrdersLeavesFirstAndTheContainerLast() throws {
    let graph = try Self.graph(of: "ScreensGraphApp")
    let plan = ScreenPlan(
      graph: graph, churn: ["Features/Orders/OrdersViewController.swift": 3], period: "in 180 days",
      traffic: ["HomeViewController": 900, "Nowhere": 3])
    #expect(plan.steps.first?.screen.height == 0)
    #expect(plan.steps.last?.screen.name == "MainTabBarController")
    #expect(plan.unknownTraffic == ["Nowhere"])
    let orders = plan.steps.first { $0.screen.name == "OrdersViewController" }
    #expect(orders?.reason == "height 1 · \(orders?.screen.logicLines ?? -1) lines of logic · 3 commits in 180 days")
    let profile = graph.screen(named: "ProfileViewController")
    #expect(
      profile?.pair
        == ScreenPair(
          old: "ProfileViewController", new: "ProfileView", flag: "Flags.newProfile",
          path: "App/Adapters/ScreenFactory.swift", line: 7))
    #expect(
      graph.screen(named: "CatalogView")?.pair
        == ScreenPair(
          old: "LegacyCatalogViewController", new: "CatalogView", flag: "Flags.swiftUICatalog",
          path: "App/Adapters/CatalogScreens.swift", line: 6))
    #expect(graph.screen(named: "MainTabBarController")?.isRoot == true)
    #expect(graph.screen(named: "SettingsViewController")?.storyboardCalls == 1)
    // A leaf by the graph may still hand over to a storyboard: the reason says so.
    #expect(
      plan.steps.first { $0.screen.name == "SettingsViewController" }?.reason.contains(
        "1 storyboard hand-off not in the graph") == true)
  }

  /// A screen's lines count its extensions, also those in a file that names no controller
  /// or view type, only the screen (`SettingsScreen`: 11 lines, its extension 14). Such a
  /// file was never lexed, and the screen lost its lines.
  @Test func aScreenCountsItsExtensionsInFilesNamingOnlyIt() throws {
    let root = CorpusTests.corpus + "/ScreensAcrossExtensions"
    let graph = try ScreenInventory.build(source: WalkSource(root: root), configuration: .default).graph
    #expect(graph.screen(named: "SettingsScreen")?.lines == 25)
  }

  /// A screen nested in a screen counts in its own lines, not in its parent's as well.
  @Test func aNestedScreenCountsOnceInLines() throws {
    let graph = try Self.graph(of: "ScreensRealWorldNavigation")
    let pager = graph.screen(named: "WelcomePagerViewController")
    let page = graph.screen(named: "WelcomePagerViewController.PageViewController")
    #expect(page.map { [$0.lines, $0.logicLines] } == [15, 12])
    #expect(pager.map { [$0.lines, $0.logicLines] } == [7, 7])
  }

  /// A protocol extension's show is its adopters', except those with a method of their
  /// own by that name. (The markers say where an edge is, not whose it is.)
  @Test func anAdopterOverridingAProtocolsMethodShowsItsOwn() throws {
    let graph = try Self.graph(of: "ScreensRealWorldNavigation")
    let reported = graph.edges.filter { $0.to == "ReportProblemViewController" }.map(\.from)
    #expect(reported == ["ExportViewController", "UploadViewController"])
  }

  /// Screens in a cycle have height 0, and the plan says they are in a cycle, not leaves.
  @Test func screensInACycleAreNotCalledLeaves() throws {
    let graph = try Self.graph(of: "ScreensRealWorldNavigation")
    let plan = ScreenPlan(graph: graph, churn: nil, period: "")
    #expect(plan.steps.first { $0.screen.name == "ChatViewController" }?.reason.hasPrefix("in a cycle · ") == true)
    #expect(plan.steps.first { $0.screen.name == "CartViewController" }?.reason.hasPrefix("leaf · ") == true)
  }

  /// A name two modules declare is looked up as Swift does (the file's module, else the
  /// one module it imports that declares it); imported from both, it stays as written
  /// (ambiguous: Swift wants the module there). A module's name before a name is dropped
  /// unless another module declares the name too.
  @Test(
    arguments: [
      ("Orders", [], "RootViewController", "Orders.RootViewController"),
      ("App", ["Profile"], "RootViewController", "Profile.RootViewController"),
      ("App", ["Orders", "Profile"], "RootViewController", "RootViewController"),
      ("App", [], "RootViewController.ViewModel.make:list", "RootViewController.ViewModel.make:list"),
      ("Orders", [], "RootViewController.ViewModel.make:list", "Orders.RootViewController.ViewModel.make:list"),
      ("App", ["Orders", "Profile"], "Profile.RootViewController", "Profile.RootViewController"),
      ("App", ["Orders"], "Orders.OrderListViewController", "OrderListViewController"),
      ("App", ["Orders"], "OrderListViewController", "OrderListViewController"),
      ("Orders", [], ".build", ".build"), ("Orders", [], "", ""),
    ] as [(String, [String], String, String)])
  func aNameTwoModulesDeclareIsTheirsByLookup(_ module: String, _ imports: [String], _ written: String, _ read: String)
  {
    var file = ScreenFileFacts()
    file.module = module
    file.imports = imports
    let colliding: [String: Set<String>] = ["RootViewController": ["Orders", "Profile"]]
    #expect(
      ScreenModules.qualify(written, in: file, modules: ["Orders", "Profile", "App"], colliding: colliding) == read)
  }

  /// When the manifests declare modules, progress is counted per module too (a screen
  /// outside every module, the Xcode app target's, in the folders' table only).
  @Test func progressIsCountedPerModule() throws {
    let graph = try Self.graph(of: "ScreensSameNameInModules")
    #expect(graph.modules.map(\.folder) == ["App", "Orders", "Profile"])
    #expect(graph.modules.map(\.uikitScreens) == [2, 3, 4])
    #expect(graph.progress.map(\.folder) == ["ShopApp", "Sources"])
    #expect(try Self.graph(of: "ScreensGraphApp").modules.isEmpty)
  }

  /// A pair is listed once, however many branches make its two sides (an experiment's
  /// `case .control, .holdout:` and `case .legacyControl:` both the old screen).
  @Test func aPairIsListedOnce() throws {
    let pairs = try Self.graph(of: "ScreensRealWorldNavigation").pairs.map { "\($0)" }
    #expect(pairs.count == Set(pairs).count)
    #expect(pairs.contains { $0.contains("LegacyReferralsViewController") })
  }

  /// A navigation controller's `viewControllers = [...]` is a stack set, as
  /// `setViewControllers` is; a tab bar's is its tabs.
  @Test func aStackSetIsNotTabs() throws {
    let graph = try Self.graph(of: "ScreensRealWorldNavigation")
    #expect(graph.edges.first { $0.to == "MapSearchViewController" }?.via == "uikit")
    // A navigation controller named for short (`nav`), or made here under any name.
    #expect(graph.edges.first { $0.to == "ComposeMessageViewController" }?.via == "uikit")
    #expect(graph.edges.first { $0.to == "OutboxListViewController" }?.via == "uikit")
    let tabGraph = try Self.graph(of: "ScreensGraphApp")
    #expect(tabGraph.edges.first { $0.from == "MainTabBarController" }?.via == "tabs")
  }

  /// Regression: a UIKit screen hosting a SwiftUI list whose row presents another UIKit
  /// screen was "ready: its branch is converted" (its one child is SwiftUI), and was
  /// ordered before the UIKit screen below it.
  @Test func aBranchIsConvertedOnlyWhenNoUIKitScreenIsBelow() throws {
    let graph = try Self.graph(of: "ScreensRealWorldNavigation")
    let plan = ScreenPlan(graph: graph, churn: nil, period: "")
    let order = plan.steps.map(\.screen.name)
    #expect(plan.steps.first { $0.screen.name == "ShipmentsViewController" }?.ready == false)
    #expect(
      order.firstIndex(of: "ShipmentTrackingViewController")! < order.firstIndex(of: "ShipmentsViewController")!)
  }

  /// A pair's flag reads as written, spaces and all.
  @Test func aPairsFlagIsSpelledAsWritten() throws {
    let graph = try Self.graph(of: "ScreensRealWorldNavigation")
    #expect(
      graph.screen(named: "LegacyCartViewController")?.pair?.flag == "Flags.isEnabled(.swiftUICart, default: false)")
  }

  /// Churn counts every file's commits, whatever its path spells: git quotes a path with
  /// bytes past ASCII (`"Caf\303\251/…"`) unless told not to, and such a file counted none.
  @Test func churnCountsPathsPastASCIIAndWithSpaces() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    for message in ["one", "two", "three"] {
      try repo.write("App/Café/MenuViewController.swift", "// \(message)\n")
      try repo.write("App/My Orders/OrdersViewController.swift", "// \(message)\n")
      try repo.commitAll(message)
    }
    let churn = try Churn.count(in: GitRepository(topLevel: repo.path), root: repo.path, since: "2000-01-01")
    #expect(churn == ["App/Café/MenuViewController.swift": 3, "App/My Orders/OrdersViewController.swift": 3])
  }

  /// A traffic file saved by a spreadsheet ("CSV UTF-8" starts with a byte order mark,
  /// and numbers past 999 may be quoted with a thousands comma) reads as the team wrote it.
  @Test func trafficFromASpreadsheetReadsAsWritten() throws {
    let text = "\u{FEFF}screen,views\r\nHomeViewController,5000\r\n\"OrdersViewController\",\"1,234\"\r\n"
    #expect(
      try ScreenPlan.parseTraffic(text, path: "traffic.csv") == [
        "HomeViewController": 5000, "OrdersViewController": 1234,
      ])
    let headerless = "\u{FEFF}HomeViewController,5000\n"
    #expect(try ScreenPlan.parseTraffic(headerless, path: "traffic.csv") == ["HomeViewController": 5000])
  }

  /// Analytics names a screen as the app's code does: `String(describing: type(of:
  /// self))`, the bare name (a nested type's own), or `NSStringFromClass`, the module
  /// first. A bare name two modules declare is ambiguous, and said so.
  @Test func trafficNamesAScreenAsAnalyticsWritesIt() throws {
    let graph = try Self.graph(of: "ScreensSameNameInModules")
    let plan = ScreenPlan(
      graph: graph, churn: nil, period: "",
      traffic: [
        "Orders.RootViewController": 7, "ShopApp.LaunchViewController": 5, "Profile.EditProfileViewController": 3,
        "EditProfileViewController": 1, "RootViewController": 11, "SettingsViewController": 2,
      ])
    let views = Dictionary(uniqueKeysWithValues: plan.steps.map { ($0.screen.name, $0.views) })
    #expect(views["Orders.RootViewController"] == 7)
    #expect(views["LaunchViewController"] == 5)
    #expect(views["EditProfileViewController"] == 4)
    #expect(views["Profile.RootViewController"] == .some(nil))
    #expect(plan.unknownTraffic == ["SettingsViewController"])
    #expect(
      plan.ambiguousTraffic == ["RootViewController": ["Orders.RootViewController", "Profile.RootViewController"]])
  }
}
