// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit

enum RoutedRoute { case profile, orders, logout }

final class RoutedMainCoordinator {
    let navigationController: UINavigationController
    var router: RoutedAuthRouter!
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func open(_ route: RoutedRoute) {
        if case .logout = route {
            router.showLogin()
            return
        }
        let vc = makeController(route)
        navigationController.pushViewController(vc, animated: true)
    }

    private func makeController(_ route: RoutedRoute) -> UIViewController {
        switch route {
        case .profile: return RoutedProfileViewController()
        case .orders: return RoutedOrdersViewController()
        case .logout: return UIViewController()
        }
    }
}
