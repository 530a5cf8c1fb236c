import SwiftUI

final class InvoicesHost: UIHostingController<AnyView> { // expect: hosting-outside-adapter
    init(store: Store) {
        super.init(rootView: AnyView(InvoicesView().environmentObject(store))) // expect: environment-reinjection-outside-adapter
    }
}
