import Orders
import UIKit

/// A home-screen shortcut's screen: it imports `Orders` alone, so its
/// `DetailViewController` is the orders' one.
final class OrderShortcutViewController: UIViewController {  // expect-screen: uikit 1
  var lastOrderID = ""

  func openLastOrder() {
    present(DetailViewController(orderID: lastOrderID), animated: true)  // expect-edge: Orders.DetailViewController
  }
}
