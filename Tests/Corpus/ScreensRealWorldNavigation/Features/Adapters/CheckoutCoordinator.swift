import SwiftUI
import UIKit

// A coordinator picking the old or the new screen with `if`/`else` and `guard`.
final class CheckoutCoordinator {
  let navigation = UINavigationController()
  var session = Session.current

  func showPayment() {
    if FeatureToggles.isOn(.swiftUIPayment) {  // expect-pair: LegacyPaymentViewController PaymentView
      navigation.pushViewController(UIHostingController(rootView: PaymentView()), animated: true)
    } else {
      navigation.pushViewController(LegacyPaymentViewController(), animated: true)
    }
  }

  func showHelp() {
    guard Experiments.current.swiftUIHelp else {  // expect-pair: LegacyHelpViewController HelpView
      navigation.present(LegacyHelpViewController(), animated: true)
      return
    }
    navigation.present(UIHostingController(rootView: HelpView()), animated: true)
  }

  // App state, not a migration flag: no pair.
  func showAccount() {
    if session.isLoggedIn {
      navigation.present(UIHostingController(rootView: WalletView()), animated: true)
    } else {
      navigation.present(SignInViewController(), animated: true)
    }
  }
}
