import UIKit
import SwiftUI

/// UIKit implementation: wraps SwiftUI destinations in hosting controllers.
@MainActor
final class UIKitAppRouter: AppRouter {
    private let navigation: UINavigationController
    private let orders: OrdersStore

    init(navigation: UINavigationController, orders: OrdersStore) {
        self.navigation = navigation
        self.orders = orders
    }

    func show(_ route: Route) {
        switch route {
        case .orderDetail(let id):
            navigation.pushViewController(UIHostingController(rootView: OrderDetailView(id: id).environmentObject(orders)), animated: true)
        case .settings:
            navigation.pushViewController(SettingsViewController(), animated: true)
        case .map(let latitude, let longitude):
            let host = UIHostingController(rootView: MapScreen(latitude: latitude, longitude: longitude))
            navigation.present(host, animated: true)
        }
    }

    func dismiss() { navigation.popViewController(animated: true) }
}
