import UIKit
import SwiftUI

/// The one sanctioned place that crosses UIKit → SwiftUI and re-injects the environment.
@MainActor
struct HostingFactory {
    let cart: CartModel
    let session: Session

    func makeCart() -> UIViewController {
        UIHostingController(rootView: CartView().environment(cart).environmentObject(session))
    }

    func makeCheckout() -> UIViewController {
        let view = CheckoutView().environment(cart)
        return UIHostingController(rootView: view)
    }

    func refresh(_ host: UIHostingController<AnyView>) {
        host.rootView = AnyView(CartView().environment(cart))
    }
}
