import UIKit

// A scene's own base class, nested beside its controller, and a shared one reached
// through its enclosing namespace.
enum Onboarding {
  class BaseViewController: UIViewController {
    func styleNavigationBar() {}
  }

  final class ViewController: BaseViewController {  // expect-screen: uikit 1
    func next() {
      navigationController?.pushViewController(Welcome.ViewController(), animated: true)  // expect-edge: Welcome.ViewController
    }
  }
}

enum Welcome {
  final class ViewController: Common.ViewController {}  // expect-screen: uikit 0
}

enum Common {
  class ViewController: UIKit.UIViewController {}
}
