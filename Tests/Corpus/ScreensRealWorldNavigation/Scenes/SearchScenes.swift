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

// The same with presenters (VIPER): a scene's `presenter` is its own, or its superclass's
// in this file, never another scene's.
final class InboxFilterPresenter {
  weak var view: UIViewController?
  func showResults() { view?.navigationController?.pushViewController(MessageViewController(), animated: true) }
}

final class ArchiveFilterPresenter {
  weak var view: UIViewController?
  func showResults() { view?.present(ArchivedMessageViewController(), animated: true) }
}

final class InboxFilterViewController: UIViewController {  // expect-screen: uikit 1
  var presenter: InboxFilterPresenter?
  func apply() { presenter?.showResults() }  // expect-edge: MessageViewController
}

class ArchiveFilterBaseViewController: UIViewController {
  var presenter: ArchiveFilterPresenter?
}

final class ArchiveFilterViewController: ArchiveFilterBaseViewController {  // expect-screen: uikit 1
  func apply() { presenter?.showResults() }  // expect-edge: ArchivedMessageViewController
}
