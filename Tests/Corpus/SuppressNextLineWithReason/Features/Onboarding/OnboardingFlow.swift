import UIKit
import SwiftUI

@MainActor
final class OnboardingFlow {
    let navigation: UINavigationController
    let model: OnboardingModel

    init(navigation: UINavigationController, model: OnboardingModel) {
        self.navigation = navigation
        self.model = model
    }

    func showWelcome() {
        // puente:disable-next-line hosting-outside-adapter -- legacy onboarding, deleted with the 6.0 release
        let host = UIHostingController(rootView: WelcomeView())
        navigation.pushViewController(host, animated: false)
    }

    func showPermissions() {
        // puente:disable-next-line hosting-outside-adapter, environment-reinjection-outside-adapter -- tracked in SHOP-1234
        let host = UIHostingController(rootView: PermissionsView().environment(model))
        navigation.pushViewController(host, animated: true)
    }

    func showBoth() {
        // puente:disable-next-line hosting-outside-adapter -- covers exactly one line
        let first = UIHostingController(rootView: WelcomeView())
        let second = UIHostingController(rootView: WelcomeView()) // expect: hosting-outside-adapter
        navigation.setViewControllers([first, second], animated: false)
    }

    func showAfterBlankLine() {
        // puente:disable-next-line hosting-outside-adapter -- the blank line below takes it

        let host = UIHostingController(rootView: WelcomeView()) // expect: hosting-outside-adapter
        navigation.pushViewController(host, animated: true)
    }
}

// puente:disable-next-line representable-outside-adapter -- replaced by PhotosPicker in iOS 17 builds
struct LegacyPhotoPicker: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
    func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
}

@Observable final class OnboardingModel {}
struct WelcomeView: View { var body: some View { Text("Welcome") } }
struct PermissionsView: View { var body: some View { Text("Permissions") } }
