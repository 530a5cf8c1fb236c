import UIKit
import SwiftUI

public enum OrdersHosting {
    @MainActor public static func makeList() -> UIViewController {
        UIHostingController(rootView: OrdersListView())
    }
}
