import UIKit

// Coordinators whose method a screen reaches does some work and then calls a private
// method of their own that shows: through a typed `coordinator?`, a delegate and a
// closure.
final class GalleryCoordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let gallery = GalleryViewController()
    gallery.coordinator = self
    let drafts = DraftBoxViewController()
    drafts.delegate = self
    let login = EmailLoginViewController()
    login.onLoggedIn = { [weak self] in self?.finishLogin() }  // expect-edge: AccountHomeViewController
    navigationController.setViewControllers([gallery, drafts, login], animated: false)
  }

  func didSelectPhoto(at index: Int) {
    GalleryAnalytics.log("photo_selected")
    showPhoto(at: index)
  }

  private func showPhoto(at index: Int) {
    navigationController.pushViewController(PhotoViewController(index: index), animated: true)
  }

  private func finishLogin() {
    GalleryKeychain.saveSession()
    self.showHome()
  }

  private func showHome() {
    navigationController.setViewControllers([AccountHomeViewController()], animated: true)
  }

  private func showEditor() {
    let editor = DraftEditorViewController()
    navigationController.present(UINavigationController(rootViewController: editor), animated: true)
  }
}

extension GalleryCoordinator: DraftBoxViewControllerDelegate {
  func draftBoxDidTapNew() {
    showEditor()
  }
}

protocol DraftBoxViewControllerDelegate: AnyObject {
  func draftBoxDidTapNew()
}

enum GalleryAnalytics { static func log(_ event: String) {} }
enum GalleryKeychain { static func saveSession() {} }

final class GalleryViewController: UICollectionViewController {  // expect-screen: uikit 1
  weak var coordinator: GalleryCoordinator?

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    coordinator?.didSelectPhoto(at: indexPath.item)  // expect-edge: PhotoViewController
  }
}

final class DraftBoxViewController: UITableViewController {  // expect-screen: uikit 1
  weak var delegate: DraftBoxViewControllerDelegate?

  @objc func newTapped() { delegate?.draftBoxDidTapNew() }  // expect-edge: DraftEditorViewController
}

final class EmailLoginViewController: UIViewController { var onLoggedIn: (() -> Void)? }  // expect-screen: uikit 1

final class PhotoViewController: UIViewController {  // expect-screen: uikit 0
  init(index: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}

final class DraftEditorViewController: UIViewController {}  // expect-screen: uikit 0
final class AccountHomeViewController: UIViewController {}  // expect-screen: uikit 0
