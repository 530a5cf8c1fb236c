import UIKit

/// The UIKit order detail, used while `FeatureFlags.swiftUIOrderDetail` is off.
final class LegacyOrderDetailViewController: BaseViewController {
    private let order: Order

    init(order: Order) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
        title = order.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = order.total.formatted(.currency(code: "EUR"))
        label.frame = view.bounds.insetBy(dx: 20, dy: 20)
        view.addSubview(label)
    }
}
