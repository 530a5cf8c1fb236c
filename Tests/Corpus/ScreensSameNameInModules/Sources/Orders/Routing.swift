import UIKit

public protocol Routing: AnyObject {
  func showHelp()
}

final class OrdersRouter: Routing {
  weak var navigation: UINavigationController?

  func showHelp() {
    navigation?.present(OrdersHelpViewController(), animated: true)
  }
}

final class OrdersHelpViewController: UIViewController {}  // expect-screen: uikit 0
