import Foundation
import Testing

/// `puente screens`, `puente plan` and `new-uikit-screen` end to end.
@Suite struct ScreensCommandTests {
  static let config = """
    { rules: { "new-uikit-screen": { enabled: true } } }
    """
  static let base = """
    import UIKit

    class BaseScreen: UIViewController {}
    final class HomeViewController: BaseScreen {
      func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
    }
    final class DetailViewController: BaseScreen {}
    """

  @Test func aNewUIKitScreenIsBlockedInAStagedScanAndTheBaselineDoesNotAbsorbIt() throws {
    let repo = try Sandbox()
    try repo.commit([".puente.json": Self.config, "Features/Home.swift": Self.base])

    // A plain scan never reports it: there is no "new" there.
    try repo.write("Features/Settings.swift", "final class SettingsViewController: BaseScreen {}\n")
    let plain = try repo.run("scan", "--format", "xcode")
    #expect(plain.status == 0, "\(plain)")

    // Recorded in a baseline or not, the staged new screen fails the commit.
    try repo.run("baseline", "write").expectSuccess()
    try repo.git("add", "-A")
    let staged = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(staged.status == 1, "\(staged)")
    #expect(
      staged.stdout
        == "Features/Settings.swift:1:13: error: `SettingsViewController` is a new UIKit screen; new screens are written in SwiftUI: write it as a `View` and host it where UIKit needs it [new-uikit-screen]\n"
    )

    // A test's fake controller is no screen.
    try repo.git("rm", "-q", "--cached", "Features/Settings.swift")
    try repo.write("AppTests/HomeTests.swift", "final class FakeViewController: UIViewController {}\n")
    try repo.git("add", "AppTests/HomeTests.swift")
    let test = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(test.status == 0, "\(test)")
    try repo.git("rm", "-q", "--cached", "AppTests/HomeTests.swift")

    // An existing screen edited, and a screen moved to another file, are not new.
    try repo.write(
      "Features/Home.swift",
      Self.base.replacingOccurrences(of: "final class DetailViewController: BaseScreen {}", with: ""))
    try repo.write("Features/Detail.swift", "final class DetailViewController: BaseScreen { var x = 1 }\n")
    try repo.git("add", "Features/Home.swift", "Features/Detail.swift")
    let moved = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(moved.status == 0, "\(moved)")
  }

  @Test func screensAndPlanRunOnARepositoryWithChurn() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/Home.swift": Self.base])
    let screens = try repo.run("screens", "--format", "csv")
    #expect(screens.status == 0, "\(screens)")
    #expect(
      screens.stdout == """
        screen,kind,file,lines,logic,height,in,out,bridges,storyboard,pair
        DetailViewController,uikit,Features/Home.swift:7,1,1,0,1,0,0,0,
        HomeViewController,uikit,Features/Home.swift:4,3,3,1,0,1,0,0,

        """)
    let plan = try repo.run("plan")
    #expect(plan.status == 0, "\(plan)")
    #expect(
      plan.stdout.contains(
        "1. DetailViewController (Features/Home.swift:7)\n   leaf · 1 line of logic · 1 commit in 180 days\n"))
    let bad = try repo.run("plan", "--format", "dot")
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("unknown format `dot`"))
    let since = try repo.run("plan", "--churn-since", "2000-01-01")
    #expect(since.stdout.contains("leaf · 1 line of logic · 1 commit since 2000-01-01\n"), "\(since)")
    #expect(try repo.run("plan", "--churn-since", "6 months ago").status == 0)
    // git would read a typo as now, and every screen as unchanged.
    let typo = try repo.run("plan", "--churn-since", "notadate")
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("`--churn-since notadate` is not a date"), "\(typo)")
    // A path that is not a folder says whether it is missing or a file.
    let missing = try repo.run("screens", "Featurs")
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no such folder: `Featurs`; give the repository root"), "\(missing)")
    let file = try repo.run("plan", "Features/Home.swift")
    #expect(file.status == 2)
    #expect(file.stderr.contains("`Features/Home.swift` is a file, not a folder"), "\(file)")
  }

  /// Outside git there is no churn: the reasons leave it out rather than say 0 commits.
  @Test func planOutsideGitSaysNothingOfChurn() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write("Features/Home.swift", Self.base)
    let plan = try repo.run("plan")
    #expect(plan.status == 0, "\(plan)")
    #expect(
      plan.stdout.hasPrefix(
        "Migration order (2 UIKit screens): leaves first, containers and the root last\n\n"
          + "1. DetailViewController (Features/Home.swift:7)\n   leaf · 1 line of logic\n"), "\(plan)")
  }

  /// docs/migration-plan.md quotes the definition `puente screens --help` gives, verbatim.
  @Test func theDocsQuoteTheHelpsDefinition() throws {
    let repo = try Sandbox()
    let help = try repo.run("screens", "--help").stdout
    guard let start = help.range(of: "What is a screen:"),
      let end = help.range(of: "is the local's value.")
    else {
      Issue.record("no definition in --help")
      return
    }
    let definition = String(help[start.lowerBound..<end.upperBound])
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/migration-plan.md").standardized.path
    let text = try String(contentsOfFile: docs, encoding: .utf8)
    #expect(text.contains("```text\n" + definition + "\n```"))
  }

  /// The progress line is for a person at a terminal: with standard error a pipe (a
  /// test's captured output, CI, `2> file`) nothing is written there. Through a terminal
  /// (`script`'s, where installed) the same run draws it.
  @Test func progressGoesToATerminalOnly() throws {
    let repo = try Sandbox(initialize: false)
    for i in 0..<20 {
      try repo.write(
        "Features/Screen\(i).swift",
        """
        import UIKit

        final class Screen\(i)ViewController: UIViewController {
          func open() { present(Screen\((i + 1) % 20)ViewController(), animated: true) }
        }

        """)
    }
    for command in ["screens", "plan"] {
      let piped = try repo.run(command, "--format", "csv")
      #expect(piped.status == 0, "\(piped)")
      #expect(piped.stderr.isEmpty, "\(piped)")
    }
    #if os(Linux)
      guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
      let shown = try CLI.run(
        "/usr/bin/script", ["-qec", "'\(repo.puente)' screens --format csv >/dev/null", "/dev/null"], in: repo.path,
        environment: repo.environment)
      guard shown.status == 0 else { return }  // no terminal to be had here
      // (Not the clearing at the end: `script` may exit before it copies the last bytes.)
      #expect(shown.stdout.contains("\rpuente screens: 1/20 files, "), "\(shown)")
    #endif
  }
}
