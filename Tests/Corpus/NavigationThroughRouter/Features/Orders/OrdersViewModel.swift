import Combine
import UIKit

/// The view model calls the router; the router may be UIKit today.
@MainActor
final class OrdersViewModel: ObservableObject {
  @Published var orders: [Order] = []
  weak var navigationController: UINavigationController?
  private let router: OrdersRouting

  init(router: OrdersRouting) { self.router = router }

  func select(_ order: Order) { router.showDetail(order) }

  func openLegacyDetail(_ order: Order) {
    navigationController?.pushViewController(LegacyOrderViewController(order: order), animated: true)
  }
}

final class OrdersRouter: OrdersRouting {
  weak var navigationController: UINavigationController?

  func showDetail(_ order: Order) {
    let host = OrdersHostingFactory.detail(order)
    navigationController?.pushViewController(host, animated: true)
  }

  func present(_ route: OrdersRoute, animated: Bool) {
    navigationController?.topViewController?.present(route.controller, animated: animated)
  }
}
