import UIKit

/// Despite the name, this is a plain coordinator: no hosting type in its inheritance clause.
final class HostingCoordinator: NSObject, UINavigationControllerDelegate {
    let navigation = UINavigationController()
    private var children: [HostingCoordinator] = []

    func start() {
        navigation.setViewControllers([HomeHostViewController()], animated: false)
    }
}

/// A UIKit screen called "host" by the team; not SwiftUI at all.
class HomeHostViewController: UIViewController {}

final class PromoHostViewController: HomeHostViewController {
    let host = HostingCoordinator()
}

protocol UIHostingProviding: AnyObject {
    func makeController() -> UIViewController
}

struct HostingControllerBox<Wrapped: UIViewController> {
    let wrapped: Wrapped
}
