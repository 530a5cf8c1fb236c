import UIKit
import SwiftUI
import DesignSystem

@MainActor
struct HomeRouter {
    let navigation: UINavigationController

    func showPromo() {
        navigation.pushViewController(DSHostingController(rootView: AnyView(Text("Promo"))), animated: true) // expect: hosting-outside-adapter
    }

    func showLegacy() {
        navigation.pushViewController(LegacyBridging.make(), animated: true)
    }
}
