import UIKit
import SwiftUI

/// `{Bridges,Interop}/**` is anchored at the root: this nested Bridges folder is not an adapter.
@MainActor
enum LegacyBridge {
    static func make() -> UIViewController { UIHostingController(rootView: Text("Legacy")) } // expect: hosting-outside-adapter
}
