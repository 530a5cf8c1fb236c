import UIKit
import SwiftUI
import OSLog

struct OnboardingLogger {
    let logger = Logger(subsystem: "com.example.shop", category: "onboarding")

    func logPresentation(of step: String) {
        logger.debug("presenting \(step) in \(String(describing: UIHostingController<AnyView>.self))") // expect: hosting-outside-adapter
        logger.debug("\(step) will be wrapped in a UIHostingController later")
        let nested = "outer \("inner \(String(describing: UIHostingController<Text>.self))")" // expect: hosting-outside-adapter
        let raw = #"type: \#(String(describing: UIHostingConfiguration<Text, EmptyView>.self))"# // expect: hosting-outside-adapter
        let notInterpolated = #"type: \(UIHostingController<AnyView>.self)"#
        let escaped = "literal \\(UIHostingController) stays text"
        logger.info("\(nested) \(raw) \(notInterpolated) \(escaped)")
    }

    func describe(_ host: UIViewController) -> String {
        "\(host is UIHostingController<AnyView> ? "hosted" : "uikit") / \(type(of: host))" // expect: hosting-outside-adapter
    }
}
