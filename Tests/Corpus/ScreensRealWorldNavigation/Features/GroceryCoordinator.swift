import SwiftUI
import UIKit

// A coordinator hands the screens it builds closures through their initializers, and
// its methods by reference: each screen shows what the methods it is handed show.
final class GroceryCoordinator {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let list = GroceryListViewController(
      onSelect: { [weak self] id in self?.showItem(id) },  // expect-edge: GroceryItemViewController
      onHelp: showHelp)  // expect-edge: GroceryHelpViewController
    list.onSignIn = self.showSignIn  // expect-edge: GrocerySignInViewController
    list.onFilter = showFilters  // expect-edge: GroceryFiltersViewController
    list.title = title
    navigationController.setViewControllers([list], animated: false)
  }

  func showPrefs(viewModel: GroceryPrefsViewModel) {
    let host = UIHostingController(  // expect: hosting-outside-adapter
      rootView: GroceryPrefsView(
        viewModel: viewModel,
        onLogout: { [weak self] in self?.showSignIn() }))  // expect-edge: GrocerySignInViewController
    navigationController.pushViewController(host, animated: true)
  }

  var title: String { "Groceries" }

  func showItem(_ id: Int) {
    navigationController.pushViewController(GroceryItemViewController(), animated: true)
  }

  func showHelp() {
    navigationController.present(GroceryHelpViewController(), animated: true)
  }

  func showSignIn() {
    navigationController.present(GrocerySignInViewController(), animated: true)
  }

  func showFilters() {
    navigationController.present(GroceryFiltersViewController(), animated: true)
  }
}

final class GroceryListViewController: UIViewController {  // expect-screen: uikit 1
  private let onSelect: (Int) -> Void
  private let onHelp: () -> Void
  var onSignIn: (() -> Void)?
  var onFilter: (() -> Void)?

  init(onSelect: @escaping (Int) -> Void, onHelp: @escaping () -> Void) {
    self.onSelect = onSelect
    self.onHelp = onHelp
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

final class GroceryPrefsViewModel: ObservableObject {}

struct GroceryPrefsView: View {  // expect-screen: swiftui 1
  @ObservedObject var viewModel: GroceryPrefsViewModel
  let onLogout: () -> Void

  var body: some View {
    List { Button("Log out", action: onLogout) }
      .navigationTitle("Preferences")
  }
}

final class GroceryItemViewController: UIViewController {}  // expect-screen: uikit 0
final class GroceryHelpViewController: UIViewController {}  // expect-screen: uikit 0
final class GrocerySignInViewController: UIViewController {}  // expect-screen: uikit 0
final class GroceryFiltersViewController: UIViewController {}  // expect-screen: uikit 0
