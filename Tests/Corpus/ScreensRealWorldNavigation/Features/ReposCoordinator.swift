import RxSwift
import UIKit

// RxSwift MVVM-C as its well-known sample writes it: a generic base coordinator whose
// `coordinate(to:)` starts a child, the view model set as the screen's property, and an
// output mapped by `flatMap` to the child's result.
class BaseCoordinator<ResultType> {
  let disposeBag = DisposeBag()
  private let identifier = UUID()
  private var childCoordinators = [UUID: Any]()

  func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
    childCoordinators[coordinator.identifier] = coordinator
    return coordinator.start()
      .do(onNext: { [weak self] _ in self?.childCoordinators[coordinator.identifier] = nil })
  }

  func start() -> Observable<ResultType> {
    fatalError("Start method should be implemented.")
  }
}

final class ReposAppCoordinator: BaseCoordinator<Void> {
  private let window: UIWindow

  init(window: UIWindow) { self.window = window }

  override func start() -> Observable<Void> {
    let repositoryListCoordinator = RepositoryListCoordinator(window: window)
    return coordinate(to: repositoryListCoordinator)
  }
}

final class RepositoryListCoordinator: BaseCoordinator<Void> {
  private let window: UIWindow

  init(window: UIWindow) { self.window = window }

  override func start() -> Observable<Void> {
    let viewModel = RepositoryListViewModel()
    let viewController = RepositoryListViewController()
    let navigationController = UINavigationController(rootViewController: viewController)
    viewController.viewModel = viewModel

    viewModel.showRepository
      .subscribe(onNext: { [weak self] in self?.showRepository(by: $0, in: navigationController) })
      .disposed(by: disposeBag)

    viewModel.showLanguageList
      .flatMap { [weak self] _ -> Observable<String?> in  // expect-edge: LanguageListViewController
        guard let `self` = self else { return .empty() }
        return self.showLanguageList(on: viewController)
      }
      .filter { $0 != nil }
      .map { $0! }
      .bind(to: viewModel.setCurrentLanguage)
      .disposed(by: disposeBag)

    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    return Observable.never()
  }

  private func showRepository(by url: URL, in navigationController: UINavigationController) {
    let safariViewController = SFSafariViewController(url: url)
    navigationController.pushViewController(safariViewController, animated: true)
  }

  private func showLanguageList(on rootViewController: UIViewController) -> Observable<String?> {
    let languageListCoordinator = LanguageListCoordinator(rootViewController: rootViewController)
    return coordinate(to: languageListCoordinator)
      .map { result in
        switch result {
        case .language(let language): return language
        case .cancel: return nil
        }
      }
  }
}

final class LanguageListCoordinator: BaseCoordinator<LanguageListCoordinationResult> {
  private let rootViewController: UIViewController

  init(rootViewController: UIViewController) { self.rootViewController = rootViewController }

  override func start() -> Observable<LanguageListCoordinationResult> {
    let viewController = LanguageListViewController()
    let navigationController = UINavigationController(rootViewController: viewController)
    let viewModel = LanguageListViewModel()
    viewController.viewModel = viewModel
    rootViewController.present(navigationController, animated: true)
    return viewModel.didCancel.map { _ in .cancel }.take(1)
  }
}

final class RepositoryListViewController: UIViewController {  // expect-screen: uikit 1
  var viewModel: RepositoryListViewModel!
}

final class LanguageListViewController: UIViewController {  // expect-screen: uikit 0
  var viewModel: LanguageListViewModel!
}
