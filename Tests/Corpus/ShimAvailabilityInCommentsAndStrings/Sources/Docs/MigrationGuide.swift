import Foundation

/// Mark a backport with `@available(iOS, deprecated: 17.0, message: "…")` and guard
/// the native call with `if #available(iOS 17, *)`.
///
///     @available(iOS 14, *)
///     func sample() {}
enum MigrationGuide {
    // if #available(iOS 13, *) { oldPath() }
    /* @available(iOS, deprecated: 15.0)
       func retired() {} */
    static let checkExample = "if #available(iOS 13, *) { }"
    static let shimExample = """
        @available(iOS, deprecated: 15.0, message: "Use the native API")
        extension View { func shim() -> some View { self } }
        """
    static let raw = #"guard #available(iOS 15, *) else { return } — @available(iOS 14, *)"#
    static func banner(_ version: String) -> String {
        "raise the minimum past \(version) to drop #unavailable(iOS 15) and @backDeployed(before: iOS 16)"
    }
    /*
     Nested /* #available(iOS 12, *) */ comments do not count either.
     */
    static let none = 0
}
