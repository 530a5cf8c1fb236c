import PuenteJSON
import PuenteRules

/// The output formats of `puente identifiers`.
public enum IdentifierInventoryFormat: String, Sendable, CaseIterable {
  case text, json, csv, markdown

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .text: return "each identifier with where it is set and queried, for people"
    case .json: return "one object with `schemaVersion` and an `identifiers` array, for tools"
    case .csv: return "RFC 4180 rows (identifier, role, path, line, kind) with a header"
    case .markdown: return "a table for an issue or a wiki page"
    }
  }
}

extension IdentifierInventory {
  /// What the inventory says of one identifier.
  public enum Status: String, Sendable {
    /// Set somewhere (queried or not).
    case set
    /// Queried, set nowhere: what `ui-test-identifier-missing` reports.
    case missing
    /// Queried, set nowhere that is read, but not judged: a label, or spelled by app
    /// code passing it to a helper.
    case unjudged
  }

  /// Every identifier, sorted, with its status.
  public var identifiers: [(identifier: String, status: Status)] {
    Set(set.keys).union(queried.keys).sorted().map { identifier in
      if set[identifier] != nil { return (identifier, .set) }
      return (identifier, isMissing(identifier) ? .missing : .unjudged)
    }
  }

  /// The inventory in `format`, ending with a newline.
  public func render(_ format: IdentifierInventoryFormat, toolVersion: String) -> String {
    switch format {
    case .text: return renderText()
    case .json: return renderJSON(toolVersion: toolVersion)
    case .csv: return renderCSV()
    case .markdown: return renderMarkdown()
    }
  }

  static func place(_ place: IdentifierPlace) -> String {
    place.kind == .query ? "\(place.path):\(place.line)" : "\(place.path):\(place.line) (\(place.kind.rawValue))"
  }

  /// "12 identifiers: 9 set, 5 queried, 1 queried but set nowhere; not judged: …".
  var summaryLine: String {
    let all = identifiers
    let missing = all.filter { $0.status == .missing }.count
    return "\(all.count) identifiers: \(set.count) set, \(queried.count) queried, \(missing) queried but set nowhere; "
      + "computed, not judged: \(computedSets) set, \(computedQueries) queried"
  }

  func renderText() -> String {
    var text = ""
    for (identifier, status) in identifiers {
      switch status {
      case .set: text += identifier + "\n"
      case .missing: text += "\(identifier)  (queried, set nowhere)\n"
      case .unjudged: text += "\(identifier)  (queried, not judged: a label, or set through a helper)\n"
      }
      for place in set[identifier] ?? [] { text += "  set      \(Self.place(place))\n" }
      for place in queried[identifier] ?? [] { text += "  queried  \(Self.place(place))\n" }
    }
    return text + (text.isEmpty ? "" : "\n") + summaryLine + "\n"
  }

  func renderJSON(toolVersion: String) -> String {
    func places(_ list: [IdentifierPlace]?) -> JSONValue {
      .array(
        (list ?? []).map { place in
          var members: [(String, JSONValue)] = [("path", .string(place.path)), ("line", .int(place.line))]
          if place.kind != .query { members.append(("kind", .string(place.kind.rawValue))) }
          return .object(JSONObject(members))
        })
    }
    return JSONValue.object([
      ("schemaVersion", .int(1)),
      ("tool", .tool(toolVersion)),
      (
        "identifiers",
        .array(
          identifiers.map { identifier, status in
            .object([
              ("identifier", .string(identifier)), ("status", .string(status.rawValue)),
              ("set", places(set[identifier])), ("queried", places(queried[identifier])),
            ])
          })
      ),
      ("computed", .object([("set", .int(computedSets)), ("queried", .int(computedQueries))])),
    ]).prettyPrinted()
  }

  func renderCSV() -> String {
    var text = "identifier,status,role,path,line,kind\r\n"
    for (identifier, status) in identifiers {
      for place in (set[identifier] ?? []) + (queried[identifier] ?? []) {
        let role = place.kind == .query ? "queried" : "set"
        let kind = place.kind == .query ? "" : place.kind.rawValue
        text +=
          [identifier, status.rawValue, role, place.path, String(place.line), kind].map(Escaping.csvField)
          .joined(separator: ",") + "\r\n"
      }
    }
    return text
  }

  func renderMarkdown() -> String {
    func cell(_ text: String) -> String {
      "`" + text.replacingAll("|", with: "\\|").replacingAll("`", with: "'") + "`"
    }
    var text = "| Identifier | Status | Set | Queried |\n| --- | --- | --- | --- |\n"
    for (identifier, status) in identifiers {
      let sets = (set[identifier] ?? []).map { cell(Self.place($0)) }.joined(separator: "<br>")
      let queries = (queried[identifier] ?? []).map { cell(Self.place($0)) }.joined(separator: "<br>")
      text += "| \(cell(identifier)) | \(status.rawValue) | \(sets) | \(queries) |\n"
    }
    return text + "\n" + summaryLine + "\n"
  }
}
