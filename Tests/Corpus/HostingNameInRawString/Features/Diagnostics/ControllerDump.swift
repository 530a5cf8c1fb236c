import UIKit

enum ControllerDump {
    static let pattern = #"UIHostingController<"(.*)">"#
    static let nested = ##"He said "#UIHostingController"# and left"##
    static let multiline = #"""
        NSHostingController\(rootView:) is not interpolated here
        UIHostingConfiguration { "quoted" }
        """#

    static func describe(_ controller: UIViewController) -> String {
        let name = String(describing: type(of: controller))
        return #"controller: "\#(name)" (expected UIHostingController)"#
    }
}
