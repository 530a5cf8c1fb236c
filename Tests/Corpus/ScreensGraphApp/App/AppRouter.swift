import UIKit

protocol SettingsRouting: AnyObject {
  func showAccount()
}

/// Implements the settings routes: its bodies say what each route shows.
final class AppRouter: SettingsRouting {
  weak var navigationController: UINavigationController?

  func showAccount() {
    navigationController?.pushViewController(AccountViewController(), animated: true)
  }
}
