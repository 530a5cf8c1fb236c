import Foundation
import PuenteJSON
import PuenteRules

/// The output formats of `puente flags`.
///
/// Rendering lives next to the inventory because the inventory is not a `ScanReport`
/// and the `PuenteReport` reporters know nothing of it; like them it returns text and
/// never prints.
public enum FlagInventoryFormat: String, Sendable, CaseIterable {
  case text, json, csv, markdown

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .text: return "an aligned table for people"
    case .json: return "one object with `schemaVersion` and a `flags` array, for tools"
    case .csv: return "RFC 4180 rows with a header, for spreadsheets"
    case .markdown: return "a table for an issue or a wiki page"
    }
  }
}

extension FlagInventory {
  /// The version of the JSON layout; bumped when a field changes meaning or goes away.
  public static let schemaVersion = 1

  /// The inventory in `format`, ending with a newline.
  public func render(_ format: FlagInventoryFormat, toolVersion: String) -> String {
    switch format {
    case .text: return renderText()
    case .json: return renderJSON(toolVersion: toolVersion)
    case .csv: return renderCSV()
    case .markdown: return renderMarkdown()
    }
  }

  // MARK: - Cells shared by the formats

  /// `2027-03-31`, `never`, `none`, or `invalid: 2027-02-30`.
  static func retirementCell(_ entry: FlagInventoryEntry) -> String {
    switch entry.retirement {
    case .date(let day): return day.description
    case .never: return "never"
    case .missing: return "none"
    case .invalid(let text, _): return text.isEmpty ? "invalid" : "invalid: \(text)"
    }
  }

  /// `12 overdue`, `due today`, `30 left`, `900 left (too far)`, or `-`.
  static func daysCell(_ entry: FlagInventoryEntry) -> String {
    guard let days = entry.daysLeft else { return "-" }
    if days < 0 { return "\(-days) overdue" }
    if days == 0 { return "due today" }
    return entry.status == .tooFar ? "\(days) left (too far)" : "\(days) left"
  }

  static func declaredCell(_ entry: FlagInventoryEntry) -> String {
    entry.declarations.map { "\($0.path):\($0.line)" }.joined(separator: ", ")
  }

  static func filesCell(_ entry: FlagInventoryEntry, separator: String) -> String {
    entry.referencingFiles.map(\.path).joined(separator: separator)
  }

  static func flagCell(_ entry: FlagInventoryEntry) -> String {
    entry.symbol.map { "\(entry.name) (\($0))" } ?? entry.name
  }

  static func reason(_ entry: FlagInventoryEntry) -> String? {
    switch entry.retirement {
    case .never(let reason): return reason
    case .invalid(_, let problem): return problem
    default: return nil
    }
  }

  /// `5 flags: 1 overdue, 2 scheduled, 1 without a date (as of 2026-06-01)`.
  var summaryLine: String {
    var counts: [String] = []
    let labels: [(FlagInventoryEntry.Status, String)] = [
      (.overdue, "overdue"), (.scheduled, "scheduled"), (.tooFar, "beyond the horizon"),
      (.permanent, "permanent"),
      (.missing, "without a date"), (.invalid, "with an invalid date"),
    ]
    for (status, label) in labels {
      let count = entries.filter { $0.status == status }.count
      if count > 0 { counts.append("\(count) \(label)") }
    }
    let noun = entries.count == 1 ? "flag" : "flags"
    return
      "\(entries.count) \(noun)\(counts.isEmpty ? "" : ": " + counts.joined(separator: ", ")) (as of \(today))"
  }

  // MARK: - Text

  func renderText() -> String {
    if entries.isEmpty { return "no flags (as of \(today))\n" }
    let header = ["FLAG", "DECLARED", "RETIRES", "DAYS", "OWNER", "REFS", "REFERENCED IN"]
    var rows: [[String]] = []
    for entry in entries {
      var retires = Self.retirementCell(entry)
      if case .never(let reason) = entry.retirement { retires += " -- \(reason)" }
      rows.append(
        [
          Self.flagCell(entry), Self.declaredCell(entry), retires, Self.daysCell(entry),
          entry.owner ?? "-",
          String(entry.references),
          entry.referencingFiles.isEmpty ? "-" : Self.filesCell(entry, separator: ", "),
        ].map(Escaping.terminal))
    }
    var widths = header.map(\.count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    // Two spaces between columns, none after the last.
    func line(_ cells: [String]) -> String {
      cells.indices.map { i in i == cells.count - 1 ? cells[i] : cells[i].padding(widths[i] + 2) }.joined() + "\n"
    }
    var text = line(header)
    for row in rows { text += line(row) }
    return text + "\n" + Escaping.terminal(summaryLine) + "\n"
  }

  // MARK: - Markdown

  func renderMarkdown() -> String {
    func cell(_ text: String) -> String { Escaping.markdownCell(text) }
    func code(_ text: String) -> String { text.contains("`") ? cell(text) : "`" + cell(text) + "`" }
    var text = "| Flag | Declared | Retires | Days | Owner | References | Referenced in |\n"
    text += "| --- | --- | --- | --- | --- | ---: | --- |\n"
    for entry in entries {
      var retires = cell(Self.retirementCell(entry))
      if let reason = Self.reason(entry) { retires += " (\(cell(reason)))" }
      let declared = entry.declarations.map { code("\($0.path):\($0.line)") }.joined(
        separator: "<br>")
      let files = entry.referencingFiles.map { code($0.path) }.joined(separator: "<br>")
      text +=
        "| \(code(Self.flagCell(entry))) | \(declared) | \(retires) | \(cell(Self.daysCell(entry))) | "
      text +=
        "\(cell(entry.owner ?? "-")) | \(entry.references) | \(files.isEmpty ? "-" : files) |\n"
    }
    return text + "\n" + cell(summaryLine) + "\n"
  }

  // MARK: - CSV

  func renderCSV() -> String {
    var text =
      "flag,symbol,kind,status,retires,reason,days_left,owner,references,declared,referenced_in\r\n"
    for entry in entries {
      let retires: String
      switch entry.retirement {
      case .date(let day): retires = day.description
      case .never: retires = "never"
      case .missing: retires = ""
      case .invalid(let written, _): retires = written
      }
      let cells = [
        entry.name, entry.symbol ?? "", entry.kind.rawValue, entry.status.rawValue, retires,
        Self.reason(entry) ?? "",
        entry.daysLeft.map(String.init) ?? "", entry.owner ?? "", String(entry.references),
        Self.declaredCell(entry).replacingOccurrences(of: ", ", with: ";"),
        Self.filesCell(entry, separator: ";"),
      ]
      text += cells.map(Escaping.csvField).joined(separator: ",") + "\r\n"
    }
    return text
  }

  // MARK: - JSON

  func renderJSON(toolVersion: String) -> String {
    func string(_ s: String) -> String { "\"" + Escaping.json(s) + "\"" }
    func optional(_ s: String?) -> String { s.map(string) ?? "null" }
    var counts: [String] = []
    for status in FlagInventoryEntry.Status.allCases {
      counts.append("\(string(status.rawValue)): \(entries.filter { $0.status == status }.count)")
    }
    var text = "{\n"
    text += "  \"schemaVersion\": \(Self.schemaVersion),\n"
    text += "  \"tool\": {\"name\": \"puente\", \"version\": \(string(toolVersion))},\n"
    text += "  \"today\": \(string(today.description)),\n"
    text += "  \"horizonDays\": \(horizonDays),\n"
    text += "  \"summary\": {\"flags\": \(entries.count), \(counts.joined(separator: ", "))},\n"
    if entries.isEmpty {
      text += "  \"flags\": [],\n"
    } else {
      text += "  \"flags\": [\n"
      for (i, entry) in entries.enumerated() {
        var retires = "null"
        if case .date(let day) = entry.retirement { retires = string(day.description) }
        if case .never = entry.retirement { retires = string("never") }
        var written = "null"
        if case .invalid(let text, _) = entry.retirement { written = string(text) }
        let declarations = entry.declarations.map {
          "{\"path\": \(string($0.path)), \"line\": \($0.line), \"column\": \($0.column)}"
        }
        let files = entry.referencingFiles.map {
          "{\"path\": \(string($0.path)), \"references\": \($0.count)}"
        }
        text += "    {\n"
        text += "      \"name\": \(string(entry.name)),\n"
        text += "      \"symbol\": \(optional(entry.symbol)),\n"
        text += "      \"kind\": \(string(entry.kind.rawValue)),\n"
        text += "      \"status\": \(string(entry.status.rawValue)),\n"
        text += "      \"retires\": \(retires),\n"
        text += "      \"written\": \(written),\n"
        text += "      \"reason\": \(optional(Self.reason(entry))),\n"
        text += "      \"daysLeft\": \(entry.daysLeft.map(String.init) ?? "null"),\n"
        text += "      \"owner\": \(optional(entry.owner)),\n"
        text += "      \"references\": \(entry.references),\n"
        text += "      \"declarations\": [\(declarations.joined(separator: ", "))],\n"
        text += "      \"referencedIn\": [\(files.joined(separator: ", "))]\n"
        text += i + 1 < entries.count ? "    },\n" : "    }\n"
      }
      text += "  ],\n"
    }
    let problems = self.problems.map {
      "{\"path\": \(string($0.path)), \"message\": \(string($0.message))}"
    }
    text += "  \"problems\": [\(problems.joined(separator: ", "))]\n"
    return text + "}\n"
  }
}
