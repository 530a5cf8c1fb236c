import UIKit

// Tab bars and containers handing their controllers on through a closure: each tab
// wrapped in its own navigation controller by a `map`, children added by a `forEach`.
final class MainTabBarController: UITabBarController {  // expect-screen: container 1
  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [FeedHomeViewController(), DiscoverViewController()].map { UINavigationController(rootViewController: $0) }  // expect-edge: FeedHomeViewController, DiscoverViewController
  }
}

final class ShopTabBarController: UITabBarController {  // expect-screen: container 1
  private var restorable: [UINavigationController] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let tabs: [UIViewController] = [ShopHomeViewController(), ShopCartViewController()]
    tabs.enumerated().forEach { $1.tabBarItem.tag = $0 }
    viewControllers = tabs.map { UINavigationController(rootViewController: $0) }  // expect-edge: ShopHomeViewController, ShopCartViewController
    // Kept for state restoration, shown from elsewhere (or never): no edge here.
    restorable = [ShopWishlistViewController()].map { UINavigationController(rootViewController: $0) }
  }
}

// Tabs described by an enum, each making its own controller.
enum WalletTab: CaseIterable {
  case cards, activity

  func makeController() -> UIViewController {
    switch self {
    case .cards: return CardsListViewController()
    case .activity: return ActivityViewController()
    }
  }
}

enum InsightsTab: CaseIterable {
  case trends

  func makeController() -> UIViewController { TrendsViewController() }
}

final class WalletTabBarController: UITabBarController {  // expect-screen: container 1
  override func viewDidLoad() {
    super.viewDidLoad()
    setViewControllers(WalletTab.allCases.map { $0.makeController() }, animated: false)  // expect-edge: CardsListViewController, ActivityViewController
  }
}

final class InsightsTabBarController: UITabBarController {  // expect-screen: container 1
  private let tabs: [InsightsTab] = InsightsTab.allCases

  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = tabs.map { tab in  // expect-edge: TrendsViewController
      UINavigationController(rootViewController: tab.makeController())
    }
  }
}

// The initializer handed by name.
final class ReportsTabBarController: UITabBarController {  // expect-screen: container 1
  private let reports: [UIViewController] = [SalesReportViewController(), StockReportViewController()]

  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = reports.map(UINavigationController.init(rootViewController:))  // expect-edge: SalesReportViewController, StockReportViewController
  }
}

// A dashboard embedding its panels as children.
final class DashboardViewController: UIViewController {  // expect-screen: uikit 1
  private lazy var panels: [UIViewController] = [BalancePanelViewController(), SpendingPanelViewController()]
  private let stack = UIStackView()
  private let items: [String] = ["Savings", "Goals"]

  override func viewDidLoad() {
    super.viewDidLoad()
    panels.forEach {
      addChild($0)  // expect-edge: BalancePanelViewController, SpendingPanelViewController
      stack.addArrangedSubview($0.view)
      $0.didMove(toParent: self)
    }
    let header = DashboardHeaderViewController()
    for child in [header] {
      addChild(child)  // expect-edge: DashboardHeaderViewController
    }
    // Cells made from the model are views, not screens.
    items.map { DashboardItemCell(title: $0) }.forEach { stack.addArrangedSubview($0) }
  }

  func embedWidgets() {
    let widgets = [WeatherWidgetViewController(), NewsWidgetViewController()]
    widgets.forEach(addChild)  // expect-edge: WeatherWidgetViewController, NewsWidgetViewController
    widgets.forEach { stack.addArrangedSubview($0.view) }
  }

  func showTips() {
    [TipsViewController()].forEach { tips in
      present(tips, animated: true)  // expect-edge: TipsViewController
    }
  }
}

final class DashboardItemCell: UIView {
  init(title: String) { super.init(frame: .zero) }
  required init?(coder: NSCoder) { nil }
}

final class FeedHomeViewController: UIViewController {}  // expect-screen: uikit 0
final class DiscoverViewController: UIViewController {}  // expect-screen: uikit 0
final class ShopHomeViewController: UIViewController {}  // expect-screen: uikit 0
final class ShopCartViewController: UIViewController {}  // expect-screen: uikit 0
final class ShopWishlistViewController: UIViewController {}  // expect-screen: uikit 0
final class CardsListViewController: UIViewController {}  // expect-screen: uikit 0
final class ActivityViewController: UIViewController {}  // expect-screen: uikit 0
final class TrendsViewController: UIViewController {}  // expect-screen: uikit 0
final class BalancePanelViewController: UIViewController {}  // expect-screen: uikit 0
final class SpendingPanelViewController: UIViewController {}  // expect-screen: uikit 0
final class DashboardHeaderViewController: UIViewController {}  // expect-screen: uikit 0
final class TipsViewController: UIViewController {}  // expect-screen: uikit 0
final class SalesReportViewController: UIViewController {}  // expect-screen: uikit 0
final class StockReportViewController: UIViewController {}  // expect-screen: uikit 0
final class WeatherWidgetViewController: UIViewController {}  // expect-screen: uikit 0
final class NewsWidgetViewController: UIViewController {}  // expect-screen: uikit 0
