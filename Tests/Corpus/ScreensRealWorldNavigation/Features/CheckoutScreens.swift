import SwiftUI
import UIKit

final class LegacyPaymentViewController: UIViewController {}  // expect-screen: uikit 0

struct PaymentView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Pay") }
}

final class LegacyHelpViewController: UIViewController {}  // expect-screen: uikit 0

struct HelpView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Help") }
}

final class SignInViewController: UIViewController {}  // expect-screen: uikit 0

struct WalletView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Wallet") }
}
