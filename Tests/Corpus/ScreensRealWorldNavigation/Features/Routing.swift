import UIKit

protocol AppRouting: AnyObject {
  func start()
  func showOrder(id: Int)
  func showReceipt(id: Int)
}

final class AppRouter: AppRouting {
  let navigation: UINavigationController
  init(navigation: UINavigationController) { self.navigation = navigation }
  func start() { navigation.setViewControllers([OrdersListViewController()], animated: false) }
  func showOrder(id: Int) { navigation.pushViewController(OrderViewController(id: id), animated: true) }
  // The router's own helper shows what it is handed.
  func showReceipt(id: Int) {
    let receipt = ReceiptViewController()
    receipt.orderID = id
    push(receipt)
  }
  private func push(_ viewController: UIViewController, animated: Bool = true) {
    navigation.pushViewController(viewController, animated: animated)
  }
}

final class ReceiptViewController: UIViewController {  // expect-screen: uikit 0
  var orderID = 0
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
