import UIKit
import SwiftUI

/// Hosts SwiftUI content with the app's navigation bar appearance.
final class ThemedHostingController<Content: View>: UIHostingController<Content> {
    override init(rootView: Content) {
        super.init(rootView: rootView)
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}

enum ScreenFactory {
    static func makeAbout() -> UIViewController {
        ThemedHostingController(rootView: AboutView())
    }
}
