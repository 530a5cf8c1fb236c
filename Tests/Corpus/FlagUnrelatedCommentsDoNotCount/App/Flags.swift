// Migration log
// The UIKit order list was removed; retire: 2000-01-01 was its date.

/// All the switches. retire: 2000-01-01 (about the type, not its members)
enum Flags {
    // MARK: - Orders (retire: 2000-01-01 for the whole section, says nobody)

    static let swiftUIOrderList = true // expect: flag-without-retirement
    static let swiftUIOrderDetail = true // retire: 2000-01-01 // expect: flag-overdue
    static let swiftUIOrderHistory = true // expect: flag-without-retirement

    static func resetAll() {
        // retire: 2000-01-01
        UserDefaults.standard.removeObject(forKey: "flags")
    }
    static let swiftUIInvoices = true // expect: flag-without-retirement

    static let message = "retire: 2000-01-01"
    static let swiftUIReceipts = true // expect: flag-without-retirement
    /* retire: 2000-01-01 */ static let blockCommentOnItsLine = true // expect: flag-overdue
}

// retire: 2000-01-01
