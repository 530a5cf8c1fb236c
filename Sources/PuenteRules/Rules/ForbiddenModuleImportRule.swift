/// `forbidden-module-import`: a module imports one its layer may not import (`layers`
/// in `.puente.json`).
public struct ForbiddenModuleImportRule: Rule {
  public static let info = RuleInfo(
    id: "forbidden-module-import",
    summary: "A module imports a module that its layer (`layers` in .puente.json) may not import.",
    rationale: """
      A feature module that imports the app, or a sibling feature, cannot run on its \
      own in a demo app, and the two can no longer be converted one at a time. \
      `layers` says which modules may not import which, as globs over module names \
      (`App`) or `package/name` and folders (`Features/*`): \
      `"layers": { "Features/*": { "mayNotImport": ["App", "Features/*"] } }`. \
      Test targets are not judged. Without a `layers` section nothing is reported.
      """,
    defaultSeverity: .error)

  /// The examples' layers: features import neither the app nor payments.
  public static let exampleConfiguration: Configuration = {
    var configuration = Configuration.default
    configuration.extra[ModuleLayers.key] = .object([
      "Features": .object(["mayNotImport": .array([.string("App"), .string("Shop/Pay*")])])
    ])
    return configuration
  }()

  public static let exampleInputs = UndeclaredModuleImportRule.exampleInputs

  public static let triggeringExamples = [
    """
    import SwiftUI
    import ↓App  // for AppEnvironment.shared

    struct OrdersScreen: View {
      var body: some View { Text(AppEnvironment.shared.title) }
    }
    """,
    """
    import Networking
    @testable import ↓Payments
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    import SwiftUI
    import Networking
    import DesignSystem
    // import App
    """
  ]

  public static let requires: [any ScanAnalysis.Type] = [ModuleGraphAnalysis.self]

  public init() {}

  public static func needles(_ scan: ScanContext) -> [String] {
    scan.result(of: ModuleLayers.Analysis.self).layers.isEmpty ? [] : RepositoryImports.needles(scan)
  }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    let layers = context.result(of: ModuleLayers.Analysis.self)
    guard !layers.layers.isEmpty else { return [] }
    let found = context.result(of: RepositoryImports.self)
    // Test targets are not layered: they import what they test.
    guard let module = found.module, !module.isTest else { return [] }
    let configPath = context.configuration.source ?? Configuration.fileName
    return found.imports.compactMap { imported, offset in
      guard let (layer, pattern) = layers.forbidding(module, toImport: imported) else { return nil }
      return RuleViolation(
        offset: offset,
        message:
          "`\(module.name)` may not import `\(imported.name)`: layer `\(layer.pattern)` forbids `\(pattern.pattern)` (\(configPath)); move what both need into a module they may share, or invert the dependency"
      )
    }
  }
}
