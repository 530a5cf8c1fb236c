import UIKit

/// One order: a leaf.
public final class DetailViewController: UIViewController {  // expect-screen: uikit 0
  let orderID: String

  public init(orderID: String) {
    self.orderID = orderID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
