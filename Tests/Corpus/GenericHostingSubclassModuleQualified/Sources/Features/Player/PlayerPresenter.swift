import UIKit
import SwiftUI

struct PlayerPresenter {
    weak var source: UIViewController?

    func present<V: View>(_ view: V) {
        let host: Host<V> = Host(rootView: view) // expect: hosting-outside-adapter, hosting-outside-adapter
        host.modalPresentationStyle = .fullScreen
        source?.present(host, animated: true)
    }

    func presentErased(_ view: some View) {
        source?.present(AnyHost(rootView: AnyView(view)), animated: true) // expect: hosting-outside-adapter
    }

    /// A local generic parameter named Hosted is not a hosting type.
    func wrap<Hosted: View>(_ view: Hosted) -> some View { view.padding() }
}
