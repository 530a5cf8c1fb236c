import SwiftUI
import UIKit

// A route enum builds its own destination in a computed property, and the stack reads it:
// `navigationDestination(for: SettingsRoute.self) { route in route.destination }`.
enum SettingsRoute: Hashable {
  case profile
  case privacy(section: String)
  case licenses
}

extension SettingsRoute {
  @ViewBuilder var destination: some View {
    switch self {
    case .profile: ProfileEditorView()
    case .privacy(let section): PrivacyPolicyView(section: section)
    case .licenses: LicensesView()
    }
  }
}

// A second route enum with a property of the same name: the `for:` type says which.
enum HelpRoute: Hashable {
  case faq, contact

  var destination: some View {
    switch self {
    case .faq: return AnyView(FAQView())
    case .contact: return AnyView(ContactUsView())
    }
  }
}

struct SettingsRootView: View {  // expect-screen: swiftui 1
  @State private var path: [SettingsRoute] = []
  @State private var showsHelp = false

  var body: some View {
    NavigationStack(path: $path) {
      List {
        NavigationLink("Profile", value: SettingsRoute.profile)
        NavigationLink("Licenses", value: SettingsRoute.licenses)
      }
      .navigationDestination(for: SettingsRoute.self) { route in route.destination }  // expect-edge: ProfileEditorView, PrivacyPolicyView, LicensesView
      .navigationDestination(for: HelpRoute.self) { $0.destination }  // expect-edge: FAQView, ContactUsView
      .sheet(isPresented: $showsHelp) { helpSheet }  // expect-edge: FAQView
    }
  }

  // A view-building property of the screen itself, shown by its sheet.
  private var helpSheet: some View {
    NavigationStack { FAQView() }
  }
}

// The UIKit form: a route's controller, pushed by the screen that routes.
enum AccountRoute {
  case orderHistory, addressBook

  var viewController: UIViewController {
    switch self {
    case .orderHistory: return OrderHistoryListViewController()
    case .addressBook: return AddressBookViewController()
    }
  }
}

final class AccountHubViewController: UIViewController {  // expect-screen: uikit 1
  func open(_ route: AccountRoute) {
    navigationController?.pushViewController(route.viewController, animated: true)  // expect-edge: OrderHistoryListViewController, AddressBookViewController
  }

  // A parameter named like a route's property is the caller's controller, not the route's.
  func presentModally(_ viewController: UIViewController) {
    present(viewController, animated: true)
  }
}

final class OrderHistoryListViewController: UIViewController {}  // expect-screen: uikit 0
final class AddressBookViewController: UIViewController {}  // expect-screen: uikit 0

struct ProfileEditorView: View {  // expect-screen: swiftui 0
  var body: some View { Form { Text("Name") } }
}

struct PrivacyPolicyView: View {  // expect-screen: swiftui 0
  let section: String
  var body: some View { Text(section) }
}

struct LicensesView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Licenses") }
}

struct FAQView: View {  // expect-screen: swiftui 0
  var body: some View { Text("FAQ") }
}

struct ContactUsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Contact") }
}
