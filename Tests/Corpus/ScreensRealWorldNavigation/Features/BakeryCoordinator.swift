import UIKit

// MVVM-C with the show written in the closure a coordinator hands a screen, rather than
// in a method: the closure's push is the screen's, not the method's around it (a
// screen relaying to `showPastry` must not reach the basket).
final class BakeryCoordinator {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let menu = BakeryMenuViewController()
    menu.onSelect = { [weak self] id in self?.showPastry(id) }  // expect-edge: PastryViewController
    navigationController.pushViewController(menu, animated: false)
  }

  func showPastry(_ id: Int) {
    let pastry = PastryViewController()
    pastry.onAddToBasket = { [weak self] in  // expect-edge: PastryBasketViewController
      self?.navigationController.pushViewController(PastryBasketViewController(), animated: true)
    }
    navigationController.pushViewController(pastry, animated: true)
  }

  func showOrders() {
    let orders = BakeryOrdersViewController(onReorder: { [weak self] in  // expect-edge: PastryBasketViewController
      self?.navigationController.present(PastryBasketViewController(), animated: true)
    })
    navigationController.pushViewController(orders, animated: true)
  }
}

final class BakeryMenuViewController: UIViewController {  // expect-screen: uikit 2
  var onSelect: ((Int) -> Void)?
}

final class PastryViewController: UIViewController {  // expect-screen: uikit 1
  var onAddToBasket: (() -> Void)?
}

final class BakeryOrdersViewController: UIViewController {  // expect-screen: uikit 1
  let onReorder: () -> Void
  init(onReorder: @escaping () -> Void) {
    self.onReorder = onReorder
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class PastryBasketViewController: UIViewController {}  // expect-screen: uikit 0
