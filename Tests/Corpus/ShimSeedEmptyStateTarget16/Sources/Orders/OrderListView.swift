import DesignSystem
import SwiftUI

struct OrderListView: View {
    let orders: [String]
    // The empty state used to be hand-made here; see emptyState(_:systemImage:isEmpty:).

    var body: some View {
        List(orders, id: \.self) { Text($0) }
            .emptyState("No orders yet", systemImage: "shippingbox", isEmpty: orders.isEmpty)
            .navigationTitle("Orders")
    }
}

struct ReturnsView: View {
    let returns: [String]

    var body: some View {
        List(returns, id: \.self) { Text($0) }
            .emptyState("No returns", systemImage: "arrow.uturn.left", isEmpty: returns.isEmpty)
    }
}
