/// A registered rule: its documentation and its check, as plain values (the engine and
/// the CLI work with these rather than with existential metatypes).
public struct RuleDescriptor: Sendable {
  public let info: RuleInfo
  public let options: [String: String]
  public let triggeringExamples: [String]
  public let nonTriggeringExamples: [String]
  public let enabledByDefault: Bool
  /// The parameters the examples assume (see `Rule.exampleParameters`).
  public let exampleParameters: [String: String]
  /// Runs the rule on one file.
  public let check: @Sendable (RuleContext) -> [RuleViolation]
  /// The rule's needles (see `Rule.needles`).
  public let needles: @Sendable ([String: [String]], Configuration) -> [String]

  public init<R: Rule>(_ rule: R.Type) {
    info = R.info
    options = R.options
    triggeringExamples = R.triggeringExamples
    nonTriggeringExamples = R.nonTriggeringExamples
    enabledByDefault = R.enabledByDefault
    exampleParameters = R.exampleParameters
    check = { R().check($0) }
    needles = { R.needles(options: $0, configuration: $1) }
  }

  public var id: String { info.id }
}

/// Every rule, sorted by id. Hand-written on purpose: a test checks that each rule file
/// is registered, ids are unique and documentation is complete.
public enum RuleRegistry {
  public static let all: [RuleDescriptor] = [
    RuleDescriptor(AlwaysTrueAvailabilityRule.self),
    RuleDescriptor(EnvironmentReinjectionOutsideAdapterRule.self),
    RuleDescriptor(FlagOverdueRule.self),
    RuleDescriptor(FlagRetirementInvalidRule.self),
    RuleDescriptor(FlagRetirementTooFarRule.self),
    RuleDescriptor(FlagWithoutRetirementRule.self),
    RuleDescriptor(HostingOutsideAdapterRule.self),
    RuleDescriptor(RedundantAvailabilityRule.self),
    RuleDescriptor(RemovableShimRule.self),
    RuleDescriptor(RepresentableOutsideAdapterRule.self),
    RuleDescriptor(UnknownSuppressionRuleRule.self),
    RuleDescriptor(UnusedSuppressionRule.self),
  ]

  /// The rule with `id`, if any.
  public static func rule(id: String) -> RuleDescriptor? { all.first { $0.id == id } }

  /// Rule ids and the option keys each accepts, for validating configuration files.
  public static var optionKeys: [String: Set<String>] {
    Dictionary(uniqueKeysWithValues: all.map { ($0.id, Set($0.options.keys)) })
  }
}
