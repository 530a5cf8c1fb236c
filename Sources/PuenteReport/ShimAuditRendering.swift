import PuenteJSON
import PuenteRules

/// The formats `puente shims --format` can write. `sarif` goes through PuenteReport's
/// `Reporter` over `ShimAuditReport.scan`; the others are rendered here because they
/// carry the audit's own columns (references, removable line ranges).
public enum ShimAuditFormat: String, CaseIterable, Sendable {
  case text, json, markdown, csv, sarif

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .text: "targets, then items by size with their references and line ranges (default)"
    case .json: "a stable JSON document (schemaVersion 1) with targets, items and ranges"
    case .markdown: "a table for pull requests and issues"
    case .csv: "one row per item, for spreadsheets"
    case .sarif: "SARIF 2.1.0, for GitHub code scanning"
    }
  }
}

/// Renders a `ShimAuditReport` as text, JSON, Markdown or CSV. Pure: returns strings.
public struct ShimAuditRenderer: Sendable {
  /// The `puente` version written into JSON output.
  public var toolVersion: String

  public init(toolVersion: String) {
    self.toolVersion = toolVersion
  }

  /// The output for `format`, or nil for `sarif` (rendered by PuenteReport).
  public func render(_ report: ShimAuditReport, format: ShimAuditFormat) -> String? {
    switch format {
    // (Text and Markdown carry file names and build-file details: escaped, every field.)
    case .text: return Escaping.terminalText(text(report))
    case .json: return json(report)
    case .markdown: return markdown(report)
    case .csv: return csv(report)
    case .sarif: return nil
    }
  }

  // MARK: - Targets

  /// `iOS 16.0 (Package.swift:6), macOS 14.0 (--deployment-target)`.
  public static func assumedSummary(_ targets: ResolvedDeploymentTargets) -> String {
    targets.assumed.map { "\($0.platform.rawValue) \($0.version.text) (\(origin($0.origin)))" }
      .joined(separator: ", ")
  }

  static func origin(_ origin: ResolvedDeploymentTargets.Origin) -> String {
    switch origin {
    case .discovered(let evidence): return "\(evidence.path):\(evidence.line)"
    case .configuration(let path): return path
    case .commandLine: return "--deployment-target"
    }
  }

  static func folderSummary(_ targets: ResolvedDeploymentTargets) -> String {
    targets.settings.folders.map { "\($0.folder)/: \($0.targets.summary)" }.joined(separator: "; ")
  }

  /// What `--explain-targets` prints: every target found and where, what the
  /// configuration and the command line set, the folders, and what is assumed.
  public static func explain(_ targets: ResolvedDeploymentTargets, configurationPath: String)
    -> String
  {
    var out = ""
    if !targets.settings.discover {
      out +=
        "found in build files: not read (\(configurationPath) sets deploymentTargets.discover to false)\n"
    } else if targets.evidence.isEmpty {
      out +=
        "found in build files: nothing (Package.swift, *.xcodeproj, *.xcconfig, project.yml, Project.swift, Podfile)\n"
    } else {
      out += "found in build files:\n"
      let width = targets.evidence.map { "\($0.path):\($0.line)".count }.max() ?? 0
      for item in targets.evidence {
        let place = "\(item.path):\(item.line)".padding(width)
        let what = "\(item.platform.rawValue) \(item.version.text)".padding(16)
        out += "  \(place)  \(what)  \(item.kind.rawValue): \(item.detail)\n"
      }
    }
    for platform in Platform.allCases {
      let versions = Set(targets.evidence.filter { $0.platform == platform }.map(\.version))
      guard versions.count > 1, let lowest = versions.min() else { continue }
      let list = versions.sorted().map(\.text).joined(separator: ", ")
      out += "  \(platform.rawValue): found \(list); the lowest, \(lowest.text), decides\n"
    }
    if !targets.settings.targets.isEmpty {
      out += "configured in \(configurationPath): \(targets.settings.targets.summary)\n"
    }
    let fromCommandLine = targets.assumed.filter { $0.origin == .commandLine }
    if !fromCommandLine.isEmpty {
      out += "given with --deployment-target (what-if): "
      out +=
        fromCommandLine.map { "\($0.platform.rawValue) \($0.version.text)" }.joined(separator: ", ")
        + "\n"
    }
    if !targets.settings.folders.isEmpty {
      out += "folders with their own targets:\n"
      for folder in targets.settings.folders {
        out += "  \(folder.folder)/: \(folder.targets.summary)\n"
      }
    }
    if targets.assumed.isEmpty {
      out += "assumed: no deployment target\n"
    } else {
      out += "assumed: \(assumedSummary(targets))\n"
    }
    return out
  }

  // MARK: - Text

  func text(_ report: ShimAuditReport) -> String {
    var out =
      "deployment targets: \(report.targets.assumed.isEmpty ? "none" : Self.assumedSummary(report.targets))\n"
    if !report.targets.settings.folders.isEmpty {
      out += "folder targets: \(Self.folderSummary(report.targets))\n"
    }
    if report.entries.isEmpty {
      return out + "\nnothing removable under these targets\n"
    }
    out += "\n"
    for entry in report.entries {
      let f = entry.finding
      var facts = ["\(f.path):\(f.location.line):\(f.location.column)", f.ruleID]
      if let lines = entry.removableLines {
        facts.append(
          "\(ShimRuleSupport.linesText(lines)) (\(plural(lines.count, "line")))")
      } else {
        facts.append(
          "no lines besides the \(entry.item.kind == .redundantAttribute ? "attribute" : "check")")
      }
      if let references = entry.references {
        facts.append(plural(references, "reference"))
      }
      out += facts.joined(separator: "  ") + "\n    \(f.message)\n"
    }
    out += "\n" + summaryLine(report) + "\n"
    return out
  }

  /// `3 removable items (1 removable-shim, 2 always-true-availability); 34 lines can go`.
  func summaryLine(_ report: ShimAuditReport) -> String {
    var byRule: [String: Int] = [:]
    for entry in report.entries { byRule[entry.finding.ruleID, default: 0] += 1 }
    let rules = byRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    let lines = report.removableLineTotal
    return "\(plural(report.entries.count, "removable item")) (\(rules)); "
      + "\(plural(lines, "line")) can go"
  }

  // MARK: - JSON

  func json(_ report: ShimAuditReport) -> String {
    let targets = report.targets
    func assumedJSON(_ a: ResolvedDeploymentTargets.Assumed) -> JSONValue {
      var members: [(String, JSONValue)] = [
        ("platform", .string(a.platform.rawValue)), ("version", .string(a.version.text)),
      ]
      switch a.origin {
      case .discovered(let e):
        members += [
          ("source", .string("discovered")), ("path", .string(e.path)), ("line", .int(e.line)),
          ("kind", .string(e.kind.rawValue)), ("detail", .string(e.detail)),
        ]
      case .configuration(let path):
        members += [("source", .string("configuration")), ("path", .string(path))]
      case .commandLine:
        members += [("source", .string("commandLine"))]
      }
      return .object(JSONObject(members))
    }
    let found: [JSONValue] = targets.evidence.map { e in
      .object([
        ("platform", .string(e.platform.rawValue)), ("version", .string(e.version.text)),
        ("path", .string(e.path)),
        ("line", .int(e.line)), ("kind", .string(e.kind.rawValue)), ("detail", .string(e.detail)),
      ])
    }
    let folders: [JSONValue] = targets.settings.folders.map { folder in
      .object([
        ("folder", .string(folder.folder)),
        (
          "targets",
          .object(
            JSONObject(
              folder.targets.platforms.compactMap { p in
                folder.targets[p].map { (p.rawValue, JSONValue.string($0.text)) }
              }))
        ),
      ])
    }
    var byRule: [String: Int] = [:]
    for entry in report.entries { byRule[entry.finding.ruleID, default: 0] += 1 }
    let items: [JSONValue] = report.entries.map { entry in
      let f = entry.finding
      let item = entry.item
      let platforms: [JSONValue] = item.judged.map {
        .object([
          ("platform", .string($0.platform.rawValue)), ("required", .string($0.required.text)),
          ("target", .string($0.target.text)),
        ])
      }
      let removable: JSONValue =
        entry.removableLines.map { lines in
          .object([("start", .int(lines.lowerBound)), ("end", .int(lines.upperBound)), ("count", .int(lines.count))])
        } ?? .null
      return .object([
        ("rule", .string(f.ruleID)), ("severity", .string(f.severity.rawValue)), ("path", .string(f.path)),
        ("line", .int(f.location.line)), ("column", .int(f.location.column)), ("syntax", .string(item.syntax)),
        ("declaration", item.declaration.map(JSONValue.string) ?? .null),
        ("names", .array(item.names.map(JSONValue.string))), ("platforms", .array(platforms)),
        ("references", entry.references.map(JSONValue.int) ?? .null), ("removableLines", removable),
        ("message", .string(f.message)),
      ])
    }
    let document = JSONValue.object([
      ("schemaVersion", .int(1)),
      ("tool", .tool(toolVersion)),
      (
        "deploymentTargets",
        .object([
          ("assumed", .array(targets.assumed.map(assumedJSON))), ("folders", .array(folders)),
          ("found", .array(found)),
        ])
      ),
      (
        "summary",
        .object([
          ("items", .int(report.entries.count)),
          ("removableLines", .int(report.removableLineTotal)),
          ("byRule", .counts(byRule)),
        ])
      ),
      ("items", .array(items)),
    ])
    return document.prettyPrinted()
  }

  // MARK: - Markdown

  func markdown(_ report: ShimAuditReport) -> String {
    var out = "## Shim audit\n\n"
    out +=
      "Deployment targets: \(report.targets.assumed.isEmpty ? "none" : Self.assumedSummary(report.targets))\n"
    if !report.targets.settings.folders.isEmpty {
      out += "\nFolder targets: \(Self.folderSummary(report.targets))\n"
    }
    if report.entries.isEmpty { return out + "\nNothing removable under these targets.\n" }
    out += "\n| Lines | Rule | Location | References | Removable lines | Message |\n"
    out += "| ---: | --- | --- | ---: | --- | --- |\n"
    func cell(_ s: String) -> String { Escaping.markdownCell(s) }
    for entry in report.entries {
      let f = entry.finding
      let lines = entry.removableLines.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "-"
      let references = entry.references.map(String.init) ?? "-"
      out +=
        "| \(entry.lineCount) | `\(f.ruleID)` | \(cell(f.path)):\(f.location.line) | \(references) | \(lines) | "
      out += cell(f.message) + " |\n"
    }
    out += "\n" + summaryLine(report) + "\n"
    return out
  }

  // MARK: - CSV

  func csv(_ report: ShimAuditReport) -> String {
    var out =
      "rule,path,line,column,declaration,syntax,platforms,references,removable_start,removable_end,removable_lines,message\r\n"
    for entry in report.entries {
      let f = entry.finding
      let platforms = entry.item.judged.map {
        "\($0.platform.rawValue) \($0.required.text)<=\($0.target.text)"
      }
      .joined(separator: "; ")
      let row = [
        f.ruleID, f.path, String(f.location.line), String(f.location.column),
        entry.item.declaration ?? "",
        entry.item.syntax, platforms, entry.references.map(String.init) ?? "",
        entry.removableLines.map { String($0.lowerBound) } ?? "",
        entry.removableLines.map { String($0.upperBound) } ?? "",
        String(entry.lineCount), f.message,
      ]
      out += row.map(Escaping.csvField).joined(separator: ",") + "\r\n"
    }
    return out
  }
}
