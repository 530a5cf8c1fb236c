enum Flags {
    /// Detalle en SwiftUI.
    /// retire: never -- corpus case: a date here would depend on the clock
    static let detalleEnSwiftUI = true

    #if DEBUG
    /// retire: never -- debug builds keep the UIKit fallback
    static let detalleUIKitFallback = true
    #else
    static let detalleUIKitFallback = false // expect: flag-without-retirement
    #endif
}
