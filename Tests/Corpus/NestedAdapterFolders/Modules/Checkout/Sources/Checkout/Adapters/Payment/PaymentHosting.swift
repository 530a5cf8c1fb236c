import UIKit
import SwiftUI

@MainActor
enum PaymentHosting {
    static func makeSummary(order: OrderSummary) -> UIViewController {
        let host = UIHostingController(rootView: PaymentSummaryView(order: order).environment(order))
        host.sizingOptions = .preferredContentSize
        return host
    }
}
