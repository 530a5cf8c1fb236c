import UIKit

// A screen constructed through an alias (the name a module exports it under, or a rename
// in progress): the alias stands for the screen.
typealias ReturnsScreen = ReturnsViewController

final class ReturnsViewController: UIViewController {}  // expect-screen: uikit 0

final class ReturnsEntryViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func openReturns() {
    present(ReturnsScreen(), animated: true)  // expect-edge: ReturnsViewController
  }
}
