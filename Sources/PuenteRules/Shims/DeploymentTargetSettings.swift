import PuenteJSON

/// The `deploymentTargets` section of `.puente.json`, validated.
///
/// ```json5
/// "deploymentTargets": {
///   // Minimums that replace what discovery found, per platform (strings; whole
///   // numbers are accepted too, but write "15.10", not 15.10, which JSON reads as 15.1).
///   "iOS": "16.0",
///   "macOS": "13.0",
///   // Read Package.swift, Xcode projects, .xcconfig, XcodeGen, Tuist and CocoaPods
///   // files for targets (default true). With false, only the minimums above count.
///   "discover": true,
///   // Folders (root-relative, no globs) with their own minimum: a module that supports
///   // older (or only newer) systems than the app. The longest matching folder wins,
///   // per platform, over the targets above and over --deployment-target.
///   "folders": {
///     "Modules/LegacyKit": { "iOS": "15.0" }
///   }
/// }
/// ```
///
/// Platforms are spelled `iOS`, `macOS`, `macCatalyst`, `tvOS`, `watchOS`, `visionOS`.
/// Every other key, and every value of the wrong kind, is a `ConfigError` naming its key path.
public struct DeploymentTargetSettings: Sendable, Equatable {
  /// The top-level key in `.puente.json`.
  public static let key = "deploymentTargets"

  /// Minimums that replace discovered ones, per platform.
  public var targets: DeploymentTargets
  /// Whether to look for targets in the project's build files.
  public var discover: Bool
  /// Folders with their own minimums, sorted by folder.
  public var folders: [FolderTargets]

  /// One folder's own minimums.
  public struct FolderTargets: Sendable, Equatable {
    /// Root-relative, `/`-separated, without a trailing slash.
    public var folder: String
    public var targets: DeploymentTargets
  }

  public init(
    targets: DeploymentTargets = DeploymentTargets(), discover: Bool = true,
    folders: [FolderTargets] = []
  ) {
    self.targets = targets
    self.discover = discover
    self.folders = folders
  }

  /// Reads and validates `configuration.extra["deploymentTargets"]`; the defaults (no
  /// minimums, discovery on, no folders) when the section is absent.
  public init(configuration: Configuration) throws(ConfigError) {
    self.init()
    guard let section = configuration.extra[Self.key] else { return }
    let path = configuration.source ?? Configuration.fileName
    func fail(_ keyPath: String, _ message: String) -> ConfigError {
      ConfigError(path: path, keyPath: keyPath, message: message)
    }
    guard case .object(let members) = section else {
      throw fail(Self.key, "expected an object, found \(section.kindDescription)")
    }
    var versions: [Platform: PlatformVersion] = [:]
    for key in members.keys.sorted() {
      guard let value = members[key] else { continue }
      let keyPath = "\(Self.key).\(key)"
      switch key {
      case "discover":
        guard case .bool(let flag) = value else {
          throw fail(keyPath, "expected a boolean (true or false), found \(value.kindDescription)")
        }
        discover = flag
      case "folders":
        folders = try Self.folders(value, at: keyPath, fail: fail)
      default:
        guard let platform = Platform(canonicalName: key) else {
          throw fail(keyPath, Self.unknownKeyMessage(key, allowed: ["discover", "folders"]))
        }
        versions[platform] = try Self.version(value, at: keyPath, fail: fail)
      }
    }
    targets = DeploymentTargets(versions)
  }

  /// The folder entry whose folder contains `path` most specifically, if any.
  public func folder(containing path: String) -> FolderTargets? {
    var best: FolderTargets? = nil
    for entry in folders where path == entry.folder || path.hasPrefix(entry.folder + "/") {
      if let current = best, current.folder.count >= entry.folder.count { continue }
      best = entry
    }
    return best
  }

  // MARK: - Validation

  private static func folders(
    _ value: JSONValue, at keyPath: String, fail: (String, String) -> ConfigError
  ) throws(ConfigError) -> [FolderTargets] {
    guard case .object(let entries) = value else {
      throw fail(keyPath, "expected an object of folder → targets, found \(value.kindDescription)")
    }
    var result: [FolderTargets] = []
    var seen: Set<String> = []
    for folder in entries.keys.sorted() {
      guard let entry = entries[folder] else { continue }
      let entryPath = "\(keyPath).\(folder)"
      var normalized = folder
      while normalized.hasPrefix("./") { normalized.removeFirst(2) }
      while normalized.hasSuffix("/") { normalized.removeLast() }
      let segments = normalized.split(separator: "/", omittingEmptySubsequences: false)
      if normalized.isEmpty || folder.hasPrefix("/")
        || segments.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." })
      {
        throw fail(
          entryPath, "expected a folder relative to the repository root, e.g. `Modules/LegacyKit`")
      }
      if folder.contains(where: { "*?[]{}".contains($0) }) {
        throw fail(entryPath, "folders are plain paths, not globs; name the folder itself")
      }
      guard seen.insert(normalized).inserted else {
        throw fail(entryPath, "the folder `\(normalized)` is listed twice")
      }
      guard case .object(let members) = entry else {
        throw fail(
          entryPath, "expected an object of platform → version, found \(entry.kindDescription)")
      }
      guard !members.isEmpty else {
        throw fail(entryPath, "expected at least one platform, e.g. { \"iOS\": \"15.0\" }")
      }
      var versions: [Platform: PlatformVersion] = [:]
      for key in members.keys.sorted() {
        guard let member = members[key] else { continue }
        guard let platform = Platform(canonicalName: key) else {
          throw fail("\(entryPath).\(key)", Self.unknownKeyMessage(key, allowed: []))
        }
        versions[platform] = try version(member, at: "\(entryPath).\(key)", fail: fail)
      }
      result.append(FolderTargets(folder: normalized, targets: DeploymentTargets(versions)))
    }
    return result.sorted { $0.folder < $1.folder }
  }

  private static func version(
    _ value: JSONValue, at keyPath: String, fail: (String, String) -> ConfigError
  ) throws(ConfigError) -> PlatformVersion {
    switch value {
    case .string(let text):
      guard let version = PlatformVersion(text) else {
        throw fail(keyPath, "`\(text)` is not a version; write one to three numbers, e.g. \"17.0\"")
      }
      return version
    case .number(let number):
      // A whole number is unambiguous; `15.10` would already have been read as 15.1.
      guard number >= 0, number < 10000, number == number.rounded(),
        let version = PlatformVersion(String(Int(number)))
      else {
        throw fail(
          keyPath,
          "write the version as a string, e.g. \"15.10\" (a JSON number loses trailing zeros)")
      }
      return version
    default:
      throw fail(
        keyPath, "expected a version string such as \"17.0\", found \(value.kindDescription)")
    }
  }

  private static func unknownKeyMessage(_ key: String, allowed: [String]) -> String {
    let known = allowed + Platform.allCases.map(\.rawValue)
    if let same = known.first(where: { $0.lowercased() == key.lowercased() }) {
      return "unknown key `\(key)`; did you mean `\(same)`?"
    }
    if let close = Suggestion.closest(to: key, in: known) {
      return "unknown key `\(key)`; did you mean `\(close)`?"
    }
    return "unknown key `\(key)`; known keys: \(known.joined(separator: ", "))"
  }
}
