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

  public init() {}

  public func check(_ context: RuleContext) -> [RuleViolation] {
    guard !context.isAdapter else { return [] }
    guard context.fileMayNameHosting else { return [] }
    let file = context.file
    let outline = file.outline
    var result: [RuleViolation] = []
    // Most identifiers cannot be a hosting name: rule them out by length and first byte
    // before making a String of them.
    var lengths: UInt64 = 0  // bit n: some name has n bytes (63: 63 or more)
    var firsts = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))  // bit b: some name starts with byte b
    func setFirst(_ b: UInt8) {
      let bit = UInt64(1) << UInt64(b & 63)
      switch b >> 6 {
      case 0: firsts.0 |= bit
      case 1: firsts.1 |= bit
      case 2: firsts.2 |= bit
      default: firsts.3 |= bit
      }
    }
    func hasFirst(_ b: UInt8) -> Bool {
      let bit = UInt64(1) << UInt64(b & 63)
      switch b >> 6 {
      case 0: return firsts.0 & bit != 0
      case 1: return firsts.1 & bit != 0
      case 2: return firsts.2 & bit != 0
      default: return firsts.3 & bit != 0
      }
    }
    for name in context.hosting.keys {
      lengths |= 1 << UInt64(min(name.utf8.count, 63))
      setFirst(name.utf8.first ?? 0)
    }
    // A type this file declares that is not a hosting type itself shadows a hosting
    // subclass of the same name declared elsewhere (`struct Host` here, a nested
    // `Orders.Host: UIHostingController` in the adapter layer).
    let shadowed = Set(
      outline.types.filter { type in
        type.kind != "extension" && context.hosting[type.name] != nil
          && !type.inherited.contains { context.hosting[$0.name] != nil }
          && !BridgeNames.hosting.contains(type.name)
      }.map(\.name))
    for (p, index) in outline.code.enumerated() where file.tokens[index].kind == .identifier {
      let token = file.tokens[index]
      let backticked = file.bytes[Int(token.start)] == UInt8(ascii: "`")
      let length = token.length - (backticked ? 2 : 0)
      guard length > 0, lengths & (1 << UInt64(min(length, 63))) != 0,
        hasFirst(file.bytes[Int(token.start) + (backticked ? 1 : 0)])
      else { continue }
      let name = file.name(index)
      guard let base = context.hosting[name], !shadowed.contains(name) else { continue }
      if outline.declaresName(at: p) || outline.isInImport(p) { continue }
      let what = base == name ? "`\(name)`" : "`\(name)` (a `\(base)` subclass)"
      result.append(
        RuleViolation(
          offset: file.tokens[index].start,
          message:
            "\(what) used outside the adapter layer; move this into the adapter folder or ask a factory there for the view controller"
        ))
    }
    return result
  }
}
