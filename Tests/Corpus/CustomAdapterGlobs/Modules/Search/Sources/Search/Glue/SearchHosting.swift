import UIKit
import SwiftUI

@MainActor
enum SearchHosting {
    static func make() -> UIViewController { UIHostingController(rootView: Text("Search")) }
}
