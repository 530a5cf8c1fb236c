import UIKit
import SwiftUI

struct SettingsHostSwapper {
    func replace(_ old: UIHostingController<AnyView>, with view: AnyView) -> UIHostingController<AnyView> { // expect: hosting-outside-adapter, hosting-outside-adapter
        old.rootView = view
        return old
    }

    func pair(_ a: AnyView, _ b: AnyView) -> (UIHostingController<AnyView>, UIHostingController<AnyView>) { // expect: hosting-outside-adapter, hosting-outside-adapter
        (UIHostingController(rootView: a), UIHostingController(rootView: b)) // expect: hosting-outside-adapter, hosting-outside-adapter
    }
}
