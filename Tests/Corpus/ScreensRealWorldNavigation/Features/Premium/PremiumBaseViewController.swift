import UIKit

// The app's base controller holds the navigation every screen shares: a subclass calling
// one of its methods shows what that method shows.
class PremiumBaseViewController: UIViewController {
  func showPaywall() {
    present(PaywallViewController(), animated: true)
  }

  func showError(_ error: Error) {
    let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
    present(alert, animated: true)
  }
}

class PremiumListViewController: PremiumBaseViewController {}

// A helper every controller has, building its own screen.
extension UIViewController {
  func presentSignIn() {
    present(UINavigationController(rootViewController: PremiumSignInViewController()), animated: true)
  }
}
