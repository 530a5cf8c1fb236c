import Foundation
import Testing

@testable import PuenteRules

// MARK: - Fixtures

private let schema = ConfigSchema(
  rules: [
    "hosting-outside-adapter": ["types"],
    "representable-outside-adapter": [],
    "uikit-import-in-view": ["allowed-modules", "types"],
  ],
  extraTopLevelKeys: ["features", "deployment"])

private let path = ".puente.json"

private func parse(_ text: String) throws(ConfigError) -> Configuration {
  try Configuration.parse(Array(text.utf8), path: path, schema: schema)
}

private func globs(_ patterns: String...) throws -> [Glob] {
  try patterns.map { try Glob($0) }
}

/// The defaults, as read from `path`.
private var defaultsFromFile: Configuration {
  var config = Configuration.default
  config.source = path
  return config
}

/// Text that must be rejected, and the exact `description` of the error.
struct ConfigErrorCase: CustomTestStringConvertible, Sendable {
  var text: String
  var keyPath: String
  var message: String

  init(_ text: String, _ keyPath: String, _ message: String) {
    self.text = text
    self.keyPath = keyPath
    self.message = message
  }

  var testDescription: String { keyPath.isEmpty ? message : "\(keyPath): \(message)" }
}

let configErrorCases: [ConfigErrorCase] = [
  // Unknown keys, with and without a suggestion.
  ConfigErrorCase(
    #"{ adaptrs: [] }"#, "adaptrs", "unknown key `adaptrs`; did you mean `adapters`?"),
  ConfigErrorCase(#"{ Include: [] }"#, "Include", "unknown key `Include`; did you mean `include`?"),
  ConfigErrorCase(
    #"{ featurs: {} }"#, "featurs", "unknown key `featurs`; did you mean `features`?"),
  ConfigErrorCase(
    #"{ baseline: "x" }"#, "baseline",
    "unknown key `baseline`; known keys: adapters, deployment, exclude, features, generated, include, rules"
  ),
  // Unknown rules list every known rule, and suggest a close one.
  ConfigErrorCase(
    #"{ rules: { "hosting-outside-adaptr": {} } }"#, "rules.hosting-outside-adaptr",
    "unknown rule `hosting-outside-adaptr`; did you mean `hosting-outside-adapter`? known rules: "
      + "hosting-outside-adapter, representable-outside-adapter, uikit-import-in-view"),
  ConfigErrorCase(
    #"{ rules: { "no-such-rule": {} } }"#, "rules.no-such-rule",
    "unknown rule `no-such-rule`; known rules: "
      + "hosting-outside-adapter, representable-outside-adapter, uikit-import-in-view"),
  // Unknown rule options.
  ConfigErrorCase(
    #"{ rules: { "hosting-outside-adapter": { typez: [] } } }"#,
    "rules.hosting-outside-adapter.typez",
    "unknown option `typez` for rule `hosting-outside-adapter`; did you mean `types`?"),
  ConfigErrorCase(
    #"{ rules: { "representable-outside-adapter": { level: 1 } } }"#,
    "rules.representable-outside-adapter.level",
    "unknown option `level` for rule `representable-outside-adapter`; known options: enabled, severity"
  ),
  // Wrong types.
  ConfigErrorCase(#"{ adapters: 3 }"#, "adapters", "expected an array of strings, found a number"),
  ConfigErrorCase(
    #"{ include: "App/**" }"#, "include", "expected an array of strings, found a string"),
  ConfigErrorCase(#"{ exclude: ["a", true] }"#, "exclude[1]", "expected a string, found a boolean"),
  ConfigErrorCase(#"{ generated: false }"#, "generated", "expected a string, found a boolean"),
  ConfigErrorCase(#"{ rules: [] }"#, "rules", "expected an object, found an array"),
  ConfigErrorCase(
    #"{ rules: { "hosting-outside-adapter": true } }"#, "rules.hosting-outside-adapter",
    "expected an object, found a boolean"),
  ConfigErrorCase(
    #"{ rules: { "hosting-outside-adapter": { enabled: "yes" } } }"#,
    "rules.hosting-outside-adapter.enabled", "expected a boolean, found a string"),
  ConfigErrorCase(
    #"{ rules: { "hosting-outside-adapter": { severity: 2 } } }"#,
    "rules.hosting-outside-adapter.severity", "expected a string, found a number"),
  ConfigErrorCase(
    #"{ rules: { "hosting-outside-adapter": { types: "MyHost" } } }"#,
    "rules.hosting-outside-adapter.types", "expected an array of strings, found a string"),
  ConfigErrorCase(
    #"{ rules: { "uikit-import-in-view": { types: ["A", null, {}] } } }"#,
    "rules.uikit-import-in-view.types[1]", "expected a string, found null"),
  // Bad values.
  ConfigErrorCase(
    #"{ generated: "never" }"#, "generated", "unknown value `never`; expected `skip` or `include`"),
  ConfigErrorCase(
    #"{ rules: { "hosting-outside-adapter": { severity: "fatal" } } }"#,
    "rules.hosting-outside-adapter.severity",
    "unknown severity `fatal`; expected `error` or `warning`"),
  ConfigErrorCase(
    #"{ adapters: ["**/Adapters/**", "Sources/[ab"] }"#, "adapters[1]",
    "unterminated `[` at column 9 in `Sources/[ab`"),
  ConfigErrorCase(#"{ exclude: [""] }"#, "exclude[0]", "empty pattern"),
  ConfigErrorCase(
    #"{ include: ["{App,Core"] }"#, "include[0]", "unterminated `{` at column 1 in `{App,Core`"),
  // Not an object (syntax errors: ConfigurationSyntaxTests).
  ConfigErrorCase(
    #"["**/Adapters/**"]"#, "", "expected an object at the top level, found an array"),
  ConfigErrorCase(#""adapters""#, "", "expected an object at the top level, found a string"),
]

private func temporaryDirectory() throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "puente-config-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

private let templateRules = [
  RuleInfo(
    id: "hosting-outside-adapter", summary: "`UIHostingController` used outside the adapter layer",
    rationale: "Keep bridging in one place.", defaultSeverity: .error),
  RuleInfo(
    id: "uikit-import-in-view", summary: "`import UIKit` in a SwiftUI view file\nsecond line",
    rationale: "Views should not depend on UIKit.", defaultSeverity: .warning),
]

// MARK: - Tests

/// Defaults, parsing, validation messages, path classification, loading and `puente init`.
struct ConfigurationTests {
  // MARK: - Defaults

  @Test func defaultsAreDocumented() throws {
    let config = Configuration.default
    #expect(config.adapters == (try globs("**/Adapters/**")))
    #expect(config.include == [])
    #expect(
      config.exclude
        == (try globs(
          "**/.build/**", "**/Pods/**", "**/Carthage/**", "**/DerivedData/**", "**/.*/**")))
    #expect(config.generated == .skip)
    #expect(config.rules == [:])
    #expect(config.extra == [:])
    #expect(config.source == nil)
    #expect(Configuration.fileName == ".puente.json")
  }

  /// The defaults are compiled with `try?`; a typo there would silently drop a pattern.
  @Test func everyDefaultPatternCompiles() {
    #expect(Configuration.defaultAdapters.count == Configuration.defaultAdapterPatterns.count)
    #expect(Configuration.defaultExclude.count == Configuration.defaultExcludePatterns.count)
  }

  @Test(arguments: [
    "", "   \n\t", "{}", "// nothing yet\n", "/* nothing */", "\u{FEFF}", "{ /* empty */ }",
  ])
  func emptyFilesGiveDefaults(_ text: String) throws {
    #expect(try parse(text) == defaultsFromFile)
  }

  @Test func unlistedRuleHasUnsetSettings() {
    #expect(Configuration.default.settings(for: "hosting-outside-adapter") == RuleSettings())
  }

  // MARK: - Valid files

  @Test func fullValidFile() throws {
    let config = try parse(
      """
      {
        "adapters": ["**/Adapters/**", "Modules/*/Bridges/"],
        "include": ["Modules/**", "App/**"],
        "exclude": ["**/*.generated.swift", "Vendor/"],
        "generated": "include",
        "rules": {
          "hosting-outside-adapter": {
            "enabled": true,
            "severity": "warning",
            "types": ["MyHostingController", "LegacyHost"]
          },
          "representable-outside-adapter": { "enabled": false },
          "uikit-import-in-view": { "severity": "error", "allowed-modules": [] }
        },
        "features": { "strict": true, "level": 2 },
        "deployment": ["iOS 15", null]
      }
      """)
    let expected = Configuration(
      adapters: try globs("**/Adapters/**", "Modules/*/Bridges/"),
      include: try globs("Modules/**", "App/**"),
      exclude: Configuration.defaultExclude + (try globs("**/*.generated.swift", "Vendor/")),
      generated: .include,
      rules: [
        "hosting-outside-adapter": RuleSettings(
          enabled: true, severity: .warning,
          options: ["types": ["MyHostingController", "LegacyHost"]]),
        "representable-outside-adapter": RuleSettings(enabled: false),
        "uikit-import-in-view": RuleSettings(severity: .error, options: ["allowed-modules": []]),
      ],
      extra: [
        "features": .object(["strict": .bool(true), "level": .number(2)]),
        "deployment": .array([.string("iOS 15"), .null]),
      ],
      source: path)
    #expect(config == expected)
    #expect(
      config.settings(for: "hosting-outside-adapter").options["types"] == [
        "MyHostingController", "LegacyHost",
      ])
    #expect(config.settings(for: "uikit-import-in-view").enabled == nil)
  }

  @Test func json5CommentsTrailingCommasAndUnquotedKeys() throws {
    let config = try parse(
      """
      // Team settings
      {
        /* Bridging code lives here. */
        adapters: ['**/Bridges/**', "**/Adapters/**",],
        generated: 'skip', // the default
        rules: {
          'hosting-outside-adapter': { severity: "warning", },
        },
      }
      """)
    #expect(config.adapters == (try globs("**/Bridges/**", "**/Adapters/**")))
    #expect(config.generated == .skip)
    #expect(config.rules == ["hosting-outside-adapter": RuleSettings(severity: .warning)])
  }

  @Test func userExcludeAddsToDefaults() throws {
    let config = try parse(#"{ exclude: ["Vendor/"] }"#)
    #expect(config.isIncluded("Pods/Alamofire/Session.swift") == false)
    #expect(config.isIncluded("Vendor/Lib.swift") == false)
    #expect(config.isIncluded("App/Main.swift"))
  }

  @Test func userAdaptersReplaceDefaults() throws {
    let config = try parse(#"{ adapters: ["**/Bridges/**"] }"#)
    #expect(config.isAdapter("App/Bridges/Host.swift"))
    #expect(!config.isAdapter("App/Adapters/Host.swift"))
  }

  // MARK: - Errors

  @Test(arguments: configErrorCases)
  func configErrors(_ row: ConfigErrorCase) {
    #expect(throws: ConfigError(path: path, keyPath: row.keyPath, message: row.message)) {
      try parse(row.text)
    }
  }

  @Test func errorDescriptionNamesFileKeyAndProblem() {
    let withKey = ConfigError(
      path: "Repo/.puente.json", keyPath: "adapters[1]", message: "empty pattern")
    #expect(withKey.description == "Repo/.puente.json: adapters[1]: empty pattern")
    let whole = ConfigError(path: ".puente.json", keyPath: "", message: "cannot read: it is a folder, not a file")
    #expect(whole.description == ".puente.json: cannot read: it is a folder, not a file")
    let syntax = ConfigError(path: ".puente.json", line: 3, column: 7, message: "expected a value, found `}`")
    #expect(syntax.description == ".puente.json:3:7: expected a value, found `}`")
  }

  /// Keys are checked in sorted order, so a file with several problems always reports the same one.
  @Test func firstErrorIsDeterministic() {
    #expect(
      throws: ConfigError(
        path: path, keyPath: "adapters", message: "expected an array of strings, found a number")
    ) {
      try parse(#"{ rules: 1, generated: 2, adapters: 3 }"#)
    }
  }

  @Test func suggestionNeedsEditDistanceOfAtMostTwo() {
    #expect(Suggestion.closest(to: "adaptrs", in: ["adapters", "include"]) == "adapters")
    #expect(Suggestion.closest(to: "adapt", in: ["adapters", "include"]) == nil)
    #expect(Suggestion.closest(to: "x", in: ["a", "b"]) == nil)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
  }

  // MARK: - Paths

  @Test(arguments: [
    ("Modules/Checkout/Sources/Checkout/Adapters/CartHost.swift", true),
    ("Adapters/Root.swift", true),
    ("App/Main.swift", false),
    ("Modules/Checkout/Sources/Checkout/Views/CartView.swift", false),
    ("Modules/Checkout/Sources/CheckoutAdapters/CartHost.swift", false),
  ])
  func defaultAdapters(_ path: String, _ expected: Bool) {
    #expect(Configuration.default.isAdapter(path) == expected)
  }

  @Test(arguments: [
    ("App/Main.swift", true),
    ("Modules/Checkout/Sources/Checkout/Adapters/CartHost.swift", true),
    ("Pods/Alamofire/Source/Session.swift", false),
    ("Vendor/Pods/Lib/A.swift", false),
    (".build/checkouts/swift-log/Sources/Logging/Logger.swift", false),
    ("Modules/Net/.build/debug/Net.swift", false),
    ("Carthage/Checkouts/RxSwift/Sources/Rx.swift", false),
    ("DerivedData/App/Build/Intermediates/Gen.swift", false),
    (".git/hooks/pre-commit", false),
    ("a/.hidden/b.swift", false),
    ("App/.swiftpm/Package.swift", false),
    ("App/PodsHelper.swift", true),
  ])
  func defaultInclusion(_ path: String, _ expected: Bool) {
    #expect(Configuration.default.isIncluded(path) == expected)
  }

  @Test func includeNarrowsAndExcludeWins() throws {
    let config = try parse(
      #"{ include: ["Modules/**", "App/*.swift"], exclude: ["**/Generated/"] }"#)
    #expect(config.isIncluded("App/Main.swift"))
    #expect(config.isIncluded("Modules/Checkout/Sources/Checkout/Adapters/X.swift"))
    #expect(!config.isIncluded("App/Sub/Main.swift"))
    #expect(!config.isIncluded("Tools/Gen.swift"))
    #expect(!config.isIncluded("Modules/Checkout/Generated/Strings.swift"))
    #expect(!config.isIncluded("Modules/Pods/X.swift"))
  }

  @Test func excludedFoldersCanBePrunedBeforeWalkingThem() {
    #expect(Configuration.default.isExcluded("Pods"))
    #expect(Configuration.default.isExcluded("App/.git"))
    #expect(Configuration.default.isExcluded("Modules/Net/.build"))
    #expect(!Configuration.default.isExcluded("Modules/Net"))
  }

  // MARK: - Loading from a directory

  @Test func loadWithoutFileGivesDefaults() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(try Configuration.load(directory: directory, schema: schema) == .default)
  }

  @Test func loadReadsTheFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/.puente.json"
    try Data(#"{ generated: "include" }"#.utf8).write(to: URL(fileURLWithPath: file))
    let config = try Configuration.load(directory: directory, schema: schema)
    #expect(config.generated == .include)
    #expect(config.source == file)
    #expect(try Configuration.load(directory: directory + "/", schema: schema).source == file)
  }

  @Test func loadReportsErrorsAgainstTheFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/.puente.json"
    try Data(#"{ generated: 1 }"#.utf8).write(to: URL(fileURLWithPath: file))
    #expect(
      throws: ConfigError(
        path: file, keyPath: "generated", message: "expected a string, found a number")
    ) {
      try Configuration.load(directory: directory, schema: schema)
    }
  }

  @Test func loadRejectsAFolderNamedLikeTheFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/.puente.json"
    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    #expect(
      throws: ConfigError(
        path: file, keyPath: "", message: "cannot read: it is a folder, not a file")
    ) {
      try Configuration.load(directory: directory, schema: schema)
    }
  }

  // MARK: - Init template

  @Test func initTemplateParsesToDefaultsPlusRules() throws {
    let config = try parse(InitTemplate.text(rules: templateRules))
    var expected = defaultsFromFile
    expected.rules = [
      "hosting-outside-adapter": RuleSettings(enabled: true, severity: .error),
      "uikit-import-in-view": RuleSettings(enabled: true, severity: .warning),
    ]
    #expect(config == expected)
  }

  @Test func initTemplateWithoutRulesParsesToDefaults() throws {
    #expect(try parse(InitTemplate.text(rules: [])) == defaultsFromFile)
  }

  @Test func initTemplateDocumentsEveryKeyAndRule() {
    let text = InitTemplate.text(rules: templateRules)
    for key in ["adapters:", "include:", "exclude:", "generated:", "rules:"] {
      #expect(text.contains(key), "missing \(key)")
    }
    #expect(text.contains("    // `UIHostingController` used outside the adapter layer\n"))
    #expect(text.contains("    // `import UIKit` in a SwiftUI view file second line\n"))
    #expect(text.hasPrefix("// "))
  }
}
