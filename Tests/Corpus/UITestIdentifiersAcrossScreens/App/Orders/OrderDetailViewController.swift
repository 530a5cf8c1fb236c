import UIKit

final class OrderDetailViewController: UIViewController {
  private let totalLabel = UILabel()
  private let reorderButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    totalLabel.accessibilityIdentifier = "orderDetail.total"
    reorderButton.accessibilityIdentifier = AccessibilityIdentifiers.Login.submit.rawValue
    view.addSubview(PrimaryButton(title: "Track", accessibilityIdentifier: "orderDetail.track"))
  }
}
