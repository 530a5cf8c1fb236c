import UIKit

protocol AppRouting: AnyObject {
  func start()
  func showOrder(id: Int)
}

final class AppRouter: AppRouting {
  let navigation: UINavigationController
  init(navigation: UINavigationController) { self.navigation = navigation }
  func start() { navigation.setViewControllers([OrdersListViewController()], animated: false) }
  func showOrder(id: Int) { navigation.pushViewController(OrderViewController(id: id), animated: true) }
}

class RoutedViewController: UIViewController {
  var router: AppRouter!
}

// A `start` that is a player's, not the router's, in a file naming the router.
final class OrderViewController: UIViewController {  // expect-screen: uikit 0
  let id: Int
  weak var routing: AppRouting?
  let player = VideoPlayer()
  init(id: Int) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  func playIntro() { player.start() }
  func replay() { VideoPlayer().start() }
}

final class VideoPlayer { func start() {} }
