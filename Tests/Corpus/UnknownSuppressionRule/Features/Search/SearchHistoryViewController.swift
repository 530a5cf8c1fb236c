import UIKit
import SwiftUI

final class SearchHistoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // puente:disable-next-line hosting-outside-adaptor -- typo in the rule id // expect: unknown-suppression-rule
        let host = UIHostingController(rootView: SearchHistoryView()) // expect: hosting-outside-adapter
        addChild(host)
        // puente:disable-next-line hosting-outside-adapter, hosting-in-feature -- old id from the 0.x config // expect: unknown-suppression-rule
        let other = UIHostingController(rootView: SearchHistoryView())
        addChild(other)
    }
}

struct SearchHistoryView: View { var body: some View { Text("History") } }
