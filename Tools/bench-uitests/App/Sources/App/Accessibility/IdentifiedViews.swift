//
//  IdentifiedViews.swift
//  App
//

import SwiftUI
import UIKit

struct MapsListScreen: View {
    let places: [String]

    var body: some View {
        List(places, id: \.self) { Text($0).testID("maps.row") }
            .accessibilityIdentifier(A11y.Maps.list)
            .searchable(text: .constant(""))
            .accessibilityIdentifier(A11y.Maps.search)
    }
}

final class CheckoutViewController: UIViewController {
    private let payButton = UIButton(type: .system)
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.accessibilityIdentifier = A11y.Checkout.pay.rawValue
        totalLabel.accessibilityIdentifier = "checkout.total"
        view.addSubview(payButton)
        view.addSubview(totalLabel)
    }
}

extension View {
    /// Sets the identifier the UI tests use.
    func testID(_ identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
