import SwiftUI
import UIKit

// Helpers as screens write them: wrapping in a navigation controller, hosting a view,
// one helper calling another, called from a closure through `self?`.
final class HomeViewController: UIViewController {  // expect-screen: uikit 1
  let viewModel = HomeViewModel()
  let feed = FeedDelegate()

  func edit() { presentInNavigation(EditProfileViewController()) }  // expect-edge: EditProfileViewController
  func preferences() { pushSwiftUI(PreferencesView()) }  // expect-edge: PreferencesView
  func help() { pushFading(HelpCenterViewController()) }  // expect-edge: HelpCenterViewController
  func bind() {
    viewModel.onCompose = { [weak self] in
      self?.push(ComposeViewController())  // expect-edge: ComposeViewController
    }
  }

  private func presentInNavigation(_ viewController: UIViewController) {
    present(UINavigationController(rootViewController: viewController), animated: true)
  }
  private func pushSwiftUI<Content: View>(_ view: Content) {
    navigationController?.pushViewController(UIHostingController(rootView: view), animated: true)  // expect: hosting-outside-adapter
  }
  private func pushFading(_ viewController: UIViewController) { push(viewController) }
  private func push(_ viewController: UIViewController) {
    navigationController?.pushViewController(viewController, animated: true)
  }
}

extension HomeViewController {
  // The screen's table delegate, nested in it, shows for it.
  final class FeedDelegate: NSObject, UITableViewDelegate {
    weak var owner: UIViewController?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      owner?.navigationController?.pushViewController(PostViewController(), animated: true)  // expect-edge: PostViewController
    }
  }
}

final class HomeViewModel { var onCompose: (() -> Void)? }

final class EditProfileViewController: UIViewController {}  // expect-screen: uikit 0
final class HelpCenterViewController: UIViewController {}  // expect-screen: uikit 0
final class ComposeViewController: UIViewController {}  // expect-screen: uikit 0
final class PostViewController: UIViewController {}  // expect-screen: uikit 0

struct PreferencesView: View {  // expect-screen: swiftui 0
  var body: some View { Form {} }
}
