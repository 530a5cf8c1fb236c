import UIKit

// Clean Swift (VIP) scenes: every scene names its controller `ViewController`, nested in
// an enum named for the scene.
enum Login {
  final class ViewController: UIViewController {  // expect-screen: uikit 1
    func signUp() {
      navigationController?.pushViewController(Signup.ViewController(), animated: true)  // expect-edge: Signup.ViewController
    }

    func forgot() {
      present(Recovery.makeScene(), animated: true)  // expect-edge: Recovery.ViewController
    }
  }
}

enum Signup {
  final class ViewController: UIViewController {}  // expect-screen: uikit 0
}

enum Recovery {
  static func makeScene() -> UIViewController { ViewController() }

  final class ViewController: UIViewController {}  // expect-screen: uikit 0
}

extension Signup.ViewController {
  func configure() {}
}
