import UIKit

// The page view controller as tutorials write it: the first page handed as `pages.first`.
final class SetupPagerViewController: UIPageViewController, UIPageViewControllerDataSource {  // expect-screen: uikit 1
  private lazy var pages: [UIViewController] = [
    SetupWelcomeViewController(),
    SetupPermissionsViewController(),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    if let first = pages.first {
      setViewControllers([first], direction: .forward, animated: false)  // expect-edge: SetupWelcomeViewController, SetupPermissionsViewController
    }
  }

  func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
    -> UIViewController?
  {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
    -> UIViewController?
  {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }
}

final class SetupWelcomeViewController: UIViewController {}  // expect-screen: uikit 0
final class SetupPermissionsViewController: UIViewController {}  // expect-screen: uikit 0
