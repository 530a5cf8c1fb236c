import SwiftUI
import Observation

/// Routes inside a SwiftUI `NavigationStack` by appending to its path.
@MainActor
@Observable
final class SwiftUIAppRouter: AppRouter {
    enum Destination: Hashable {
        case orderDetail(Order.ID)
        case profile
        case storeLocator
    }

    var path: [Destination] = []

    func showOrderDetail(_ order: Order) { path.append(.orderDetail(order.id)) }
    func showProfile() { path.append(.profile) }
    func showStoreLocator() { path.append(.storeLocator) }
}
