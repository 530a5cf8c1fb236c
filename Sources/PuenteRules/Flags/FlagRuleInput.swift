/// What the flag rules compute first for a file: the settings, the day retirement dates
/// are judged against, and the file's flag declarations.
struct FlagRuleInput {
  let settings: FlagSettings
  /// `context.parameters["today"]` (`YYYY-MM-DD`, set by `--today`), else the UTC date.
  let today: CalendarDay
  let declarations: [FlagDeclaration]

  init(_ context: RuleContext) {
    settings = context.shared.value("flag-settings") { FlagSettings.lenient(context.configuration) }
    today = context.shared.value("flag-today") { CalendarDay.today(from: context.parameters["today"]) }
    // Four rules ask for the same declarations: find them once per file (the settings
    // come from the one configuration of the scan, so the key need not name them).
    if let found = context.file.flagDeclarations {
      declarations = found
    } else {
      declarations = FlagDiscovery.declarations(in: context.file, settings: settings)
      context.file.flagDeclarations = declarations
    }
  }

  /// The needles of every flag rule.
  static func needles(_ configuration: Configuration) -> [String] {
    FlagDiscovery.needles(FlagSettings.lenient(configuration))
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
