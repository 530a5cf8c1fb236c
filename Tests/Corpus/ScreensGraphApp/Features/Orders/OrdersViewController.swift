import UIKit

final class OrdersViewController: ListViewController<Order> {  // expect-screen: uikit 1
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let order = items[indexPath.row]
    navigationController?
      .pushViewController(  // expect-edge: OrderDetailViewController
        OrderDetailViewController(order: order),
        animated: true)
  }
}

/// Detail and history show each other: a cycle, collapsed into one screen for heights.
final class OrderDetailViewController: UIViewController {  // expect-screen: uikit 0
  let order: Order
  init(order: Order) {
    self.order = order
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func showHistory() {
    navigationController?.pushViewController(OrderHistoryViewController(order: order), animated: true)  // expect-edge: OrderHistoryViewController
  }
}

final class OrderHistoryViewController: UIViewController {  // expect-screen: uikit 0
  let order: Order
  init(order: Order) {
    self.order = order
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  func reopen() {
    navigationController?.setViewControllers([OrderDetailViewController(order: order)], animated: false)  // expect-edge: OrderDetailViewController
  }
}
