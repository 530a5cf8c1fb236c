import UIKit
import SwiftUI

final class ReceiptPresenter {
    weak var presenter: UIViewController?
    let `UIHostingControllerKind` = "receipt"

    func present(_ receipt: Receipt) {
        let host = `UIHostingController`(rootView: ReceiptView(receipt: receipt)) // expect: hosting-outside-adapter
        presenter?.present(host, animated: true)
    }

    func type() -> `UIHostingController`<ReceiptView>.Type { // expect: hosting-outside-adapter
        `UIHostingController`<ReceiptView>.self // expect: hosting-outside-adapter
    }

    /// `UIHostingController` in a doc comment is prose.
    func label() -> String { "`UIHostingController`" }
}

struct Receipt { let total: Decimal }

struct ReceiptView: View {
    let receipt: Receipt
    var body: some View { Text(receipt.total, format: .currency(code: "EUR")) }
}
