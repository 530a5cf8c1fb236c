import UIKit
import SwiftUI

final class TodayViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let widget = UIHostingController(rootView: Text("Today")) // expect: hosting-outside-adapter
        addChild(widget)
    }
}
