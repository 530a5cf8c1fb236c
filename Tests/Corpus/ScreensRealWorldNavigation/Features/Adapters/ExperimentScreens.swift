import SwiftUI
import UIKit

// Migration flags as large apps write them: read into a local first, or an experiment's
// variant switched over. Each chooses between the old screen and its replacement.
enum CouponScreens {
  static func make() -> UIViewController {
    let isOn = FeatureFlags.shared.isEnabled(.swiftUICoupons)
    if isOn {  // expect-pair: LegacyCouponsViewController CouponsView
      return UIHostingController(rootView: CouponsView())
    }
    return LegacyCouponsViewController()
  }
}

enum ReferralScreens {
  static func make() -> UIViewController {
    switch Experiments.shared.variant(for: .referralsRedesign) {  // expect-pair: LegacyReferralsViewController ReferralsView
    case .control, .holdout:
      return LegacyReferralsViewController()
    case .legacyControl:
      return LegacyReferralsViewController()
    case .treatment:
      return UIHostingController(rootView: ReferralsView())
    }
  }

  // A switch over app state chooses no pair.
  static func makeInvite(session: Session) -> UIViewController {
    switch session.tier {
    case .free: return LegacyReferralsViewController()
    case .premium: return UIHostingController(rootView: ReferralsView())
    }
  }
}

final class WalletHomeViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func openCoupons() {
    navigationController?.pushViewController(CouponScreens.make(), animated: true)  // expect-edge: LegacyCouponsViewController, CouponsView
  }

  @objc private func openReferrals() {
    present(ReferralScreens.make(), animated: true)  // expect-edge: LegacyReferralsViewController, ReferralsView
  }
}

final class LegacyCouponsViewController: UIViewController {}  // expect-screen: uikit 0

struct CouponsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Coupons") }
}

final class LegacyReferralsViewController: UIViewController {}  // expect-screen: uikit 0

struct ReferralsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Invite friends") }
}

// The local's own name says it is the flag; what it reads does not.
final class StatementsEntryViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func openStatements() {
    let useSwiftUI = AppSettings.shared.newStatementsScreen
    if useSwiftUI {  // expect-pair: LegacyStatementsViewController StatementsView
      present(UIHostingController(rootView: StatementsView()), animated: true)  // expect-edge: StatementsView
    } else {
      present(LegacyStatementsViewController(), animated: true)  // expect-edge: LegacyStatementsViewController
    }
  }
}

final class LegacyStatementsViewController: UIViewController {}  // expect-screen: uikit 0

struct StatementsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Statements") }
}
