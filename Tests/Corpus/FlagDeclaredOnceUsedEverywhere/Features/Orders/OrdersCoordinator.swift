import UIKit

final class OrdersCoordinator {
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func showDetail(id: String) {
        navigation.pushViewController(DetalleFactory.make(id: id), animated: Flags.detalleEnSwiftUI)
    }
}
