import ReactiveSwift
import RxCocoa
import RxSwift
import UIKit

// The other reactive subscriptions coordinators write: RxCocoa's `emit(onNext:)` on a
// Signal, RxSwift 6's `subscribe(with:onNext:)` (the closure's first parameter is the
// coordinator), and ReactiveSwift's `observeValues`.
final class GistsCoordinator {
  private let navigationController: UINavigationController
  private let disposeBag = DisposeBag()

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    let viewModel = GistListViewModel()
    let viewController = GistListViewController(viewModel: viewModel)
    viewModel.showFilters
      .emit(onNext: { [weak self] in self?.showFilters() })  // expect-edge: GistFiltersViewController
      .disposed(by: disposeBag)
    viewModel.showSettings
      .subscribe(with: self, onNext: { owner, _ in owner.showSettings() })  // expect-edge: GistSettingsViewController
      .disposed(by: disposeBag)
    viewModel.showStars.observeValues { [weak self] in self?.showStars() }  // expect-edge: GistStarsViewController
    navigationController.pushViewController(viewController, animated: false)
  }

  private func showFilters() {
    navigationController.present(GistFiltersViewController(), animated: true)
  }

  private func showSettings() {
    navigationController.pushViewController(GistSettingsViewController(), animated: true)
  }

  private func showStars() {
    navigationController.pushViewController(GistStarsViewController(), animated: true)
  }
}

final class GistListViewModel {
  let showFilters: Signal<Void> = .empty()
  let showSettings = PublishRelay<Void>()
  let (showStars, starsObserver) = Signal<Void, Never>.pipe()
}

final class GistListViewController: UITableViewController {  // expect-screen: uikit 1
  let viewModel: GistListViewModel
  init(viewModel: GistListViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError() }
}

final class GistFiltersViewController: UIViewController {}  // expect-screen: uikit 0
final class GistSettingsViewController: UIViewController {}  // expect-screen: uikit 0
final class GistStarsViewController: UIViewController {}  // expect-screen: uikit 0
