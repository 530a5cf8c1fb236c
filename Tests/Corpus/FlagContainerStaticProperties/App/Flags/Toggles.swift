enum Toggles {
    #if DEBUG
    /// retire: never -- the debug menu stays in debug builds
    static let debugMenu = true
    #else
    static let debugMenu = false // expect: flag-without-retirement
    #endif
}

struct FeatureToggles {
    static let shared = FeatureToggles()
    var instanceToggle = true
    static let widgetsInSwiftUI = true // retire: 2000-07-01 // expect: flag-overdue
}
