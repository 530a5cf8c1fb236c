extension Flags {
    static let swiftUICart = true // expect: flag-without-retirement

    /// retire: 2000-06-01
    static let swiftUIWishlist = false // expect: flag-overdue
}

extension Flags.Checkout {
    static var applePayInSwiftUI: Bool { true } // expect: flag-without-retirement
}

struct FlagsDebugView {
    static let isVisible = true
}
