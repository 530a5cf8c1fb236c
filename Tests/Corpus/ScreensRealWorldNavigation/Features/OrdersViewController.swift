import UIKit

final class OrdersViewController: UIViewController {  // expect-screen: uikit 1
  var useNewDetail = false

  // A ternary split over lines, as routers behind a migration flag write it.
  func openDetail() {
    let controller = useNewDetail
      ? NewOrderDetailViewController()
      : OldOrderDetailViewController()
    navigationController?.pushViewController(controller, animated: true)  // expect-edge: NewOrderDetailViewController, OldOrderDetailViewController
  }
}

final class NewOrderDetailViewController: UIViewController {}  // expect-screen: uikit 0

final class OldOrderDetailViewController: UIViewController {}  // expect-screen: uikit 0
