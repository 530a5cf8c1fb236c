import UIKit

public protocol Routing: AnyObject {
  func showHelp()
}

final class ProfileRouter: Routing {
  weak var navigation: UINavigationController?

  func showHelp() {
    navigation?.present(ProfileHelpViewController(), animated: true)
  }
}

final class ProfileHelpViewController: UIViewController {}  // expect-screen: uikit 0
