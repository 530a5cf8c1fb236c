import UIKit
import SwiftUI

/// Level 2: adds a close button when presented modally.
class NavigationHostingController<Content: View>: BaseHostingController<Content> {
    override func viewDidLoad() {
        super.viewDidLoad()
        if presentingViewController != nil {
            navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
                self?.dismiss(animated: true)
            })
        }
    }
}
