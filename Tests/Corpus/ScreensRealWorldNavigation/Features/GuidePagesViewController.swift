import UIKit

// Pages held in a property that starts empty and is filled in viewDidLoad, the way
// most page-view-controller tutorials write it; and a local array filled by `append`.
final class GuidePagesViewController: UIPageViewController {  // expect-screen: uikit 1
  private var pages: [UIViewController] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    pages = [GuideWelcomeViewController(), GuideSyncViewController()]
    pages.append(GuideDoneViewController())
    setViewControllers([pages[0]], direction: .forward, animated: false)  // expect-edge: GuideWelcomeViewController, GuideSyncViewController, GuideDoneViewController
  }
}

final class GuideTabsViewController: UITabBarController {  // expect-screen: container 1
  override func viewDidLoad() {
    super.viewDidLoad()
    var tabs: [UIViewController] = []
    tabs.append(UINavigationController(rootViewController: GuideLibraryViewController()))
    tabs.append(UINavigationController(rootViewController: GuideAccountViewController()))
    viewControllers = tabs  // expect-edge: GuideLibraryViewController, GuideAccountViewController
  }
}

final class GuideWelcomeViewController: UIViewController {}  // expect-screen: uikit 0
final class GuideSyncViewController: UIViewController {}  // expect-screen: uikit 0
final class GuideDoneViewController: UIViewController {}  // expect-screen: uikit 0
final class GuideLibraryViewController: UIViewController {}  // expect-screen: uikit 0
final class GuideAccountViewController: UIViewController {}  // expect-screen: uikit 0
