import SwiftUI

struct CheckoutView: View {
    @State private var quantity = 1
    @Environment(\.locale) private var locale
    let price: Decimal = 9.99

    var body: some View {
        Form {
            Section("checkout.section.summary") {
                Text("checkout.quantity \(quantity)")
                Text("Total: \(price * Decimal(quantity), format: .currency(code: "EUR"))")
                Text("Updated \(Date.now, style: .relative) ago")
                Text(verbatim: "Literal \(quantity) — no lookup")
                Text(LocalizedStringKey("checkout.key.\(quantity > 1 ? "plural" : "singular")"))
                Text("**Bold**, _italic_, `code`, and [a link](https://example.com/terms?lang=\(locale.identifier))")
            }
            Stepper("checkout.stepper \(quantity)", value: $quantity, in: 1...99)
            Button(String(localized: "checkout.pay", defaultValue: "Pay \(price.formatted())", comment: "Pay button; argument is the price")) {
                print("paying \(quantity) × \(price)")
            }
            Text("percent: 50% off — \("escaped %%")")
                .accessibilityLabel(Text("accessibility.discount \(50)"))
        }
        .navigationTitle(Text("checkout.title", tableName: "Checkout", comment: "Navigation title"))
    }
}

#Preview("German") {
    CheckoutView().environment(\.locale, Locale(identifier: "de_DE"))
}
