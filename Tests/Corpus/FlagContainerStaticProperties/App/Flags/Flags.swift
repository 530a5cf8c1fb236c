import Foundation

/// Release switches for the UIKit → SwiftUI move.
/// Every flag carries a retirement date (this comment is about the enum: retire: 2000-01-01).
enum Flags {
    /// Order detail renders in SwiftUI.
    /// retire: 2000-01-01 owner: @ana
    static let swiftUIOrderDetail = true // expect: flag-overdue

    static let swiftUIStoreLocator: Bool = false // removeBy: 2000-02-01 // expect: flag-overdue

    // sunset: 2000-03-01
    static var swiftUISettings: Bool { // expect: flag-overdue
        UserDefaults.standard.bool(forKey: "swiftui.settings")
    }

    @available(*, deprecated, message: "retire: 2000-04-01")
    static let swiftUIProfile = true // expect: flag-overdue

    /**
     Search in SwiftUI.
     expires: 2099-01-01
     */
    static let swiftUISearch = true // expect: flag-retirement-too-far

    /// The remote kill switch for payments.
    /// retire: never -- payments must be switchable off without a release
    static let paymentsEnabled = true

    public private(set) static var swiftUIOnboarding = false // expect: flag-without-retirement

    static let storeName = "flags"
    static let refreshInterval: TimeInterval = 60
    private static let isTestFlight = Bundle.main.appStoreReceiptURL?.lastPathComponent == "sandboxReceipt"
    fileprivate static let debugOverride = true
    let instanceValue = true

    static func isOn(_ name: String) -> Bool { UserDefaults.standard.bool(forKey: name) }

    enum Checkout {
        /// retire: 2000-05-01
        static let newFlow = true // expect: flag-overdue
        static let legacyFallback = false // expect: flag-without-retirement
    }
}
