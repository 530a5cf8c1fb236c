import UIKit

@MainActor
final class CartCoordinator {
    let navigation: UINavigationController
    let factory: HostingFactory

    init(navigation: UINavigationController, factory: HostingFactory) {
        self.navigation = navigation
        self.factory = factory
    }

    func start() {
        navigation.pushViewController(factory.makeCart(), animated: false)
    }

    func checkout() {
        navigation.pushViewController(factory.makeCheckout(), animated: true)
    }
}
