import SwiftUI

// A list of every route, each row linking to the route's own destination: the row's
// value is an element of `allCases`, so `route.destination` is the route enum's.
enum PreferencesRoute: String, CaseIterable, Identifiable {
  case notifications, appearance

  var id: String { rawValue }
  var title: String { rawValue.capitalized }

  @ViewBuilder var destination: some View {
    switch self {
    case .notifications: NotificationPreferencesView()
    case .appearance: AppearancePreferencesView()
    }
  }
}

struct PreferencesListView: View {  // expect-screen: swiftui 1
  var body: some View {
    List {
      ForEach(PreferencesRoute.allCases) { route in
        NavigationLink(route.title, destination: route.destination)  // expect-edge: NotificationPreferencesView, AppearancePreferencesView
      }
    }
    .navigationTitle("Preferences")
  }
}

struct NotificationPreferencesView: View {  // expect-screen: swiftui 0
  var body: some View { Toggle("Push", isOn: .constant(true)) }
}

struct AppearancePreferencesView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Appearance") }
}

// One route's destination read directly: that case's view alone.
struct PreferencesShortcutsView: View {  // expect-screen: swiftui 1
  @State private var showsAppearance = false

  var body: some View {
    Button("Appearance") { showsAppearance = true }
      .sheet(isPresented: $showsAppearance) { PreferencesRoute.appearance.destination }  // expect-edge: AppearancePreferencesView
  }
}
