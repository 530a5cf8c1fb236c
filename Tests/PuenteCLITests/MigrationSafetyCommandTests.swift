import Foundation
import Testing

/// The migration-safety rules and commands end to end: `puente scan` reports each rule
/// at its place, `puente rules ID` explains it, `identifiers` and `modules` list.
@Suite struct MigrationSafetyCommandTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Corpus").standardized.path

  /// `puente scan CASE --format xcode` in the corpus case `name`, from a sandbox.
  func scan(_ name: String, _ extra: String...) throws -> Run {
    let sandbox = try Sandbox(initialize: false)
    return try sandbox.run(["scan", Self.corpus + "/" + name, "--format", "xcode", "--no-baseline"] + extra)
  }

  @Test func uikitNavigationInSwiftuiIsReportedAtTheChainThatNavigates() throws {
    let run = try scan("NavigationThroughRouter")
    #expect(run.status == 1, "\(run)")
    let lines = run.stdout.split(separator: "\n").filter { $0.contains("[uikit-navigation-in-swiftui]") }
    #expect(
      lines.map { String($0.split(separator: ":").prefix(3).joined(separator: ":")) } == [
        "Features/Onboarding/OnboardingScreens.swift:18:57", "Features/Onboarding/OnboardingScreens.swift:20:28",
        "Features/Onboarding/OnboardingScreens.swift:22:29", "Features/Onboarding/OnboardingScreens.swift:61:18",
        "Features/Onboarding/OnboardingScreens.swift:63:13", "Features/Orders/OrdersView.swift:22:13",
        "Features/Orders/OrdersView.swift:30:28",
        "Features/Orders/OrdersView.swift:42:5", "Features/Profile/ProfileView.swift:14:9",
      ], "\(run)")
    #expect(
      lines.first { $0.hasPrefix("Features/Orders/OrdersView.swift:22:13:") }?.hasSuffix(
        "warning: `present` reaches into UIKit navigation from a SwiftUI view; call the router injected into "
          + "the view instead, so the view survives the container's conversion [uikit-navigation-in-swiftui]")
        == true, "\(run)")
  }

  @Test func uiTestIdentifierMissingIsReportedAtTheQuery() throws {
    let run = try scan("UITestIdentifiersAcrossScreens")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stdout.split(separator: "\n").map { String($0.split(separator: ":").prefix(3).joined(separator: ":")) } == [
        "ShopUITests/LoginUITests.swift:13:17", "ShopUITests/OrdersUITests.swift:28:37",
        "ShopUITests/OrdersUITests.swift:29:51",
      ], "\(run)")
    #expect(run.stdout.contains("UI tests query `forgotPassword.cancel`, which no screen"), "\(run)")
  }

  @Test func moduleImportRulesReadEveryManifest() throws {
    let run = try scan("ModuleImportsMultiPackage")
    #expect(run.status == 1, "\(run)")
    let found = run.stdout.split(separator: "\n").map { line in
      let rule = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
      return String(line.split(separator: ":").prefix(2).joined(separator: ":")) + " " + rule
    }
    #expect(
      found == [
        "App/ShopApp.swift:5 undeclared-module-import",
        "Packages/Core/Sources/DesignSystem/Theme.swift:2 undeclared-module-import",
        "Packages/Features/Orders/OrdersView.swift:6 forbidden-module-import",
        "Packages/Features/Orders/OrdersView.swift:6 undeclared-module-import",
        "Packages/Features/Orders/OrdersView.swift:8 forbidden-module-import",
        "Packages/Features/Orders/OrdersView.swift:8 undeclared-module-import",
        "Packages/Features/Payments/PaymentSheet.swift:3 forbidden-module-import",
        "Packages/Features/Payments/PaymentSheet.swift:3 undeclared-module-import",
      ], "\(run)")
    #expect(
      run.stdout.contains(
        "Packages/Core/Sources/DesignSystem/Theme.swift:2:8: warning: `DesignSystem` imports `Networking`, a module "
          + "of this repository its manifest does not declare (Packages/Core/Package.swift:20); add it to the "
          + "target's dependencies there, or stop importing it [undeclared-module-import]"), "\(run)")
  }

  @Test func transitiveImportsCanBeRefused() throws {
    let sandbox = try Sandbox(initialize: false)
    try sandbox.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [
        .target(name: "UI", dependencies: ["Networking"]),
        .target(name: "Networking", dependencies: ["Models"]),
        .target(name: "Models"),
      ])
      """)
    try sandbox.write("Sources/UI/Screen.swift", "import Networking\nimport Models\n")
    #expect(try sandbox.run("scan", ".", "--format", "xcode").status == 0)
    try sandbox.write(".puente.json", #"{ rules: { "undeclared-module-import": { transitive: false } } }"#)
    let run = try sandbox.run("scan", ".", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.hasPrefix("Sources/UI/Screen.swift:2:8: warning: `UI` imports `Models`"), "\(run)")
    #expect(run.stdout.contains("(only through another dependency, and `transitive` is off)"), "\(run)")
  }

  @Test func invalidLayersAreAConfigurationError() throws {
    let sandbox = try Sandbox(initialize: false)
    try sandbox.write(".puente.json", #"{ layers: { "Features/*": { mayImport: ["Core"] } } }"#)
    let run = try sandbox.run("scan", ".")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("layers.Features/*: expected `{ \"mayNotImport\""), "\(run)")
  }

  @Test(arguments: [
    "uikit-navigation-in-swiftui", "ui-test-identifier-missing", "undeclared-module-import",
    "forbidden-module-import",
  ])
  func rulesExplainsEachRule(_ id: String) throws {
    let sandbox = try Sandbox(initialize: false)
    let run = try sandbox.run("rules", id)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(id) && run.stdout.contains("↓"), "\(run)")
  }

  @Test func identifiersListsTheInventoryInEveryFormat() throws {
    let sandbox = try Sandbox(initialize: false)
    let root = Self.corpus + "/UITestIdentifiersAcrossScreens"
    let text = try sandbox.run("identifiers", root)
    #expect(text.status == 0, "\(text)")
    #expect(
      text.stdout.contains(
        """
        forgotPassword.cancel  (queried, set nowhere)
          queried  ShopUITests/LoginUITests.swift:13
        forgotPassword.send
          set      App/Login/ForgotPassword.xib:7 (storyboard)
          queried  ShopUITests/LoginUITests.swift:12
        """), "\(text)")
    #expect(
      text.stdout.hasSuffix(
        "16 identifiers: 8 set, 16 queried, 3 queried but set nowhere; computed, not judged: 2 set, 1 queried\n"),
      "\(text)")
    let csv = try sandbox.run("identifiers", root, "--format", "csv")
    #expect(csv.stdout.contains("orders.list,set,set,App/Orders/OrdersScreen.swift,11,SwiftUI\r\n"), "\(csv)")
    let json = try sandbox.run("identifiers", root, "--format", "json")
    #expect(json.stdout.contains("\"identifier\": \"orders.emptyState\",\n      \"status\": \"missing\""), "\(json)")
    let markdown = try sandbox.run("identifiers", root, "--format", "markdown")
    #expect(markdown.stdout.hasPrefix("| Identifier | Status | Set | Queried |\n"), "\(markdown)")
    #expect(try sandbox.run("identifiers", root, "--format", "yaml").status == 2)
  }

  @Test func modulesShowsTheGraphWithDebt() throws {
    let sandbox = try Sandbox(initialize: false)
    let root = Self.corpus + "/ModuleImportsMultiPackage"
    let text = try sandbox.run("modules", root)
    #expect(text.status == 0, "\(text)")
    #expect(
      text.stdout.contains(
        """
        Networking  Core, Packages/Core/Package.swift:12
          folders     Packages/Core/Sources/Networking
          depends on  Models
          findings    none
          demo app    ready: imports only what it declares
        """), "\(text)")
    #expect(text.stdout.hasSuffix("\n2 of 6 modules ready for a demo app\n"), "\(text)")
    let dot = try sandbox.run("modules", root, "--format", "dot")
    #expect(dot.stdout.contains("  \"OrdersFeature\" -> \"DesignSystem\";\n"), "\(dot)")
    let mermaid = try sandbox.run("modules", root, "--format", "mermaid")
    #expect(mermaid.stdout.contains("  m_App --> m_OrdersFeature\n"), "\(mermaid)")
    let json = try sandbox.run("modules", root, "--format", "json")
    #expect(json.stdout.contains("\"readyForDemoApp\": false"), "\(json)")
  }
}

/// docs/migration-safety.md names every rule it documents, their options and the
/// commands' formats, so it cannot drift from the code.
@Suite struct MigrationSafetyDocumentationTests {
  @Test func theDocumentNamesEveryRuleOptionAndFormat() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/migration-safety.md").standardized.path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for needle in [
      "`uikit-navigation-in-swiftui`", "`ui-test-identifier-missing`", "`undeclared-module-import`",
      "`forbidden-module-import`", "calls:", "transitive: false", "mayNotImport", "text|json|csv|markdown",
      "text|json|dot|mermaid",
    ] {
      #expect(text.contains(needle), "docs/migration-safety.md does not mention \(needle)")
    }
  }
}
