import Foundation

/// Navigation requests from feature code, independent of UIKit or SwiftUI.
@MainActor
protocol AppRouter: AnyObject {
    func showOrderDetail(_ order: Order)
    func showProfile()
    func showStoreLocator()
}
