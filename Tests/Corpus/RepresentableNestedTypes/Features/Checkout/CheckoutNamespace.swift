import SwiftUI
import UIKit
import PassKit

enum Checkout {
    struct PaymentSheet: UIViewControllerRepresentable { // expect: representable-outside-adapter
        let request: PKPaymentRequest

        func makeUIViewController(context: Context) -> PKPaymentAuthorizationViewController {
            PKPaymentAuthorizationViewController(paymentRequest: request)!
        }

        func updateUIViewController(_ controller: PKPaymentAuthorizationViewController, context: Context) {}
    }

    struct Summary: View {
        var body: some View { Text("Summary") }

        struct ApplePayButton: UIViewRepresentable { // expect: representable-outside-adapter
            func makeUIView(context: Context) -> PKPaymentButton { PKPaymentButton(paymentButtonType: .buy, paymentButtonStyle: .black) }
            func updateUIView(_ view: PKPaymentButton, context: Context) {}

            final class Coordinator: NSObject {}
        }
    }

    enum Step: String, CaseIterable { case cart, address, payment }
}
