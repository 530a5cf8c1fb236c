/// Top-level configuration keys owned by features outside the core configuration
/// (kept raw in `Configuration.extra`, validated here).
extension Configuration {
  /// The feature keys `.puente.json` accepts besides the core ones.
  /// `flags` is read by the feature-flag rules, `deploymentTargets` by the shim audit,
  /// `layers` by `forbidden-module-import`.
  public static let featureKeys: Set<String> = ["reportUnusedSuppressions", "flags", "deploymentTargets", "layers"]

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
    _ = try ModuleLayers(configuration: self)
    if let value = extra["reportUnusedSuppressions"] {
      guard case .bool = value else {
        throw ConfigError(
          path: source ?? Configuration.fileName, keyPath: "reportUnusedSuppressions",
          message: "expected a boolean (true or false)")
      }
    }
  }
}
