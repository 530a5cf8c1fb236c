import Combine
import RxSwift
import UIKit

// MVVM-C with reactive outputs: the coordinator subscribes to the view model it builds
// the screen with, and each output shows the next screen. The screen shows what the
// coordinator's methods called in the subscription show.
final class NewsFeedViewModel {
  let selectArticle = PassthroughSubject<String, Never>()
  let openSettings = PublishSubject<Void>()
}

final class NewsCoordinator {
  private let navigation: UINavigationController
  private var subscriptions = Set<AnyCancellable>()
  private let disposeBag = DisposeBag()

  init(navigation: UINavigationController) { self.navigation = navigation }

  func start() {
    let viewModel = NewsFeedViewModel()
    let feed = NewsFeedViewController(viewModel: viewModel)
    viewModel.selectArticle
      .receive(on: DispatchQueue.main)
      .sink { [weak self] id in self?.showArticle(id) }  // expect-edge: NewsArticleViewController
      .store(in: &subscriptions)
    viewModel.openSettings
      .subscribe(onNext: { [weak self] in self?.showNewsSettings() })  // expect-edge: NewsSettingsViewController
      .disposed(by: disposeBag)
    navigation.pushViewController(feed, animated: false)
  }

  private func showArticle(_ id: String) {
    navigation.pushViewController(NewsArticleViewController(articleID: id), animated: true)
  }

  private func showNewsSettings() {
    navigation.present(NewsSettingsViewController(), animated: true)
  }
}

final class NewsFeedViewController: UIViewController {  // expect-screen: uikit 1
  let viewModel: NewsFeedViewModel

  init(viewModel: NewsFeedViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NewsArticleViewController: UIViewController {  // expect-screen: uikit 0
  init(articleID: String) { super.init(nibName: nil, bundle: nil) }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NewsSettingsViewController: UIViewController {}  // expect-screen: uikit 0

// A value handed to several screens (a session) is no screen's: what its subscription
// shows is the coordinator's alone.
final class NewsSession {
  let didLogOut = PassthroughSubject<Void, Never>()
}

// The view model held by the coordinator, subscribed to through `self.`.
final class NewsDigestCoordinator {
  private let navigation = UINavigationController()
  private let digestModel = NewsFeedViewModel()
  private var subscriptions = Set<AnyCancellable>()

  func start() {
    let digest = NewsDigestViewController(viewModel: digestModel)
    self.digestModel.selectArticle.sink { [weak self] id in self?.showDigestArticle(id) }  // expect-edge: NewsArticleViewController
      .store(in: &subscriptions)
    navigation.pushViewController(digest, animated: false)
  }

  private func showDigestArticle(_ id: String) {
    navigation.pushViewController(NewsArticleViewController(articleID: id), animated: true)
  }
}

final class NewsDigestViewController: UIViewController {  // expect-screen: uikit 1
  init(viewModel: NewsFeedViewModel) { super.init(nibName: nil, bundle: nil) }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NewsSessionCoordinator {
  private let navigation = UINavigationController()
  private var subscriptions = Set<AnyCancellable>()

  func start() {
    let session = NewsSession()
    let inbox = NewsInboxViewController(session: session)
    let archive = NewsArchiveViewController(session: session)
    session.didLogOut.sink { [weak self] in self?.showNewsLogin() }.store(in: &subscriptions)
    navigation.setViewControllers([inbox, archive], animated: false)
  }

  private func showNewsLogin() {
    navigation.present(NewsLoginViewController(), animated: true)
  }
}

final class NewsInboxViewController: UIViewController {  // expect-screen: uikit 0
  init(session: NewsSession) { super.init(nibName: nil, bundle: nil) }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NewsArchiveViewController: UIViewController {  // expect-screen: uikit 0
  init(session: NewsSession) { super.init(nibName: nil, bundle: nil) }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NewsLoginViewController: UIViewController {}  // expect-screen: uikit 0
