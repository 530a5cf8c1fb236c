import UIKit

// A flag chosen where the screen is shown, not in a factory: the new side made by a
// factory on a value.
final class InvoicesListViewController: UIViewController {  // expect-screen: uikit 1
  let screens = InvoiceScreens()

  func open(_ id: String) {
    present(  // expect-edge: LegacyInvoiceViewController, InvoiceView
      Flags.swiftUIInvoices  // expect-pair: LegacyInvoiceViewController InvoiceView
        ? screens.makeInvoice(id: id)
        : LegacyInvoiceViewController(), animated: true)
  }
}

final class LegacyInvoiceViewController: UIViewController {}  // expect-screen: uikit 0

final class LegacyReceiptsViewController: UIViewController {}  // expect-screen: uikit 0
