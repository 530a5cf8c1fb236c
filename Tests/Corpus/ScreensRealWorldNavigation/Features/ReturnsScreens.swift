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

// An alias of an alias, and an alias nested in a namespace naming its sibling.
typealias ReturnsEntryScreen = ReturnsScreen

enum Exchanges {
  typealias Screen = ExchangeViewController

  final class ExchangeViewController: UIViewController {}  // expect-screen: uikit 0
}

final class ReturnsHubViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func openReturns() {
    show(ReturnsEntryScreen(), sender: self)  // expect-edge: ReturnsViewController
  }

  @objc private func openExchanges() {
    show(Exchanges.Screen(), sender: self)  // expect-edge: Exchanges.ExchangeViewController
  }
}
