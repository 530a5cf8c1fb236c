import Foundation
import PuenteLexer
import PuenteReport
import PuenteRules

// `puente`: parse, validate, run. Everything worth testing lives in the libraries; the
// executables (`puente`, and the plugins' tool) are one call to `PuenteCLI.main`.

let toolVersion = "0.1.0"

/// One subcommand: its name, a one-line summary for the usage text, its `--help`, and
/// what runs it.
struct Command: Sendable {
  let name: String
  let summary: String
  /// Built when asked for: the help texts are long, and most runs print none.
  let help: @Sendable () -> String
  let run: @Sendable ([String]) -> ExitStatus
}

/// The subcommands in the order `puente --help` lists them.
let commands: [Command] = [
  Command(
    name: "scan", summary: "find bridges outside the adapter layer (the default job)", help: { ScanCommand.help },
    run: ScanCommand.run),
  Command(
    name: "baseline", summary: "record today's findings, or drop fixed ones: baseline write|update",
    help: { BaselineCommand.help }, run: BaselineCommand.run),
  Command(
    name: "hook", summary: "install or remove the git pre-commit hook: hook install|uninstall",
    help: { HookCommand.help },
    run: HookCommand.run),
  Command(
    name: "report", summary: "debt per folder, UIKit screens against SwiftUI views, the adapter layer's size",
    help: { ReportCommand.help }, run: ReportCommand.run),
  Command(
    name: "trend", summary: "the debt over the git history, one point per day, week, month or commit",
    help: { TrendCommand.help }, run: TrendCommand.run),
  Command(
    name: "flags", summary: "list feature flags with their retirement dates and references",
    help: { FlagsCommand.help },
    run: FlagsCommand.run),
  Command(
    name: "shims", summary: "which availability shims and checks the deployment targets made removable",
    help: { ShimsCommand.help }, run: ShimsCommand.run),
  Command(
    name: "screens", summary: "the screens and who shows whom: leaves, heights, progress to SwiftUI",
    help: { ScreensCommand.help }, run: ScreensCommand.run),
  Command(
    name: "plan", summary: "the UIKit screens in the order to convert them, with reasons",
    help: { PlanCommand.help }, run: PlanCommand.run),
  Command(
    name: "identifiers", summary: "the accessibility identifiers screens set and UI tests query",
    help: { IdentifiersCommand.help }, run: IdentifiersCommand.run),
  Command(
    name: "modules", summary: "the module graph from Package.swift and project.yml, with each module's debt",
    help: { ModulesCommand.help }, run: ModulesCommand.run),
  Command(
    name: "rules", summary: "list the rules, or explain one: puente rules ID", help: { RulesCommand.help },
    run: RulesCommand.run),
  Command(
    name: "init", summary: "write a commented .puente.json to start from", help: { InitCommand.help },
    run: InitCommand.run),
  Command(
    name: "tokens", summary: "print a file's tokens (lexer debugging and toolchain comparison)",
    help: { TokensCommand.help }, run: TokensCommand.run),
]

/// The usage text (computed when printed: most runs print none).
var usage: String {
  """
  puente \(toolVersion) — measures UIKit↔SwiftUI bridge debt outside the adapter layer

  usage: puente <command> [options]

  commands:
  \(commands.map { "  \($0.name.padding(11)) \($0.summary)" }.joined(separator: "\n"))

  Run `puente <command> --help` for a command's options.

  exit status: 0 clean, 1 findings at or above the threshold, 2 usage, configuration or I/O error
  """
}

/// The command line's entry point.
public enum PuenteCLI {
  /// Runs the command `arguments` names (without the program's name); returns the exit
  /// status (see `ExitStatus`).
  public static func main(_ arguments: [String]) -> Int32 {
    Output.setUp()
    var arguments = arguments
    guard let name = arguments.first else {
      Output.err(usage + "\n")
      return ExitStatus.error.rawValue
    }
    arguments.removeFirst()
    if let command = commands.first(where: { $0.name == name }) {
      return command.run(arguments).rawValue
    }
    switch name {
    case "--help", "-h", "help":
      let topic = arguments.first.flatMap { topic in commands.first { $0.name == topic } }
      Output.out((topic?.help() ?? usage) + "\n")
      return ExitStatus.clean.rawValue
    case "--version":
      Output.out("puente \(toolVersion)\n")
      return ExitStatus.clean.rawValue
    default:
      let hint =
        commands.map(\.name).first { Suggestion.editDistance($0, name) <= 2 }.map { "; did you mean `\($0)`?" } ?? ""
      Output.err("puente: unknown command `\(name)`\(hint)\n\n" + usage + "\n")
      return ExitStatus.error.rawValue
    }
  }
}
