import UIKit
import SwiftUI

/// Level 1: every hosting controller in the app inherits analytics hooks from here.
class BaseHostingController<Content: View>: UIHostingController<Content> {
    var screenName: String { String(describing: Content.self) }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.track(screen: screenName)
    }
}
