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
      let format = try RepositoryCommand.format(IdentifierInventoryFormat.self, parsed)
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
    if parsed.flag("--help") || parsed.flag("-h") {
      Output.out(help + "\n")
      return nil
    }
    let (root, configuration) = try ScanCommand.repositoryRoot(parsed)
    return (parsed, root, configuration)
  }

  /// The options and formats part of the commands' `--help`.
  static func optionsHelp<F: RawRepresentable & CaseIterable & FormatSummary>(_ type: F.Type) -> String
  where F.RawValue == String {
    let formats = F.allCases.map { format in
      "  \(format.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(format.summary)"
    }
    return """
      options:
        --config FILE      configuration file (default: PATH/.puente.json)
        --format FORMAT    \(F.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
        --help             show this help

      formats:
      \(formats.joined(separator: "\n"))
      """
  }

  /// `--format`'s value (default `text`), one of `F`'s.
  static func format<F: RawRepresentable & CaseIterable>(_ type: F.Type, _ parsed: Arguments) throws -> F
  where F.RawValue == String {
    let name = parsed.value("--format") ?? "text"
    guard let format = F(rawValue: name) else {
      throw UsageError(
        "unknown format `\(name)`; use one of \(F.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return format
  }
}

/// A format with a one-line description for `--help`.
protocol FormatSummary { var summary: String { get } }
extension IdentifierInventoryFormat: FormatSummary {}
extension ModuleGraphFormat: FormatSummary {}
