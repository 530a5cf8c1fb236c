import UIKit

// Objects screens make that UIKit does not call back: what they show is not their
// makers'. A view model the list makes for the detail (its coordinator call is the
// detail's), and a utility each screen makes for one call.
final class WishlistCoordinator {
  let navigation: UINavigationController
  init(navigation: UINavigationController) { self.navigation = navigation }
  func showCoupons() { navigation.pushViewController(CouponsViewController(), animated: true) }
}

final class WishlistDetailViewModel {
  weak var coordinator: WishlistCoordinator?
  init(coordinator: WishlistCoordinator?) { self.coordinator = coordinator }
  func couponsTapped() { coordinator?.showCoupons() }
}

final class WishlistViewController: UIViewController {  // expect-screen: uikit 1
  var coordinator: WishlistCoordinator?
  func open() {
    let viewModel = WishlistDetailViewModel(coordinator: coordinator)
    navigationController?.pushViewController(WishlistDetailViewController(viewModel: viewModel), animated: true)  // expect-edge: WishlistDetailViewController
  }
}

final class WishlistDetailViewController: UIViewController {  // expect-screen: uikit 0
  let viewModel: WishlistDetailViewModel
  init(viewModel: WishlistDetailViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class ShareErrorPresenter {
  weak var host: UIViewController?
  init(host: UIViewController) { self.host = host }
  func show(_ error: Error) { host?.present(UIAlertController(title: "\(error)", message: nil, preferredStyle: .alert), animated: true) }
  func reportProblem() { host?.present(ShareProblemViewController(), animated: true) }
}

final class ShareSheetViewController: UIViewController {  // expect-screen: uikit 0
  func failed(_ error: Error) { ShareErrorPresenter(host: self).show(error) }
}

final class CouponsViewController: UIViewController {}  // expect-screen: uikit 0
final class ShareProblemViewController: UIViewController {}  // expect-screen: uikit 0
