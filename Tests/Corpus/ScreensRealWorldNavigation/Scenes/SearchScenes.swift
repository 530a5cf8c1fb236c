import UIKit

// Two scenes in one file, each calling `router`: the first declares its own, the second's
// is its base class's (another file), never the first scene's.
final class InboxSearchViewController: UIViewController {  // expect-screen: uikit 1
  var router: InboxRoutingLogic?
  func openResult() { router?.routeToDetail() }  // expect-edge: MessageViewController
}

final class ArchiveSearchViewController: ArchiveBaseViewController {  // expect-screen: uikit 1
  func openResult() { router?.routeToDetail() }  // expect-edge: ArchivedMessageViewController
}
