import UIKit
import OSLog

final class ScreenTracker {
    private let logger = Logger(subsystem: "com.example.shop", category: "screens")

    func track(_ controller: UIViewController) {
        let name = String(describing: type(of: controller))
        if name.hasPrefix("UIHostingController") {
            logger.debug("UIHostingController appeared: \(name, privacy: .public)")
            send(event: "screen_view", screen: "UIHostingController<AnyView>")
        } else if name == "NSHostingView" || name == "_UIHostingView" {
            send(event: "screen_view", screen: "UIHostingConfiguration")
        }
        let escaped = "quote \" UIHostingController \" still string"
        let single = "UIHostingController(rootView: Text(\"x\"))"
        logger.info("\(escaped) \(single)")
    }

    private func send(event: String, screen: String) {
        logger.info("event=\(event) screen=\(screen)")
    }
}
