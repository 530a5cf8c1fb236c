import UIKit

@objc(PSPaymentSheetDelegate)
public protocol PaymentSheetDelegate: NSObjectProtocol {
    @objc(paymentSheet:didFinishWithResult:)
    func paymentSheet(_ sheet: PaymentSheet, didFinishWith result: Int)
    @objc optional func paymentSheetDidCancel(_ sheet: PaymentSheet)
}

@objc(PSPaymentSheet)
@objcMembers
public final class PaymentSheet: NSObject {
    public weak var delegate: PaymentSheetDelegate?
    @objc(totalAmount) public var total: NSDecimalNumber = .zero
    @nonobjc public var swiftOnlyCallback: ((Int) -> Void)?

    @objc(initWithTotal:currency:)
    public init(total: NSDecimalNumber, currency: String) {
        self.total = total
        super.init()
    }

    @objc(presentFromViewController:animated:completion:)
    public func present(from controller: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        controller.present(UIViewController(), animated: animated, completion: completion)
    }

    @objc dynamic public var isProcessing = false
    @IBOutlet private weak var amountLabel: UILabel!
    @IBOutlet var buttons: [UIButton]!
    @IBAction private func payTapped(_ sender: UIButton) {
        delegate?.paymentSheet(self, didFinishWith: 0)
    }
    @IBAction func cancelTapped(_ sender: Any) {
        delegate?.paymentSheetDidCancel?(self)
    }
    @IBInspectable var cornerRadius: CGFloat = 8
    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
}

@objc public enum PaymentResult: Int {
    case success = 0, failure, cancelled
}
