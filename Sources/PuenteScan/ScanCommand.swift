import Foundation
import PuenteReport
import PuenteRules

/// `puente scan`: the bridge audit.
enum ScanCommand {
  static let help = """
    usage: puente scan [PATH...] [options]

    Finds UIKit↔SwiftUI bridges outside the adapter layer. With one folder, that folder
    is the repository root (its .puente.json applies and paths are relative to it);
    with files or several paths, the current folder is the root and only those are
    reported.

    options:
      --config FILE                 configuration file (default: ROOT/.puente.json)
      --format FORMAT               \(OutputFormat.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --severity-threshold LEVEL    warning|error: lowest severity that fails (default: warning)
      --include-generated           also scan generated files (skipped by default)
      --report-unused-suppressions  report puente: comments that silence nothing
      --help                        show this help

    formats:
    \(OutputFormat.allCases.map { "  \($0.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

    exit status: 0 no finding at or above the threshold, 1 findings, 2 usage, configuration or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args, options: ["--config", "--format", "--severity-threshold"],
        flags: ["--include-generated", "--report-unused-suppressions", "--help", "-h"])
      if parsed.flag("--help") || parsed.flag("-h") {
        Output.out(help + "\n")
        return .clean
      }
      let formatName = parsed.value("--format") ?? "text"
      guard let format = OutputFormat(rawValue: formatName) else {
        throw UsageError("unknown format `\(formatName)`; use one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      let thresholdName = parsed.value("--severity-threshold") ?? "warning"
      guard let threshold = Severity(rawValue: thresholdName) else {
        throw UsageError("unknown severity `\(thresholdName)`; use warning or error")
      }
      let (root, only) = try scanRoot(parsed.positionals)
      let configuration = try loadConfiguration(root: root, explicit: parsed.value("--config"))
      let options = ScanOptions(
        includeGenerated: parsed.flag("--include-generated") ? true : nil,
        reportUnusedSuppressions: parsed.flag("--report-unused-suppressions")
          || configuration.reportUnusedSuppressions,
        only: only)
      let engine = Engine(configuration: configuration, options: options)
      let report = try engine.scan(WorkingTreeSource(root: root))
      let color = format == .text && Output.useColor()
      Output.out(Reporter(format: format, color: color, toolVersion: toolVersion).render(report))
      if format != .text {
        for problem in report.problems { Output.err("warning: \(problem.path): \(problem.message)\n") }
      }
      return report.findings.contains { $0.severity >= threshold } ? .findings : .clean
    } catch let error as UsageError {
      Output.err("puente scan: \(error.message)\nRun `puente scan --help` for usage.\n")
      return .error
    } catch let error as ConfigError {
      Output.err("puente: configuration error: \(error)\n")
      return .error
    } catch let error as SourceError {
      Output.err("puente: \(error.message)\n")
      return .error
    } catch {
      Output.err("puente: \(error)\n")
      return .error
    }
  }

  /// The root folder and the root-relative paths to restrict the scan to.
  static func scanRoot(_ paths: [String]) throws -> (root: String, only: [String]) {
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    if paths.isEmpty { return (".", []) }
    if paths.count == 1, fm.fileExists(atPath: paths[0], isDirectory: &isDirectory), isDirectory.boolValue {
      return (paths[0], [])
    }
    var only: [String] = []
    for path in paths {
      guard fm.fileExists(atPath: path) else { throw UsageError("no such file or folder: `\(path)`") }
      var p = path
      while p.hasPrefix("./") { p.removeFirst(2) }
      while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
      only.append(p)
    }
    return (".", only)
  }

  /// The configuration: `--config FILE`, else ROOT/.puente.json, else the defaults.
  static func loadConfiguration(root: String, explicit: String?) throws -> Configuration {
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    if let explicit {
      guard let data = FileManager.default.contents(atPath: explicit) else {
        throw SourceError("cannot read configuration file `\(explicit)`")
      }
      let configuration = try Configuration.parse([UInt8](data), path: explicit, schema: schema)
      try configuration.validateFeatures()
      return configuration
    }
    let configuration = try Configuration.load(directory: root, schema: schema)
    try configuration.validateFeatures()
    return configuration
  }
}
