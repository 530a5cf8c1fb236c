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

  // MVVM-C: the closure goes to the screen's view model, handed to the screen.
  func startSignup() {
    let viewModel = BankSignupViewModel()
    viewModel.onFinished = { [weak self] in self?.showWelcome() }  // expect-edge: BankWelcomeViewController
    navigationController.pushViewController(BankSignupViewController(viewModel: viewModel), animated: true)
  }

  private func showWelcome() {
    navigationController.setViewControllers([BankWelcomeViewController()], animated: true)
  }

  private func showReset(email: String) {
    navigationController.pushViewController(BankResetPasswordViewController(email: email), animated: true)
  }

  private func showAccounts() {
    navigationController.setViewControllers([BankAccountsViewController()], animated: true)
  }
}

final class BankSignupViewModel {
  var onFinished: (() -> Void)?
}

final class BankSignupViewController: UIViewController {  // expect-screen: uikit 1
  init(viewModel: BankSignupViewModel) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class BankWelcomeViewController: UIViewController {}  // expect-screen: uikit 0
