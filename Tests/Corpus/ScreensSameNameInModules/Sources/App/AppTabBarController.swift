import Orders
import Profile
import UIKit

/// The app's tabs, each a feature module's root, written with its module as Swift needs
/// when two imported modules declare the name.
final class AppTabBarController: UITabBarController {  // expect-screen: container 3
  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [  // expect-edge: Orders.RootViewController, Profile.RootViewController
      UINavigationController(rootViewController: Orders.RootViewController()),
      UINavigationController(rootViewController: Profile.RootViewController()),
    ]
  }

  func editProfile() {
    present(Profile.EditProfileViewController(), animated: true)  // expect-edge: EditProfileViewController
  }
}
