import Foundation

/// Remote feature flags, backed by UserDefaults in debug builds.
enum FeatureFlag: String, CaseIterable {
    /// retire: 2000-01-01 owner: @mobile-platform
    case detailInSwiftUI // expect: flag-overdue
    case profileInSwiftUI, settingsInSwiftUI // retire: 2000-02-01 // expect: flag-overdue, flag-overdue
    case checkoutInSwiftUI = "checkout_swiftui" // expect: flag-without-retirement
    /// retire: never -- kill switch for the whole SwiftUI tab bar
    case swiftUITabBar
    @available(*, deprecated, message: "retire: 2099-12-31")
    case searchInSwiftUI // expect: flag-retirement-too-far

    static var storeName: String { "feature-flags" }
    private static let isTestFlight = Bundle.main.appStoreReceiptURL?.lastPathComponent == "sandboxReceipt"
    static let defaultValue = false

    var isEnabled: Bool {
        switch self {
        case .swiftUITabBar: return true
        default: return UserDefaults.standard.bool(forKey: Self.storeName + "." + rawValue)
        }
    }
}

extension FeatureFlag {
    // Declared in the same file as the cases: a helper, not a flag.
    static let allEnabledInDebug = true
}
