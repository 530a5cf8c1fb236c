import UIKit
import SwiftUI

@MainActor
final class LoyaltyFlow {
    let navigation: UINavigationController
    let wallet: LoyaltyWallet

    init(navigation: UINavigationController, wallet: LoyaltyWallet) {
        self.navigation = navigation
        self.wallet = wallet
    }

    func showCard() {
        let host = ThemedHostingController(rootView: LoyaltyCardView().environmentObject(wallet)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
        navigation.pushViewController(host, animated: true)
    }

    func showPerks() {
        navigation.present(
            SheetHostingController( // expect: hosting-outside-adapter
                rootView: PerksView()
                    .environmentObject(wallet) // expect: environment-reinjection-outside-adapter
            ),
            animated: true
        )
    }

    func showHistory() {
        let history = HistoryView().environmentObject(wallet) // expect: environment-reinjection-outside-adapter
        navigation.pushViewController(SheetHostingController(rootView: history), animated: true) // expect: hosting-outside-adapter
    }
}

final class LoyaltyWallet: ObservableObject {}
struct LoyaltyCardView: View { var body: some View { Text("Card") } }
struct PerksView: View { var body: some View { Text("Perks") } }
struct HistoryView: View { var body: some View { Text("History") } }
