import UIKit

// Coordinator-style choices as settings screens write them.
final class SettingsHubViewController: UIViewController {  // expect-screen: uikit 1
  // An early return instead of `else`.
  func openProfile() {
    if FeatureFlags.swiftUIProfileCard {  // expect-pair: LegacyProfileCardViewController ProfileCardView
      navigationController?.pushViewController(ProfileCardScreens.makeSwiftUI(), animated: true)  // expect-edge: ProfileCardView
      return
    }
    navigationController?.pushViewController(LegacyProfileCardViewController(), animated: true)  // expect-edge: LegacyProfileCardViewController
  }

  // The show inside a completion closure of each branch.
  func openSupport() {
    if FeatureFlags.swiftUISupport {  // expect-pair: LegacySupportViewController SupportView
      dismiss(animated: true) { self.present(SupportScreens.makeSwiftUI(), animated: true) }  // expect-edge: SupportView
    } else {
      dismiss(animated: true) { self.present(LegacySupportViewController(), animated: true) }  // expect-edge: LegacySupportViewController
    }
  }

  // A flag choosing between two methods that each show.
  func openSecurity() {
    if FeatureFlags.swiftUISecurity {  // expect-pair: LegacySecurityViewController SecurityView
      showSwiftUISecurity()
    } else {
      showLegacySecurity()
    }
  }

  private func showSwiftUISecurity() {
    navigationController?.pushViewController(SecurityScreens.make(), animated: true)  // expect-edge: SecurityView
  }

  private func showLegacySecurity() {
    navigationController?.pushViewController(LegacySecurityViewController(), animated: true)  // expect-edge: LegacySecurityViewController
  }

  // Declared first, assigned in each case.
  func open(_ section: SettingsSection) {
    let viewController: UIViewController
    switch section {
    case .billing: viewController = BillingViewController()
    case .devices: viewController = DevicesViewController()
    }
    navigationController?.pushViewController(viewController, animated: true)  // expect-edge: BillingViewController, DevicesViewController
  }

  // A flag factory handing the new screen to the adapter layer's factory.
  func openMap() {
    navigationController?.pushViewController(MapScreens.make(), animated: true)  // expect-edge: LegacyMapViewController, StoreMapView
  }
}

enum SettingsSection { case billing, devices }

final class LegacyProfileCardViewController: UIViewController {}  // expect-screen: uikit 0
final class LegacySupportViewController: UIViewController {}  // expect-screen: uikit 0
final class BillingViewController: UIViewController {}  // expect-screen: uikit 0
final class LegacySecurityViewController: UIViewController {}  // expect-screen: uikit 0
final class DevicesViewController: UIViewController {}  // expect-screen: uikit 0
final class LegacyMapViewController: UIViewController {}  // expect-screen: uikit 0
final class LegacyWalletViewController: UIViewController {}  // expect-screen: uikit 0
final class LegacyRewardsViewController: UIViewController {}  // expect-screen: uikit 0
final class CheckoutV1ViewController: UIViewController {}  // expect-screen: uikit 0
final class CheckoutV2ViewController: UIViewController {}  // expect-screen: uikit 0
final class LegacyHomeViewController: UIViewController {  // expect-screen: uikit 0
  var banner: UIViewController?
}
