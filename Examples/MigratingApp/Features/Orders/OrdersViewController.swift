import UIKit
import SwiftUI
import Combine

/// The orders list: still UIKit, with a SwiftUI summary banner on top.
final class OrdersViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let store: OrderStore
    private let router: AppRouter
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var subscription: AnyCancellable?

    init(store: OrderStore, router: AppRouter) {
        self.store = store
        self.router = router
        super.init(nibName: nil, bundle: nil)
        title = "Orders"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")

        // Migration debt: this banner should come from HostingFactory.
        let banner = UIHostingController(rootView: OrdersSummaryBanner(count: store.orders.count))
        banner.sizingOptions = .intrinsicContentSize
        addChild(banner)
        let stack = UIStackView(arrangedSubviews: [banner.view, tableView])
        stack.axis = .vertical
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        banner.didMove(toParent: self)

        subscription = store.$orders.sink { [weak self] _ in self?.tableView.reloadData() }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.orders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = store.orders[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router.showOrderDetail(store.orders[indexPath.row])
    }
}

struct OrdersSummaryBanner: View {
    let count: Int

    var body: some View {
        Label("\(count) open orders", systemImage: "shippingbox.fill")
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
    }
}
