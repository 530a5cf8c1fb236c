import UIKit
import SwiftUI

final class OrderListViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Order.ID>!
    private var orders: [Order.ID: Order] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Order> { cell, _, order in
            cell.contentConfiguration = UIHostingConfiguration { // expect: hosting-outside-adapter
                OrderRow(order: order)
            }
            .margins(.horizontal, 16)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: self?.orders[id])
        }
    }
}

struct Order: Identifiable {
    let id: UUID
    let title: String
}

struct OrderRow: View {
    let order: Order
    var body: some View { Label(order.title, systemImage: "shippingbox") }
}
