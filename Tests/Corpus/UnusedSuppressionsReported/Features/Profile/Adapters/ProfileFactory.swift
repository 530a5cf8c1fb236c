import UIKit
import SwiftUI

@MainActor
struct ProfileFactory {
    func makeProfile() -> UIViewController { UIHostingController(rootView: Text("Profile")) }
}
