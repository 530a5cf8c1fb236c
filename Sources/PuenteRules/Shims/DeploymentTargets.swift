/// Minimum OS versions per platform: what the app guarantees at run time. A platform
/// with no entry is one the app does not target (or whose target is unknown); the shim
/// rules ignore availability arguments for it rather than guess.
public struct DeploymentTargets: Sendable, Equatable {
  public var versions: [Platform: PlatformVersion]

  public init(_ versions: [Platform: PlatformVersion] = [:]) {
    self.versions = versions
  }

  public var isEmpty: Bool { versions.isEmpty }

  public subscript(platform: Platform) -> PlatformVersion? {
    get { versions[platform] }
    set { versions[platform] = newValue }
  }

  /// The targeted platforms, in `Platform.allCases` order.
  public var platforms: [Platform] { versions.keys.sorted() }

  /// `iOS=17.0,macOS=14.0` (canonical platform order): the `--deployment-target` syntax,
  /// and how commands pass resolved targets to the rules (`ShimParameters.deploymentTargets`).
  public var encoded: String {
    platforms.compactMap { p in versions[p].map { "\(p.rawValue)=\($0.text)" } }.joined(
      separator: ",")
  }

  /// Parses the `--deployment-target` syntax: `PLATFORM=VERSION` pairs separated by
  /// commas, platforms spelled as in `Platform` (`iOS`, `macOS`, `macCatalyst`, `tvOS`,
  /// `watchOS`, `visionOS`), each at most once.
  public init(parsing text: String) throws(DeploymentTargetSyntaxError) {
    var versions: [Platform: PlatformVersion] = [:]
    let pairs = text.split(separator: ",", omittingEmptySubsequences: false)
    for pair in pairs {
      let trimmed = pair.trimmingBlanks()
      let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw DeploymentTargetSyntaxError("`\(trimmed)` is not PLATFORM=VERSION (e.g. iOS=17.0)")
      }
      let name = String(parts[0]).trimmingBlanks()
      let versionText = String(parts[1]).trimmingBlanks()
      guard let platform = Platform(canonicalName: name) else {
        throw DeploymentTargetSyntaxError(Platform.unknownNameMessage(name))
      }
      guard let version = PlatformVersion(versionText) else {
        throw DeploymentTargetSyntaxError(
          "`\(versionText)` is not a version for \(name); write one to three numbers, e.g. 17.0")
      }
      guard versions[platform] == nil else {
        throw DeploymentTargetSyntaxError("\(name) is given twice")
      }
      versions[platform] = version
    }
    self.versions = versions
  }

  /// `self` with every platform `other` names replaced by `other`'s version.
  public func overlaid(with other: DeploymentTargets) -> DeploymentTargets {
    DeploymentTargets(versions.merging(other.versions) { $1 })
  }

  /// `iOS 17.0 and macOS 14.0`, for messages.
  public var summary: String {
    Self.list(platforms.compactMap { p in versions[p].map { "\(p.rawValue) \($0.text)" } })
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
  }
}

/// A mistake in a `--deployment-target` value; the message says what is wrong.
public struct DeploymentTargetSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension Platform {
  /// "unknown platform `ios`; did you mean `iOS`?" (or the list of platforms).
  static func unknownNameMessage(_ name: String) -> String {
    let names = allCases.map(\.rawValue)
    if let same = names.first(where: { $0.lowercased() == name.lowercased() }) {
      return "unknown platform `\(name)`; did you mean `\(same)`?"
    }
    if let close = Suggestion.closest(to: name, in: names) {
      return "unknown platform `\(name)`; did you mean `\(close)`?"
    }
    return "unknown platform `\(name)`; platforms: \(names.joined(separator: ", "))"
  }
}
