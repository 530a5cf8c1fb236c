import SwiftUI

struct SettingsRootView: View {
  var body: some View {
    Form {
      Text("Settings")
    }
  }
}

extension Settings {
  static func legacyScreen() -> UIViewController {
    Coordinator(rootView: SettingsRootView()) // expect: hosting-outside-adapter
  }
}
