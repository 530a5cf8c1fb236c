import UIKit
import SwiftUI

@MainActor
enum LegacyBridging {
    static func make() -> UIViewController { DSHostingController(rootView: AnyView(Text("ok"))) }
}
