/// `flag-overdue`: a feature flag whose retirement date has passed.
public struct FlagOverdueRule: Rule {
  public static let info = RuleInfo(
    id: "flag-overdue",
    summary: "A feature flag's retirement date has passed.",
    rationale: """
      The date next to a flag is the team's promise to delete it and the code path it \
      switches off. Once the date has passed, either the migration is done and both \
      should go, or it is not and the date should be moved on purpose. "Today" is the \
      UTC date of the clock, or `--today YYYY-MM-DD` for reproducible reports. A warning \
      by default: it appears with time, not with a change; raise it to an error in \
      `.puente.json` to block commits on overdue flags.
      """,
    defaultSeverity: .warning)

  public static let triggeringExamples = [
    """
    enum Flags {
      /// Detail screen in SwiftUI. retire: 2000-01-01 owner: @ana
      static let ↓detalleEnSwiftUI = true
    }
    """,
    """
    enum FeatureFlag: String {
      case ↓newOnboarding // sunset: 2000-01-01
      @available(*, deprecated, message: "retire: 2000-06-30")
      case ↓legacyTabs
    }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    enum Flags {
      /// retire: never -- kill switch for payments
      static let paymentsEnabled = true
    }
    """,
    """
    // `Flags.oldSearch` was removed; retire: 2000-01-01 is history now.
    func search() -> Bool { Flags.newSearch }
    """,
  ]

  public init() {}

  public static func needles(_ scan: ScanContext) -> [String] { FlagScan.ruleNeedles(scan) }

  /// A flag becomes overdue the day after its retirement date.
  public static func changeDays(_ context: RuleContext) -> [CalendarDay] {
    context.result(of: FlagDeclarations.self).compactMap { $0.retirement.day?.adding(days: 1) }
  }

  public func check(_ context: RuleContext) -> [RuleViolation] {
    let flags = context.result(of: FlagScan.self)
    return context.result(of: FlagDeclarations.self).compactMap { flag in
      guard let day = flag.retirement.day, day < flags.today else { return nil }
      let late = day.days(until: flags.today)
      return RuleViolation(
        offset: flag.offset,
        message:
          "flag `\(flag.shortName)` was due to retire on \(day), \(FlagScan.days(late)) ago; delete it and the code path it switches off, or set a new date on purpose"
      )
    }
  }
}
