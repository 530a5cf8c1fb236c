import UIKit

final class OrdersViewController: UITableViewController {
    private let router: AppRouter
    private var orderIDs: [String] = ["1001", "1002"]

    init(router: AppRouter) {
        self.router = router
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router.show(.orderDetail(id: orderIDs[indexPath.row]))
    }
}

final class SettingsViewController: UITableViewController {}
