import UIKit
import SwiftUI

@MainActor
func makeFromRealAdapter() -> UIViewController {
    UIHostingController(rootView: Text("real"))
}
