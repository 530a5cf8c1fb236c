// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit
final class RoutedAuthRouter {
    weak var window: UIWindow?
    func showLogin() {
        window?.rootViewController = RoutedLoginViewController()
    }
}
