import SwiftUI

// A view-building helper returns `some View`: what it builds is part of this screen,
// not a screen of its own.
struct AccountView: View {  // expect-screen: swiftui 0
  var body: some View {
    List { footer() }
      .navigationTitle("Account")
  }

  @ViewBuilder private func footer() -> some View {
    FooterLinks()
  }
}

struct FooterLinks: View {
  var body: some View { Text("Terms") }
}
