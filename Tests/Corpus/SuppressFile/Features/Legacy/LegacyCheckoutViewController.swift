// puente:disable-file hosting-outside-adapter -- this file is deleted when checkout v2 ships
import UIKit
import SwiftUI

final class LegacyCheckoutViewController: UIViewController {
    private let cart: LegacyCart
    private var summaryHost: UIHostingController<AnyView>?

    init(cart: LegacyCart) {
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: AnyView(LegacySummary().environmentObject(cart))) // expect: environment-reinjection-outside-adapter
        summaryHost = host
        addChild(host)
    }
}

final class LegacyCart: ObservableObject {}
struct LegacySummary: View { var body: some View { Text("Summary") } }
