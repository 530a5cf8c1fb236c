import SwiftUI
import UIKit

/// Generic host whose base is spelled with the module name.
class Host<V: View>: SwiftUI.UIHostingController<V> {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// Erasing host built on the generic one.
final class AnyHost: Host<AnyView> {}
