import UIKit

// The delegate form of a coordinator: it builds a screen and sets itself as the
// screen's delegate; the screen shows what the coordinator's methods it calls on its
// delegate show. One whose delegate a screen sets, or a method the screen never calls,
// gives no edge.
protocol ErrandListDelegate: AnyObject {
  func errandList(_ list: ErrandListViewController, didSelect id: Int)
}

protocol ErrandNotesDelegate: AnyObject {
  func errandNotesDidFinish()
}

final class ErrandsCoordinator: ErrandListDelegate, ErrandNotesDelegate {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let list = ErrandListViewController()
    list.delegate = self
    navigationController.pushViewController(list, animated: false)
  }

  func errandList(_ list: ErrandListViewController, didSelect id: Int) {
    navigationController.pushViewController(ErrandDetailViewController(), animated: true)
  }

  func showHistory() {
    navigationController.pushViewController(ErrandHistoryViewController(delegate: self), animated: true)
  }

  func errandHistoryDidPick() {
    navigationController.pushViewController(ErrandDetailViewController(), animated: true)
  }

  func errandListDidArchive() {
    navigationController.present(ErrandArchiveViewController(), animated: true)
  }

  func errandNotesDidFinish() {
    navigationController.present(ErrandArchiveViewController(), animated: true)
  }
}

final class ErrandListViewController: UITableViewController {  // expect-screen: uikit 1
  weak var delegate: ErrandListDelegate?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    delegate?.errandList(self, didSelect: indexPath.row)  // expect-edge: ErrandDetailViewController
    tableView.delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
  }
}

final class ErrandHistoryViewController: UIViewController {  // expect-screen: uikit 1
  private weak var delegate: ErrandsCoordinator?

  init(delegate: ErrandsCoordinator) {
    self.delegate = delegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func rowTapped() { delegate?.errandHistoryDidPick() }  // expect-edge: ErrandDetailViewController
}

final class ErrandHubViewController: UIViewController {  // expect-screen: uikit 1
  func openNotes() {
    let notes = ErrandNotesViewController()
    notes.delegate = self
    navigationController?.pushViewController(notes, animated: true)  // expect-edge: ErrandNotesViewController
  }
}

extension ErrandHubViewController: ErrandNotesDelegate {
  func errandNotesDidFinish() {
    navigationController?.pushViewController(ErrandSummaryViewController(), animated: true)  // expect-edge: ErrandSummaryViewController
  }
}

final class ErrandNotesViewController: UIViewController {  // expect-screen: uikit 0
  weak var delegate: ErrandNotesDelegate?

  @objc private func doneTapped() { delegate?.errandNotesDidFinish() }
}

final class ErrandDetailViewController: UIViewController {}  // expect-screen: uikit 0
final class ErrandArchiveViewController: UIViewController {}  // expect-screen: uikit 0
final class ErrandSummaryViewController: UIViewController {}  // expect-screen: uikit 0
