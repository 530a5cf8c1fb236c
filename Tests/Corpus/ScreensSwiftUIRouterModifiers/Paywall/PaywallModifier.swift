import SwiftUI

/// A paywall any screen can raise: a `ViewModifier` presenting it, and the `View`
/// extension most apps wrap it in.
struct PaywallModifier: ViewModifier {
  @Binding var isPresented: Bool

  func body(content: Content) -> some View {
    content
      .sheet(isPresented: $isPresented) {
        PaywallView()
      }
  }
}

extension View {
  func paywall(isPresented: Binding<Bool>) -> some View {
    modifier(PaywallModifier(isPresented: isPresented))
  }
}

struct PaywallView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Go Pro") }
}
