import Foundation
import PuenteReport
import PuenteRules
import PuenteSource

/// `puente identifiers`: the accessibility identifiers screens set and UI tests query.
enum IdentifiersCommand {
  static let help = """
    usage: puente identifiers [PATH] [options]

    Lists every accessibility identifier under PATH (default: the current folder, the
    repository root: its .puente.json applies): where screens set it (SwiftUI
    `.accessibilityIdentifier`, UIKit `accessibilityIdentifier =`, `accessibilityIdentifier:`
    arguments, storyboards and xibs) and where UI tests query it (`app.buttons["id"]`,
    `matching(identifier:)`, constants such as `AccessibilityIdentifiers.Orders.list`).
    Before deleting an old screen, check that its replacement sets every identifier the
    UI suite queries: those set nowhere are what `ui-test-identifier-missing` reports.
    Computed identifiers (interpolated, parameters) are counted, not judged.

    \(RepositoryCommand.optionsHelp(IdentifierInventoryFormat.self))

    exit status: 0 listed, 2 usage, configuration or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      guard let (parsed, root, configuration) = try RepositoryCommand.parse(args, help: help) else { return .clean }
      let format = try parsed.choice(IdentifierInventoryFormat.self)
      let inventory = IdentifierInventory.build(
        in: Repository(source: WorkingTreeSource(root: root)), configuration: configuration)
      Output.out(inventory.render(format, toolVersion: toolVersion))
      for problem in inventory.problems { Output.warn(problem) }
      return .clean
    } catch {
      return Output.fail(error, command: "identifiers")
    }
  }
}

/// What the commands that read one repository (`identifiers`, `modules`) share: a root
/// folder, its configuration, and a format.
enum RepositoryCommand {
  /// The parsed arguments, the root and its configuration; nil after printing `--help`.
  static func parse(_ args: [String], help: String) throws -> (Arguments, String, Configuration)? {
    let parsed = try Arguments(args, options: ["--config", "--format"], flags: ["--help", "-h"])
    if parsed.wantsHelp {
      _ = Output.help(help)
      return nil
    }
    let (root, configuration) = try ScanCommand.repositoryRoot(parsed)
    return (parsed, root, configuration)
  }

  /// The options and formats part of the commands' `--help`.
  static func optionsHelp<F: FormatSummary>(_ type: F.Type) -> String {
    """
    options:
      --config FILE      configuration file (default: PATH/.puente.json)
      --format FORMAT    \(F.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --help             show this help

    formats:
    \(formatList(F.self))
    """
  }
}
