import UIKit

// The app's coordinator makes the tab bar and fills it: the tabs are the tab bar's
// edges, not the coordinator's (which is no screen).
final class ShellCoordinator {
  private let window: UIWindow

  init(window: UIWindow) { self.window = window }

  func start() {
    let tabBarController = ShellTabBarController()
    let discover = UINavigationController(rootViewController: ShellDiscoverViewController())
    discover.tabBarItem = UITabBarItem(tabBarSystemItem: .featured, tag: 0)
    let library = UINavigationController(rootViewController: ShellLibraryViewController())
    tabBarController.setViewControllers([discover, library], animated: false)  // expect-edge: ShellDiscoverViewController, ShellLibraryViewController
    window.rootViewController = tabBarController
    window.makeKeyAndVisible()
  }

  func startKids() {
    let kids = ShellTabBarController()
    kids.viewControllers = [ShellKidsViewController()]  // expect-edge: ShellKidsViewController
    window.rootViewController = kids
  }
}

final class ShellTabBarController: UITabBarController {}  // expect-screen: container 1
final class ShellDiscoverViewController: UIViewController {}  // expect-screen: uikit 0
final class ShellLibraryViewController: UIViewController {}  // expect-screen: uikit 0
final class ShellKidsViewController: UIViewController {}  // expect-screen: uikit 0
