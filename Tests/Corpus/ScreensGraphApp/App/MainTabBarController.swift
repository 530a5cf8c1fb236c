import UIKit

/// The app's tabs: the navigation container, converted last.
final class MainTabBarController: UITabBarController {  // expect-screen: container 3
  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [  // expect-edge: HomeViewController, SettingsViewController, CatalogSplitViewController
      UINavigationController(rootViewController: HomeViewController()),  // expect-edge: HomeViewController
      UINavigationController(
        rootViewController: SettingsViewController(router: AppRouter())),  // expect-edge: SettingsViewController
      CatalogSplitViewController(),
    ]
  }
}
