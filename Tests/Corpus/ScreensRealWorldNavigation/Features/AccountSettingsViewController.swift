import UIKit

// A hosting subclass that builds its own root view: showing it shows the view, whether
// constructed here or made by a factory.
final class AccountSettingsViewController: UIViewController {  // expect-screen: uikit 1
  func openPrivacy() {
    let privacy = PrivacyHostingController()  // expect: hosting-outside-adapter
    navigationController?.pushViewController(privacy, animated: true)  // expect-edge: PrivacyView
  }

  func openNotifications() {
    present(NotificationsScreens.make(), animated: true)  // expect-edge: NotificationsView
  }
}
