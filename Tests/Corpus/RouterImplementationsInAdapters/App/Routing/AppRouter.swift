import Foundation

/// Feature code navigates through this protocol only; implementations live in Adapters/.
@MainActor
protocol AppRouter: AnyObject {
    func show(_ route: Route)
    func dismiss()
}

enum Route: Hashable {
    case orderDetail(id: String)
    case settings
    case map(latitude: Double, longitude: Double)
}
