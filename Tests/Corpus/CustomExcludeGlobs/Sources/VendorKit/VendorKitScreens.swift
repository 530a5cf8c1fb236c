import SwiftUI
import UIKit

/// `Vendor/**` is anchored at the root; VendorKit is scanned.
@MainActor
func vendorKitHost() -> UIViewController { UIHostingController(rootView: Text("kit")) } // expect: hosting-outside-adapter
