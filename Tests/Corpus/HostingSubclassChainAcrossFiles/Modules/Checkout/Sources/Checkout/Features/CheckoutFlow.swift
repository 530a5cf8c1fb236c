import UIKit
import SwiftUI

final class CheckoutFlow {
    private let navigation: UINavigationController
    private var current: CheckoutHostingController? // expect: hosting-outside-adapter

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start(cart: Cart) {
        let controller = CheckoutHostingController(cart: cart) // expect: hosting-outside-adapter
        current = controller
        navigation.present(UINavigationController(rootViewController: controller), animated: true)
    }

    func showReceipt(_ receipt: Receipt) {
        let receiptHost = NavigationHostingController(rootView: ReceiptView(receipt: receipt)) // expect: hosting-outside-adapter
        navigation.pushViewController(receiptHost, animated: true)
    }

    func showHelp() {
        navigation.pushViewController(BaseHostingController(rootView: HelpView()), animated: true) // expect: hosting-outside-adapter
    }
}
