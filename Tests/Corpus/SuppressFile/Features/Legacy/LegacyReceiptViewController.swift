import UIKit
import SwiftUI

/// disable-file in the sibling file does not reach this one.
final class LegacyReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(UIHostingController(rootView: Text("Receipt"))) // expect: hosting-outside-adapter
    }
}
