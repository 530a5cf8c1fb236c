import SwiftUI

/// A SwiftUI screen whose name says neither View nor Controller (a team's
/// `…Screen` convention), split over files by extensions as large screens are.
struct SettingsScreen: View { // expect-screen: swiftui 0
  @State var notifications = true

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notifications)
      accountSection
    }
    .navigationTitle("Settings")
  }
}
