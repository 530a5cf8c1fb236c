import Foundation
import PuenteHistory
import PuenteReport
import PuenteRules
import PuenteSource

/// `puente report`: bridge debt per folder, screens against views, the adapter layer's size.
enum ReportCommand {
  static let help = """
    usage: puente report [FOLDER] [options]

    Counts, for every folder of FOLDER (default: the current folder) down to --depth, the
    findings of each rule outside the adapter layer (a folder's counts include its
    subfolders), the UIKit screens against the SwiftUI views declared there, and the size
    of the adapter layer itself: its files, lines and the bridge pieces inside it, counted
    as if the adapter exemption did not apply. Every file is lexed (screens and views need
    every declaration), one at a time.

    UIKit screens are classes inheriting from UIViewController, UITableViewController,
    UICollectionViewController or UIPageViewController, directly or through the
    repository's own base view controllers (base classes are not counted themselves);
    containers (navigation, tab bar, split view), alerts and hosting controllers are not
    screens. SwiftUI views are types conforming to View.

    options:
      --config FILE     configuration file (default: FOLDER/.puente.json)
      --depth N         folders down to depth N; 0 is the whole repository (default: 2)
      --format FORMAT   \(DebtReportFormat.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --output FILE     write the report to FILE (atomically) instead of standard output
      --help            show this help

    formats:
    \(formatList(DebtReportFormat.self))

    exit status: 0 report written, 2 usage, configuration or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args, options: ["--config", "--depth", "--format", "--output"], flags: ["--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      let format = try parsed.choice(DebtReportFormat.self)
      let depth = try depthOption(parsed.value("--depth"))
      let root = try parsed.folder()
      try ScanCommand.refuseBareRepository(root)
      let configuration = try ScanCommand.loadConfiguration(
        root: root, explicit: parsed.value("--config"))
      let snapshot = try DebtReport.snapshot(
        of: WorkingTreeSource(root: root), configuration: configuration)
      let rules = Engine(
        configuration: configuration,
        options: ScanOptions(reportUnusedSuppressions: configuration.reportUnusedSuppressions)
      ).enabledChecks.map(\.id)
      let title =
        root == "."
        ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent : root
      let text = DebtReportRenderer(
        format: format, depth: depth, toolVersion: toolVersion, rules: rules, title: title
      )
      .render(snapshot)
      try write(text, to: parsed.value("--output"))
      if format != .text {
        for problem in snapshot.problems {
          Output.warn(problem)
        }
      }
      return .clean
    } catch {
      return Output.fail(error, command: "report")
    }
  }

  /// `--depth`: a whole number, 0 or more (default 2).
  static func depthOption(_ value: String?) throws(UsageError) -> Int {
    guard let value else { return 2 }
    guard let depth = Int(value), depth >= 0 else {
      throw UsageError("`--depth` needs a whole number, 0 or more; got `\(value)`")
    }
    return depth
  }

  /// Standard output, or FILE written atomically.
  static func write(_ text: String, to path: String?) throws {
    guard let path else {
      Output.out(text)
      return
    }
    do { try AtomicFile.write(Array(text.utf8), to: path) } catch {
      throw SourceError("cannot write `\(path)`: \(error.localizedDescription)")
    }
  }
}
