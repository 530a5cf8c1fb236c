/// The documentation of a rule or of one of the engine's own checks, as plain values
/// (the CLI, the configuration and the reports work with these rather than with
/// existential metatypes).
public struct CheckDocumentation: Sendable {
  public let info: RuleInfo
  public let options: [String: String]
  public let triggeringExamples: [String]
  public let nonTriggeringExamples: [String]
  public let enabledByDefault: Bool
  /// Whether the template `puente init` writes turns it on.
  public let enabledInTemplate: Bool
  /// The scan inputs the examples assume (see `DocumentedCheck.exampleInputs`).
  public let exampleInputs: ScanInputs
  /// The configuration the examples assume (see `DocumentedCheck.exampleConfiguration`).
  public let exampleConfiguration: Configuration

  public init<C: DocumentedCheck>(_ check: C.Type) {
    info = C.info
    options = C.options
    triggeringExamples = C.triggeringExamples
    nonTriggeringExamples = C.nonTriggeringExamples
    enabledByDefault = C.enabledByDefault
    enabledInTemplate = C.enabledInTemplate
    exampleInputs = C.exampleInputs
    exampleConfiguration = C.exampleConfiguration
  }

  public var id: String { info.id }
}

/// A registered rule: its documentation, what it needs, and its check.
public struct RuleDescriptor: Sendable {
  public let documentation: CheckDocumentation
  /// See `Rule.requires`.
  public let requires: [any ScanAnalysis.Type]
  /// See `Rule.needles`.
  public let needles: @Sendable (ScanContext) -> [String]
  /// Runs the rule on one file.
  public let check: @Sendable (RuleContext) -> [RuleViolation]
  /// See `Rule.changeDays`.
  public let changeDays: @Sendable (RuleContext) -> [CalendarDay]

  public init<R: Rule>(_ rule: R.Type) {
    documentation = CheckDocumentation(R.self)
    requires = R.requires
    needles = { R.needles($0) }
    check = { R().check($0) }
    changeDays = { R.changeDays($0) }
  }

  public var info: RuleInfo { documentation.info }
  public var id: String { info.id }
  /// Whether it judges files against the repository beyond them (manifests, other
  /// files): it finds nothing in scans without one, `puente trend`'s and `report`'s.
  public var readsRepository: Bool { requires.contains { $0 is any RepositoryAnalysis.Type } }
}

/// Every rule, sorted by id. Hand-written on purpose: a test checks that each rule file
/// is registered, ids are unique and documentation is complete.
public enum RuleRegistry {
  public static let rules: [RuleDescriptor] = [
    RuleDescriptor(AlwaysTrueAvailabilityRule.self),
    RuleDescriptor(EnvironmentReinjectionOutsideAdapterRule.self),
    RuleDescriptor(FlagOverdueRule.self),
    RuleDescriptor(FlagRetirementInvalidRule.self),
    RuleDescriptor(FlagRetirementTooFarRule.self),
    RuleDescriptor(FlagWithoutRetirementRule.self),
    RuleDescriptor(ForbiddenModuleImportRule.self),
    RuleDescriptor(HostingOutsideAdapterRule.self),
    RuleDescriptor(NewUikitScreenRule.self),
    RuleDescriptor(RedundantAvailabilityRule.self),
    RuleDescriptor(RemovableShimRule.self),
    RuleDescriptor(RepresentableOutsideAdapterRule.self),
    RuleDescriptor(UiTestIdentifierMissingRule.self),
    RuleDescriptor(UikitNavigationInSwiftuiRule.self),
    RuleDescriptor(UndeclaredModuleImportRule.self),
  ]

  /// Everything that reports findings, sorted by id: the rules and the engine's
  /// suppression checks. What `puente rules` lists and `.puente.json` configures.
  public static let all: [CheckDocumentation] =
    (rules.map(\.documentation) + SuppressionCheck.all).sorted { $0.id < $1.id }

  /// The documentation of `id`, if any.
  public static func documentation(id: String) -> CheckDocumentation? { all.first { $0.id == id } }

  /// Ids and the option keys each accepts, for validating configuration files.
  public static var optionKeys: [String: Set<String>] {
    Dictionary(uniqueKeysWithValues: all.map { ($0.id, Set($0.options.keys)) })
  }

  /// Every id, for telling a suppression comment's rule names apart from typos.
  public static let ids: Set<String> = Set(all.map(\.id))
}
