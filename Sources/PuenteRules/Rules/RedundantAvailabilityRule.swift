/// `redundant-availability`: an `@available` attribute with introduced versions only, all
/// of which the deployment target guarantees.
public struct RedundantAvailabilityRule: Rule {
  public static let info = RuleInfo(
    id: "redundant-availability",
    summary:
      "An `@available(iOS 14, *)` attribute whose versions the deployment target already guarantees.",
    rationale: """
      An `@available` attribute that only says when a declaration was introduced \
      (`@available(iOS 14, *)`, `@available(iOS, introduced: 14)`) restricts nothing \
      once the deployment target is at or above that version on every targeted \
      platform it names; it only makes readers wonder which systems still lack the \
      declaration. Delete the attribute. Attributes with `deprecated:`, `obsoleted:`, \
      `unavailable` or `renamed:` say more and are left alone (see `removable-shim`), \
      and a platform the app does not target is ignored. Opt-in: enable it in \
      .puente.json or run `puente shims`. The examples assume deployment targets \
      iOS 17.0 and macOS 14.0.
      """,
    defaultSeverity: .warning)

  public static let enabledByDefault = false
  public static let exampleInputs = ShimScan.exampleInputs

  public static let triggeringExamples = [
    """
    ↓@available(iOS 14, *)
    struct WidgetBadge: View {
      var body: some View { Text("new") }
    }
    """,
    """
    ↓@available(iOS, introduced: 15.0, message: "Needs AsyncImage")
    func avatar() -> some View { AsyncImage(url: url) }
    """,
    """
    ↓@available(iOS 16.4, tvOS 16, *) ↓@available(macOS 12, *)
    extension View {}
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    @available(iOS 18, *)
    struct MeshBackground: View {}
    @available(iOS, introduced: 14, deprecated: 17)
    func legacy() {}
    """,
    """
    @available(*, unavailable)
    init() {}
    @available(swift 5.9)
    func macroHelper() {}
    @available(iOS, unavailable)
    func macOnly() {}
    """,
    """
    @available(visionOS 1.0, *)
    struct Immersive {}
    @available(iOS 15, macOS 15, *)
    struct Shared {}
    """,
  ]

  public static func needles(_ scan: ScanContext) -> [String] {
    ["available"]
  }

  public init() {}

  public func check(_ context: RuleContext) -> [RuleViolation] {
    ShimRuleSupport.violations(context, kinds: [.redundantAttribute])
  }
}
