import UIKit

// Delegates named for their role: `listDelegate`, `coordinatorDelegate` (a screen with
// a table keeps `delegate` free of the coordinator's).
protocol ParcelListViewControllerDelegate: AnyObject {
  func parcelList(_ controller: ParcelListViewController, didSelect id: Int)
}

protocol ParcelTrackingCoordinatorDelegate: AnyObject {
  func parcelTrackingDidRequestSupport()
}

final class ParcelsCoordinator: ParcelListViewControllerDelegate, ParcelTrackingCoordinatorDelegate {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let list = ParcelListViewController()
    list.listDelegate = self
    navigationController.pushViewController(list, animated: false)
  }

  func parcelList(_ controller: ParcelListViewController, didSelect id: Int) {
    let tracking = ParcelTrackingViewController(coordinatorDelegate: self)
    navigationController.pushViewController(tracking, animated: true)
  }

  func parcelTrackingDidRequestSupport() {
    navigationController.present(ParcelSupportViewController(), animated: true)
  }
}

final class ParcelListViewController: UITableViewController {  // expect-screen: uikit 2
  weak var listDelegate: ParcelListViewControllerDelegate?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    listDelegate?.parcelList(self, didSelect: indexPath.row)  // expect-edge: ParcelTrackingViewController
  }
}

final class ParcelTrackingViewController: UIViewController {  // expect-screen: uikit 1
  private weak var coordinatorDelegate: ParcelTrackingCoordinatorDelegate?

  init(coordinatorDelegate: ParcelTrackingCoordinatorDelegate) {
    self.coordinatorDelegate = coordinatorDelegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func supportTapped() { self.coordinatorDelegate?.parcelTrackingDidRequestSupport() }  // expect-edge: ParcelSupportViewController
}

final class ParcelSupportViewController: UIViewController {}  // expect-screen: uikit 0

// A coordinator made a screen's transitioning delegate answers UIKit, not the screen's
// calls on its other delegate (which the screen that set it answers).
protocol ParcelMapDelegate: AnyObject { func parcelMapDidClose() }

final class ParcelMapCoordinator: NSObject, UIViewControllerTransitioningDelegate {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let map = ParcelMapViewController()
    map.transitioningDelegate = self
    map.modalPresentationStyle = .custom
    navigationController.present(map, animated: true)
  }

  func parcelMapDidClose() { navigationController.pushViewController(ParcelRatingViewController(), animated: true) }
}

final class ParcelMapViewController: UIViewController {  // expect-screen: uikit 0
  weak var mapDelegate: ParcelMapDelegate?

  @objc private func closeTapped() {
    dismiss(animated: true)
    mapDelegate?.parcelMapDidClose()
  }
}

final class ParcelRatingViewController: UIViewController {}  // expect-screen: uikit 0
