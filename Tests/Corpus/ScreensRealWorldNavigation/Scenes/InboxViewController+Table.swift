import UIKit

// The scene's table extension, in a file of its own, calls the scene's router.
extension InboxViewController {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    router?.routeToDetail()  // expect-edge: MessageViewController
  }
}

// The base class (in a file of its own) holds a coordinator that is no router: its
// `start` shows nothing.
final class TutorialViewController: TutorialBaseViewController {  // expect-screen: uikit 0
  func begin() { coordinator?.start() }
}

final class TutorialCoordinator { func start() {} }
