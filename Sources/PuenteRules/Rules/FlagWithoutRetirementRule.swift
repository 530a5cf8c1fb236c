/// `flag-without-retirement`: a feature flag whose declaration carries no retirement date.
public struct FlagWithoutRetirementRule: Rule {
  public static let info = RuleInfo(
    id: "flag-without-retirement",
    summary: "A feature flag has no retirement date.",
    rationale: """
      Every migration switch is temporary: once the SwiftUI screen has shipped to everyone, \
      the flag and the UIKit branch behind it should go. A flag with no date never goes; \
      it turns into two code paths to test forever. Write when it is to be deleted next \
      to its declaration (`/// retire: 2027-03-31`, optionally `owner: @ana`), as a \
      constructor argument (`retireBy: "2027-03-31"`) or in `@available(*, deprecated, \
      message: "retire: 2027-03-31")`. A permanent kill switch says so: \
      `retire: never -- reason`. Flags are the cases of a flag container enum, the \
      static `Bool` properties of a flag container, calls to configured constructors, \
      and declarations marked `// puente:flag` (see `flags` in `.puente.json`).
      """,
    defaultSeverity: .error)

  public static let triggeringExamples = [
    """
    enum Flags {
      /// Checkout renders in SwiftUI.
      static let ↓newCheckout = true
      static var ↓searchV2: Bool { RemoteConfig.shared.bool("search_v2") }
      static func isOn(_ name: String) -> Bool { false }
    }
    """,
    """
    enum FeatureFlag: String, CaseIterable {
      case ↓detailInSwiftUI, ↓profileInSwiftUI
      /// retire: never -- kill switch for payments
      case paymentsKillSwitch
      static var storeName: String { "features" }
      private static let isTestFlight = false
    }
    """,
    """
    extension FeatureToggles {
      // Launch plan, retire: 2000-01-01 was the old plan.

      static let ↓settingsInSwiftUI = false
    }
    """,
    """
    #if DEBUG
    enum Toggles {
      /// retire: never -- debug menu stays
      static let verboseLogging = true
    }
    #else
    enum Toggles {
      static let ↓verboseLogging = false
    }
    #endif
    """,
    """
    // puente:flag
    let ↓useSwiftUISettings = ProcessInfo.processInfo.environment["SWIFTUI_SETTINGS"] != nil
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    /// Flags for the migration. retire: never -- this note is about the enum, not its members
    enum Flags {
      /// retire: never -- kill switch for the SwiftUI checkout
      static let newCheckout = true
      static let storeName = "flags"
      private static let isTestFlight = false
      static func isOn(_ name: String) -> Bool { false }
      enum Keys { static let prefix = "ff_" }
    }
    """,
    """
    struct Settings { static let darkMode = true }
    enum FlagsView { static let compact = true }
    """,
    """
    enum FeatureFlag: String {
      case detailInSwiftUI // retire: 2000-01-01
      @available(*, deprecated, message: "retire: 2000-01-01")
      case profileInSwiftUI
    }
    """,
  ]

  public init() {}

  public static func needles(_ scan: ScanContext) -> [String] { FlagScan.ruleNeedles(scan) }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    let flags = context.result(of: FlagScan.self)
    return context.result(of: FlagDeclarations.self).compactMap { flag in
      guard case .missing = flag.retirement else { return nil }
      return RuleViolation(
        offset: flag.offset,
        message: "flag `\(flag.shortName)` has no retirement date; \(flags.howToDate(flag))")
    }
  }
}
