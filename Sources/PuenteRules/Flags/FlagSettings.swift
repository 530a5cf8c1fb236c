import PuenteJSON

/// The `flags` section of `.puente.json`: what counts as a feature flag and how its
/// retirement date is written.
///
/// ```json5
/// "flags": {
///   "containers": ["Flags", "FeatureFlags"],    // replaces the default list
///   "valueTypes": ["Key<Bool>"],                 // static properties of these types are flags
///   "constructors": ["Flag"],                    // `Flag("key", retireBy: "2027-03-31")`
///   "dateKeys": ["retire", "expires"],           // replaces the default list
///   "horizonDays": 365,
/// }
/// ```
public struct FlagSettings: Sendable, Equatable {
  /// Type names whose members are flags (with their extensions and nested types).
  public var containers: [String]
  /// Declared types of static properties that are flags besides `Bool`, compared with
  /// whitespace removed (`Key<Bool>`).
  public var valueTypes: [String]
  /// Callees whose calls declare a flag under their first (string literal) argument.
  /// None by default: `Flag(…)` is too common a name to guess.
  public var constructors: [String]
  /// Words that introduce a retirement date (`retire: 2027-03-31`, `retireBy: "…"`).
  public var dateKeys: [String]
  /// The furthest a retirement date may be from today, in days.
  public var horizonDays: Int

  public static let defaultContainers = [
    "Flags", "FeatureFlags", "FeatureFlag", "FeatureToggles", "Toggles",
  ]
  public static let defaultDateKeys = [
    "retire", "retireBy", "remove", "removeBy", "expires", "sunset",
  ]
  public static let defaultHorizonDays = 365

  public init(
    containers: [String] = FlagSettings.defaultContainers, valueTypes: [String] = [],
    constructors: [String] = [],
    dateKeys: [String] = FlagSettings.defaultDateKeys,
    horizonDays: Int = FlagSettings.defaultHorizonDays
  ) {
    self.containers = containers
    self.valueTypes = valueTypes
    self.constructors = constructors
    self.dateKeys = dateKeys
    self.horizonDays = horizonDays
  }

  public static let `default` = FlagSettings()

  /// The keys `flags` accepts.
  public static let keys = ["constructors", "containers", "dateKeys", "horizonDays", "valueTypes"]

  /// The settings in `configuration.extra["flags"]`, validated: an unknown key or a value
  /// of the wrong type throws a `ConfigError` naming `flags.<key>` and the file.
  public static func parse(_ configuration: Configuration) throws(ConfigError) -> FlagSettings {
    var settings = FlagSettings.default
    guard let section = configuration.extra["flags"] else { return settings }
    let path = configuration.source ?? Configuration.fileName
    func fail(_ keyPath: String, _ message: String) -> ConfigError {
      ConfigError(path: path, keyPath: keyPath, message: message)
    }
    guard case .object(let members) = section else {
      throw fail("flags", "expected an object, found \(section.kindDescription)")
    }
    func names(_ value: JSONValue, _ keyPath: String, what: String) throws(ConfigError) -> [String] {
      guard case .array(let elements) = value else {
        throw fail(keyPath, "expected an array of strings, found \(value.kindDescription)")
      }
      var result: [String] = []
      for (index, element) in elements.enumerated() {
        guard case .string(let text) = element else {
          throw fail("\(keyPath)[\(index)]", "expected a string, found \(element.kindDescription)")
        }
        let trimmed = text.filter { !$0.isWhitespace }
        guard !trimmed.isEmpty else {
          throw fail("\(keyPath)[\(index)]", "expected \(what), found an empty string")
        }
        result.append(trimmed)
      }
      return result
    }
    for key in members.keys.sorted() {
      guard let value = members[key] else { continue }
      let keyPath = "flags.\(key)"
      switch key {
      case "containers": settings.containers = try names(value, keyPath, what: "a type name")
      case "valueTypes":
        settings.valueTypes = try names(value, keyPath, what: "a type such as `Key<Bool>`")
      case "constructors":
        settings.constructors = try names(value, keyPath, what: "a type or function name")
      case "dateKeys":
        settings.dateKeys = try names(value, keyPath, what: "a word such as `retire`")
        if settings.dateKeys.isEmpty {
          // With no key no date can be written, and every flag would be reported.
          throw fail(keyPath, "needs at least one word (the default is `retire`, `retireBy`, `remove`, …)")
        }
        for (index, word) in settings.dateKeys.enumerated()
        where !word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) {
          throw fail(
            "\(keyPath)[\(index)]",
            "`\(word)` is not a single word; write keys such as `retire` or `sunset`")
        }
      case "horizonDays":
        guard case .number(let number) = value, number.rounded() == number, number >= 1,
          number <= 36_500
        else {
          throw fail(
            keyPath, "expected a whole number of days between 1 and 36500, found \(describe(value))"
          )
        }
        settings.horizonDays = Int(number)
      default:
        var message = "unknown key `\(key)`"
        if let suggestion = Suggestion.closest(to: key, in: keys) {
          message += "; did you mean `\(suggestion)`?"
        } else {
          message += "; known keys: \(keys.joined(separator: ", "))"
        }
        throw fail(keyPath, message)
      }
    }
    return settings
  }

  /// The settings for rules, which cannot fail: a section the CLI has not validated
  /// falls back to the defaults rather than trapping.
  public static func lenient(_ configuration: Configuration) -> FlagSettings {
    (try? parse(configuration)) ?? .default
  }

  private static func describe(_ value: JSONValue) -> String {
    if case .number(let n) = value {
      return n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
    return value.kindDescription
  }
}

extension Configuration {
  /// Validates the `flags` section (see `FlagSettings.parse`); call after loading, next
  /// to `validateFeatures()`.
  public func validateFlags() throws(ConfigError) {
    _ = try FlagSettings.parse(self)
  }
}
