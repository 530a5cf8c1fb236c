import UIKit
import SwiftUI
import Shell

/// Level 3: fixed to the checkout root view.
final class CheckoutHostingController: Shell.NavigationHostingController<CheckoutView> {
    init(cart: Cart) {
        super.init(rootView: CheckoutView(cart: cart))
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) { nil }
}
