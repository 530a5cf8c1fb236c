import SafariServices
import UIKit

// Mastodon's scene coordinator: every screen asks `present(scene:from:transition:)` for
// one case of `Scene`, and the coordinator builds it in `get(scene:)`. A call handing one
// fixed case shows that case's screen, not every scene's.
final public class SceneCoordinator {
  private weak var sceneDelegate: SceneDelegate!

  enum Scene {
    case profile(viewModel: ProfileViewModel)
    case thread(viewModel: ThreadViewModel)
    case compose(viewModel: ComposeViewModel)
    case safari(url: URL)
  }

  enum Transition {
    case show
    case modal(animated: Bool)
  }

  @discardableResult
  func present(scene: Scene, from sender: UIViewController?, transition: Transition) -> UIViewController? {
    guard let viewController = get(scene: scene) else { return nil }
    guard let presentingViewController = sender ?? sceneDelegate.window?.rootViewController else { return nil }
    switch transition {
    case .show:
      presentingViewController.show(viewController, sender: sender)
    case .modal(let animated):
      let modal = UINavigationController(rootViewController: viewController)
      presentingViewController.present(modal, animated: animated, completion: nil)
    }
    return viewController
  }

  private func get(scene: Scene) -> UIViewController? {
    let viewController: UIViewController?
    switch scene {
    case .profile(let viewModel):
      let _viewController = TootProfileViewController()
      _viewController.viewModel = viewModel
      viewController = _viewController
    case .thread(let viewModel):
      let _viewController = TootThreadViewController()
      _viewController.viewModel = viewModel
      viewController = _viewController
    case .compose(let viewModel):
      let _viewController = TootComposeViewController()
      _viewController.viewModel = viewModel
      viewController = _viewController
    case .safari(let url):
      viewController = SFSafariViewController(url: url)
    }
    return viewController
  }
}

final class TootTimelineViewController: UIViewController {  // expect-screen: uikit 2
  weak var coordinator: SceneCoordinator!

  func open(_ status: Status) {
    let threadViewModel = ThreadViewModel(status: status)
    coordinator.present(scene: .thread(viewModel: threadViewModel), from: self, transition: .show)  // expect-edge: TootThreadViewController
  }

  @objc func composeTapped() {
    coordinator.present(scene: .compose(viewModel: ComposeViewModel()), from: self, transition: .modal(animated: true))  // expect-edge: TootComposeViewController
  }
}

final class TootThreadViewController: UIViewController {  // expect-screen: uikit 1
  weak var coordinator: SceneCoordinator!
  var viewModel: ThreadViewModel!

  func openAuthor() {
    coordinator.present(scene: .profile(viewModel: ProfileViewModel()), from: self, transition: .show)  // expect-edge: TootProfileViewController
  }
}

final class TootProfileViewController: UIViewController {  // expect-screen: uikit 0
  var viewModel: ProfileViewModel!
}

final class TootComposeViewController: UIViewController {  // expect-screen: uikit 0
  var viewModel: ComposeViewModel!
}
