import PuenteJSON

/// The starting `.puente.json` that `puente init` writes.
///
/// Every key appears with its default value and a one-line comment, so the file documents
/// itself and parses back to `Configuration.default` (plus one `rules` entry per rule).
public enum InitTemplate {
  /// The commented JSON5 text for the registered rules, with each rule's default
  /// `enabled` value and its options as comments, and `extraLines` (feature sections,
  /// already indented and commented) before the closing brace.
  public static func text(rules descriptors: [CheckDocumentation], extraLines: [String] = []) -> String {
    text(
      rules: descriptors.map(\.info),
      enabled: Dictionary(uniqueKeysWithValues: descriptors.map { ($0.id, $0.enabledInTemplate) }),
      options: Dictionary(uniqueKeysWithValues: descriptors.map { ($0.id, $0.options) }),
      extraLines: extraLines)
  }

  /// The commented JSON5 text, listing `rules` in the order given (the registry is sorted).
  public static func text(
    rules: [RuleInfo], enabled: [String: Bool] = [:], options: [String: [String: String]] = [:],
    extraLines: [String] = []
  ) -> String {
    var lines = [
      "// PuenteScan configuration, read from the repository root by `puente`.",
      "// JSON5: comments, trailing commas and unquoted keys are allowed.",
      "// Paths are repository-relative globs: `*` and `?` stay within one folder, `**/` spans",
      "// folders, `{a,b}` picks one, a trailing `/` means a folder and everything in it, and a",
      "// name without `/` (like `Pods`) matches at any depth.",
      "{",
      "  // Files where UIKit bridging code belongs (hosting controllers, representables).",
      "  adapters: [\(quotedList(Configuration.defaultAdapterPatterns))],",
      "  // Files to scan; an empty list means every Swift file in the repository.",
      "  include: [],",
      "  // Paths to skip besides the built-in .build, Pods, Carthage, DerivedData and hidden folders.",
      "  exclude: [],",
      "  // Generated files: \"skip\" them or \"include\" them in the scan.",
      "  generated: \"\(GeneratedPolicy.skip.rawValue)\",",
      "  // Per rule: `enabled` (true/false), `severity` (\"error\"/\"warning\"), and the rule's options.",
    ]
    if rules.isEmpty {
      lines.append("  rules: {},")
    } else {
      lines.append("  rules: {")
      for rule in rules {
        lines.append("    // \(singleLine(rule.summary))")
        for (key, description) in (options[rule.id] ?? [:]).sorted(by: { $0.key < $1.key }) {
          // (A description starting with "`true`" is a boolean option's.)
          let kind = description.hasPrefix("`true`") ? "true or false" : "array of strings"
          lines.append("    //   option `\(key)` (\(kind)): \(singleLine(description))")
        }
        let on = enabled[rule.id] ?? true
        lines.append(
          "    \(quoted(rule.id)): { enabled: \(on), severity: \(quoted(rule.defaultSeverity.rawValue)) },"
        )
      }
      lines.append("  },")
    }
    lines += extraLines
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quotedList(_ items: [String]) -> String {
    items.map(quoted).joined(separator: ", ")
  }

  /// A JSON string literal for `text`.
  private static func quoted(_ text: String) -> String { "\"" + Escaping.json(text) + "\"" }

  /// A summary squeezed onto one comment line (a newline would end the `//` comment).
  private static func singleLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
