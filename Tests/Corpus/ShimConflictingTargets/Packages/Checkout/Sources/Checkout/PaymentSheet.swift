import SwiftUI

// Package.swift says iOS 17, the app's project 16.4 and the xcconfig 16.2:
// the lowest, iOS 16.2, decides. macOS is only in Package.swift: 14.
struct PaymentSheet: View {
    @Binding var isPresented: Bool

    var body: some View {
        VStack {
            if #available(iOS 16.2, macOS 14, *) { // expect: always-true-availability
                PaymentForm().scrollDismissesKeyboard(.interactively)
            } else {
                PaymentForm()
            }
            if #available(iOS 16.4, *) {
                PaymentSummary().presentationCornerRadius(24)
            }
            if #available(iOS 17, *) {
                PaymentSummary().sensoryFeedback(.success, trigger: isPresented)
            }
        }
    }
}

@available(iOS, deprecated: 16.4, message: "Use presentationBackgroundInteraction") // not yet: 16.2 < 16.4
extension View {
    func sheetBackgroundInteractionIfAvailable() -> some View { self }
}
