import UIKit
import SwiftUI

@MainActor
enum HostingFactory {
    static func make<V: View>(_ view: V) -> UIViewController { UIHostingController(rootView: view) }
}
