import UIKit
import SwiftUI

@MainActor
enum LowercaseHosting {
    static func make() -> UIViewController { UIHostingController(rootView: Text("lower")) }
}
