import Foundation
import Testing

@testable import PuenteHistory
@testable import PuenteRules
@testable import PuenteSource

@Suite struct ReportTests {
  static func snapshot(_ files: [String: String], configuration: Configuration = .default) throws
    -> DebtSnapshot
  {
    try DebtReport.snapshot(of: MemorySource(files: files), configuration: configuration)
  }

  @Test func foldersCountTheirSubfoldersDownToTheDepth() throws {
    let snapshot = try Self.snapshot([
      "App/Main.swift": "let a = UIHostingController(rootView: A())\n",
      "Features/Orders/List.swift":
        "let b = UIHostingController(rootView: B())\nlet c = UIHostingController(rootView: C())\n",
      "Features/Orders/Detail/Map.swift": "struct Map: UIViewRepresentable {}\n",
      "Features/Profile/Profile.swift":
        "struct ProfileView: View { var body: some View { Text(\"\") } }\n",
      "Root.swift": "let r = 1\n",
    ])
    let rows = snapshot.rows(depth: 2)
    #expect(rows.map(\.path) == [".", "App", "Features", "Features/Orders", "Features/Profile"])
    #expect(rows.map(\.stats.debt) == [4, 1, 3, 3, 0])
    #expect(rows.map(\.depth) == [0, 1, 1, 2, 2])
    #expect(
      rows[3].stats.findings == ["hosting-outside-adapter": 2, "representable-outside-adapter": 1])
    #expect(rows.map(\.stats.files) == [5, 1, 3, 2, 1])
    #expect(snapshot.rows(depth: 0).map(\.path) == ["."])
    // Cut for the trend: every file in exactly one folder.
    let cut = snapshot.cut(depth: 1)
    #expect(cut.mapValues(\.files) == [".": 1, "App": 1, "Features": 3])
  }

  @Test func screensCountThroughRepositoryBasesAndViewsThroughExtensions() throws {
    let snapshot = try Self.snapshot([
      "Common/Base.swift":
        "class BaseViewController: UIViewController {}\nclass BaseList: BaseViewController {}\n",
      "Screens/A.swift": "final class OrdersViewController: BaseList {}\n",
      "Screens/B.swift": "final class SettingsViewController: UITableViewController {}\n",
      "Screens/Chrome.swift":
        "final class Nav: UINavigationController {}\nfinal class Tabs: UITabBarController {}\nfinal class Alert: UIAlertController {}\n",
      "Screens/Hosted.swift": "final class Host: UIHostingController<V> {}\n",
      "Views/Row.swift":
        "struct Row {}\nextension Row: View { var body: some View { Text(\"\") } }\n",
      "Views/Card.swift":
        "protocol Card: View {}\nstruct PriceCard: Card { var body: some View { Text(\"\") } }\n",
      "Views/Model.swift": "struct Model: Codable {}\n",
      // Test code: a fake controller and a snapshot view are no screens and no views.
      "AppTests/Fakes.swift":
        "final class FakeViewController: UIViewController {}\nstruct SnapshotView: View { var body: some View { Text(\"\") } }\n",
    ])
    let rows = Dictionary(uniqueKeysWithValues: snapshot.rows(depth: 1).map { ($0.path, $0.stats) })
    // BaseViewController and BaseList are bases, containers, alerts and hosting are not screens.
    #expect(rows["Common"]?.screens == 0)
    #expect(rows["Screens"]?.screens == 2)
    #expect(rows["Views"]?.views == 2)
    #expect(rows["AppTests"]?.screens == 0)
    #expect(rows["AppTests"]?.views == 0)
    #expect(rows["."]?.screens == 2)
    #expect(rows["."]?.views == 2)
  }

  @Test func adapterPiecesAreCountedAsIfTheExemptionDidNotApply() throws {
    let snapshot = try Self.snapshot([
      "Adapters/Factory.swift":
        "func make() -> UIViewController {\n  UIHostingController(rootView: V().environmentObject(store))\n}\n",
      "Adapters/Map.swift": "struct Map: UIViewRepresentable {}\n",
      "Features/Screen.swift": "let s = 1\n",
    ])
    let total = snapshot.total
    #expect(total.debt == 0)
    #expect(total.adapterFiles == 2)
    #expect(total.adapterLines == 4)
    #expect(
      total.adapterPieces == [
        "environment-reinjection-outside-adapter": 1, "hosting-outside-adapter": 1,
        "representable-outside-adapter": 1,
      ])
  }

  @Test func theExampleAppReportsItsKnownDebt() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/MigratingApp").standardized.path
    let schema = ConfigSchema(
      rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.load(directory: root, schema: schema)
    let snapshot = try DebtReport.snapshot(
      of: WorkingTreeSource(root: root), configuration: configuration)
    let total = snapshot.total
    // The five findings its README lists, in Features/.
    #expect(
      total.findings == [
        "environment-reinjection-outside-adapter": 1, "hosting-outside-adapter": 3,
        "representable-outside-adapter": 1,
      ])
    #expect(snapshot.rows(depth: 1).first { $0.path == "Features" }?.stats.debt == 5)
    #expect(total.screens == 4)
    #expect(total.views == 5)
    #expect(total.adapterFiles == 7)
    #expect(total.adapterPieces.values.reduce(0, +) == 7)
  }

  @Test func unreadableAndNonUTF8FilesAreProblemsNotCounts() throws {
    let source = MemorySource(files: [
      "Bad.swift": [0xFF, 0xFE, 0x00], "Good.swift": Array("let g = 1\n".utf8),
    ])
    let snapshot = try DebtReport.snapshot(of: source, configuration: .default)
    #expect(snapshot.total.files == 1)
    #expect(snapshot.problems.map(\.path) == ["Bad.swift"])
  }
}

/// Where a path's folder ends: at its last `/` byte.
struct FolderOfPathTests {
  @Test func theFolderIsEverythingBeforeTheLastSlash() {
    #expect(DebtSnapshot.folder(of: "Package.swift") == "")
    #expect(DebtSnapshot.folder(of: "App/Sources/App.swift") == "App/Sources")
    #expect(DebtSnapshot.folder(of: "Módulos/Vistas/Éxito.swift") == "Módulos/Vistas")
    // A combining mark right after the slash makes one Character with it; the slash
    // still separates the folder.
    #expect(DebtSnapshot.folder(of: "App/\u{301}Odd.swift") == "App")
  }
}
