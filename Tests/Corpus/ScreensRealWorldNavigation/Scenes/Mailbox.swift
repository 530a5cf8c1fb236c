import UIKit

// Clean Swift's template: each scene's router protocol has the same method names, and
// the controller declares its router as a composition.
protocol InboxRoutingLogic { func routeToDetail() }

final class InboxRouter: NSObject, InboxRoutingLogic {
  weak var viewController: InboxViewController?
  func routeToDetail() {
    viewController?.navigationController?.pushViewController(MessageViewController(), animated: true)
  }
}

final class InboxViewController: UIViewController {  // expect-screen: uikit 1
  var router: (NSObjectProtocol & InboxRoutingLogic)?
  func didSelectMessage() { router?.routeToDetail() }  // expect-edge: MessageViewController
}

protocol ArchiveRoutingLogic { func routeToDetail() }

final class ArchiveRouter: NSObject, ArchiveRoutingLogic {
  weak var viewController: ArchiveViewController?
  func routeToDetail() {
    viewController?.navigationController?.pushViewController(ArchivedMessageViewController(), animated: true)
  }
}

final class ArchiveViewController: UIViewController {  // expect-screen: uikit 1
  var router: (NSObjectProtocol & ArchiveRoutingLogic)?
  func didSelectMessage() { router?.routeToDetail() }  // expect-edge: ArchivedMessageViewController
}

// A scene's protocol nested in its enum, configured by its qualified name.
enum Drafts {
  protocol RoutingLogic { func routeToEditor() }

  final class Router: RoutingLogic {
    weak var viewController: ViewController?
    func routeToEditor() { viewController?.present(ComposerViewController(), animated: true) }
  }

  final class ViewController: UIViewController {  // expect-screen: uikit 1
    var router: RoutingLogic?
    func edit() { router?.routeToEditor() }  // expect-edge: ComposerViewController
  }
}

final class MessageViewController: UIViewController {}  // expect-screen: uikit 0
final class ArchivedMessageViewController: UIViewController {}  // expect-screen: uikit 0
final class ComposerViewController: UIViewController {}  // expect-screen: uikit 0

// A coordinator of something else, named like a router: its `start` is not the app
// router's.
final class NearbyViewController: UIViewController {  // expect-screen: uikit 0
  let locationCoordinator: LocationCoordinator = LocationCoordinator()
  func locate() { locationCoordinator.start() }
}

final class LocationCoordinator { func start() {} }

// The nested protocol written from outside its scene.
final class DraftsListViewController: UIViewController {  // expect-screen: uikit 1
  var router: Drafts.RoutingLogic?
  func edit() { router?.routeToEditor() }  // expect-edge: ComposerViewController
}
