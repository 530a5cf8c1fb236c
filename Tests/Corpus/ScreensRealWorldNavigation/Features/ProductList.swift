import SwiftUI

struct ProductList: View {  // expect-screen: swiftui 1
  let products: [Product]

  var body: some View {
    NavigationStack {
      List(products) { product in
        // With `value:`, the closure is the row's label; the destination comes from
        // `navigationDestination(for:)`.
        NavigationLink(value: product) { ProductRow(product: product) }
        // With a title, the closure is the destination.
        NavigationLink("Reviews") { ReviewsView(product: product) }  // expect-edge: ReviewsView
        // Destination first, label after.
        NavigationLink { SpecsView(product: product) } label: { Text("Specs") }  // expect-edge: SpecsView
        NavigationLink(destination: SellerView(product: product)) { SellerBadge(product: product) }  // expect-edge: SellerView
      }
      .navigationDestination(for: Product.self) { product in ProductView(product: product) }  // expect-edge: ProductView
    }
  }
}

struct ProductRow: View {
  let product: Product
  var body: some View { Text(product.name) }
}

struct SellerBadge: View {
  let product: Product
  var body: some View { Text(product.seller) }
}

struct ReviewsView: View {  // expect-screen: swiftui 0
  let product: Product
  var body: some View { Text("Reviews") }
}

struct SpecsView: View {  // expect-screen: swiftui 0
  let product: Product
  var body: some View { Text("Specs") }
}

struct SellerView: View {  // expect-screen: swiftui 0
  let product: Product
  var body: some View { Text(product.seller) }
}

struct ProductView: View {  // expect-screen: swiftui 0
  let product: Product
  var body: some View { Text(product.name) }
}

struct Product: Identifiable, Hashable {
  let id: Int
  let name: String
  let seller: String
}
