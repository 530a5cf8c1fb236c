import SwiftUI

struct SettingsView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      Text("Settings")
    }
    .toolbar {
      // The deprecated spelling, still common in apps that support iOS 13.
      Button("Close") { dismiss() }
        .accessibility(identifier: AccessibilityIdentifiers.Settings.close)
    }
  }
}
