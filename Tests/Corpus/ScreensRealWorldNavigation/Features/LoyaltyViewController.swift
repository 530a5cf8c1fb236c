import SwiftUI
import UIKit

// Screens calling the shared presentation helpers of another file.
final class LoyaltyViewController: UIViewController {  // expect-screen: uikit 1
  func showCatalog() {
    navigationController?.pushCrossFading(RewardsCatalogViewController())  // expect-edge: RewardsCatalogViewController
  }

  func showTerms() {
    let termsController = LoyaltyTermsViewController()
    termsController.title = "Terms"
    presentFullScreen(termsController)  // expect-edge: LoyaltyTermsViewController
  }

  func showHelp() {
    presentSheet(LoyaltyHelpView())  // expect-edge: LoyaltyHelpView
  }

  // Not helpers: functions that keep or log a controller show nothing.
  func prefetch() {
    cache.store(RewardsCatalogViewController())
    open(RewardsCatalogViewController())
  }

  private let cache = ControllerCache()
  private func open(_ controller: UIViewController) { cache.store(controller) }
}

final class ReceiptDetailViewController: ReceiptsBaseViewController {  // expect-screen: uikit 1
  func showCatalog() {
    // The base class's own helper, inherited.
    open(RewardsCatalogViewController())  // expect-edge: RewardsCatalogViewController
  }
}

final class ControllerCache {
  private var controllers: [UIViewController] = []
  func store(_ controller: UIViewController) { controllers.append(controller) }
}

final class RewardsCatalogViewController: UIViewController {}  // expect-screen: uikit 0
final class LoyaltyTermsViewController: UIViewController {}  // expect-screen: uikit 0

struct LoyaltyHelpView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Help") }
}
