import PuenteJSON
import PuenteRules

/// The output formats of `puente modules`.
public enum ModuleGraphFormat: String, Sendable, CaseIterable {
  case text, json, dot, mermaid

  /// One line for `--help`.
  public var summary: String {
    switch self {
    case .text: return "each module with its folders, dependencies, debt and demo-app readiness"
    case .json: return "one object with `schemaVersion` and a `modules` array, for tools"
    case .dot: return "a Graphviz digraph (`dot -Tsvg`), modules labelled with their debt"
    case .mermaid: return "a Mermaid flowchart for a README or a pull request"
    }
  }
}

/// The module graph with what `puente scan` finds in each module: the debt per rule,
/// and whether the module stands alone (no undeclared or forbidden import), i.e. is
/// ready to have a demo app.
public struct ModuleReport: Sendable {
  public struct Entry: Sendable {
    public var module: Module
    /// Rule id → findings in the module's files.
    public var findings: [String: Int]
    /// Findings of the two import rules: what keeps it from a demo app.
    public var importFindings: Int {
      findings[UndeclaredModuleImportRule.info.id, default: 0] + findings[ForbiddenModuleImportRule.info.id, default: 0]
    }
    public var debt: Int { findings.values.reduce(0, +) - importFindings }
    public var isReady: Bool { importFindings == 0 }
  }

  public var graph: ModuleGraph
  public var entries: [Entry]
  /// Findings in files of no module.
  public var outside: Int

  /// Groups `findings` by the module holding their file.
  public init(graph: ModuleGraph, findings: [Finding]) {
    self.graph = graph
    var byModule: [String: [String: Int]] = [:]
    var outside = 0
    for finding in findings {
      guard let module = graph.module(ofPath: finding.path) else {
        outside += 1
        continue
      }
      byModule[module.declaredAt, default: [:]][finding.ruleID, default: 0] += 1
    }
    entries = graph.modules.map { Entry(module: $0, findings: byModule[$0.declaredAt] ?? [:]) }
    self.outside = outside
  }

  /// The report in `format`, ending with a newline.
  public func render(_ format: ModuleGraphFormat, toolVersion: String) -> String {
    switch format {
    case .text: return renderText()
    case .json: return renderJSON(toolVersion: toolVersion)
    case .dot: return renderDot()
    case .mermaid: return renderMermaid()
    }
  }

  static func rules(_ findings: [String: Int]) -> String {
    findings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  }

  func renderText() -> String {
    guard !entries.isEmpty else {
      return "no module found (no Package.swift target or XcodeGen project.yml target)\n"
    }
    var text = ""
    for entry in entries {
      let module = entry.module
      text += "\(module.name)\(module.isTest ? " (tests)" : "")  \(module.package), \(module.declaredAt)\n"
      text += "  folders     \(module.folders.map { $0.isEmpty ? "." : $0 }.joined(separator: ", "))\n"
      text += "  depends on  \(module.dependencies.isEmpty ? "-" : module.dependencies.joined(separator: ", "))\n"
      let debt = entry.findings.filter { $0.value > 0 }
      text += "  findings    \(debt.isEmpty ? "none" : Self.rules(debt))\n"
      text +=
        "  demo app    \(entry.isReady ? "ready: imports only what it declares" : "not ready: \(plural(entry.importFindings, "undeclared or forbidden import"))")\n"
    }
    let ready = entries.filter { $0.isReady && !$0.module.isTest }.count
    let modules = entries.filter { !$0.module.isTest }.count
    text += "\n\(ready) of \(modules) modules ready for a demo app"
    if outside > 0 { text += "; \(plural(outside, "finding")) in files of no module" }
    if !graph.problems.isEmpty { text += "; \(graph.problems.count) manifest(s) unreadable" }
    return text + "\n"
  }

  func renderJSON(toolVersion: String) -> String {
    JSONValue.object([
      ("schemaVersion", .int(1)),
      ("tool", .tool(toolVersion)),
      (
        "modules",
        .array(
          entries.map { entry in
            let module = entry.module
            return .object([
              ("name", .string(module.name)), ("package", .string(module.package)),
              ("manifest", .string(module.manifest)), ("line", .int(module.line)),
              ("test", .bool(module.isTest)),
              ("folders", .array(module.folders.map { .string($0) })),
              ("dependencies", .array(module.dependencies.map { .string($0) })),
              ("findings", .counts(entry.findings)),
              ("debt", .int(entry.debt)), ("readyForDemoApp", .bool(entry.isReady)),
            ])
          })
      ),
      ("findingsOutsideModules", .int(outside)),
    ]).prettyPrinted()
  }

  /// Each edge once: module → a dependency that is a module of the repository (through
  /// products), in order.
  var edges: [(String, String)] {
    var result: [(String, String)] = []
    for entry in entries {
      var seen: Set<String> = []
      for dependency in entry.module.dependencies {
        for target in graph.products[dependency] ?? [dependency]
        where graph.module(named: target) != nil && seen.insert(target).inserted {
          result.append((entry.module.name, target))
        }
      }
    }
    return result
  }

  func label(_ entry: Entry) -> String {
    var parts = [entry.module.name]
    if entry.debt > 0 { parts.append(plural(entry.debt, "finding")) }
    if !entry.isReady { parts.append("not standalone") }
    return parts.joined(separator: "\\n")
  }

  func renderDot() -> String {
    func quoted(_ text: String) -> String { "\"" + text.replacingAll("\"", with: "\\\"") + "\"" }
    var text = "digraph modules {\n  rankdir=LR;\n  node [shape=box];\n"
    for entry in entries {
      let style = entry.isReady ? "" : ", color=red"
      text += "  \(quoted(entry.module.name)) [label=\(quoted(label(entry)))\(style)];\n"
    }
    for (from, to) in edges { text += "  \(quoted(from)) -> \(quoted(to));\n" }
    return text + "}\n"
  }

  func renderMermaid() -> String {
    /// A node id: letters, digits and `_` only.
    func id(_ name: String) -> String {
      "m_"
        + String(
          name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
    }
    var text = "flowchart LR\n"
    for entry in entries {
      let caption = label(entry).replacingAll("\\n", with: "<br>").replacingAll("\"", with: "'")
      text += "  \(id(entry.module.name))[\"\(caption)\"]\n"
    }
    for (from, to) in edges { text += "  \(id(from)) --> \(id(to))\n" }
    let blocked = entries.filter { !$0.isReady }.map { id($0.module.name) }
    if !blocked.isEmpty {
      text += "  classDef blocked stroke:#d00,stroke-width:2px\n  class \(blocked.joined(separator: ",")) blocked\n"
    }
    return text
  }
}
