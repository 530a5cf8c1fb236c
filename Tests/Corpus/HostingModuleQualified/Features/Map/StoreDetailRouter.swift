import UIKit
import SwiftUI

struct StoreDetailRouter {
    let navigation: UINavigationController

    func showStore(id: String) {
        let host = SwiftUI.UIHostingController(rootView: StoreDetailView(id: id)) // expect: hosting-outside-adapter
        navigation.pushViewController(host, animated: true)
    }

    func makeAnyHost(_ view: AnyView) -> SwiftUI.UIHostingController<AnyView> { // expect: hosting-outside-adapter
        SwiftUI.UIHostingController<AnyView>(rootView: view) // expect: hosting-outside-adapter
    }

    func rowConfiguration() -> SwiftUI.UIHostingConfiguration<Text, EmptyView> { // expect: hosting-outside-adapter
        SwiftUI.UIHostingConfiguration { Text("Open now") } // expect: hosting-outside-adapter
    }
}

extension SwiftUI.UIHostingController { // expect: hosting-outside-adapter
    var isRootOfNavigation: Bool { navigationController?.viewControllers.first === self }
}

struct StoreDetailView: View {
    let id: String
    var body: some View { Text(id) }
}
