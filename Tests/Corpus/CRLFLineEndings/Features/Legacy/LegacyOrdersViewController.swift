//
//  LegacyOrdersViewController.swift
//  Shop (written on Windows, CRLF line endings)
//

import UIKit
import SwiftUI

/* A block comment spanning CRLF lines:
   UIHostingController is mentioned here
   and here: UIHostingConfiguration */
final class LegacyOrdersViewController: UIViewController {
    private let banner = """
        Orders are moving to SwiftUI (UIHostingController soon).
        """

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: OrdersBanner(text: banner)) // expect: hosting-outside-adapter
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }

    func reload(model: OrdersModel) {
        let next = UIHostingController( // expect: hosting-outside-adapter
            rootView: OrdersBanner(text: banner)
                .environment(model) // expect: environment-reinjection-outside-adapter
        )
        show(next, sender: nil)
    }
}

struct OrdersBanner: UIViewRepresentable { // expect: representable-outside-adapter
    let text: String
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

@Observable final class OrdersModel {}
