import Testing

@testable import PuenteRules

/// Version parsing and comparison, platform names, and the `--deployment-target` syntax.
@Suite struct ShimVersionTests {
  @Test(arguments: [
    ("17", [17]), ("17.0", [17, 0]), ("17.0.1", [17, 0, 1]), ("15.10", [15, 10]), ("0", [0]),
    ("10.15", [10, 15]),
  ])
  func parsesOneToThreeNumbers(_ text: String, _ components: [Int]) throws {
    let version = try #require(PlatformVersion(text))
    #expect(version.components == components)
    #expect(version.text == text)
  }

  @Test(arguments: [
    "", "17.", ".1", "v17", "17.0.0.1", "1_0", "-1", "17 .0", "17,0", "１７", "12345", "a.b",
  ])
  func rejectsAnythingElse(_ text: String) {
    #expect(PlatformVersion(text) == nil)
  }

  @Test func missingComponentsAreZero() throws {
    let v17 = try #require(PlatformVersion("17"))
    let v170 = try #require(PlatformVersion("17.0"))
    let v1700 = try #require(PlatformVersion("17.0.0"))
    let v1701 = try #require(PlatformVersion("17.0.1"))
    #expect(v17 == v170 && v170 == v1700)
    #expect(Set([v17, v170, v1700]).count == 1)
    #expect(v170 < v1701 && v17 < v1701)
    #expect(!(v1701 <= v17))
  }

  /// Versions compare as numbers per component, not as text or decimals.
  @Test(arguments: [
    ("15.4", "15.10"), ("10.9", "10.15"), ("16", "16.4"), ("16.4", "17"), ("9.9.9", "10"),
  ])
  func comparesComponentsNumerically(_ lower: String, _ higher: String) throws {
    let a = try #require(PlatformVersion(lower))
    let b = try #require(PlatformVersion(higher))
    #expect(a < b)
    #expect(!(b < a))
    #expect(a != b)
  }

  @Test(arguments: [("v16", "16"), ("v15_4", "15.4"), ("v10_15", "10.15"), ("v1", "1")])
  func readsPackageDescriptionConstants(_ name: String, _ expected: String) throws {
    let version = try #require(PlatformVersion(packageConstant: name))
    #expect(version == PlatformVersion(expected))
    #expect(version.text == expected)
  }

  @Test(arguments: ["16", "vx", "v", "v15__4", "V16"])
  func rejectsOtherConstants(_ name: String) {
    #expect(PlatformVersion(packageConstant: name) == nil)
  }

  @Test func mapsAvailabilitySpellingsToPlatforms() {
    #expect(Platform(availabilityName: "iOS") == .iOS)
    #expect(Platform(availabilityName: "iOSApplicationExtension") == .iOS)
    #expect(Platform(availabilityName: "OSX") == .macOS)
    #expect(Platform(availabilityName: "macOSApplicationExtension") == .macOS)
    #expect(Platform(availabilityName: "macCatalyst") == .macCatalyst)
    #expect(Platform(availabilityName: "macCatalystApplicationExtension") == .macCatalyst)
    #expect(Platform(availabilityName: "xrOS") == .visionOS)
    #expect(Platform(availabilityName: "visionOS") == .visionOS)
    #expect(Platform(availabilityName: "watchOS") == .watchOS)
    #expect(Platform(availabilityName: "tvOS") == .tvOS)
    #expect(Platform(availabilityName: "swift") == nil)
    #expect(Platform(availabilityName: "ios") == nil)
    #expect(Platform(availabilityName: "*") == nil)
  }

  @Test func parsesDeploymentTargetOverrides() throws {
    let targets = try DeploymentTargets(parsing: "iOS=17.0, macOS=14,visionOS=1.1")
    #expect(targets[.iOS] == PlatformVersion("17.0"))
    #expect(targets[.macOS] == PlatformVersion("14"))
    #expect(targets[.visionOS] == PlatformVersion("1.1"))
    #expect(targets.encoded == "iOS=17.0,macOS=14,visionOS=1.1")
    #expect(try DeploymentTargets(parsing: targets.encoded) == targets)
    #expect(targets.summary == "iOS 17.0, macOS 14 and visionOS 1.1")
  }

  @Test(arguments: [
    ("ios=17.0", "unknown platform `ios`; did you mean `iOS`?"),
    ("visonOS=1", "unknown platform `visonOS`; did you mean `visionOS`?"),
    (
      "linux=6",
      "unknown platform `linux`; platforms: iOS, macOS, macCatalyst, tvOS, watchOS, visionOS"
    ),
    ("iOS", "`iOS` is not PLATFORM=VERSION (e.g. iOS=17.0)"),
    ("iOS=17,", "`` is not PLATFORM=VERSION (e.g. iOS=17.0)"),
    (
      "iOS=seventeen", "`seventeen` is not a version for iOS; write one to three numbers, e.g. 17.0"
    ),
    ("iOS=17,iOS=18", "iOS is given twice"),
  ])
  func rejectsMalformedOverrides(_ text: String, _ message: String) {
    #expect(throws: DeploymentTargetSyntaxError(message)) { try DeploymentTargets(parsing: text) }
  }

  @Test func overlayReplacesOnlyTheNamedPlatforms() throws {
    let base = try DeploymentTargets(parsing: "iOS=16.0,macOS=13.0")
    let what = try DeploymentTargets(parsing: "iOS=18.0")
    #expect(base.overlaid(with: what) == (try DeploymentTargets(parsing: "iOS=18.0,macOS=13.0")))
  }
}
