/// `unused-suppression`: a suppression comment that silences nothing.
public enum UnusedSuppressionCheck: DocumentedCheck {
  public static let info = RuleInfo(
    id: "unused-suppression",
    summary: "A `puente:` suppression comment silences no finding (reported with `--report-unused-suppressions`).",
    rationale: """
      Suppressions outlive the code they were written for. Once the bridge is moved \
      into the adapter layer the comment only hides the next regression. Delete it.
      """,
    defaultSeverity: .warning)

  public static let triggeringExamples = [
    """
    ↓// puente:disable-next-line hosting-outside-adapter -- moved to Adapters long ago
    let view = SettingsView()
    """
  ]
  public static let nonTriggeringExamples = [
    """
    // puente:disable-next-line hosting-outside-adapter -- legacy settings screen
    let host = UIHostingController(rootView: SettingsView())
    """
  ]
  public static let enabledByDefault = false
}
