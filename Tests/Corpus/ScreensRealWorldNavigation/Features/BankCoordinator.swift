import UIKit

// A coordinator builds each screen and hands it closures; the screen calls them, and the
// coordinator's methods show what comes next. The screen shows those, through it.
final class BankLoginViewController: UIViewController {  // expect-screen: uikit 1
  var onForgotPassword: ((String) -> Void)?
  var onLoggedIn: (() -> Void)?

  @objc private func forgotTapped() { onForgotPassword?("") }
}

final class BankResetPasswordViewController: UIViewController {  // expect-screen: uikit 0
  init(email: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class BankAccountsViewController: UIViewController {}  // expect-screen: uikit 0

final class BankLoginCoordinator {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let login = BankLoginViewController()
    login.onForgotPassword = { [weak self] email in self?.showReset(email: email) }  // expect-edge: BankResetPasswordViewController
    login.onLoggedIn = { [weak self] in  // expect-edge: BankAccountsViewController
      self?.showAccounts()
    }
    navigationController.setViewControllers([login], animated: false)
  }

  private func showReset(email: String) {
    navigationController.pushViewController(BankResetPasswordViewController(email: email), animated: true)
  }

  private func showAccounts() {
    navigationController.setViewControllers([BankAccountsViewController()], animated: true)
  }
}
