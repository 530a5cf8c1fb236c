// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit
final class RoutedSettingsViewController: UIViewController {  // expect-screen: uikit 1
    var coordinator: RoutedMainCoordinator!
    @objc func logoutTapped() { coordinator.open(.logout) }  // expect-edge: RoutedLoginViewController
    @objc func profileTapped() { coordinator.open(.profile) }  // expect-edge: RoutedLoginViewController, RoutedProfileViewController
}
final class RoutedProfileViewController: UIViewController {}  // expect-screen: uikit 0
final class RoutedOrdersViewController: UIViewController {}  // expect-screen: uikit 0
final class RoutedLoginViewController: UIViewController {}  // expect-screen: uikit 0
