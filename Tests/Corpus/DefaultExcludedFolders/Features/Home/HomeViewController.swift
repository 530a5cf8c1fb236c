import UIKit
import SwiftUI

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UIHostingController(rootView: Text("Home")) // expect: hosting-outside-adapter
        addChild(header)
    }
}
