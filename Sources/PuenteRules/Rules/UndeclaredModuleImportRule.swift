import PuenteSource

/// `undeclared-module-import`: a file imports a module of the repository that its
/// module's manifest does not declare as a dependency.
public struct UndeclaredModuleImportRule: Rule {
  public static let info = RuleInfo(
    id: "undeclared-module-import",
    summary: "A module imports another module of the repository that its manifest does not declare.",
    rationale: """
      Per-module demo apps (a tiny app per feature that runs it with shared fakes) only \
      work when a module depends on what it declares. Xcode builds a module that imports \
      a sibling it never declared (implicit dependencies), until the demo app or the \
      package build breaks. The module graph is read from every `Package.swift` and \
      XcodeGen `project.yml` without running them; system and external modules are not \
      judged. Dependencies of dependencies count unless `transitive` is `false`.
      """,
    defaultSeverity: .warning)

  public static let options = [
    "transitive":
      "`true` (default) or `false`: whether a module may import what its dependencies depend on without declaring it."
  ]

  static let examplePackage = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Shop",
      products: [.library(name: "ShopUI", targets: ["DesignSystem"])],
      targets: [
        .target(name: "App", dependencies: ["Features"], path: "App"),
        .target(
          name: "Features",
          dependencies: ["Networking", .product(name: "ShopUI", package: "Shop")],
          path: "Features"),
        .target(name: "Networking", dependencies: [.target(name: "Models")], path: "Networking"),
        .target(name: "Models", path: "Models"),
        .target(name: "DesignSystem", path: "DesignSystem"),
        .target(name: "Payments", path: "Payments"),
      ]
    )
    """

  /// The examples run as `Features/Example.swift` of this package.
  public static let exampleInputs = ScanInputs(
    repository: Repository(source: MemorySource(files: ["Package.swift": examplePackage])))

  public static let triggeringExamples = [
    """
    import SwiftUI
    import ↓Payments

    struct CheckoutButton: View {
      var body: some View { Button("Pay") { PaymentSheet.present() } }
    }
    """,
    """
    #if canImport(UIKit)
    @testable import ↓App
    #endif
    import struct ↓Payments.Receipt
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    import Foundation
    import SwiftUI
    import Networking
    import Models        // through Networking
    import DesignSystem  // through the ShopUI product
    @_exported import Features
    // import Payments
    let note = "import Payments"
    """
  ]

  public static let requires: [any ScanAnalysis.Type] = [ModuleGraphAnalysis.self]

  public init() {}

  public static func needles(_ scan: ScanContext) -> [String] { RepositoryImports.needles(scan) }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    let found = context.result(of: RepositoryImports.self)
    guard let module = found.module, !found.imports.isEmpty else { return [] }
    let graph = context.result(of: ModuleGraphAnalysis.self)
    let transitive = context.options["transitive"] != ["false"]
    let allowed = graph.allowedImports(of: module.name, transitive: transitive)
    return found.imports.compactMap { imported, offset in
      guard !allowed.contains(imported.name) else { return nil }
      let only =
        !transitive && graph.allowedImports(of: module.name, transitive: true).contains(imported.name)
        ? " (only through another dependency, and `transitive` is off)" : ""
      return RuleViolation(
        offset: offset,
        message:
          "`\(module.name)` imports `\(imported.name)`, a module of this repository its manifest does not declare\(only) (\(module.declaredAt)); add it to the target's dependencies there, or stop importing it"
      )
    }
  }
}
