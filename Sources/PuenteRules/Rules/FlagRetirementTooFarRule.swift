/// `flag-retirement-too-far`: a feature flag's retirement date is beyond the horizon.
public struct FlagRetirementTooFarRule: Rule {
  public static let info = RuleInfo(
    id: "flag-retirement-too-far",
    summary:
      "A feature flag's retirement date is further out than the horizon (365 days by default).",
    rationale: """
      A date decades away (`2099-01-01`) silences `flag-without-retirement` without \
      promising anything. Retirement dates must fall within `flags.horizonDays` of today \
      (365 by default); a switch that is meant to stay is written \
      `retire: never -- reason` instead, so the exception is visible and explained.
      """,
    defaultSeverity: .error)

  public static let triggeringExamples = [
    """
    enum Flags {
      /// retire: 2099-01-01
      static let ↓newCheckout = true
    }
    """,
    """
    enum FeatureFlag: String {
      case ↓detailInSwiftUI // expires: 9999-12-31
    }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    enum Flags {
      /// retire: 2000-01-01
      static let oldCheckout = true
      /// retire: never -- kill switch for payments
      static let payments = true
    }
    """
  ]

  public init() {}

  public static func needles(_ scan: ScanContext) -> [String] { FlagScan.ruleNeedles(scan) }

  /// A date beyond the horizon comes within it `horizonDays` before the date.
  public static func changeDays(_ context: RuleContext) -> [CalendarDay] {
    let horizon = context.result(of: FlagScan.self).settings.horizonDays
    return context.result(of: FlagDeclarations.self).compactMap { $0.retirement.day?.adding(days: -horizon) }
  }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    let flags = context.result(of: FlagScan.self)
    let horizon = flags.settings.horizonDays
    return context.result(of: FlagDeclarations.self).compactMap { flag in
      guard let day = flag.retirement.day else { return nil }
      let ahead = flags.today.days(until: day)
      guard ahead > horizon else { return nil }
      return RuleViolation(
        offset: flag.offset,
        message:
          "flag `\(flag.shortName)` retires on \(day), \(FlagScan.days(ahead)) from now, beyond the \(horizon)-day horizon; pick a date on or before \(flags.today.adding(days: horizon)), or write `never -- reason` for a permanent switch"
      )
    }
  }
}
