import UIKit

/// The orders tab's first screen.
public final class RootViewController: UIViewController {  // expect-screen: uikit 1
  private var orderIDs: [String] = []
  var router: Routing?

  @objc private func help() {
    router?.showHelp()  // expect-edge: OrdersHelpViewController
  }

  func openOrder(at index: Int) {
    let detail = DetailViewController(orderID: orderIDs[index])
    navigationController?.pushViewController(detail, animated: true)  // expect-edge: Orders.DetailViewController
  }
}
