import SwiftUI

// A route dispatcher: the stack's destinations are written once, in a view whose body
// switches over the route it is given. Its cases are the screens the stack shows; the
// dispatcher is none.
enum StoreRoute: Hashable {
  case product(id: Int)
  case cart
}

struct StoreFrontView: View {  // expect-screen: swiftui 1
  @State private var path: [StoreRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Button("Cart") { path.append(.cart) }
        NavigationLink("Order status") { StoreOrderStatusView() }  // expect-edge: StoreOrderStatusView
      }
      .navigationDestination(for: StoreRoute.self) { route in  // expect-edge: StoreProductView, StoreCartView
        StoreRouteDestination(route: route)
      }
    }
  }
}

struct StoreRouteDestination: View {
  let route: StoreRoute

  @ViewBuilder
  var body: some View {
    switch route {
    case .product(let id):
      StoreProductView(productID: id)
    case .cart:
      StoreCartView()
    }
  }
}

struct StoreProductView: View {  // expect-screen: swiftui 0
  let productID: Int

  var body: some View { Text("Product \(productID)") }
}

struct StoreCartView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Cart") }
}

// A screen whose body switches over its own state is a screen, not a dispatcher: its
// cases are parts of it.
struct StoreOrderStatusView: View {  // expect-screen: swiftui 0
  @StateObject private var model = StoreOrderStatusModel()

  var body: some View {
    switch model.state {
    case .loading: ProgressView()
    case .loaded(let status): StoreOrderStatusContent(status: status)
    }
  }
}

struct StoreOrderStatusContent: View {
  let status: String

  var body: some View { Text(status) }
}

final class StoreOrderStatusModel: ObservableObject {
  enum State {
    case loading
    case loaded(String)
  }

  @Published var state = State.loading
}
