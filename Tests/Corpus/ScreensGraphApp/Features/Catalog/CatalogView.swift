import SwiftUI

struct CatalogView: View {  // expect-screen: swiftui 1
  let items: [Item]
  @State private var path: [Item] = []
  @State private var filtering = false
  @State private var info: Item?
  @State private var inspecting = false

  var body: some View {
    NavigationStack(path: $path) {
      List(items) { item in NavigationLink(item.name, value: item) }
        .navigationDestination(for: Item.self) { item in  // expect-edge: ItemView
          ItemView(item: item)
        }
    }
    .fullScreenCover(isPresented: $filtering) { FilterView() }  // expect-edge: FilterView
    .popover(item: $info) { item in InfoView(item: item) }  // expect-edge: InfoView
    // iOS 17's side panel, a sheet on iPhone.
    .inspector(isPresented: $inspecting) {  // expect-edge: CatalogStatsView
      CatalogStatsView(count: items.count)
    }
  }
}

struct ItemView: View {  // expect-screen: swiftui 0
  let item: Item
  var body: some View { Text(item.name) }
}

struct FilterView: View {  // expect-screen: swiftui 0
  var body: some View { Form { Toggle("In stock", isOn: .constant(true)) } }
}

struct CatalogStatsView: View {  // expect-screen: swiftui 0
  let count: Int
  var body: some View { Text("\(count) items") }
}

struct InfoView: View {  // expect-screen: swiftui 0
  let item: Item
  var body: some View { Text(item.details) }
}
