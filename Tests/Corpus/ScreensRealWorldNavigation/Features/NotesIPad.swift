import UIKit

// An iPad app: a split view set with `setViewController(_:for:)`, a search controller's
// results, and screens resolved from a dependency container by their type.
final class NotesSplitViewController: UISplitViewController {  // expect-screen: container 2
  override func viewDidLoad() {
    super.viewDidLoad()
    setViewController(NotebookListViewController(), for: .primary)  // expect-edge: NotebookListViewController
  }
}

final class NotebookListViewController: UITableViewController {  // expect-screen: uikit 1
  private let resolver = Container.shared
  private lazy var results = NoteSearchResultsViewController()
  private lazy var search = UISearchController(searchResultsController: results)  // expect-edge: NoteSearchResultsViewController

  func open(noteID: Int) {
    let note = NoteViewController(noteID: noteID)
    splitViewController?.setViewController(note, for: .secondary)  // expect-edge: NoteViewController
  }

  func showSettings() {
    guard let settings = resolver.resolve(NotesSettingsViewController.self) else { return }
    present(settings, animated: true)  // expect-edge: NotesSettingsViewController
  }
}

final class NoteSearchResultsViewController: UITableViewController {}  // expect-screen: uikit 0
final class NotesSettingsViewController: UIViewController {}  // expect-screen: uikit 0

final class NoteViewController: UIViewController {  // expect-screen: uikit 0
  init(noteID: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

// A coordinator class (configured in `screens.routers`), held by the screens it serves.
final class NotesCoordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func showTrash() {
    navigationController.pushViewController(TrashViewController(), animated: true)
  }
}

final class NotesHomeViewController: UIViewController {  // expect-screen: uikit 1
  weak var coordinator: NotesCoordinator?

  @objc private func trashTapped() { coordinator?.showTrash() }  // expect-edge: TrashViewController
}

final class TrashViewController: UIViewController {}  // expect-screen: uikit 0
