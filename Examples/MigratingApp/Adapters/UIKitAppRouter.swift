import UIKit

/// Routes on a `UINavigationController`, wrapping SwiftUI screens through `HostingFactory`.
@MainActor
final class UIKitAppRouter: AppRouter {
    private weak var navigation: UINavigationController?
    private let factory: HostingFactory

    init(navigation: UINavigationController, factory: HostingFactory) {
        self.navigation = navigation
        self.factory = factory
    }

    func showOrderDetail(_ order: Order) {
        let controller = FeatureFlags.swiftUIOrderDetail
            ? factory.makeOrderDetail(order: order)
            : LegacyOrderDetailViewController(order: order)
        navigation?.pushViewController(controller, animated: true)
    }

    func showProfile() {
        navigation?.pushViewController(factory.makeProfile(), animated: true)
    }

    func showStoreLocator() {
        guard FeatureFlags.swiftUIStoreLocator else { return }
        navigation?.present(UINavigationController(rootViewController: factory.makeStoreLocator()), animated: true)
    }
}
