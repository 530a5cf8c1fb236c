import UIKit
import SwiftUI

/// Third level of the UIKit chain: UIViewController → BaseViewController → BaseListViewController.
final class InvoicesViewController: BaseListViewController {
    private let store: OrderStore

    init(store: OrderStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Invoices"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var screenName: String { "invoices" }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let order = store.orders[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = order.title
        content.secondaryText = order.total.formatted(.currency(code: "EUR"))
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Migration debt: the preview should be built by HostingFactory.
        let preview = ThemedHostingController(rootView: InvoicePreview(order: store.orders[indexPath.row]))
        present(UINavigationController(rootViewController: preview), animated: true)
    }
}

struct InvoicePreview: View {
    let order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(order.title).font(.title2.bold())
            Text(order.total, format: .currency(code: "EUR"))
        }
        .padding()
    }
}
