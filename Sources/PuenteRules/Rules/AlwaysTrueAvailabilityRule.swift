/// `always-true-availability`: a `#available` check the deployment target guarantees, or a
/// `#unavailable` check it rules out.
public struct AlwaysTrueAvailabilityRule: Rule {
  public static let info = RuleInfo(
    id: "always-true-availability",
    summary:
      "A `#available` check the deployment target already guarantees (or a `#unavailable` check that can never be true).",
    rationale: """
      Once the deployment target is at or above every version a `#available` check \
      names for the platforms the app targets, the check always succeeds: the check \
      and its `else` branch are dead code that still has to be read, reviewed and \
      compiled. Likewise a `#unavailable` check can never succeed and the code it \
      guards never runs. Delete the check and the dead branch; the message gives the \
      lines. A platform the app does not target is ignored, and a check that names only \
      such platforms is left alone. Opt-in: enable it in .puente.json or run \
      `puente shims`. The examples assume deployment targets iOS 17.0 and macOS 14.0.
      """,
    defaultSeverity: .warning)

  public static let enabledByDefault = false
  public static let exampleInputs = ShimScan.exampleInputs

  public static let triggeringExamples = [
    """
    var body: some View {
      if ↓#available(iOS 15, *) {
        list.refreshable { await reload() }
      } else {
        list
      }
    }
    """,
    """
    func configure() {
      guard ↓#available(iOS 16.4, macOS 13, *) else { return }
      if ↓#unavailable(iOS 17) {
        legacyHaptics()
      }
    }
    """,
    """
    if ↓#available(iOSApplicationExtension 15.0, *), !isLowPower { animate() }
    while ↓#available(iOS 14.5.1, *) { break }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    if #available(iOS 18, *) { meshGradient() } else { plainGradient() }
    if #available(iOS 17.0.1, *) { patched() }
    if #unavailable(iOS 18) { legacy() }
    """,
    """
    if #available(tvOS 15, *) { focus() }
    if #available(iOS 15, macOS 15, *) { shared() }
    """,
    """
    // if #available(iOS 15, *) { }
    let hint = "#available(iOS 15, *)"
    """,
  ]

  public static func needles(_ scan: ScanContext) -> [String] {
    ["available"]
  }

  public init() {}

  public func check(_ context: RuleContext) -> [RuleViolation] {
    ShimRuleSupport.violations(context, kinds: [.alwaysTrueCheck, .neverTrueCheck])
  }
}
