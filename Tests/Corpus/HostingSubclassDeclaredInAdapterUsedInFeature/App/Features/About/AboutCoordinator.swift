import UIKit

final class AboutCoordinator {
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        navigation.pushViewController(ScreenFactory.makeAbout(), animated: true)
    }

    func startLegacy() {
        let controller = ThemedHostingController(rootView: AboutView()) // expect: hosting-outside-adapter
        navigation.pushViewController(controller, animated: true)
    }

    func isAbout(_ controller: UIViewController) -> Bool {
        controller is ThemedHostingController<AboutView> // expect: hosting-outside-adapter
    }
}

/// A plain type whose name merely starts with the subclass name.
struct ThemedHostingControllerStyle {
    var tint = "accent"
}
