/// `uikit-navigation-in-swiftui`: a SwiftUI view reaches into UIKit navigation instead
/// of calling the router injected into it.
public struct UikitNavigationInSwiftuiRule: Rule {
  public static let info = RuleInfo(
    id: "uikit-navigation-in-swiftui",
    summary: "A SwiftUI view pushes, presents or dismisses through UIKit instead of the injected router.",
    rationale: """
      While the navigation stack lives in UIKit, a SwiftUI screen is pushed wrapped in \
      its hosting controller and navigates outward through a small router protocol \
      injected into it; the view never knows which technology is on the other side, and \
      the day the container converts only the router changes. A view that calls \
      `pushViewController`, presents on a controller, or digs the root view controller \
      out of `UIApplication.shared` will have to be rewritten when the container moves. \
      `present` and `dismiss(animated:)` count on a controller only: a view model, \
      delegate or router the view calls with the same names is the injected \
      abstraction. Representables and their coordinators are the adapter layer's \
      business and are not judged here, nor are view models, nor SwiftUI's own \
      `dismiss` action.
      """,
    defaultSeverity: .warning)

  public static let options = [
    "calls":
      "More names that reach UIKit navigation from a view (helpers like `topViewController`), flagged when used in a view."
  ]

  /// Calls that are UIKit navigation whatever their arguments.
  static let navigationCalls: Set<String> = [
    "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
    "setViewControllers", "performSegue", "showDetailViewController",
  ]
  /// Properties that lead to a controller to navigate on (`navigationController`, the
  /// windows of `UIApplication.shared`), and the helpers `calls` adds to.
  static let receivers: Set<String> = [
    "navigationController", "rootViewController", "keyWindow", "connectedScenes", "topViewController",
    "topMostViewController", "visibleViewController",
  ]
  /// Receivers of `present`/`dismiss(animated:)` that are the router (a router protocol
  /// may mirror UIKit's signature): lowercased parts of their names.
  static let routerNames = ["router", "coordinator", "navigator", "routing", "flow"]

  /// Whether a value's name says it is the router (`router`, `appCoordinator`).
  static func isRouterName(_ name: String) -> Bool {
    let lowercased = name.lowercased()
    return routerNames.contains { lowercased.contains($0) }
  }

  public static let triggeringExamples = [
    """
    struct OrderRow: View {
      let order: Order
      var body: some View {
        Button("Details") {
          ↓UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }
            .first?.rootViewController?
            .present(UIHostingController(rootView: OrderDetail(order: order)), animated: true)
        }
      }
    }
    """,
    """
    struct SettingsScreen: View {
      weak var host: UIViewController?
      var body: some View {
        List {
          Button("Log out") { host?.↓dismiss(animated: true) }
          Button("Help") { host?.↓navigationController?.pushViewController(HelpViewController(), animated: true) }
        }
      }
    }
    """,
    """
    extension ProfileView {
      func openLegal() { ↓topViewController()?.present(LegalViewController(), animated: true) }
    }
    struct ProfileView: View { var body: some View { Text("Profile") } }
    """,
    """
    protocol Screen: View {}
    struct OrdersScreen: Screen {
      weak var host: UIViewController?
      var body: some View { Button("Close") { host?.↓dismiss(animated: true) } }
    }
    """,
    """
    struct CardStyle: ViewModifier {
      let controller: UIViewController
      func body(content: Content) -> some View {
        content.onTapGesture { controller.↓performSegue(withIdentifier: "detail", sender: nil) }
      }
    }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    struct OrderDetail: View {
      @Environment(\\.dismiss) private var dismiss
      let router: OrdersRouting
      var body: some View {
        VStack {
          Button("Close") { dismiss() }
          Button("Track") { router.present(.tracking, animated: true) }
          Button("Help") { router.showHelp() }
        }
      }
    }
    """,
    """
    struct TripHistoryView<Model: TripHistoryModel>: View {
      @ObservedObject var viewModel: Model
      weak var delegate: TripHistoryDelegate?
      var body: some View {
        Button("Back") { viewModel.dismiss(animated: true) }
        Button("Done") { delegate?.dismiss(animated: true) }
      }
    }
    """,
    """
    struct MailComposer: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = context.coordinator
        return mail
      }
      func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
      func makeCoordinator() -> Coordinator { Coordinator() }
      final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
          controller.dismiss(animated: true)
        }
      }
    }
    """,
    """
    final class OrdersViewModel: ObservableObject {
      weak var navigationController: UINavigationController?
      func select(_ order: Order) {
        navigationController?.pushViewController(OrderDetailViewController(order: order), animated: true)
      }
    }
    struct OrdersView: View {
      // navigationController?.pushViewController(detail, animated: true)
      var body: some View { Text("navigationController?.popViewController(animated: true)") }
    }
    """,
  ]

  public init() {}

  public static func needles(_ scan: ScanContext) -> [String] {
    // What a flagged use spells: a call on a controller (`pushViewController(`,
    // `topViewController(`, `present(`, `dismiss(animated`, `show(_:sender:)`), the
    // navigation controller, or the `rootViewController` a window chain ends in. Few and
    // long, on purpose: the default rules' needles must stay within the 16 of the vector
    // search (with `animated:`, every UIKit controller's `viewWillAppear(_ animated:)`
    // was lexed and the scan of the bench repository took 4.4 times as long).
    [
      "ViewController(", "setViewControllers", "navigationController", "present(", "dismiss(animated", "performSegue",
      "sender:", "rootView",
    ]
      + (scan.settings(for: info.id).options["calls"] ?? [])
  }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    guard !context.isAdapter else { return [] }
    let file = context.file
    let outline = file.outline
    // Views and view modifiers of this file (directly, or through a protocol of this file
    // refining one: `protocol Screen: View`), and extensions of them.
    var viewProtocols: Set<String> = ["View", "ViewModifier"]
    while true {
      let refining = outline.types.filter { type in
        type.kind == .protocol && !viewProtocols.contains(type.name)
          && type.inherited.contains { viewProtocols.contains($0.name) }
      }
      guard !refining.isEmpty else { break }
      viewProtocols.formUnion(refining.map(\.name))
    }
    let viewNames = Set(
      outline.types.filter { type in
        type.kind != .protocol && type.inherited.contains { viewProtocols.contains($0.name) }
      }.map(\.name))
    guard !viewNames.isEmpty else { return [] }
    let receivers = Self.receivers.union(context.options["calls"] ?? [])
    let adapterFunctions: Set<String> = [
      "makeUIViewController", "updateUIViewController", "makeUIView", "updateUIView", "makeCoordinator",
    ]

    // Each candidate: its position and, for a call, the call's name.
    var candidates: [(position: Int, call: String?)] = []
    // Which names this file declares as controllers (built on the first `present`).
    var controllers: Set<String>?
    let bodies = outline.types.filter { viewNames.contains($0.name) }.compactMap(\.body)
    // (A pass over the bodies per name was quadratic in a file of many views.)
    let innermostBody = InnermostRanges(bodies)
    // Only the identifiers that can be flagged, found by hash (a view body has hundreds
    // of names; spelling each out was most of the rule's time).
    let flaggable = NameSet(receivers.union(Self.navigationCalls).union(["present", "dismiss", "show", "windows"]))
    for (index, name) in file.identifiers(in: flaggable) {
      guard let p = outline.codePosition(ofToken: index),
        let body = innermostBody.innermost(containing: p).map({ bodies[$0] })
      else {
        continue
      }
      do {  // (one candidate: `continue` skips it)
        let isCall = file.codeKind(p + 1) == .leftParen
        var call: String?
        if isCall && Self.navigationCalls.contains(name) {
          call = name
        } else if isCall && (name == "present" || name == "dismiss") {
          guard file.argumentLabels(open: p + 1).contains("animated"), isController(receiverOf: p, file, &controllers)
          else { continue }
          call = name
        } else if isCall && name == "show" {
          guard file.argumentLabels(open: p + 1).contains("sender") else { continue }
          call = name
        } else if !receivers.contains(name) && !(name == "windows" && file.codeKind(p - 1) == .period) {
          continue
        } else if file.codeKind(p - 1) != .period, file.isLocal(name, at: p) {
          // A local bound from a chain (`if let navigationController = host
          // .navigationController`): the binding is the reach, and is reported.
          continue
        }
        // Not a declaration (`var navigationController`, `func topViewController()`) or a label.
        if file.codeKind(p + 1) == .colon
          || [.var, .let, .func, .case].contains(where: { file.codeKeyword(p - 1, $0) })
        {
          continue
        }
        // Inside this view itself: not in a nested type or a representable's functions.
        guard let inner = file.innermostType(containing: p), inner.body == body,
          !adapterFunctions.contains(file.enclosingFunctionName(p) ?? "")
        else { continue }
        candidates.append((p, call))
      }
    }
    candidates.sort { $0.position < $1.position }

    // One finding per chain (`UIApplication.shared.connectedScenes…rootViewController?
    // .present(…)`), at its first token, naming its navigation call if it has one.
    var result: [RuleViolation] = []
    var i = 0
    while i < candidates.count {
      let end = chainEnd(from: candidates[i].position, file)
      var j = i + 1
      while j < candidates.count && candidates[j].position < end { j += 1 }
      let chain = candidates[i..<j]
      let name = chain.first { $0.call != nil }?.call ?? file.name(outline.code[chain.first!.position])
      var start = chain.first!.position
      // A chain from `UIApplication.shared` starts there.
      if start >= 4, file.codeIdentifier(start - 2) == "shared", file.codeIdentifier(start - 4) == "UIApplication" {
        start -= 4
      }
      result.append(
        RuleViolation(
          offset: file.tokens[outline.code[start]].start,
          message:
            "`\(name)` reaches into UIKit navigation from a SwiftUI view; call the router injected into the view instead, so the view survives the container's conversion"
        ))
      i = j
    }
    return result
  }

  /// Whether the call named at `p` (`present(…)`, `dismiss(animated:)`) is made on a
  /// controller: with no receiver (a view has no such method of its own), or on a
  /// receiver that is one — a navigation receiver (`navigationController?.present`), a
  /// name that says so (`hostingController`, `vc`), or a property, parameter or local the
  /// file declares with a controller type (`weak var host: UIViewController?`, `let alert
  /// = UIAlertController(…)`). A view model, delegate or router that mirrors UIKit's names
  /// (`viewModel.dismiss(animated: true)`) is the injected abstraction the rule asks for.
  private func isController(receiverOf p: Int, _ file: SourceFile, _ controllers: inout Set<String>?) -> Bool {
    var q = p - 1
    guard file.codeKind(q) == .period else { return true }
    q -= 1
    while file.codeKind(q) == .postfixQuestion || file.codeKind(q) == .postfixExclamation { q -= 1 }
    guard let receiver = file.codeIdentifier(q) else { return false }
    if Self.isRouterName(receiver) { return false }
    if Self.receivers.contains(receiver) || Self.isControllerName(receiver) { return true }
    if controllers == nil { controllers = Self.controllerNames(file) }
    return controllers!.contains(receiver)
  }

  /// `UIViewController`, `hostingController`, `presentingVC`, `vc`.
  static func isControllerName(_ name: String) -> Bool {
    name.hasSuffix("Controller") || name.hasSuffix("controller") || name.hasSuffix("VC") || name == "vc"
  }

  /// The names `file` declares with a controller type: `NAME: TYPE` (properties,
  /// parameters) and `let`/`var NAME = TYPE(…)`, where TYPE is a controller name.
  static func controllerNames(_ file: SourceFile) -> Set<String> {
    var names: Set<String> = []
    let count = file.outline.code.count
    var p = 0
    while p + 2 < count {
      defer { p += 1 }
      guard let name = file.codeIdentifier(p) else { continue }
      var q = p + 2
      switch file.codeKind(p + 1) {
      case .colon:
        // (`weak var host: UIKit.UIViewController?`: the last part of a qualified name.)
        while file.codeKind(q + 1) == .period, file.codeIdentifier(q + 2) != nil { q += 2 }
      case .equal where file.codeKeyword(p - 1, .let) || file.codeKeyword(p - 1, .var):
        break
      default:
        continue
      }
      if let type = file.codeIdentifier(q), isControllerName(type) { names.insert(name) }
    }
    return names
  }

  /// Whether a member chain goes on after the group closed at `p` (`}.first`, `}?.root`).
  private func continuesAfter(closing p: Int, _ file: SourceFile) -> Bool {
    var q = p + 1
    while file.codeKind(q) == .postfixQuestion || file.codeKind(q) == .postfixExclamation { q += 1 }
    return file.codeKind(q) == .period
  }

  /// Where the member chain through code position `p` ends: past the names, `.`, `?`,
  /// `!` and bracketed groups (arguments, closures) that follow it.
  private func chainEnd(from p: Int, _ file: SourceFile) -> Int {
    let match = file.outline.match
    var q = p + 1
    while let kind = file.codeKind(q) {
      switch kind {
      case .identifier, .period, .postfixQuestion, .postfixExclamation: q += 1
      case .leftBrace where file.codeKind(q - 1) != .rightParen && !continuesAfter(closing: Int(match[q]), file):
        // A statement's body (`if let nav = host.navigationController { … }`), not a
        // trailing closure the chain goes on from (`.compactMap { … }.first`).
        return q
      case .leftParen, .leftSquare, .leftBrace:
        guard match[q] > q else { return q }
        q = Int(match[q]) + 1
      default: return q
      }
    }
    return q
  }
}
