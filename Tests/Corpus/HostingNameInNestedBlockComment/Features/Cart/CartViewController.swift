import UIKit
import SwiftUI

final class CartViewController: UIViewController {
    /* Migration notes:
       /* Step 1: wrap CartSummaryView in a UIHostingController
          /* nested: NSHostingController, _UIHostingView */
          still a comment: UIHostingConfiguration { CartRow() }
       */
       Step 2: let host = UIHostingController(rootView: CartSummaryView())
    */
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(summaryLabel)
        /* let host = UIHostingController(rootView: CartSummaryView()) */ summaryLabel.text = "Cart"
        let footer = UIHostingController(rootView: CartSummaryView()) /* UIHostingController */ // expect: hosting-outside-adapter
        addChild(footer)
        view.addSubview(footer.view)
        footer.didMove(toParent: self)
    }
}

struct CartSummaryView: View {
    var body: some View {
        Text("Total") /* rendered in UIHostingController */
    }
}
