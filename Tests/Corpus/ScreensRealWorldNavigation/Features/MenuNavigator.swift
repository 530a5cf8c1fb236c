import SwiftUI
import UIKit

// A navigation builder the views ask for each destination's view, a `switch` over the
// destination: called with one fixed case, it shows that case's view only.
enum MenuDestination: Hashable {
  case about
  case legal(section: String)
  case feedback, whatsNew
}

struct MenuNavigator {
  @ViewBuilder func build(_ destination: MenuDestination) -> some View {
    switch destination {
    case .about: AboutAppView()
    case .legal(let section): LegalView(section: section)
    case .feedback, .whatsNew: FeedbackView()
    }
  }
}

struct MenuView: View {  // expect-screen: swiftui 1
  private let nav = MenuNavigator()
  @State private var path: [MenuDestination] = []
  @State private var showsFeedback = false

  var body: some View {
    NavigationStack(path: $path) {
      List {
        NavigationLink("About") { nav.build(.about) }  // expect-edge: AboutAppView
        NavigationLink("Terms", destination: nav.build(.legal(section: "terms")))  // expect-edge: LegalView
        Button("What's new") { path.append(.whatsNew) }
        Button("Send feedback") { showsFeedback = true }
      }
      .navigationDestination(for: MenuDestination.self) { nav.build($0) }  // expect-edge: AboutAppView, LegalView, FeedbackView
      .sheet(isPresented: $showsFeedback) { nav.build(MenuDestination.feedback) }  // expect-edge: FeedbackView
    }
  }
}

// The builder injected as a protocol's value: its adopter's cases.
protocol AccountNavigating {
  func build(_ destination: AccountDestination) -> AnyView
}

enum AccountDestination { case security, devices }

struct AccountNavigator: AccountNavigating {
  func build(_ destination: AccountDestination) -> AnyView {
    switch destination {
    case .security: return AnyView(SecuritySettingsView())
    case .devices: return AnyView(DevicesView())
    }
  }
}

struct AccountMenuView: View {  // expect-screen: swiftui 1
  let navigator: AccountNavigating

  var body: some View {
    List {
      NavigationLink("Security", destination: navigator.build(.security))  // expect-edge: SecuritySettingsView
    }
  }
}

// The same property name in another view of the file, of the other builder's type: each
// view's own declaration gives the type.
struct HelpShortcutView: View {  // expect-screen: swiftui 1
  let navigator: MenuNavigator

  var body: some View {
    NavigationLink("About", destination: navigator.build(.about))  // expect-edge: AboutAppView
  }
}

// The builder reached through `self.`, or through an optional.
struct DevicesShortcutView: View {  // expect-screen: swiftui 1
  let navigator: AccountNavigating

  var body: some View {
    NavigationLink("Devices", destination: self.navigator.build(.devices))  // expect-edge: DevicesView
  }
}

struct SecurityShortcutView: View {  // expect-screen: swiftui 1
  var navigator: AccountNavigating?

  var body: some View {
    NavigationLink("Security") { navigator?.build(.security) }  // expect-edge: SecuritySettingsView
  }
}

// The UIKit form: a static factory over a screen enum, with a `default`.
enum HelpTopic {
  case chat, faq, tickets, status
}

enum HelpScreens {
  static func make(_ topic: HelpTopic) -> UIViewController {
    let analytics = SupportAnalytics.shared
    analytics.track(topic)
    switch topic {
    case .chat:
      return SupportChatViewController()
    case .faq:
      return SupportFAQViewController()
    default:
      return SupportHomeViewController()
    }
  }
}

extension HelpScreens {
  // A factory configuring what another makes, called with a trailing closure.
  static func makeTour() -> UIViewController {
    return configured { $0.title = "Tour" }
  }

  private static func configured(_ configure: (UIViewController) -> Void) -> UIViewController {
    let tour = SupportTourViewController()
    configure(tour)
    return tour
  }
}

final class SupportAnalytics {
  static let shared = SupportAnalytics()
  func track(_ topic: HelpTopic) {}
}

final class HelpMenuViewController: UITableViewController {  // expect-screen: uikit 1
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    switch indexPath.row {
    case 0: navigationController?.pushViewController(HelpScreens.make(.chat), animated: true)  // expect-edge: SupportChatViewController
    case 1: navigationController?.pushViewController(HelpScreens.make(.tickets), animated: true)  // expect-edge: SupportHomeViewController
    default: break
    }
  }

  func startTour() {
    present(HelpScreens.makeTour(), animated: true)  // expect-edge: SupportTourViewController
  }

  func open(_ topic: HelpTopic) {
    show(HelpScreens.make(topic), sender: self)  // expect-edge: SupportChatViewController, SupportFAQViewController, SupportHomeViewController
  }
}

struct AboutAppView: View {  // expect-screen: swiftui 0
  var body: some View { Text("PuenteScan") }
}

struct LegalView: View {  // expect-screen: swiftui 0
  let section: String
  var body: some View { Text(section) }
}

struct FeedbackView: View {  // expect-screen: swiftui 0
  var body: some View { Form { TextField("Message", text: .constant("")) } }
}

final class SupportChatViewController: UIViewController {}  // expect-screen: uikit 0
final class SupportFAQViewController: UIViewController {}  // expect-screen: uikit 0
final class SupportHomeViewController: UIViewController {}  // expect-screen: uikit 0
final class SupportTourViewController: UIViewController {}  // expect-screen: uikit 0

struct SecuritySettingsView: View {  // expect-screen: swiftui 0
  var body: some View { Form { Toggle("Two-factor", isOn: .constant(true)) } }
}

struct DevicesView: View {  // expect-screen: swiftui 0
  var body: some View { List { Text("iPhone") } }
}
