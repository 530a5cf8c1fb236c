import Foundation
import PuenteReport
import PuenteRules

/// A small argument parser: `--flag`, `--option value` / `--option=value`, positionals.
/// Unknown options are usage errors, so a typo never silently changes what runs.
struct Arguments {
  var positionals: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `args` given which options take a value and which are plain flags. An
  /// option given twice is a usage error (the last value silently won: `--format json
  /// --format text` printed text), unless it is `repeatable`. (A flag twice is harmless.)
  init(
    _ args: [String], options: Set<String>, flags allowedFlags: Set<String>, repeatable: Set<String> = []
  ) throws(UsageError) {
    var i = 0
    var onlyPositionals = false
    while i < args.count {
      let arg = args[i]
      i += 1
      if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
        positionals.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositionals = true
        continue
      }
      var name = arg
      var inline: String? = nil
      if let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      }
      if values[name] != nil && !repeatable.contains(name) {
        throw UsageError("`\(name)` is given twice; give it once")
      }
      if options.contains(name) {
        if let inline {
          values[name, default: []].append(inline)
        } else {
          guard i < args.count else { throw UsageError("`\(name)` needs a value") }
          values[name, default: []].append(args[i])
          i += 1
        }
      } else if allowedFlags.contains(name) && inline == nil {
        flags.insert(name)
      } else if allowedFlags.contains(name) {
        throw UsageError("`\(name)` takes no value (got `\(arg)`); write `\(name)` alone")
      } else {
        let known = (options.union(allowedFlags)).sorted()
        let hint = known.first { Suggestion.editDistance($0, name) <= 2 }.map { "; did you mean `\($0)`?" } ?? ""
        throw UsageError("unknown option `\(name)`\(hint)")
      }
    }
  }

  func flag(_ name: String) -> Bool { flags.contains(name) }
  func value(_ name: String) -> String? { values[name]?.last }
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// The one FOLDER a command may be given (default: the current folder), checked to be
  /// a folder.
  func folder() throws(UsageError) -> String {
    guard positionals.count <= 1 else { throw UsageError("give at most one FOLDER") }
    let folder = positionals.first ?? "."
    try requireFolder(folder)
    return folder
  }

  /// `--help` or `-h` was given (every command that parses arguments takes both).
  var wantsHelp: Bool { flag("--help") || flag("-h") }

  /// `option`'s value (`default` when absent) as one of `F`'s cases; anything else is a
  /// usage error listing them, e.g. "unknown format `x`; use one of text, json".
  func choice<F: RawRepresentable<String> & CaseIterable>(
    _ type: F.Type, _ option: String = "--format", default: String = "text", noun: String = "format"
  ) throws(UsageError) -> F {
    let name = value(option) ?? `default`
    guard let choice = F(rawValue: name) else {
      throw UsageError("unknown \(noun) `\(name)`; use one of \(F.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return choice
  }
}

/// A command-line mistake; the message says what is wrong, `--help` says the rest.
struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// A format with a one-line description for `--help`.
protocol FormatSummary: RawRepresentable<String>, CaseIterable { var summary: String { get } }
extension OutputFormat: FormatSummary {}
extension DebtReportFormat: FormatSummary {}
extension TrendFormat: FormatSummary {}
extension FlagInventoryFormat: FormatSummary {}
extension ShimAuditFormat: FormatSummary {}
extension ScreenFormat: FormatSummary {}
extension IdentifierInventoryFormat: FormatSummary {}
extension ModuleGraphFormat: FormatSummary {}

/// The "formats:" lines of a command's `--help`: each format's name, padded to `width`,
/// and its summary.
func formatList<F: FormatSummary>(_ type: F.Type, width: Int = 9) -> String {
  F.allCases.map { "  \($0.rawValue.padding(width)) \($0.summary)" }.joined(separator: "\n")
}

/// Refuses a path that is not a folder, saying whether it is missing or a file.
func requireFolder(_ path: String, _ hint: String = "") throws(UsageError) {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    throw UsageError("no such folder: `\(path)`" + hint)
  }
  guard isDirectory.boolValue else { throw UsageError("`\(path)` is a file, not a folder" + hint) }
}

/// Whether `path` names a folder (a link to one counts).
func isFolder(_ path: String) -> Bool {
  var isDirectory: ObjCBool = false
  return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
}
