import UIKit

final class HomeViewController: BaseViewController {  // expect-screen: uikit 2
  private lazy var titleLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .largeTitle)
    return label
  }()

  func openOrders() {
    navigationController?.pushViewController(OrdersViewController(), animated: true)  // expect-edge: OrdersViewController
  }

  func openProduct(id: String) {
    let detail = ProductDetailViewController(productID: id)
    detail.modalPresentationStyle = .formSheet
    present(detail, animated: true)  // expect-edge: ProductDetailViewController
  }

  func prepareReceipt() {
    // Constructed, never shown: no edge.
    let receipt = ReceiptViewController()
    receipt.loadViewIfNeeded()
  }

  func confirmLogout() {
    let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }

  func openProfile(user: User) {
    show(ScreenFactory.makeProfile(user: user), sender: self)  // expect-edge: ProfileViewController, ProfileView
  }

  func openAbout() {
    #if DEBUG
      present(DebugMenuViewController(), animated: true)
    #else
      present(AboutViewController(), animated: true)  // expect-edge: AboutViewController
    #endif
  }
}

final class ProductDetailViewController: UIViewController {  // expect-screen: uikit 0
  let productID: String
  init(productID: String) {
    self.productID = productID
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class ReceiptViewController: UIViewController {}  // expect-screen: uikit 0

final class AboutViewController: UIViewController {}  // expect-screen: uikit 0

final class DebugMenuViewController: UIViewController {}
