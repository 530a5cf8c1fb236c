/// What the flag rules share in a scan: the `flags` settings, the names that can
/// declare a flag, and the day retirement dates are judged by.
public struct FlagScan: ScanAnalysis, Sendable {
  public let settings: FlagSettings
  /// `--today`, else the clock's UTC date.
  public let today: CalendarDay
  /// Containers and constructors by hash: a file with none of them as an identifier (and
  /// no `puente:flag` comment) declares no flag.
  let gate: NameHashFilter

  init(settings: FlagSettings, today: CalendarDay) {
    self.settings = settings
    self.today = today
    gate = NameHashFilter(settings.containers + settings.constructors)
  }

  public static func run(_ scan: ScanContext) -> FlagScan {
    FlagScan(
      settings: FlagSettings.lenient(scan.configuration), today: scan.inputs.today ?? CalendarDay.todayUTC())
  }

  /// The needles of every flag rule: what a file must contain to declare a flag.
  static func ruleNeedles(_ scan: ScanContext) -> [String] {
    FlagDiscovery.needles(scan.result(of: FlagScan.self).settings)
  }

  /// What to add to a flag that has no date, for messages.
  func howToDate(_ flag: FlagDeclaration) -> String {
    let key = settings.dateKeys.first ?? "retire"
    let within = "(within \(settings.horizonDays) days)"
    if flag.kind == .constructor {
      return
        "add a `\(key): \"YYYY-MM-DD\"` argument or a `// \(key): YYYY-MM-DD` comment \(within) to the call"
    }
    return "add `/// \(key): YYYY-MM-DD` \(within) to its declaration"
  }

  /// "1 day", "12 days".
  static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}

/// The flags a file declares, found once for the four flag rules.
public enum FlagDeclarations: FileAnalysis {
  public static func run(_ file: SourceFile, in scan: ScanContext) -> [FlagDeclaration] {
    let flags = scan.result(of: FlagScan.self)
    return FlagDiscovery.declarations(in: file, settings: flags.settings, gate: flags.gate)
  }
}
