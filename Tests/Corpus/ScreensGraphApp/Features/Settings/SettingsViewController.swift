import UIKit

enum Settings {}

final class SettingsViewController: UIViewController {  // expect-screen: uikit 1
  let router: SettingsRouting

  init(router: SettingsRouting) {
    self.router = router
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func openAccount() {
    router.showAccount()  // expect-edge: AccountViewController
  }

  func openLegal() {
    performSegue(withIdentifier: "legal", sender: self)
  }
}

extension SettingsViewController {
  func openNotifications() {
    navigationController?.pushViewController(Settings.NotificationsViewController(), animated: true)  // expect-edge: Settings.NotificationsViewController
  }

  func openLicenses() {
    let licenses = LicensesViewController()
    navigationController?.pushViewController(licenses, animated: true)  // expect-edge: LicensesViewController
  }
}

extension Settings {
  /// A screen declared inside an extension.
  final class NotificationsViewController: UIViewController {}  // expect-screen: uikit 0
}

final class LicensesViewController: UITableViewController {}  // expect-screen: uikit 0

final class AccountViewController: UIViewController {}  // expect-screen: uikit 0
