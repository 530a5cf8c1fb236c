import UIKit
import SwiftUI

enum HostingViewSniffer {
    /// Walks up the superview chain looking for SwiftUI's private hosting view.
    static func isInsideSwiftUI(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate is _UIHostingView<AnyView> { return true } // expect: hosting-outside-adapter
            current = candidate.superview
        }
        return false
    }
}
