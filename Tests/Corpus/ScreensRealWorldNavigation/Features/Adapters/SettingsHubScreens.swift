import SwiftUI
import UIKit

enum ProfileCardScreens {
  static func makeSwiftUI() -> UIViewController { UIHostingController(rootView: ProfileCardView()) }
}

enum SupportScreens {
  static func makeSwiftUI() -> UIViewController { UIHostingController(rootView: SupportView()) }
}

enum SecurityScreens {
  static func make() -> UIViewController { UIHostingController(rootView: SecurityView()) }
}

enum MapHosting {
  static func make() -> UIViewController { UIHostingController(rootView: StoreMapView()) }
}

enum MapScreens {
  static func make() -> UIViewController {
    guard FeatureFlags.swiftUIStoreMap else { return LegacyMapViewController() }  // expect-pair: LegacyMapViewController StoreMapView
    return MapHosting.make()
  }
}

enum AccountScreens {
  // The flag inverted: the old screen first.
  static func makeWallet() -> UIViewController {
    if !FeatureFlags.swiftUIWallet { return LegacyWalletViewController() }  // expect-pair: LegacyWalletViewController PassesView
    return UIHostingController(rootView: PassesView())
  }

  // A ternary body, after a guard on app state.
  static func makeRewards(session: Session) -> UIViewController {
    guard session.isLoggedIn else { return SignInViewController() }
    return FeatureFlags.swiftUIRewards ? UIHostingController(rootView: RewardsView()) : LegacyRewardsViewController()  // expect-pair: LegacyRewardsViewController RewardsView
  }

  // A flag choosing a component of the screen, not the screen: no pair.
  static func makeHome() -> UIViewController {
    let home = LegacyHomeViewController()
    if FeatureFlags.swiftUIPromoBanner { home.banner = UIHostingController(rootView: PromoBannerView()) }
    return home
  }

  // Both sides UIKit: a rewrite, not a migration pair.
  static func makeOrderCheckout() -> UIViewController {
    guard FeatureFlags.checkoutV2 else { return CheckoutV1ViewController() }
    return CheckoutV2ViewController()
  }
}

struct ProfileCardView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Profile") }
}

struct SupportView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Support") }
}

struct SecurityView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Security") }
}

struct StoreMapView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Map") }
}

struct PassesView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Passes") }
}

struct RewardsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Rewards") }
}

struct PromoBannerView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Promo") }
}
