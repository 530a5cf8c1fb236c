/// Release toggles for the UIKit → SwiftUI migration.
///
/// Every flag carries a retirement date; once it passes, the flag and its UIKit branch are deleted.
enum FeatureFlags {
    /// Order detail renders in SwiftUI (`OrderDetailView`) instead of the old XIB screen.
    /// retire: 2027-03-31
    static let swiftUIOrderDetail = true

    /// The store locator uses the SwiftUI map screen.
    /// retire: 2027-03-31
    static let swiftUIStoreLocator = false
}
