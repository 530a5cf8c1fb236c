/// `removable-shim`: a declaration marked for retirement (`deprecated:`, `obsoleted:`,
/// `@backDeployed(before:)`) at a version the deployment target has reached.
public struct RemovableShimRule: Rule {
  public static let info = RuleInfo(
    id: "removable-shim",
    summary:
      "A shim whose `@available(…, deprecated:/obsoleted:)` or `@backDeployed(before:)` version the deployment target has reached.",
    rationale: """
      Teams backport new SwiftUI APIs with small extensions that call the native API \
      under `if #available` and fall back to a hand-made version otherwise, and mark \
      them `@available(iOS, deprecated: 17.0, message: "…")` so that they can be retired \
      later. Once every deployment target is at or above that version the fallback \
      never runs: delete the shim and call the native API where it was used. The \
      message gives the lines to delete and, in `puente shims` and a configured scan, \
      the number of references to update. Targets come from Package.swift, Xcode \
      projects, .xcconfig, XcodeGen, Tuist and CocoaPods files or `deploymentTargets` \
      in .puente.json; a platform the app does not target is ignored, and a targeted \
      platform the attribute does not name keeps the shim. Opt-in: enable \
      it in .puente.json or run `puente shims`. The examples assume deployment \
      targets iOS 17.0 and macOS 14.0.
      """,
    defaultSeverity: .warning)

  public static let enabledByDefault = false
  public static let exampleInputs = ShimScan.exampleInputs

  public static let triggeringExamples = [
    """
    ↓@available(iOS, deprecated: 17.0, message: "Use ContentUnavailableView directly")
    @available(macOS, deprecated: 14.0, message: "Use ContentUnavailableView directly")
    extension View {
      @ViewBuilder
      func emptyState(_ title: String, systemImage: String, isEmpty: Bool) -> some View {
        if isEmpty {
          if #available(iOS 17, *) {
            ContentUnavailableView(title, systemImage: systemImage)
          } else {
            Label(title, systemImage: systemImage)
          }
        } else {
          self
        }
      }
    }
    """,
    """
    extension View {
      ↓@available(iOS, introduced: 15.0, deprecated: 16.0, message: "Use .scrollDismissesKeyboard")
      @available(macOS, introduced: 12.0, deprecated: 13.0, message: "Use .scrollDismissesKeyboard")
      func dismissesKeyboardOnDrag() -> some View { self }
    }
    """,
    """
    ↓@available(iOS, renamed: "formatted(_:)", obsoleted: 16.4)
    @available(macOS, obsoleted: 13)
    struct LegacyPriceFormatter {}
    """,
    """
    ↓@backDeployed(before: iOS 17.0, macOS 14.0)
    public func bounceSymbol() -> some View { self }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    @available(iOS, deprecated: 18.0, message: "Use the iOS 18 API")
    func meshBackground() -> some View { self }
    @available(iOS, deprecated: 17.0.1)
    func patched() {}
    """,
    """
    @available(*, deprecated, message: "Use the async variant")
    func load(completion: () -> Void) {}
    @available(tvOS, deprecated: 15.0)
    func focusRing() {}
    """,
    """
    @available(iOS, deprecated: 17.0)
    @available(macOS, deprecated: 15.0)
    struct LegacyBadge {}
    // Deprecated on iOS only: the macOS build still needs the fallback.
    @available(iOS, deprecated: 17.0)
    func compatInspector() {}
    """,
    """
    // @available(iOS, deprecated: 16.0)
    let note = "@available(iOS, deprecated: 16.0)"
    """,
  ]

  public static func needles(_ scan: ScanContext) -> [String] {
    ["deprecated", "obsoleted", "backDeployed"]
  }

  public init() {}

  public func check(_ context: RuleContext) -> [RuleViolation] {
    ShimRuleSupport.violations(context, kinds: [.removableShim])
  }
}
