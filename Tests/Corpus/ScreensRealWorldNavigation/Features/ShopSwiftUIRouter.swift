import SwiftUI

// The usual SwiftUI router object: the stack asks it for each route's view.
enum ShopRoute: Hashable {
  case product(id: Int)
  case basket
}

enum ShopSheet: Identifiable {
  case filters, share
  var id: Int { hashValue }
}

@MainActor
final class ShopRouter: ObservableObject {
  @Published var path = NavigationPath()
  @Published var sheet: ShopSheet?

  @ViewBuilder func view(for route: ShopRoute) -> some View {
    switch route {
    case .product(let id): ShopProductView(id: id)
    case .basket: BasketView()
    }
  }
}

struct ShopRootView: View {  // expect-screen: swiftui 1
  @StateObject private var router = ShopRouter()

  var body: some View {
    NavigationStack(path: $router.path) {
      ShopCatalogView()
        .navigationDestination(for: ShopRoute.self) { route in router.view(for: route) }  // expect-edge: ShopProductView, BasketView
    }
    .sheet(item: $router.sheet) { sheet in  // expect-edge: ShopFiltersView, ShopShareView
      switch sheet {
      case .filters: ShopFiltersView()
      case .share: ShopShareView()
      }
    }
  }
}

// SwiftUI's tab bar: its children are its tabs.
struct ShopTabsView: View {  // expect-screen: swiftui 2
  var body: some View {
    TabView {
      ShopRootView().tabItem { Label("Shop", systemImage: "bag") }  // expect-edge: ShopRootView
      ShopAccountView()  // expect-edge: ShopAccountView
        .tabItem { Label("Account", systemImage: "person") }
    }
  }
}

// A paged carousel is a TabView too: its pages (no tab items) are parts of a screen.
struct ShopWelcomeView: View {
  var body: some View {
    TabView {
      ShopSummaryView()
      ShopDetailsView()
    }
    .tabViewStyle(.page)
  }
}

// Values named `sheet` or `popover` are no presentations: these views build parts of one.
enum ShopPane { case summary, details }

struct ShopPaneView: View {
  let sheet: ShopPane
  var body: some View {
    switch sheet {
    case .summary: ShopSummaryView()
    case .details: ShopDetailsView()
    }
  }
}

struct ShopBadgeView: View {
  let popover: Bool
  var body: some View {
    if popover { ShopSummaryView() } else { Text("New") }
  }
}

struct ShopCatalogView: View {
  var body: some View { List { ShopPaneView(sheet: .summary); ShopBadgeView(popover: false) } }
}

struct ShopSummaryView: View {
  var body: some View { Text("Summary") }
}

struct ShopDetailsView: View {
  var body: some View { Text("Details") }
}

struct ShopProductView: View {  // expect-screen: swiftui 0
  let id: Int
  var body: some View { Text("Product \(id)") }
}

struct BasketView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Basket") }
}

struct ShopFiltersView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Filters") }
}

struct ShopShareView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Share") }
}

struct ShopAccountView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Account") }
}
