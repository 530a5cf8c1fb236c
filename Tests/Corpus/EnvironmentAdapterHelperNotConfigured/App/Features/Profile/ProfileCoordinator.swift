import UIKit
import SwiftUI

@MainActor
final class ProfileCoordinator {
    private let navigation: UINavigationController
    private let environment: EnvironmentAdapter

    init(navigation: UINavigationController, environment: EnvironmentAdapter) {
        self.navigation = navigation
        self.environment = environment
    }

    func start() {
        // The helper is not a configured modifier: only the hosting use is flagged.
        let host = UIHostingController(rootView: environment.inject(ProfileView())) // expect: hosting-outside-adapter
        navigation.pushViewController(host, animated: true)
    }
}
