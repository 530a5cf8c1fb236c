import SwiftUI

// Nothing here names a controller or a view type: the file counts for SettingsScreen
// only through the screen's own name.
extension SettingsScreen {
  var accountSection: some Sendable {
    Section("Account") {
      Text(accountName)
      Button("Sign out", role: .destructive) { signOut() }
    }
  }

  var accountName: String { "Ada" }

  func signOut() {
    notifications = false
  }
}
