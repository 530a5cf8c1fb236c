import UIKit

final class StoreViewController: UIViewController {  // expect-screen: uikit 1
  let factory = StoreScreens()

  // Factories called on a value, on a fresh instance, on self.
  func openCheckout() {
    navigationController?.pushViewController(factory.makeCheckout(), animated: true)  // expect-edge: CheckoutViewController
  }

  func openCart() {
    present(StoreScreens().makeCart(), animated: true)  // expect-edge: CartViewController
  }

  func openHelp() {
    show(self.makeHelp(), sender: nil)  // expect-edge: HelpViewController
  }

  // Every controller below has its own `make`: the call names one of them.
  func openPayment() {
    navigationController?.pushViewController(PaymentViewController.make(amount: 10), animated: true)  // expect-edge: PaymentViewController
  }

  private func makeHelp() -> UIViewController { HelpViewController() }
}

final class StoreScreens {
  func makeCheckout() -> UIViewController { CheckoutViewController() }
  func makeCart() -> UIViewController { CartViewController() }
}

final class CheckoutViewController: UIViewController {}  // expect-screen: uikit 0

final class CartViewController: UIViewController {}  // expect-screen: uikit 0

final class HelpViewController: UIViewController {}  // expect-screen: uikit 0

final class PaymentViewController: UIViewController {  // expect-screen: uikit 0
  static func make(amount: Int) -> PaymentViewController { PaymentViewController() }
}

final class RefundViewController: UIViewController {  // expect-screen: uikit 0
  static func make(amount: Int) -> RefundViewController { RefundViewController() }
}
