import SwiftUI

struct Cart { var items: [String] = [] }
struct Receipt { var number = "" }

struct CheckoutView: View {
    let cart: Cart
    var body: some View { List(cart.items, id: \.self) { Text($0) } }
}

struct ReceiptView: View {
    let receipt: Receipt
    var body: some View { Text(receipt.number) }
}

struct HelpView: View {
    var body: some View { Text("Need help?") }
}
