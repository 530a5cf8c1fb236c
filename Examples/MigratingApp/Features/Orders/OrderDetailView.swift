import SwiftUI

/// SwiftUI order detail, hosted by `HostingFactory.makeOrderDetail(order:)`.
struct OrderDetailView: View {
    let orderID: Order.ID
    @EnvironmentObject private var store: OrderStore
    @Environment(AppTheme.self) private var theme

    var body: some View {
        if let order = store.order(with: orderID) {
            List {
                LabeledContent("Item", value: order.title)
                LabeledContent("Total", value: order.total.formatted(.currency(code: "EUR")))
                LabeledContent("Placed", value: order.placedAt.formatted(date: .abbreviated, time: .shortened))
            }
            .tint(theme.accent)
        } else {
            Color.clear
                .emptyState("Order not found", systemImage: "shippingbox", isEmpty: true)
        }
    }
}
