import SwiftUI
import PassKit

struct ApplePaySheet: UIViewControllerRepresentable {
    let request: PKPaymentRequest
    func makeUIViewController(context: Context) -> PKPaymentAuthorizationViewController {
        PKPaymentAuthorizationViewController(paymentRequest: request)!
    }
    func updateUIViewController(_ controller: PKPaymentAuthorizationViewController, context: Context) {}
}
