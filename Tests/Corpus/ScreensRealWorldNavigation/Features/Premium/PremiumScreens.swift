import UIKit

final class PremiumFeaturesViewController: PremiumBaseViewController {  // expect-screen: uikit 1
  func unlockTapped() {
    showPaywall()  // expect-edge: PaywallViewController
  }

  func loadFailed(_ error: Error) {
    showError(error)
  }

  // Inside a `[weak self]` closure.
  func restoreFailed() {
    DispatchQueue.main.async { [weak self] in
      self?.showPaywall()  // expect-edge: PaywallViewController
    }
  }
}

// Two levels down, and through `self.`.
final class PremiumCatalogViewController: PremiumListViewController {  // expect-screen: uikit 1
  @objc private func upgradeTapped() {
    self.showPaywall()  // expect-edge: PaywallViewController
  }
}

// A subclass overriding the method shows what its own version shows.
final class TrialViewController: PremiumBaseViewController {  // expect-screen: uikit 1
  override func showPaywall() {
    present(TrialOfferViewController(), animated: true)  // expect-edge: TrialOfferViewController
  }

  func startTapped() {
    showPaywall()
  }
}

final class BasketViewController: UIViewController {  // expect-screen: uikit 1
  func checkoutTapped() {
    presentSignIn()  // expect-edge: PremiumSignInViewController
  }
}

// Calling someone else's method of that name is not calling the base's.
final class RestoreViewController: UIViewController {  // expect-screen: uikit 0
  private let store = PurchaseStore()

  func restoreTapped() {
    store.showPaywall()
  }
}

final class PurchaseStore {
  func showPaywall() {}
}

final class PaywallViewController: UIViewController {}  // expect-screen: uikit 0
final class TrialOfferViewController: UIViewController {}  // expect-screen: uikit 0
final class PremiumSignInViewController: UIViewController {}  // expect-screen: uikit 0
