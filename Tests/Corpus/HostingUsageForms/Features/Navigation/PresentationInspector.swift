import UIKit
import SwiftUI

/// Inspects the navigation stack to decide which screens are already SwiftUI.
final class PresentationInspector {
    private var hosts: [UIHostingController<AnyView>] = [] // expect: hosting-outside-adapter
    private var byRoute: [String: UIHostingController<AnyView>] = [:] // expect: hosting-outside-adapter
    private let sizing = \UIHostingController<AnyView>.sizingOptions // expect: hosting-outside-adapter

    func topHost(in navigation: UINavigationController) -> UIHostingController<AnyView>? { // expect: hosting-outside-adapter
        navigation.topViewController as? UIHostingController<AnyView> // expect: hosting-outside-adapter
    }

    func isHosted(_ controller: UIViewController) -> Bool {
        controller is UIHostingController<AnyView> // expect: hosting-outside-adapter
    }

    func forceHost(_ controller: UIViewController) -> AnyObject {
        controller as! UIHostingController<AnyView> // expect: hosting-outside-adapter
    }

    func metatype() -> Any.Type {
        UIHostingController<AnyView>.self // expect: hosting-outside-adapter
    }

    func eachHost(_ body: (UIHostingController<AnyView>) -> Void) { // expect: hosting-outside-adapter
        hosts.forEach(body)
    }

    func firstPair() -> (host: UIHostingController<AnyView>, index: Int)? { // expect: hosting-outside-adapter
        hosts.first.map { ($0, 0) }
    }

    func register<Host: UIHostingController<AnyView>>(_ host: Host, route: String) { // expect: hosting-outside-adapter
        byRoute[route] = host
    }

    func unwrap(_ controller: UIViewController) {
        guard let host = controller as? UIHostingController<AnyView> else { return } // expect: hosting-outside-adapter
        hosts.append(host)
        if case let hosted as UIHostingController<AnyView> = controller { // expect: hosting-outside-adapter
            hosted.view.setNeedsLayout()
        }
    }
}
