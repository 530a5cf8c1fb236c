import UIKit

/// The real file: already migrated to the factory.
final class OrdersViewController: UIViewController {
    let makeDetail: () -> UIViewController

    init(makeDetail: @escaping () -> UIViewController) {
        self.makeDetail = makeDetail
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
