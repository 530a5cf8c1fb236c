/// `flag-retirement-invalid`: a feature flag's retirement date cannot be read.
public struct FlagRetirementInvalidRule: Rule {
  public static let info = RuleInfo(
    id: "flag-retirement-invalid",
    summary:
      "A feature flag's retirement date is not a real `YYYY-MM-DD` date, or `never` has no reason.",
    rationale: """
      A date that cannot be read would make the flag look dated while nothing ever \
      comes due, so it is never silently accepted: `2027-02-30`, `27-3-31` and \
      `next sprint` are findings. A switch meant to stay (a kill switch) says why: \
      `retire: never -- reason`.
      """,
    defaultSeverity: .error)

  public static let triggeringExamples = [
    """
    enum Flags {
      /// retire: 2027-02-30
      static let ↓newCheckout = true
      /// retire: next sprint
      static let ↓newSearch = false
      /// retire: never
      static let ↓paymentsKillSwitch = true
    }
    """,
    """
    enum FeatureFlag: String {
      @available(*, deprecated, message: "retire: 2027-13-01")
      case ↓legacyTabs
    }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    enum Flags {
      /// retire: never -- kill switch for payments
      static let paymentsKillSwitch = true
      /// retire: 2000-02-29
      static let leapDay = true
    }
    """,
    """
    enum Flags {
      static let newCheckout = true
    }
    // retire: 2027-02-30 (a note far from any flag)
    """,
  ]

  public init() {}

  public static func needles(_ scan: ScanContext) -> [String] { FlagScan.ruleNeedles(scan) }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    let flags = context.result(of: FlagScan.self)
    let key = flags.settings.dateKeys.first ?? "retire"
    return context.result(of: FlagDeclarations.self).compactMap { flag in
      guard case .invalid(let text, let problem) = flag.retirement else { return nil }
      let message: String
      if text == "never" {
        message =
          "flag `\(flag.shortName)` is marked `\(key): never` without a reason; write `\(key): never -- why it stays` for a permanent switch, or give it a date"
      } else if text.isEmpty {
        message =
          "flag `\(flag.shortName)` has a retirement key with no date after it; write `\(key): YYYY-MM-DD`"
      } else {
        message =
          "flag `\(flag.shortName)` has an invalid retirement date `\(text)` (\(problem)); write a real date as `\(key): YYYY-MM-DD`"
      }
      return RuleViolation(offset: flag.offset, message: message)
    }
  }
}
