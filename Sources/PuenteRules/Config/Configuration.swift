import PuenteJSON

/// What the user set for one rule in `rules`. `nil` means "not set": the rule's own default
/// applies.
public struct RuleSettings: Sendable, Equatable {
  public var enabled: Bool?
  public var severity: Severity?
  /// The rule's own options, each a list of strings, e.g. `options["types"] =
  /// ["MyHostingController"]`. Only keys the rule declares in `ConfigSchema` get here.
  public var options: [String: [String]]

  public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: [String]] = [:]) {
    self.enabled = enabled
    self.severity = severity
    self.options = options
  }
}

/// What to do with generated files (the engine decides what counts as generated).
public enum GeneratedPolicy: String, Sendable, CaseIterable {
  case skip
  case include
}

/// The settings of one scan: which files are adapters, which are scanned, and how each rule
/// behaves. Read from `.puente.json` at the repository root (see `parse` and `load`), or
/// `Configuration.default` when there is no file.
///
/// All globs follow the language documented on `Glob`.
public struct Configuration: Sendable, Equatable {
  /// Files where UIKit bridging belongs. Default `["**/Adapters/**"]`; a user list replaces it.
  public var adapters: [Glob]
  /// Files to scan; empty (the default) means every file. A user list replaces it.
  public var include: [Glob]
  /// Files and folders never scanned: the built-in `defaultExclude` plus whatever the user
  /// lists (a user list adds to the defaults, it does not replace them).
  public var exclude: [Glob]
  /// Default `.skip`.
  public var generated: GeneratedPolicy
  /// Per-rule settings keyed by rule id; rules not listed use their defaults.
  public var rules: [String: RuleSettings]
  /// Top-level sections named in `ConfigSchema.extraTopLevelKeys`, kept as parsed for the
  /// feature that owns them.
  public var extra: [String: JSONValue]
  /// The configuration file this came from; `nil` for built-in defaults.
  public var source: String?

  public init(
    adapters: [Glob] = Configuration.defaultAdapters,
    include: [Glob] = [],
    exclude: [Glob] = Configuration.defaultExclude,
    generated: GeneratedPolicy = .skip,
    rules: [String: RuleSettings] = [:],
    extra: [String: JSONValue] = [:],
    source: String? = nil
  ) {
    self.adapters = adapters
    self.include = include
    self.exclude = exclude
    self.generated = generated
    self.rules = rules
    self.extra = extra
    self.source = source
  }

  /// The settings used when there is no configuration file.
  public static let `default` = Configuration()

  /// The configuration file's name, looked up in the repository root.
  public static let fileName = ".puente.json"

  /// The pattern text of `defaultAdapters`.
  static let defaultAdapterPatterns = ["**/Adapters/**"]

  /// The pattern text of `defaultExclude`: build output, dependency managers, and hidden
  /// folders (`**/.*/**` also covers `.git`, `.build` and `.swiftpm`; `.build` is listed anyway
  /// so the list reads as documentation).
  static let defaultExcludePatterns = [
    "**/.build/**", "**/Pods/**", "**/Carthage/**", "**/DerivedData/**", "**/.*/**",
  ]

  /// Compiled without trapping; a test checks that every default pattern compiles.
  public static let defaultAdapters: [Glob] = defaultAdapterPatterns.compactMap { try? Glob($0) }
  public static let defaultExclude: [Glob] = defaultExcludePatterns.compactMap { try? Glob($0) }

  /// True when any adapter glob matches `path` (repository-relative, `/`-separated).
  public func isAdapter(_ path: String) -> Bool {
    Self.anyMatches(adapters, path)
  }

  /// True when the file at `path` should be scanned: `include` is empty or one of its globs
  /// matches, and no `exclude` glob matches.
  public func isIncluded(_ path: String) -> Bool {
    if !include.isEmpty && !Self.anyMatches(include, path) { return false }
    return !Self.anyMatches(exclude, path)
  }

  /// Whether one of `globs` matches `path`; the path is split (into scalars and
  /// segments) only if some glob's quick test leaves it possible.
  static func anyMatches(_ globs: [Glob], _ path: String) -> Bool {
    guard !globs.isEmpty else { return false }
    var path = path
    // Every scanned path is asked twice (included? adapter?): one pass over it rules
    // out most globs, and the list of candidates allocates only when there is one.
    let candidates = path.withUTF8 { utf8 in
      let heads = SegmentHeads(utf8)
      var found: [Int] = []
      for (i, glob) in globs.enumerated() where glob.mayMatch(utf8, heads: heads) { found.append(i) }
      return found
    }
    guard !candidates.isEmpty else { return false }
    let split = SplitPath(path)
    return candidates.contains { globs[$0].matches(split) }
  }

  /// True when an `exclude` glob matches `path`. Exclude globs ending in `/**` also match the
  /// folder itself, so a file walker can use this to skip whole folders without entering them.
  public func isExcluded(_ path: String) -> Bool {
    Self.anyMatches(exclude, path)
  }

  /// The user's settings for `ruleID`, or all-`nil` settings when the rule is not listed.
  public func settings(for ruleID: String) -> RuleSettings {
    // (Most configurations set no rule: a lookup hashes the id even in an empty
    // dictionary, and the engine asks for every rule of every file it checks.)
    rules.isEmpty ? RuleSettings() : rules[ruleID] ?? RuleSettings()
  }
}

/// What the configuration may contain besides the built-in keys: the rules that exist, the
/// option keys each accepts, and top-level sections other features read from `extra`.
public struct ConfigSchema: Sendable {
  /// Rule id → option keys the rule accepts (each option's value is an array of strings).
  public var rules: [String: Set<String>]
  /// Top-level keys accepted as-is into `Configuration.extra`.
  public var extraTopLevelKeys: Set<String>

  public init(rules: [String: Set<String>], extraTopLevelKeys: Set<String> = []) {
    self.rules = rules
    self.extraTopLevelKeys = extraTopLevelKeys
  }
}

/// A problem in a configuration file, naming the file and the key it concerns.
///
/// `description` is `<path>: <keyPath>: <message>`, or `<path>: <message>` when the problem is
/// not about one key (unreadable file, invalid JSON5). Key paths join object keys with `.` and
/// write array indexes in brackets: `rules.hosting-outside-adapter.types[2]`.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The configuration file, as given to `parse` or built by `load`.
  public var path: String
  /// Where in the file, e.g. `adapters[1]`; empty for the file as a whole.
  public var keyPath: String
  /// Where a syntax error is: 1-based line and column (in characters); nil otherwise.
  public var line: Int?
  public var column: Int?
  public var message: String

  public init(path: String, keyPath: String, message: String) {
    self.path = path
    self.keyPath = keyPath
    self.message = message
  }

  /// A syntax error at a place in the file.
  public init(path: String, line: Int, column: Int, message: String) {
    self.init(path: path, keyPath: "", message: message)
    self.line = line
    self.column = column
  }

  /// "path:line:column: message" for a syntax error, "path: key.path: message" otherwise
  /// (the key path cut short: it holds the file's own keys).
  public var description: String {
    if let line, let column { return "\(path):\(line):\(column): \(message)" }
    return keyPath.isEmpty ? "\(path): \(message)" : "\(path): \(Escaping.excerpt(keyPath, limit: 120)): \(message)"
  }
}
