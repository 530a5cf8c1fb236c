import UIKit
import SwiftUI

/// `**/Adapters/**` matches an Adapters folder at the root too.
@MainActor
enum RootHosting {
    static func make() -> UIViewController { UIHostingController(rootView: Text("root")) }
}
