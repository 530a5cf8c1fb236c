import SwiftUI

enum Orders {
    final class Host: UIHostingController<AnyView> {}
}

typealias ErasedHost = UIHostingController<AnyView>
typealias GenericHost<V: View> = UIHostingController<V>
typealias Wrapper = UIViewControllerRepresentable

final class SettingsHost: UIHostingController<AnyView> {
    init(store: Store) {
        super.init(rootView: AnyView(SettingsView().environmentObject(store)))
    }
}
