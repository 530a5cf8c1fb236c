import UIKit

/// The app's tabs: the navigation container, converted last.
final class MainTabBarController: UITabBarController {  // expect-screen: container 3
  override func viewDidLoad() {
    super.viewDidLoad()
    // (Each tab a navigation controller: one edge a tab, the most telling.)
    viewControllers = [  // expect-edge: HomeViewController, SettingsViewController, CatalogSplitViewController
      UINavigationController(rootViewController: HomeViewController()),
      UINavigationController(
        rootViewController: SettingsViewController(router: AppRouter())),
      CatalogSplitViewController(),
    ]
  }
}
