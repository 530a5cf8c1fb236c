import UIKit
import SwiftUI

// Adapter file, also CRLF.
@MainActor
enum LegacyHosting {
    static func make() -> UIViewController { UIHostingController(rootView: Text("legacy")) }
}
