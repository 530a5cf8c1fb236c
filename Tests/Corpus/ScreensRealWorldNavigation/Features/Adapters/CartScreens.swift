import UIKit
import SwiftUI

// A migration flag with arguments, as remote-config wrappers spell it.
enum CartScreens {
  static func makeCart() -> UIViewController {
    guard Flags.isEnabled(.swiftUICart, default: false) else {  // expect-pair: LegacyCartViewController CartView
      return LegacyCartViewController()
    }
    return UIHostingController(rootView: CartView())
  }
}

final class LegacyCartViewController: UIViewController {}  // expect-screen: uikit 0

struct CartView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Cart") }
}
