import UIKit
import SwiftUI

@MainActor
final class ProfileRouter {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }

    func showProfile() {
        navigation.pushViewController(ProfileHostingController(rootView: AnyView(Text("Me"))), animated: true) // expect: hosting-outside-adapter
    }
}
