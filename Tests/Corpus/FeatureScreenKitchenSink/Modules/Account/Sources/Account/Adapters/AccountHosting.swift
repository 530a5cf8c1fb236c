import UIKit
import SwiftUI

/// Hosting subclass shared by the account module.
class AccountHostingController<Content: View>: UIHostingController<Content> {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backButtonDisplayMode = .minimal
    }
}

protocol AccountRepresentable: UIViewControllerRepresentable {}
