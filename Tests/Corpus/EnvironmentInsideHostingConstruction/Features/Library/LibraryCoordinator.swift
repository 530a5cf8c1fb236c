import UIKit
import SwiftUI
import SwiftData

@MainActor
final class LibraryCoordinator {
    let navigation: UINavigationController
    let model: LibraryModel
    let session: UserSession
    let container: ModelContainer

    init(navigation: UINavigationController, model: LibraryModel, session: UserSession, container: ModelContainer) {
        self.navigation = navigation
        self.model = model
        self.session = session
        self.container = container
    }

    func showShelf() {
        let host = UIHostingController(rootView: ShelfView().environment(model)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
        navigation.pushViewController(host, animated: true)
    }

    func showAccount() {
        navigation.pushViewController(UIHostingController(rootView: AccountView().environmentObject(session)), animated: true) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }

    func showHistory() {
        let host = UIHostingController(rootView: HistoryView().modelContainer(container)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
        navigation.pushViewController(host, animated: true)
    }

    func showThemed() {
        let host = UIHostingController(rootView: ShelfView().environment(\.locale, Locale(identifier: "es")).environment(model)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter, environment-reinjection-outside-adapter
        navigation.pushViewController(host, animated: true)
    }
}
