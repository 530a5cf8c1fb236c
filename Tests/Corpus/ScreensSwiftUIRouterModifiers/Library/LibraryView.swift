import SwiftUI

struct LibraryView: View {  // expect-screen: swiftui 1
  @State private var showPaywall = false

  var body: some View {
    List {
      Button("Export") { showPaywall = true }
    }
    .navigationTitle("Library")
    .modifier(PaywallModifier(isPresented: $showPaywall))  // expect-edge: PaywallView
  }
}

struct ExportSettingsView: View {  // expect-screen: swiftui 1
  @State private var showPaywall = false

  var body: some View {
    Form {
      Toggle("Export in the background", isOn: .constant(true))
    }
    .paywall(isPresented: $showPaywall)  // expect-edge: PaywallView
  }
}
