import Testing

@testable import PuenteHistory
@testable import PuenteRules
@testable import PuenteSource

/// `platform version @line` for each target `text` yields when read as `path`.
private func found(_ text: String, path: String) -> [String] {
  DeploymentTargetDiscovery.read(Array(text.utf8), path: path).map {
    "\($0.platform.rawValue) \($0.version.text) @\($0.line)"
  }
}

/// Each build-file reader on its own, then discovery over a tree and the resolution of
/// what it found with the configuration and the command line.
@Suite struct DeploymentTargetDiscoveryTests {
  // MARK: - File names

  @Test(arguments: [
    ("Package.swift", DeploymentTargetEvidence.Kind.swiftPackage),
    ("Modules/Kit/Package@swift-5.9.swift", .swiftPackage),
    ("Shop.xcodeproj/project.pbxproj", .xcodeProject),
    ("Config/Base.xcconfig", .xcconfig),
    ("project.yml", .xcodeGen),
    ("App/project.yaml", .xcodeGen),
    ("Projects/App/Project.swift", .tuist),
    ("Podfile", .podfile),
  ])
  func recognizesBuildFilesByName(_ path: String, _ kind: DeploymentTargetEvidence.Kind) {
    #expect(DeploymentTargetDiscovery.kind(ofPath: path) == kind)
  }

  @Test(arguments: [
    "Sources/Package.swift.orig", "project.pbxproj", "Podfile.lock", "MyProject.swift",
    "Package.resolved",
  ])
  func ignoresOtherFiles(_ path: String) {
    #expect(DeploymentTargetDiscovery.kind(ofPath: path) == nil)
  }

  // MARK: - Package.swift

  @Test func readsPackagePlatformsInEveryForm() {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      // platforms: [.iOS(.v12)] — a comment does not count
      let package = Package(
        name: "Kit",
        platforms: [
          .iOS(.v16), .macOS(.v13),
          .tvOS(.v15_4),
          .watchOS("9.4"),
          .visionOS(.v1),
          .macCatalyst(.v16),
          .driverKit(.v22),
        ],
        targets: [.target(name: "Kit", swiftSettings: [.define("IOS", .when(platforms: [.iOS]))])]
      )
      let note = ".iOS(.v11)"
      """
    #expect(
      found(manifest, path: "Package.swift") == [
        "iOS 16 @8", "macOS 13 @8", "tvOS 15.4 @9", "watchOS 9.4 @10", "visionOS 1 @11",
        "macCatalyst 16 @12",
      ])
  }

  @Test func packageVersionsComputedAtBuildTimeAreNotGuessed() {
    let manifest = """
      let minimum: SupportedPlatform.IOSVersion = .v15
      let package = Package(name: "Kit", platforms: [.iOS(minimum), .macOS(.custom)])
      """
    #expect(found(manifest, path: "Package.swift").isEmpty)
  }

  // MARK: - Xcode projects and xcconfig

  @Test func readsPbxprojBuildSettings() {
    let project = """
      // !$*UTF8*$!
      {
        buildSettings = {
          IPHONEOS_DEPLOYMENT_TARGET = 16.0;
          "MACOSX_DEPLOYMENT_TARGET" = "13.5";
          TVOS_DEPLOYMENT_TARGET = "$(inherited)";
          WATCHOS_DEPLOYMENT_TARGET = 9.0;
          XROS_DEPLOYMENT_TARGET = 1.0;
          SWIFT_VERSION = 5.0;
          IPHONEOS_DEPLOYMENT_TARGET_OLD = 9.0;
        };
      }
      """
    #expect(
      found(project, path: "App.xcodeproj/project.pbxproj") == [
        "iOS 16.0 @4", "macOS 13.5 @5", "watchOS 9.0 @7", "visionOS 1.0 @8",
      ])
  }

  /// Review: Xcode quotes a conditional key whole (`"KEY[sdk=iphoneos*]" = 15.2;`), and
  /// that line was skipped, so the audit assumed the higher unconditional target.
  @Test func readsQuotedConditionalSettingsOfXcodeProjects() {
    let project = """
      buildSettings = {
        "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 15.2;
        IPHONEOS_DEPLOYMENT_TARGET = 17.0;
      };
      """
    #expect(found(project, path: "App.xcodeproj/project.pbxproj") == ["iOS 15.2 @2", "iOS 17.0 @3"])
  }

  @Test func readsXcconfigWithConditionsAndComments() {
    let config = """
      // IPHONEOS_DEPLOYMENT_TARGET = 12.0
      #include "Shared.xcconfig"
      IPHONEOS_DEPLOYMENT_TARGET = 15.0 // raised in 2024
      MACOSX_DEPLOYMENT_TARGET[sdk=macosx*][arch=arm64] = 12.3
      TVOS_DEPLOYMENT_TARGET=16
      WATCHOS_DEPLOYMENT_TARGET = $(IPHONEOS_DEPLOYMENT_TARGET)
      """
    #expect(
      found(config, path: "Config/Base.xcconfig") == ["iOS 15.0 @3", "macOS 12.3 @4", "tvOS 16 @5"])
  }

  // MARK: - XcodeGen

  @Test func readsXcodeGenOptionsAndTargets() {
    let spec = """
      name: Ledger
      options:
        # deploymentTarget: { iOS: 12.0 }
        deploymentTarget:
          iOS: "16.0"
          macOS: 13.0 # the Mac app
      targets:
        Ledger:
          type: application
          platform: iOS
          deploymentTarget: "17.0"
        Widget:
          deploymentTarget: '17.2'
          platform: [iOS, watchOS]
        Multi:
          deploymentTarget: {iOS: 16.4, tvOS: "17.0"}
        Settings:
          settings:
            base:
              IPHONEOS_DEPLOYMENT_TARGET: 15.0
        NoPlatform:
          deploymentTarget: 18.0
      """
    #expect(
      found(spec, path: "project.yml") == [
        "iOS 16.0 @5", "macOS 13.0 @6", "iOS 17.0 @11", "iOS 17.2 @13", "watchOS 17.2 @13",
        "iOS 16.4 @16",
        "tvOS 17.0 @16", "iOS 15.0 @20",
      ])
  }

  @Test func readsXcodeGenTargetsWrittenAsListItems() {
    let spec = """
      targets:
        - name: App
          platform: iOS
          deploymentTarget: 15.0
      """
    #expect(found(spec, path: "project.yml") == ["iOS 15.0 @4"])
  }

  // MARK: - Tuist

  @Test func readsTuistDeploymentTargets() {
    let project = """
      import ProjectDescription

      // deploymentTargets: .iOS("12.0")
      let project = Project(
        name: "Reader",
        targets: [
          .target(name: "Reader", destinations: .iOS, product: .app, bundleId: "r",
                  deploymentTargets: .iOS("17.0")),
          .target(name: "ReaderMac", destinations: [.mac], product: .app, bundleId: "m",
                  deploymentTargets: .multiplatform(iOS: "16.4", macOS: "14.0", visionOS: "1.0")),
          Target(name: "Legacy", platform: .iOS, product: .framework, bundleId: "l",
                 deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone, .ipad])),
          .target(name: "Shared", destinations: .iOS, product: .framework, bundleId: "s",
                  deploymentTargets: DeploymentTargets.macOS("13.0")),
        ]
      )
      """
    #expect(
      found(project, path: "Project.swift") == [
        "iOS 17.0 @8", "iOS 16.4 @10", "macOS 14.0 @10", "visionOS 1.0 @10", "iOS 15.0 @12",
        "macOS 13.0 @14",
      ])
  }

  // MARK: - Podfile

  @Test func readsPodfilePlatforms() {
    let podfile = """
      # Uncomment the next line to define a global platform for your project
      # platform :ios, '9.0'
      platform :ios, '15.0'
      target 'Mac' do
        platform :osx, "12.0" # comment
        platform(:tvos, '16.0')
      end
      platform :watchos
      """
    #expect(found(podfile, path: "Podfile") == ["iOS 15.0 @3", "macOS 12.0 @5", "tvOS 16.0 @6"])
  }

  // MARK: - Discovery and resolution

  static let tree: [String: String] = [
    "Package.swift": "let p = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v14)])",
    "App.xcodeproj/project.pbxproj":
      "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\nIPHONEOS_DEPLOYMENT_TARGET = 16.4;",
    "Pods/Pods.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 9.0;",
    ".build/checkouts/Dep/Package.swift": "let p = Package(name: \"D\", platforms: [.iOS(.v11)])",
    "Sources/App/App.swift": "@main struct App {}",
  ]

  @Test func discoveryReadsBuildFilesOutsideExcludedFolders() throws {
    let (evidence, problems) = try DeploymentTargetDiscovery.discover(
      in: MemorySource(files: Self.tree), configuration: .default)
    #expect(problems.isEmpty)
    #expect(
      evidence.map {
        "\($0.path):\($0.line) \($0.platform.rawValue) \($0.version.text) \($0.kind.rawValue)"
      } == [
        "App.xcodeproj/project.pbxproj:1 iOS 16.0 Xcode project",
        "App.xcodeproj/project.pbxproj:2 iOS 16.4 Xcode project",
        "Package.swift:1 iOS 17 Package.swift",
        "Package.swift:1 macOS 14 Package.swift",
      ])
  }

  @Test func theLowestTargetDecidesAndOverridesReplaceIt() throws {
    let (evidence, _) = try DeploymentTargetDiscovery.discover(
      in: MemorySource(files: Self.tree), configuration: .default)
    let found = ResolvedDeploymentTargets(evidence: evidence, settings: DeploymentTargetSettings())
    #expect(found.global == (try DeploymentTargets(parsing: "iOS=16.0,macOS=14")))
    #expect(found.assumed.first?.origin == .discovered(evidence[0]))

    let configured = ResolvedDeploymentTargets(
      evidence: evidence,
      settings: DeploymentTargetSettings(targets: try DeploymentTargets(parsing: "iOS=16.4")),
      configurationPath: "cfg.json")
    #expect(configured.global == (try DeploymentTargets(parsing: "iOS=16.4,macOS=14")))
    #expect(configured.assumed.first?.origin == .configuration("cfg.json"))

    let whatIf = ResolvedDeploymentTargets(
      evidence: evidence,
      settings: DeploymentTargetSettings(targets: try DeploymentTargets(parsing: "iOS=16.4")),
      overrides: try DeploymentTargets(parsing: "iOS=18.0"))
    #expect(whatIf.global == (try DeploymentTargets(parsing: "iOS=18.0,macOS=14")))
    #expect(whatIf.assumed.first?.origin == .commandLine)
  }

  @Test func folderTargetsApplyUnderTheirFolderOnly() throws {
    let settings = DeploymentTargetSettings(
      targets: try DeploymentTargets(parsing: "iOS=17.0"),
      folders: [
        .init(folder: "Modules/Legacy", targets: try DeploymentTargets(parsing: "iOS=15.0")),
        .init(
          folder: "Modules/Legacy/Next",
          targets: try DeploymentTargets(parsing: "iOS=18.0,visionOS=1.0")),
      ])
    let resolved = ResolvedDeploymentTargets(
      evidence: [], settings: settings, overrides: try DeploymentTargets(parsing: "macOS=14.0"))
    #expect(
      resolved.targets(for: "Sources/A.swift")
        == (try DeploymentTargets(parsing: "iOS=17.0,macOS=14.0")))
    #expect(
      resolved.targets(for: "Modules/Legacy/A.swift")
        == (try DeploymentTargets(parsing: "iOS=15.0,macOS=14.0")))
    #expect(
      resolved.targets(for: "Modules/Legacy/Next/B.swift")
        == (try DeploymentTargets(parsing: "iOS=18.0,macOS=14.0,visionOS=1.0")))
    #expect(
      resolved.targets(for: "Modules/LegacyKit/C.swift")
        == (try DeploymentTargets(parsing: "iOS=17.0,macOS=14.0")))
  }

  @Test func nothingFoundIsEmpty() throws {
    let (evidence, _) = try DeploymentTargetDiscovery.discover(
      in: MemorySource(files: ["Sources/A.swift": "let a = 1"]), configuration: .default)
    #expect(evidence.isEmpty)
    #expect(
      ResolvedDeploymentTargets(evidence: evidence, settings: DeploymentTargetSettings()).isEmpty)
  }
}
