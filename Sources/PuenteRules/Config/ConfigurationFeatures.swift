/// Top-level configuration keys owned by features outside the core configuration
/// (kept raw in `Configuration.extra`, validated here).
extension Configuration {
  /// The feature keys `.puente.json` accepts besides the core ones.
  /// `flags` is read by the feature-flag rules, `deploymentTargets` by the shim audit,
  /// `screens` by `puente screens`, `puente plan` and `new-uikit-screen`, `layers` by
  /// `forbidden-module-import`.
  public static let featureKeys: Set<String> = [
    "reportUnusedSuppressions", "flags", "deploymentTargets", "screens", "layers", "failOnError",
  ]

  /// `failOnError: true` lets the build tool plugin fail a build on an error finding
  /// (by default it reports every finding as a warning).
  public var failOnError: Bool {
    if case .bool(let value)? = extra["failOnError"] { return value }
    return false
  }

  /// `reportUnusedSuppressions: true` reports `puente:` comments that silence nothing.
  public var reportUnusedSuppressions: Bool {
    if case .bool(let value)? = extra["reportUnusedSuppressions"] { return value }
    return false
  }

  /// Checks the feature sections (`reportUnusedSuppressions`, `flags`,
  /// `deploymentTargets`); call after parsing, before scanning anything.
  public func validateFeatures() throws(ConfigError) {
    try validateFlags()
    _ = try DeploymentTargetSettings(configuration: self)
    _ = try ScreenSettings.parse(self)
    _ = try ModuleLayers(configuration: self)
    for key in ["reportUnusedSuppressions", "failOnError"] {
      guard let value = extra[key] else { continue }
      guard case .bool = value else {
        throw ConfigError(
          path: source ?? Configuration.fileName, keyPath: key, message: "expected a boolean (true or false)")
      }
    }
  }
}
