import UIKit

// Controllers kept in an array and shown from it: a pager's pages, a tab bar's tabs.
final class TourPagerViewController: UIPageViewController, UIPageViewControllerDataSource {  // expect-screen: uikit 1
  private lazy var pages: [UIViewController] = [TourMapPageViewController(), TourOffersPageViewController()]

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    setViewControllers([pages[0]], direction: .forward, animated: false)  // expect-edge: TourMapPageViewController, TourOffersPageViewController
  }

  func pageViewController(_ pager: UIPageViewController, viewControllerAfter current: UIViewController)
    -> UIViewController?
  {
    guard let index = pages.firstIndex(of: current), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  func pageViewController(_ pager: UIPageViewController, viewControllerBefore current: UIViewController)
    -> UIViewController?
  {
    guard let index = pages.firstIndex(of: current), index > 0 else { return nil }
    return pages[index - 1]
  }
}

final class TourTabBarController: UITabBarController {  // expect-screen: container 1
  override func viewDidLoad() {
    super.viewDidLoad()
    let tabs: [UIViewController] = [TourMapPageViewController(), TourOffersPageViewController()]
    viewControllers = tabs  // expect-edge: TourMapPageViewController, TourOffersPageViewController
    selectedIndex = 0
  }
}

final class TourMapPageViewController: UIViewController {}  // expect-screen: uikit 0
final class TourOffersPageViewController: UIViewController {}  // expect-screen: uikit 0
