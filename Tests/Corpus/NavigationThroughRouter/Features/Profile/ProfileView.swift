import MessageUI
import SwiftUI

struct ProfileView: View {
  let router: ProfileRouting
  @State private var composing = false

  var body: some View {
    Form {
      Button("Contact support") { composing = true }
      Button("Legal") { router.showLegal() }
      Button("Settings") {
        // The old way, kept until SettingsViewController converts:
        topViewController()?.show(SettingsViewController(), sender: nil) // expect: uikit-navigation-in-swiftui
      }
    }
    .sheet(isPresented: $composing) { SupportMailView() }
  }
}

#if DEBUG
struct ProfileView_Previews: PreviewProvider {
  static var previews: some View { ProfileView(router: PreviewRouter()) }
}
#endif
