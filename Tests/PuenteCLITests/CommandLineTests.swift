import Foundation
import Testing

/// Help and usage errors of the commands, end to end.
@Suite struct CommandLineTests {
  @Test(arguments: [
    ["--help"], ["scan", "--help"], ["baseline", "--help"], ["baseline", "write", "--help"],
    ["baseline", "update", "-h"], ["hook", "--help"], ["hook", "install", "--help"],
    ["help", "hook"],
    ["help", "baseline"], ["rules", "--help"], ["init", "--help"], ["tokens", "--help"],
  ])
  func everyCommandHasHelp(_ args: [String]) throws {
    let sandbox = try Sandbox(initialize: false)
    let run = try CLI.run(sandbox.puente, args, in: sandbox.path, environment: sandbox.environment)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("usage:"), "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
  }

  @Test(arguments: [
    (["scan", "--staged", "Features"], "takes no PATH"),
    (["scan", "--baseline", "b.json", "--no-baseline"], "contradict"),
    (["scan", "--stagged"], "did you mean `--staged`?"),
    (["baseline"], "`puente baseline write` or `puente baseline update`"),
    (["baseline", "rewrite"], "unknown action `rewrite`"),
    (["hook"], "`puente hook install` or `puente hook uninstall`"),
    (["hook", "instal"], "unknown action `instal`"),
    (["hook", "uninstall", "--force"], "only applies to install"),
  ])
  func usageErrorsSayWhatIsWrongAndExit2(_ args: [String], _ message: String) throws {
    let repo = try Sandbox()
    let run = try CLI.run(repo.puente, args, in: repo.path, environment: repo.environment)
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains(message), "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
  }

  @Test func preCommitFrameworkManifestDescribesTheHook() throws {
    // The manifest at the package root; read only.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    for line in [
      "- id: puente", "  entry: puente scan --format xcode", "  language: swift",
      "  types: [swift]",
      "  pass_filenames: true",
    ] {
      #expect(text.contains(line + "\n"), "missing `\(line)`")
    }
  }
}
