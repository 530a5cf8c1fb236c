/// `unknown-suppression-rule`: a suppression comment names a rule that does not exist.
public enum UnknownSuppressionRuleCheck: DocumentedCheck {
  public static let info = RuleInfo(
    id: "unknown-suppression-rule",
    summary: "A `puente:` suppression comment names a rule or directive that does not exist.",
    rationale: """
      A misspelt rule id silences nothing, so the finding it was meant to silence \
      shows up again, or worse, a real finding later goes unnoticed while the comment \
      looks like it was handled. Use the ids that `puente rules` lists.
      """,
    defaultSeverity: .error)

  public static let triggeringExamples = [
    """
    ↓// puente:disable-next-line hosting-outside-adaptr -- typo
    let x = 1
    """
  ]
  public static let nonTriggeringExamples = [
    """
    // puente:disable-next-line hosting-outside-adapter -- legacy settings screen
    let host = UIHostingController(rootView: SettingsView())
    """
  ]
}
