import Testing

@testable import PuenteRules

/// The error a `.puente.json` text with this `flags` section gets, as printed.
private func flagsError(_ section: String) -> String? {
  do {
    _ = try flagConfiguration("{ flags: \(section) }")
    return nil
  } catch let error as ConfigError {
    return error.description
  } catch {
    return "\(error)"
  }
}

@Suite struct FlagSettingsTests {
  @Test func defaultsWithoutASection() throws {
    let settings = try FlagSettings.parse(try flagConfiguration("{}"))
    #expect(settings == FlagSettings.default)
    #expect(
      settings.containers == ["Flags", "FeatureFlags", "FeatureFlag", "FeatureToggles", "Toggles"])
    #expect(settings.dateKeys == ["retire", "retireBy", "remove", "removeBy", "expires", "sunset"])
    #expect(settings.constructors == [])
    #expect(settings.valueTypes == [])
    #expect(settings.horizonDays == 365)
  }

  @Test func everyKeyIsRead() throws {
    let configuration = try flagConfiguration(
      """
      {
        flags: {
          containers: ["Switches"],
          valueTypes: ["Key< Bool >"],
          constructors: ["Flag", "FeatureFlag"],
          dateKeys: ["killBy"],
          horizonDays: 90,
        },
      }
      """)
    #expect(
      try FlagSettings.parse(configuration)
        == FlagSettings(
          containers: ["Switches"], valueTypes: ["Key<Bool>"],
          constructors: ["Flag", "FeatureFlag"],
          dateKeys: ["killBy"], horizonDays: 90))
  }

  @Test(arguments: [
    (
      "{ horizonDay: 30 }",
      ".puente.json: flags.horizonDay: unknown key `horizonDay`; did you mean `horizonDays`?"
    ),
    (
      "{ today: \"2026-06-01\" }",
      ".puente.json: flags.today: unknown key `today`; known keys: constructors, containers, dateKeys, horizonDays, valueTypes"
    ),
    ("[]", ".puente.json: flags: expected an object, found an array"),
    (
      "{ containers: \"Flags\" }",
      ".puente.json: flags.containers: expected an array of strings, found a string"
    ),
    (
      "{ containers: [\"Flags\", 3] }",
      ".puente.json: flags.containers[1]: expected a string, found a number"
    ),
    (
      "{ constructors: [\" \"] }",
      ".puente.json: flags.constructors[0]: expected a type or function name, found an empty string"
    ),
    (
      "{ valueTypes: {} }",
      ".puente.json: flags.valueTypes: expected an array of strings, found an object"
    ),
    (
      "{ dateKeys: [\"retire:\"] }",
      ".puente.json: flags.dateKeys[0]: `retire:` is not a single word; write keys such as `retire` or `sunset`"
    ),
    (
      "{ horizonDays: \"365\" }",
      ".puente.json: flags.horizonDays: expected a whole number of days between 1 and 36500, found a string"
    ),
    (
      "{ horizonDays: 0 }",
      ".puente.json: flags.horizonDays: expected a whole number of days between 1 and 36500, found 0"
    ),
    (
      "{ horizonDays: 30.5 }",
      ".puente.json: flags.horizonDays: expected a whole number of days between 1 and 36500, found 30.5"
    ),
  ])
  func invalidSectionsNameTheKeyAndTheFile(_ section: String, _ message: String) {
    #expect(flagsError(section) == message)
  }

  @Test func theErrorNamesTheConfigurationFileItCameFrom() throws {
    let schema = ConfigSchema(
      rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.parse(
      Array("{ flags: { horizonDays: -1 } }".utf8), path: "ci/puente.json", schema: schema)
    #expect(throws: ConfigError.self) { try configuration.validateFlags() }
    do {
      try configuration.validateFlags()
    } catch {
      #expect(error.path == "ci/puente.json")
      #expect(error.keyPath == "flags.horizonDays")
    }
  }

  @Test func rulesFallBackToDefaultsOnAnInvalidSection() throws {
    let schema = ConfigSchema(
      rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.parse(
      Array("{ flags: { horizonDays: 0 } }".utf8), path: "x", schema: schema)
    #expect(FlagSettings.lenient(configuration) == .default)
  }
}

/// Review: `flags.dateKeys: []` was accepted, and then every flag "had no date".
@Suite struct FlagSettingsEmptyDateKeysTests {
  @Test func emptyDateKeysIsAConfigurationError() throws {
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    let configuration = try Configuration.parse(
      Array(#"{ flags: { dateKeys: [] } }"#.utf8), path: ".puente.json", schema: schema)
    #expect(throws: ConfigError.self) { try configuration.validateFeatures() }
  }
}
