import UIKit
import SwiftUI

/// Coordinates the profile flow.
///
/// The edit screen is SwiftUI; it is wrapped by a `UIHostingController` that the
/// `HostingFactory` in Adapters/ builds. Never create an ``UIHostingController``
/// here — see ``NSHostingView`` for the macOS counterpart.
final class ProfileCoordinator {
    private let navigationController: UINavigationController
    private let factory: ProfileScreenFactory

    /**
     Creates the coordinator.

     - Parameter navigationController: the stack that receives a UIHostingController
       for every SwiftUI screen (built by the factory, not here).
     - Note: `UIHostingConfiguration` is used for the rows of the profile table.
     */
    init(navigationController: UINavigationController, factory: ProfileScreenFactory) {
        self.navigationController = navigationController
        self.factory = factory
    }

    /// Pushes the editor. Returns the `UIHostingController<ProfileEditView>` it pushed.
    func showEditor() -> UIViewController {
        let controller = factory.makeProfileEditor()
        navigationController.pushViewController(controller, animated: true)
        return controller
    }

    /// Legacy path, kept until the 5.2 release. Uses a UIHostingController directly.
    func showLegacyEditor() {
        navigationController.pushViewController(UIHostingController(rootView: ProfileEditView()), animated: true) // expect: hosting-outside-adapter
    }
}

protocol ProfileScreenFactory {
    /// - Returns: a `UIHostingController` wrapping the editor.
    func makeProfileEditor() -> UIViewController
}
