// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// MARK: - Strings

// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces
internal enum L10n {
  internal enum Alert {
    /// Are you sure you want to delete "%@"?
    internal static func deleteConfirm(_ p1: Any) -> String {
      return L10n.tr("Localizable", "alert.delete_confirm", String(describing: p1), fallback: "Are you sure you want to delete \"%@\"?")
    }
    /// OK
    internal static let ok = L10n.tr("Localizable", "alert.ok", fallback: "OK")
  }
  internal enum Feed {
    /// Plural format key: "%#@posts@"
    internal static func postCount(_ p1: Int) -> String {
      return L10n.tr("Localizable", "feed.post_count", p1, fallback: "Plural format key: \"%#@posts@\"")
    }
    /// Last updated %@ · %d%% synced
    internal static func status(_ p1: Any, _ p2: Int) -> String {
      return L10n.tr("Localizable", "feed.status", String(describing: p1), p2, fallback: "Last updated %@ · %d%% synced")
    }
  }
  internal enum Settings {
    internal enum Privacy {
      /// We never sell your data.\nRead more at https://example.com/privacy
      internal static let body = L10n.tr("Settings", "settings.privacy.body", fallback: "We never sell your data.\nRead more at https://example.com/privacy")
      /// C:\\path\\to\\nowhere
      internal static let path = L10n.tr("Settings", "settings.privacy.path", fallback: "C:\\path\\to\\nowhere")
    }
  }
}
// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

// swiftlint:disable convenience_type
private final class BundleToken {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle(for: BundleToken.self)
    #endif
  }()
}
// swiftlint:enable convenience_type
