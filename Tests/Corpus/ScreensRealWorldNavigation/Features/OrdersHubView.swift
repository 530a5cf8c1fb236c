import SwiftUI

// A SwiftUI shell keeping the old screen behind a representable until the flag retires.
struct OrdersHubView: View {  // expect-screen: swiftui 1
  var body: some View {
    NavigationStack {
      if FeatureFlags.swiftUIOrderHistory {  // expect-pair: LegacyOrderHistoryViewController OrderHistoryView
        NavigationLink { OrderHistoryView() } label: { Text("History") }  // expect-edge: OrderHistoryView
      } else {
        NavigationLink { LegacyOrderHistoryScreen() } label: { Text("History") }  // expect-edge: LegacyOrderHistoryViewController
      }
    }
    .navigationTitle("Orders")
  }
}

struct OrderHistoryView: View {  // expect-screen: swiftui 0
  var body: some View { List {} }
}
