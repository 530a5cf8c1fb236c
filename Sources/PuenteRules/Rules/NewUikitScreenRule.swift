/// `new-uikit-screen`: a UIKit screen class that HEAD does not have, in a staged scan.
public struct NewUikitScreenRule: Rule {
  public static let info = RuleInfo(
    id: "new-uikit-screen",
    summary: "A new UIKit screen class is committed; new screens are written in SwiftUI.",
    rationale: """
      A migration ends only if the UIKit side stops growing. Every screen written in \
      UIKit today is one more to convert later, with its tests and its navigation. The \
      rule fires only in `puente scan --staged` (the pre-commit hook), on a class that \
      inherits from `UIViewController` (through any chain, see `puente screens --help`) \
      and that HEAD does not declare, outside test code (a folder named `Tests` or ending \
      in `Tests`); a plain scan has no "new", and the baseline does not absorb it. Write \
      the screen as a SwiftUI `View` and host it where UIKit needs it.
      """,
    defaultSeverity: .error)

  public static let enabledByDefault = false
  public static let enabledInTemplate = true

  public static let triggeringExamples = [
    """
    final class ↓SettingsViewController: UIViewController {
      override func viewDidLoad() { super.viewDidLoad() }
    }
    """,
    """
    class BaseScreen: UIViewController {}
    final class ProfileViewController: BaseScreen {}
    final class ↓OrdersViewController: BaseScreen {}
    """,
    """
    enum Signup {
      final class ↓ViewController: UIViewController {}
    }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    final class ProfileViewController: UIViewController {}
    struct SettingsView: View { var body: some View { Text("Settings") } }
    """,
    """
    final class AlertPresenter: NSObject {}
    final class SettingsHost: UIHostingController<SettingsView> {}
    """,
  ]

  /// The examples run as the staged `Features/Example.swift`; HEAD has `ProfileViewController` and `BaseScreen`.
  public static let exampleInputs = ScanInputs(
    screens: .staged(existing: ["ProfileViewController", "BaseScreen"], paths: ["Features/Example.swift"]))

  public static let requires: [any ScanAnalysis.Type] = [ScreenTypes.self]

  public init() {}

  public func check(_ context: RuleContext) -> [RuleViolation] {
    guard case .staged(let existing, let paths)? = context.scan.inputs.screens else { return [] }
    let file = context.file
    // (A staged scan may check the whole tree; only staged files add screens, and test
    // code adds none: a test's fake controller is no screen.)
    guard paths.contains(file.path), !ScreenKinds.isTestCode(file.path) else { return [] }
    let outline = file.outline
    // (By qualified names, as the type index keeps them: `Signup.ViewController`.)
    let candidates = zip(outline.types, outline.qualifiedNames()).filter { type, name in
      type.kind == .class && !type.inherited.isEmpty && !existing.contains(name)
    }
    guard !candidates.isEmpty else { return [] }
    let types = context.result(of: ScreenTypes.self)
    return candidates.filter { types.isScreen($0.1) }.map { type, name in
      RuleViolation(
        offset: file.tokens[outline.code[type.namePosition]].start,
        message:
          "`\(name)` is a new UIKit screen; new screens are written in SwiftUI: write it as a `View` and host it where UIKit needs it"
      )
    }
  }
}
