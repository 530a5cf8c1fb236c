import UIKit
import SwiftUI

enum LintHelp {
    static let example = "// puente:disable-file hosting-outside-adapter -- not a real directive"
    static let multiline = """
        // puente:disable-next-line hosting-outside-adapter
        """

    @MainActor static func makeHelp() -> UIViewController {
        UIHostingController(rootView: Text(example + multiline)) // expect: hosting-outside-adapter
    }
}
