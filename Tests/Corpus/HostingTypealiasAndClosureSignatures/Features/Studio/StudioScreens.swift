import UIKit
import SwiftUI

/// The alias declaration names the hosting type; the alias itself is not a hosting class.
typealias StudioHost = UIHostingController<AnyView> // expect: hosting-outside-adapter

@MainActor
struct StudioScreens {
    var onHostCreated: ((UIHostingController<AnyView>) -> Void)? // expect: hosting-outside-adapter
    var makeHost: @MainActor (AnyView) -> UIViewController = { view in
        UIHostingController(rootView: view) // expect: hosting-outside-adapter
    }
    lazy var cache: [String: () -> UIViewController] = [:]

    func makeEditor() -> UIViewController {
        makeHost(AnyView(Text("Editor")))
    }
}
