/// Identifiers shared by the app and the UI tests (both targets compile this file).
public enum AccessibilityIdentifiers {
  public enum Orders {
    public static let list = "orders.list"
    public static let filterButton = "orders.filter"
    /// Set by the old OrdersViewController; the SwiftUI screen forgot it.
    public static let emptyState = "orders.emptyState"
  }

  public enum Login: String {
    case email = "login.email"
    case password = "login.password"
    case submit
  }
}

extension View {
  /// Sets the identifier the UI tests use.
  func testIdentifier(_ identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
