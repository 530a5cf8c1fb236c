import Foundation
import PuenteLexer
import PuenteReport
import PuenteRules

// `puente`: parse, validate, run. Everything worth testing lives in the libraries.

let toolVersion = "0.1.0"

let usage = """
  puente \(toolVersion) — measures UIKit↔SwiftUI bridge debt outside the adapter layer

  usage: puente <command> [options]

  commands:
    scan      find bridges outside the adapter layer (the default job)
    report    debt per folder, UIKit screens against SwiftUI views, the adapter layer's size
    trend     the debt over the git history, one point per day, week, month or commit
    rules     list the rules, or explain one: puente rules ID
    init      write a commented .puente.json to start from
    tokens    print a file's tokens (lexer debugging and toolchain comparison)

  Run `puente <command> --help` for a command's options.

  exit status: 0 clean, 1 findings at or above the threshold, 2 usage, configuration or I/O error
  """

Output.setUp()
var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
  Output.err(usage + "\n")
  exit(ExitStatus.error.rawValue)
}
arguments.removeFirst()

let status: ExitStatus
switch command {
case "scan": status = ScanCommand.run(arguments)
case "report": status = ReportCommand.run(arguments)
case "trend": status = TrendCommand.run(arguments)
case "rules": status = RulesCommand.run(arguments)
case "init": status = InitCommand.run(arguments)
case "tokens": status = TokensCommand.run(arguments)
case "--help", "-h", "help":
  if let topic = arguments.first {
    switch topic {
    case "scan": Output.out(ScanCommand.help + "\n")
    case "report": Output.out(ReportCommand.help + "\n")
    case "trend": Output.out(TrendCommand.help + "\n")
    case "rules": Output.out(RulesCommand.help + "\n")
    case "init": Output.out(InitCommand.help + "\n")
    case "tokens": Output.out(TokensCommand.help + "\n")
    default: Output.out(usage + "\n")
    }
  } else {
    Output.out(usage + "\n")
  }
  status = .clean
case "--version":
  Output.out("puente \(toolVersion)\n")
  status = .clean
default:
  let known = ["scan", "report", "trend", "rules", "init", "tokens"]
  let hint = known.first { distance($0, command) <= 2 }.map { "; did you mean `\($0)`?" } ?? ""
  Output.err("puente: unknown command `\(command)`\(hint)\n\n" + usage + "\n")
  status = .error
}
exit(status.rawValue)
