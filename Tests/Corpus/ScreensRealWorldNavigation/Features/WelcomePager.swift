import UIKit

// A pager whose page is a screen nested in it: the page's lines are its own, not the
// pager's as well (the pager counts 7 lines; the page 15, 3 of them view building).
final class WelcomePagerViewController: UIPageViewController {  // expect-screen: uikit 1
  override func viewDidLoad() {
    super.viewDidLoad()
    setViewControllers([PageViewController(step: 0)], direction: .forward, animated: false)  // expect-edge: WelcomePagerViewController.PageViewController
  }

  final class PageViewController: UIViewController {  // expect-screen: uikit 0
    let step: Int
    private let titleLabel = UILabel()

    init(step: Int) {
      self.step = step
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
      view = titleLabel
    }
  }
}
