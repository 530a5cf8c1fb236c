import SwiftUI

struct OrdersScreen: View {
  @StateObject var model: OrdersViewModel

  var body: some View {
    List(model.orders) { order in
      OrderRow(order: order)
        .testIdentifier("orders.row")
    }
    .accessibilityIdentifier(AccessibilityIdentifiers.Orders.list)
    .toolbar {
      Button { model.showFilter() } label: { Image(systemName: "line.3.horizontal.decrease") }
        .accessibilityIdentifier(AccessibilityIdentifiers.Orders.filterButton)
    }
    .overlay {
      if model.orders.isEmpty {
        // TODO: .accessibilityIdentifier(AccessibilityIdentifiers.Orders.emptyState)
        ContentUnavailableView("No orders", systemImage: "shippingbox")
      }
    }
    .accessibilityIdentifier("orders.screen.\(model.segment)")
  }
}
