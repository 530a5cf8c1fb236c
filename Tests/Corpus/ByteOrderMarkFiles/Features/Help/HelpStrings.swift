// DO NOT EDIT: produced by the localization export script.
import SwiftUI
import UIKit

enum HelpStrings {
    @MainActor static func host() -> UIViewController { UIHostingController(rootView: Text("¿Ayuda?")) }
}
