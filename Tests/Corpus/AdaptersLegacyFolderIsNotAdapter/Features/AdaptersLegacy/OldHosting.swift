import UIKit
import SwiftUI

@MainActor
enum OldHosting {
    static func make() -> UIViewController {
        UIHostingController(rootView: Text("old")) // expect: hosting-outside-adapter
    }
}
