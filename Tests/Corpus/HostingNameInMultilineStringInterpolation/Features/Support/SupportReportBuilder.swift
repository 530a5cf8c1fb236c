import UIKit
import SwiftUI

struct SupportReportBuilder {
    let screens: [UIViewController]

    func build() -> String {
        let hostedCount = screens.filter { $0 is UIHostingController<AnyView> }.count // expect: hosting-outside-adapter
        return """
            Support report
            ==============
            Screens: \(screens.count) (UIHostingController: \(hostedCount))
            Root type: \(
                String(describing: UIHostingController<AnyView>.self) // expect: hosting-outside-adapter
            )
            Note: "UIHostingConfiguration" rows are not counted.
            Escaped: \\(NSHostingView) is plain text.
            """
    }

    func footer() -> String {
        #"""
        Raw footer: \(UIHostingController<AnyView>.self) is text here,
        but \#(
            String(describing: NSHostingController<Text>.self) // expect: hosting-outside-adapter
        ) is code.
        """#
    }
}
