import Testing

@testable import PuenteRules

/// The readers behind the migration-safety rules, and the prefilter that keeps them cheap.
@Suite struct MigrationSafetyTests {
  /// Regression: `animated:` as a needle matched every UIKit controller
  /// (`viewWillAppear(_ animated:)`), lexing 1,508 of the bench repository's 2,200 files.
  @Test func navigationNeedlesSkipAnOrdinaryUIKitController() {
    let controller = """
      final class OrdersViewController: UITableViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          tableView.setEditing(false, animated: animated)
        }
      }
      """
    let needles = UikitNavigationInSwiftuiRule.needles(ScanContext(configuration: .default))
    #expect(!NeedleSearch(needles).containsAny(Array(controller.utf8)))
    #expect(NeedleSearch(needles).containsAny(Array("host?.dismiss(animated: true)".utf8)))
  }

  /// Regression: `XCUI` was shorter than the prefilter's windows, so every byte of every
  /// file had a pass of its own for it. The needles are what a UI test file must name.
  @Test func uiTestNeedlesShareThePrefiltersWindows() {
    let needles = UiTestIdentifierMissingRule.needles(ScanContext(configuration: .default))
    #expect(NeedleSearch(needles).single.isEmpty)
    let uiTest = """
      import XCTest
      final class SmokeUITests: XCTestCase {
        func testRow(_ row: XCUIElement) { XCTAssertTrue(row.exists) }
      }
      """
    let file = SourceFile(path: "UITests/SmokeUITests.swift", bytes: Array(uiTest.utf8))
    #expect(IdentifierInventory.isUITestFile(file))
    #expect(NeedleSearch(needles).containsAny(file.bytes))
    #expect(!NeedleSearch(needles).containsAny(Array("// XCUITest queries by identifier".utf8)))
  }

  /// Manifests are found by the last component of the path, and only there.
  @Test func manifestsAreFoundByFileName() {
    let manifests = ["Package.swift", "Packages/Core/Package.swift", "iOS/project.yml", "project.yaml"]
    let others = [
      "MyPackage.swift", "Package.swift.orig", "Sources/Package.swift/Thing.swift", "project.yml.bak",
      "iOS/myproject.yml", "", "/",
    ]
    #expect(manifests.allSatisfy(ModuleGraph.isManifest))
    #expect(!others.contains(where: ModuleGraph.isManifest))
  }

  /// Regression: the items of a source's `excludes:` list were read as source folders.
  @Test func xcodeGenSourcesLeaveOutNestedLists() {
    let yaml = """
      name: Shop
      targets:
        App:
          type: application
          sources:
            - path: App
              excludes:
                - "**/*.md"
            - Shared
          dependencies:
            - package: Features
              product: OrdersFeature
            - target: Widgets
            - sdk: StoreKit.framework
        AppUITests:
          type: bundle.ui-testing
          sources: [AppUITests]
      """
    let modules = ModuleGraph.xcodeGen(Array(yaml.utf8), path: "iOS/project.yml").modules
    #expect(modules.map(\.name) == ["App", "AppUITests"])
    #expect(modules[0].folders == ["iOS/App", "iOS/Shared"])
    #expect(modules[0].dependencies == ["OrdersFeature", "Widgets"])
    #expect(modules[1].folders == ["iOS/AppUITests"] && modules[1].isTest)
  }

  @Test func packageTargetsDefaultToSourcesFolders() {
    let manifest = """
      let package = Package(
        name: "Core",
        products: [.library(name: "CoreUI", targets: ["DesignSystem"])],
        targets: [
          .target(name: "DesignSystem", dependencies: [.target(name: "Tokens"), "Assets"]),
          .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
        ]
      )
      """
    let (modules, products) = ModuleGraph.swiftPackage(Array(manifest.utf8), path: "Packages/Core/Package.swift")
    #expect(modules.map(\.name) == ["DesignSystem", "DesignSystemTests"])
    #expect(
      modules.map(\.folders) == [["Packages/Core/Sources/DesignSystem"], ["Packages/Core/Tests/DesignSystemTests"]])
    #expect(modules[0].dependencies == ["Tokens", "Assets"])
    #expect(modules.map(\.package) == ["Core", "Core"])
    #expect(products == ["CoreUI": ["DesignSystem"]])
  }

  @Test(arguments: [
    ("orders.list", true), ("login_button", true), ("checkout-pay", true), ("ordersList", true),
    ("Done", false), ("Log In", false), ("OK", false), ("$12.99", false), ("", false),
  ])
  func identifierShapedQueriesAreJudgedLabelsAreNot(_ text: String, _ judged: Bool) {
    #expect(IdentifierInventory.looksLikeIdentifier(text) == judged)
  }
}
