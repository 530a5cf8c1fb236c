import UIKit

// The router is the concrete type, inherited: this file never names the protocol.
final class OrdersListViewController: RoutedViewController {  // expect-screen: uikit 1
  func open(id: Int) {
    router.showOrder(id: id)  // expect-edge: OrderViewController
  }
  func openReceipt(id: Int) {
    router.showReceipt(id: id)  // expect-edge: ReceiptViewController
  }
}
