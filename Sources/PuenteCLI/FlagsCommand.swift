import Foundation
import PuenteReport
import PuenteRules
import PuenteSource

/// `puente flags`: the feature-flag inventory, with retirement dates and references.
enum FlagsCommand {
  static let help = """
    usage: puente flags [PATH] [options]

    Lists every feature flag under PATH (default: the current folder, which is the
    repository root: its .puente.json applies): where it is declared, its retirement
    date, days left or overdue, owner, and how often and where code refers to it.
    Most overdue first; then flags with an invalid or no date; permanent switches last.

    What is a flag, and how its date is written, is set under `flags` in .puente.json
    (containers, valueTypes, constructors, dateKeys, horizonDays); `puente rules
    flag-without-retirement` explains.

    options:
      --config FILE        configuration file (default: PATH/.puente.json)
      --today DATE         judge dates as of DATE (YYYY-MM-DD; default: today in UTC)
      --format FORMAT      \(FlagInventoryFormat.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --overdue            only flags whose retirement date has passed
      --due-within DAYS    only flags retiring within DAYS days (today included, overdue
                           excluded); with --overdue, flags matching either
      --include-generated  also read generated files (skipped by default)
      --help               show this help

    formats:
    \(formatList(FlagInventoryFormat.self))

    exit status: 0 listed; 1 when --overdue or --due-within was given and at least one
    flag matches (a nightly job can open its reminder on 1); 2 usage, configuration or
    I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args, options: ["--config", "--today", "--format", "--due-within"],
        flags: ["--overdue", "--include-generated", "--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      let format = try parsed.choice(FlagInventoryFormat.self)
      var today = CalendarDay.todayUTC()
      if let text = parsed.value("--today") {
        switch CalendarDay.parse(text) {
        case .valid(let day): today = day
        case .malformed: throw UsageError("`--today \(text)` is not a date; write YYYY-MM-DD")
        case .impossible(let why): throw UsageError("`--today \(text)` is not a real date (\(why))")
        }
      }
      var dueWithin: Int? = nil
      if let text = parsed.value("--due-within") {
        guard let days = Int(text), days >= 0 else {
          throw UsageError(
            "`--due-within \(text)` is not a number of days; write a whole number such as 30")
        }
        dueWithin = days
      }
      let (root, configuration) = try ScanCommand.repositoryRoot(parsed)
      let settings = try FlagSettings.parse(configuration)
      let filtering = parsed.flag("--overdue") || dueWithin != nil
      let inventory = try FlagInventory.build(
        source: WorkingTreeSource(root: root), configuration: configuration, settings: settings,
        today: today,
        includeGenerated: parsed.flag("--include-generated") ? true : nil
      ).filtered(overdue: parsed.flag("--overdue"), dueWithin: dueWithin)
      Output.out(inventory.render(format, toolVersion: toolVersion))
      for problem in inventory.problems {
        Output.warn(problem)
      }
      return filtering && !inventory.entries.isEmpty ? .findings : .clean
    } catch {
      return Output.fail(error, command: "flags")
    }
  }
}
