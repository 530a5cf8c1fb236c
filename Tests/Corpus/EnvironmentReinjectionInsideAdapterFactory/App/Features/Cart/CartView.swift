import SwiftUI

@Observable final class CartModel {}
final class Session: ObservableObject {}

struct CartView: View {
    @Environment(CartModel.self) private var cart
    var body: some View { Text("Cart") }
}

struct CheckoutView: View {
    var body: some View { Text("Checkout") }
}
