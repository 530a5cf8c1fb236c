// The shared identifier namespace both the app and its UI tests read (firefox-ios's
// AccessibilityIdentifiers.swift, trimmed).
enum AccessibilityIdentifiers {
  enum History {
    static let clear = "history.clearButton"
    static let emptyState = "history.emptyState"
  }
  enum Settings {
    static let close = "settings.close"
  }
}

/// An unrelated enum with a case named like a helper's parameter: the helper's
/// `identifier` is its parameter, never this case.
enum SortKey: String {
  case identifier
  case date
}
