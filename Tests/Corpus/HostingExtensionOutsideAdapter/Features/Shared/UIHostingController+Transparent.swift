import UIKit
import SwiftUI

extension UIHostingController { // expect: hosting-outside-adapter
    /// Clears the default opaque background so the host blends into UIKit chrome.
    func applyTransparentBackground() {
        view.backgroundColor = .clear
    }
}

extension UIHostingController where Content == AnyView { // expect: hosting-outside-adapter
    convenience init<V: View>(erasing view: V) {
        self.init(rootView: AnyView(view))
    }
}

extension UIViewController {
    /// Not an extension of a hosting type: plain UIKit helper.
    var isModal: Bool { presentingViewController != nil }
}
