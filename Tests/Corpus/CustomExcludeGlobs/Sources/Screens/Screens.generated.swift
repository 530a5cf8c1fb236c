import SwiftUI
import UIKit

@MainActor
func generatedByNameHost() -> UIViewController { UIHostingController(rootView: Text("gen")) }
