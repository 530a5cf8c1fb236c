/// `hosting-outside-adapter`: a hosting type referenced outside the adapter layer.
public struct HostingOutsideAdapterRule: Rule {
  public static let info = RuleInfo(
    id: "hosting-outside-adapter",
    summary: "A hosting type (`UIHostingController` and friends, or a subclass) is used outside the adapter layer.",
    rationale: """
      Hosting controllers are where SwiftUI screens enter a UIKit app. When they are \
      created in feature code, every screen grows its own bridge and nobody can count \
      them. Keep the hosting controllers, their subclasses and the factories that make \
      them in the adapter folder, and have features ask the adapter layer for a \
      view controller.
      """,
    defaultSeverity: .error)

  public static let options = [
    "types": "More hosting base classes (their subclasses count too), e.g. a vendor's hosting controller."
  ]

  public static let triggeringExamples = [
    """
    final class OrdersCoordinator {
      func showDetail(_ order: Order) {
        let host = ↓UIHostingController(rootView: OrderDetailView(order: order))
        navigationController.pushViewController(host, animated: true)
      }
    }
    """,
    """
    final class DetailHost: ↓UIHostingController<DetailView> {}
    func make() -> UIViewController { ↓DetailHost(rootView: DetailView()) }
    """,
    """
    if let host = presented as? ↓UIHostingController<AnyView> { host.dismiss(animated: true) }
    """,
    """
    let label = "order \\(↓UIHostingController<AnyView>.self)"
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    // UIHostingController lives in Adapters/HostingFactory.swift
    let title = "UIHostingController"
    final class UIHostingControllerFactory {}
    """,
    """
    import class SwiftUI.UIHostingController
    let re = /UIHostingController<\\w+>/
    """,
    """
    /// Wraps a `UIHostingController`.
    func makeUIHostingController() {}
    """,
  ]

  public static let requires: [any ScanAnalysis.Type] = [BridgeTypes.self]

  public init() {}

  /// What a factory in the adapter layer would hand out instead: a hosting view or a
  /// cell's content configuration is not a view controller.
  static func product(of base: String) -> String {
    switch base {
    case "UIHostingConfiguration": return "cell's content configuration"
    case "NSHostingView", "_UIHostingView": return "view"
    default: return "view controller"
    }
  }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    guard !context.isAdapter else { return [] }
    let bridges = context.result(of: BridgeTypes.self)
    let file = context.file
    guard file.mentionsAny(of: bridges.hostingNames.filter) else { return [] }
    let outline = file.outline
    // A type this file declares that is not a hosting type itself shadows a hosting
    // subclass of the same name declared elsewhere (`struct Host` here, a nested
    // `Orders.Host: UIHostingController` in the adapter layer).
    let shadowed = Set(
      outline.types.filter { type in
        type.kind != .extension && bridges.hosting[type.name] != nil
          && !type.inherited.contains { bridges.hosting[$0.name] != nil }
          && !BridgeTypes.builtInHosting.contains(type.name)
      }.map(\.name))
    return file.identifiers(in: bridges.hostingNames).compactMap { index, name in
      guard !shadowed.contains(name), let p = outline.codePosition(ofToken: index),
        let (resolved, base) = bridges.hostingBase(at: p, in: file), !outline.declaresName(at: p),
        !outline.isInImport(p)
      else { return nil }
      let what = bridges.describe(resolved, base: base)
      return RuleViolation(
        offset: file.tokens[index].start,
        message:
          "\(what) used outside the adapter layer; move this into the adapter folder or ask a factory there for the \(Self.product(of: base))"
      )
    }
  }
}
