import Foundation
import PuenteJSON
import PuenteSource

// Reading `.puente.json`: JSON5 text → `JSONValue` (`JSONReader`) → validated `Configuration`.
// A syntax error names the line and column; a key or value in a message is cut short
// (`Escaping.excerpt`), so a hostile file cannot make a huge or terminal-spoofing message.

extension Configuration {
  /// Parses the JSON5 text of a configuration file.
  ///
  /// Empty text, or text with only comments and whitespace, gives the defaults. Every key is
  /// checked against the built-in keys and `schema`; the first problem found (keys are visited
  /// in sorted order, so it is always the same one) is thrown, naming `path` and the key.
  public static func parse(_ data: [UInt8], path: String, schema: ConfigSchema) throws(ConfigError)
    -> Configuration
  {
    var config = Configuration.default
    config.source = path
    if JSONReader.isBlank(data, .json5) { return config }

    let root: JSONValue
    do { root = try JSONReader.read(data, .json5) } catch {
      throw ConfigError(path: path, line: error.line, column: error.column, message: error.message)
    }
    let reader = ConfigReader(path: path, schema: schema)
    try reader.read(root, into: &config)
    return config
  }

  /// Reads `<directory>/.puente.json` if it exists, or returns `Configuration.default`.
  ///
  /// A file that exists but cannot be read (a folder of that name, no permission) is an error,
  /// not a silent fallback to defaults: the user meant something by it.
  public static func load(directory: String, schema: ConfigSchema) throws(ConfigError)
    -> Configuration
  {
    let path: String
    if directory.isEmpty || directory == "." {
      path = fileName
    } else if directory.hasSuffix("/") {
      path = directory + fileName
    } else {
      path = directory + "/" + fileName
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .default
    }
    if isDirectory.boolValue {
      throw ConfigError(path: path, keyPath: "", message: "cannot read: it is a folder, not a file")
    }
    // (`FileReader`: a FIFO planted at `.puente.json` is refused, not waited on.)
    let bytes: [UInt8]
    do { bytes = try FileReader.read(path) } catch {
      throw ConfigError(path: path, keyPath: "", message: "cannot read: \(error.message)")
    }
    return try parse(bytes, path: path, schema: schema)
  }
}

// MARK: - Validation

/// Checks a parsed file against the known keys and fills in a `Configuration`.
private struct ConfigReader {
  let path: String
  let schema: ConfigSchema

  static let builtinKeys = ["adapters", "exclude", "generated", "include", "rules"]

  func read(_ root: JSONValue, into config: inout Configuration) throws(ConfigError) {
    guard case .object(let top) = root else {
      throw fail("", "expected an object at the top level, found \(root.kindDescription)")
    }
    for key in top.keys.sorted() {
      // Safe: `key` comes from `top.keys`.
      guard let value = top[key] else { continue }
      switch key {
      case "adapters": config.adapters = try globs(value, at: key)
      case "include": config.include = try globs(value, at: key)
      case "exclude": config.exclude = Configuration.defaultExclude + (try globs(value, at: key))
      case "generated": config.generated = try generatedPolicy(value, at: key)
      case "rules": config.rules = try rules(value, at: key)
      default:
        if schema.extraTopLevelKeys.contains(key) {
          config.extra[key] = value
        } else {
          let known = (Self.builtinKeys + schema.extraTopLevelKeys).sorted()
          throw fail(key, unknown("key", key, known: known, listName: "known keys"))
        }
      }
    }
  }

  private func globs(_ value: JSONValue, at keyPath: String) throws(ConfigError) -> [Glob] {
    let patterns = try strings(value, at: keyPath)
    var result: [Glob] = []
    for (index, pattern) in patterns.enumerated() {
      do {
        result.append(try Glob(pattern))
      } catch {
        throw fail("\(keyPath)[\(index)]", error.description)
      }
    }
    return result
  }

  /// An array of strings; a wrong element is reported at its index.
  private func strings(_ value: JSONValue, at keyPath: String) throws(ConfigError) -> [String] {
    guard case .array(let elements) = value else {
      throw fail(keyPath, "expected an array of strings, found \(value.kindDescription)")
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let string) = element else {
        throw fail("\(keyPath)[\(index)]", "expected a string, found \(element.kindDescription)")
      }
      result.append(string)
    }
    return result
  }

  private func generatedPolicy(_ value: JSONValue, at keyPath: String) throws(ConfigError)
    -> GeneratedPolicy
  {
    guard case .string(let text) = value else {
      throw fail(keyPath, "expected a string, found \(value.kindDescription)")
    }
    guard let policy = GeneratedPolicy(rawValue: text) else {
      throw fail(keyPath, "unknown value `\(text)`; expected `skip` or `include`")
    }
    return policy
  }

  private func rules(
    _ value: JSONValue, at keyPath: String
  ) throws(ConfigError) -> [String: RuleSettings] {
    guard case .object(let entries) = value else {
      throw fail(keyPath, "expected an object, found \(value.kindDescription)")
    }
    var result: [String: RuleSettings] = [:]
    for id in entries.keys.sorted() {
      guard let entry = entries[id] else { continue }
      let entryPath = "\(keyPath).\(id)"
      guard let optionKeys = schema.rules[id] else {
        throw fail(
          entryPath, unknown("rule", id, known: schema.rules.keys.sorted(), listName: "known rules")
        )
      }
      result[id] = try ruleSettings(entry, id: id, optionKeys: optionKeys, at: entryPath)
    }
    return result
  }

  private func ruleSettings(
    _ value: JSONValue, id: String, optionKeys: Set<String>, at keyPath: String
  ) throws(ConfigError) -> RuleSettings {
    guard case .object(let members) = value else {
      throw fail(keyPath, "expected an object, found \(value.kindDescription)")
    }
    var settings = RuleSettings()
    for key in members.keys.sorted() {
      guard let member = members[key] else { continue }
      let memberPath = "\(keyPath).\(key)"
      switch key {
      case "enabled":
        guard case .bool(let enabled) = member else {
          throw fail(memberPath, "expected a boolean, found \(member.kindDescription)")
        }
        settings.enabled = enabled
      case "severity":
        guard case .string(let text) = member else {
          throw fail(memberPath, "expected a string, found \(member.kindDescription)")
        }
        guard let severity = Severity(rawValue: text) else {
          throw fail(memberPath, "unknown severity `\(text)`; expected `error` or `warning`")
        }
        settings.severity = severity
      default:
        guard optionKeys.contains(key) else {
          let known = ["enabled", "severity"] + optionKeys.sorted()
          throw fail(
            memberPath, unknown("option", key, known: known, listName: "known options", of: id))
        }
        // (A boolean option, like `transitive`, is kept as `["true"]` or `["false"]`.)
        if case .bool(let flag) = member {
          settings.options[key] = [String(flag)]
        } else {
          settings.options[key] = try strings(member, at: memberPath)
        }
      }
    }
    return settings
  }

  /// "unknown key `adaptrs`; did you mean `adapters`?", or with the list of known names when
  /// nothing is close. For rules, which users copy from docs, both are given.
  private func unknown(
    _ kind: String, _ name: String, known: [String], listName: String, of rule: String? = nil
  ) -> String {
    var message = "unknown \(kind) `\(Escaping.excerpt(name))`"
    if let rule { message += " for rule `\(rule)`" }
    var hints: [String] = []
    let suggestion = Suggestion.closest(to: name, in: known)
    if let suggestion { hints.append("did you mean `\(suggestion)`?") }
    if (kind == "rule" || suggestion == nil) && !known.isEmpty {
      hints.append("\(listName): \(known.joined(separator: ", "))")
    }
    if !hints.isEmpty { message += "; " + hints.joined(separator: " ") }
    return message
  }

  private func fail(_ keyPath: String, _ message: String) -> ConfigError {
    ConfigError(path: path, keyPath: keyPath, message: message)
  }
}

// MARK: - Helpers

/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
  /// The closest of `candidates` within edit distance 2 (and closer than the candidate is
  /// long, so one-letter names do not suggest everything); ties go to the first in sorted order.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
      // Two or more characters apart in length is past the bound: skip a long name (a
      // hostile ten-megabyte key) without walking it (a character is at most 4 bytes).
      guard name.utf8.count <= 4 * (candidate.count + 2) else { continue }
      let distance = editDistance(name, candidate)
      guard distance <= 2, distance < candidate.count else { continue }
      if distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance over characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
