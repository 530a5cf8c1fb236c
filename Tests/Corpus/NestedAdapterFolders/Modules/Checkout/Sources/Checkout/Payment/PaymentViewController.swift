import UIKit

final class PaymentViewController: UIViewController {
    private let order: OrderSummary

    init(order: OrderSummary) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let summary = PaymentHosting.makeSummary(order: order)
        addChild(summary)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)
    }
}
