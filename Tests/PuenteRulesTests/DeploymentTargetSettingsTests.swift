import Testing

@testable import PuenteRules

/// `.puente.json` text → the validated `deploymentTargets` section.
private func settings(_ text: String) throws -> DeploymentTargetSettings {
  let schema = ConfigSchema(
    rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
  let configuration = try Configuration.parse(
    Array(text.utf8), path: ".puente.json", schema: schema)
  return try DeploymentTargetSettings(configuration: configuration)
}

/// The `deploymentTargets` configuration section: its shape and its strict validation.
@Suite struct DeploymentTargetSettingsTests {
  @Test func absentSectionMeansDiscoveryAndNoMinimums() throws {
    let section = try settings("{}")
    #expect(section == DeploymentTargetSettings())
    #expect(section.discover)
  }

  @Test func readsMinimumsDiscoveryAndFolders() throws {
    let section = try settings(
      """
      {
        // Audit as if the release branch had merged.
        deploymentTargets: {
          iOS: "17.0", macOS: 14, visionOS: "1.1",
          discover: false,
          folders: {
            "Modules/LegacyKit": { iOS: "15.0" },
            "./Modules/NextKit/": { iOS: "18", tvOS: "17.0" },
          },
        },
      }
      """)
    #expect(section.targets == (try DeploymentTargets(parsing: "iOS=17.0,macOS=14,visionOS=1.1")))
    #expect(!section.discover)
    #expect(section.folders.map(\.folder) == ["Modules/LegacyKit", "Modules/NextKit"])
    #expect(section.folders[1].targets == (try DeploymentTargets(parsing: "iOS=18,tvOS=17.0")))
    #expect(
      section.folder(containing: "Modules/NextKit/Sources/A.swift")?.folder == "Modules/NextKit")
    #expect(section.folder(containing: "Modules/NextKitten/A.swift") == nil)
  }

  @Test(arguments: [
    (
      #"{ deploymentTargets: ["iOS=17"] }"#, "deploymentTargets",
      "expected an object, found an array"
    ),
    (
      #"{ deploymentTargets: { ios: "17.0" } }"#, "deploymentTargets.ios",
      "unknown key `ios`; did you mean `iOS`?"
    ),
    (
      #"{ deploymentTargets: { discovery: true } }"#, "deploymentTargets.discovery",
      "unknown key `discovery`; did you mean `discover`?"
    ),
    (
      #"{ deploymentTargets: { android: "14" } }"#, "deploymentTargets.android",
      "unknown key `android`; known keys: discover, folders, iOS, macOS, macCatalyst, tvOS, watchOS, visionOS"
    ),
    (
      #"{ deploymentTargets: { iOS: "17.x" } }"#, "deploymentTargets.iOS",
      "`17.x` is not a version; write one to three numbers, e.g. \"17.0\""
    ),
    (
      #"{ deploymentTargets: { iOS: 15.10 } }"#, "deploymentTargets.iOS",
      "write the version as a string, e.g. \"15.10\" (a JSON number loses trailing zeros)"
    ),
    (
      #"{ deploymentTargets: { iOS: true } }"#, "deploymentTargets.iOS",
      "expected a version string such as \"17.0\", found a boolean"
    ),
    (
      #"{ deploymentTargets: { discover: "yes" } }"#, "deploymentTargets.discover",
      "expected a boolean (true or false), found a string"
    ),
    (
      #"{ deploymentTargets: { folders: ["Modules"] } }"#, "deploymentTargets.folders",
      "expected an object of folder → targets, found an array"
    ),
    (
      #"{ deploymentTargets: { folders: { "Modules/*": { iOS: "15" } } } }"#,
      "deploymentTargets.folders.Modules/*",
      "folders are plain paths, not globs; name the folder itself"
    ),
    (
      #"{ deploymentTargets: { folders: { "../Other": { iOS: "15" } } } }"#,
      "deploymentTargets.folders.../Other",
      "expected a folder relative to the repository root, e.g. `Modules/LegacyKit`"
    ),
    (
      #"{ deploymentTargets: { folders: { "/abs": { iOS: "15" } } } }"#,
      "deploymentTargets.folders./abs",
      "expected a folder relative to the repository root, e.g. `Modules/LegacyKit`"
    ),
    (
      #"{ deploymentTargets: { folders: { "Kit": { iOS: "15" }, "Kit/": { iOS: "16" } } } }"#,
      "deploymentTargets.folders.Kit/", "the folder `Kit` is listed twice"
    ),
    (
      #"{ deploymentTargets: { folders: { "Kit": "15.0" } } }"#, "deploymentTargets.folders.Kit",
      "expected an object of platform → version, found a string"
    ),
    (
      #"{ deploymentTargets: { folders: { "Kit": {} } } }"#, "deploymentTargets.folders.Kit",
      "expected at least one platform, e.g. { \"iOS\": \"15.0\" }"
    ),
    (
      #"{ deploymentTargets: { folders: { "Kit": { discover: false } } } }"#,
      "deploymentTargets.folders.Kit.discover",
      "unknown key `discover`; known keys: iOS, macOS, macCatalyst, tvOS, watchOS, visionOS"
    ),
  ])
  func rejectsMistakesNamingTheKey(_ text: String, _ keyPath: String, _ message: String) {
    #expect(throws: ConfigError(path: ".puente.json", keyPath: keyPath, message: message)) {
      try settings(text)
    }
  }
}
