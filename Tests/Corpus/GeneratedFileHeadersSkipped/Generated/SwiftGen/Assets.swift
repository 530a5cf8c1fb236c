// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import UIKit
import SwiftUI

@MainActor
internal enum AssetPreviews {
    static func host() -> UIViewController { UIHostingController(rootView: Image("logo")) }
}
