import SwiftUI

/// Shows the stores around the user. The map comes from the adapter layer's
/// UIViewRepresentable bridge; using it here is fine.
struct StoreLocatorScreen: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
            MapBridge()
        }
    }
}

/// A UIKit screen that pushes the locator: constructing the adapter's hosting subclass
/// outside the adapter layer is a bridge in the wrong place.
final class StoreCoordinator {
    func start(from navigation: UINavigationController) {
        let host = ScreenHost(rootView: AnyView(StoreLocatorScreen(title: "Stores"))) // expect: hosting-outside-adapter
        navigation.pushViewController(host, animated: true)
    }
}
