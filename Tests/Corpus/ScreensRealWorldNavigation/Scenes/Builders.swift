import UIKit

// Scenes made by nested builders that share one name.
enum Cart {
  final class ViewController: UIViewController {  // expect-screen: uikit 1
    func checkout() {
      navigationController?.pushViewController(Checkout.Builder.build(), animated: true)  // expect-edge: Checkout.ViewController
    }
  }
}

enum Checkout {
  enum Builder { static func build() -> UIViewController { ViewController() } }
  final class ViewController: UIViewController {}  // expect-screen: uikit 0
}

enum Wishlist {
  enum Builder { static func build() -> UIViewController { ViewController() } }
  final class ViewController: UIViewController {}  // expect-screen: uikit 0
}
