import UIKit
import SwiftUI

@MainActor
func makeSingular() -> UIViewController {
    UIHostingController(rootView: Text("singular")) // expect: hosting-outside-adapter
}
