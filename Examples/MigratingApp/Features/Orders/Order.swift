import Foundation

struct Order: Identifiable, Hashable {
    let id: UUID
    var title: String
    var total: Decimal
    var placedAt: Date
}

/// The shared order list, observed by UIKit screens and SwiftUI views alike.
@MainActor
final class OrderStore: ObservableObject {
    @Published private(set) var orders: [Order] = [
        Order(id: UUID(), title: "Espresso beans", total: 18.90, placedAt: .now),
        Order(id: UUID(), title: "Milk frother", total: 42.00, placedAt: .now.addingTimeInterval(-86_400)),
    ]

    func order(with id: Order.ID) -> Order? { orders.first { $0.id == id } }
}
