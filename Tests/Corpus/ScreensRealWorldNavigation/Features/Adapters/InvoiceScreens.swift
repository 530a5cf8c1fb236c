import SwiftUI
import UIKit

final class InvoiceScreens {
  func makeInvoice(id: String) -> UIViewController { UIHostingController(rootView: InvoiceView(id: id)) }
}

struct InvoiceView: View {  // expect-screen: swiftui 0
  let id: String
  var body: some View { Text(id) }
}

struct ReceiptsView: View {  // expect-screen: swiftui 0
  var body: some View { List {} }
}

// A coordinator choosing by a flag where it shows, through a local.
final class ReceiptsCoordinator {
  let navigation: UINavigationController
  init(navigation: UINavigationController) { self.navigation = navigation }

  func showReceipts() {
    let screen = RemoteConfig.shared.isOn(.swiftUIReceipts)  // expect-pair: LegacyReceiptsViewController ReceiptsView
      ? UIHostingController(rootView: ReceiptsView())
      : LegacyReceiptsViewController()
    navigation.pushViewController(screen, animated: true)
  }
}
