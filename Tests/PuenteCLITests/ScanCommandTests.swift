import Foundation
import Testing

/// `puente scan` end to end: exit statuses, formats, colour, configuration errors.
@Suite struct ScanCommandTests {
  static let bridge = """
    import SwiftUI
    final class OrdersViewController: UIViewController {
      func show() { present(UIHostingController(rootView: OrderView()), animated: true) }
    }

    """

  @Test func cleanTreeExits0AndFindingsExit1() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write("Adapters/Host.swift", Self.bridge)
    var run = try repo.run("scan", ".")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("no findings"), "\(run)")
    try repo.write("Features/Orders.swift", Self.bridge)
    run = try repo.run("scan", ".", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stdout
        == "Features/Orders.swift:3:25: error: `UIHostingController` used outside the adapter layer; "
        + "move this into the adapter folder or ask a factory there for the view controller [hosting-outside-adapter]\n"
    )
  }

  @Test func severityThresholdDecidesTheExitStatus() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write(".puente.json", #"{ rules: { "hosting-outside-adapter": { severity: "warning" } } }"#)
    try repo.write("Features/Orders.swift", Self.bridge)
    #expect(try repo.run("scan", ".").status == 1)
    #expect(try repo.run("scan", ".", "--severity-threshold", "error").status == 0)
  }

  @Test func configurationErrorNamesTheKeyAndScansNothing() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write(".puente.json", #"{ adaptrs: ["**/Adapters/**"] }"#)
    try repo.write("Features/Orders.swift", Self.bridge)
    let run = try repo.run("scan", ".")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("adaptrs"), "\(run)")
    #expect(run.stderr.contains("did you mean `adapters`?"), "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
  }

  @Test(arguments: [
    (["scan", "--format", "yaml"], "unknown format `yaml`"),
    (["scan", "--severity-threshold", "fatal"], "unknown severity `fatal`"),
    (["scan", "--today", "2027-02-30"], "February 2027 has 28 days"),
    (["scan", "--today", "tomorrow"], "write it as YYYY-MM-DD"),
    (["scan", "missing-folder"], "no such file or folder"),
    (["scan", "--colour"], "unknown option `--colour`"),
    (["scna"], "did you mean `scan`?"),
  ])
  func usageErrorsExit2(_ args: [String], _ message: String) throws {
    let repo = try Sandbox(initialize: false)
    let run = try CLI.run(repo.puente, args, in: repo.path, environment: repo.environment)
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains(message), "\(run)")
  }

  @Test func noColourWhenNotATerminalOrWithNoColor() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write("Features/Orders.swift", Self.bridge)
    let piped = try repo.run("scan", ".")
    #expect(!piped.stdout.contains("\u{1B}["), "\(piped)")
    let noColor = try CLI.run(
      repo.puente, ["scan", "."], in: repo.path, environment: repo.environment.merging(["NO_COLOR": "1"]) { $1 })
    #expect(!noColor.stdout.contains("\u{1B}["), "\(noColor)")
  }

  @Test func unreadableAndNonUTF8FilesAreWarningsAndTheScanGoesOn() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write("Features/Orders.swift", Self.bridge)
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(
      to: URL(fileURLWithPath: repo.path + "/Features/Latin1.swift"))
    let run = try repo.run("scan", ".", "--format", "json")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("\"path\": \"Features/Latin1.swift\""), "\(run)")
    #expect(run.stderr.contains("warning: Features/Latin1.swift: not UTF-8"), "\(run)")
  }

  @Test func generatedFilesAreSkippedAndCounted() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write(
      "Generated/Strings.swift", "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n" + Self.bridge)
    var run = try repo.run("scan", ".")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("1 generated file skipped"), "\(run)")
    run = try repo.run("scan", ".", "--include-generated", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
  }

  @Test func todayMakesFlagReportsReproducible() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write(
      "App/FeatureFlags.swift",
      """
      enum FeatureFlags {
        /// retire: 2027-03-31
        static let newCheckout = true
      }

      """)
    #expect(try repo.run("scan", ".", "--today", "2027-01-01").status == 0)
    let late = try repo.run("scan", ".", "--today", "2027-06-01", "--format", "xcode")
    #expect(late.status == 1, "\(late)")
    #expect(late.stdout.contains("[flag-overdue]"), "\(late)")
  }

  /// Review: `--include-generated=yes` said "did you mean `--include-generated`?".
  @Test func aFlagGivenAValueSaysItTakesNone() throws {
    let repo = try Sandbox(initialize: false)
    let run = try repo.run("scan", ".", "--include-generated=yes")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("`--include-generated` takes no value"), "\(run)")
  }

  /// Review: scanning a subfolder silently dropped the repository's configuration.
  @Test func scanningASubfolderWarnsAboutTheConfigurationAboveIt() throws {
    let repo = try Sandbox()
    try repo.write(".puente.json", #"{ adapters: ["**/Bridges/**"] }"#)
    try repo.write("Modules/Orders/Orders.swift", "let x = 1\n")
    let run = try repo.run("scan", "Modules/Orders")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("has no .puente.json"), "\(run)")
    #expect(run.stderr.contains(".puente.json` exists above it"), "\(run)")
  }

  /// Review: in xcode format each unreadable file was reported twice (stdout and stderr).
  @Test func xcodeFormatReportsAProblemOnce() throws {
    let repo = try Sandbox(initialize: false)
    try Data([0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: repo.path + "/Latin1.swift"))
    let run = try repo.run("scan", ".", "--format", "xcode")
    #expect(run.stdout.contains("Latin1.swift: warning:"), "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
  }

  /// Review: `scan --staged` and `baseline write` did not prepare the shim rules, so
  /// the hook and the baseline disagreed with `scan` when a shim rule was enabled.
  @Test func shimRulesRunAlikeInScanStagedAndBaseline() throws {
    let repo = try Sandbox()
    try repo.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [])

      """)
    try repo.write(".puente.json", #"{ rules: { "redundant-availability": { enabled: true } } }"#)
    try repo.write("Features/Old.swift", "@available(iOS 14, *)\nfunc legacy() {}\n")
    try repo.git("add", "-A")
    let staged = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(staged.status == 1, "\(staged)")
    #expect(staged.stdout.contains("[redundant-availability]"), "\(staged)")
    #expect(try repo.run("baseline", "write").status == 0)
    let after = try repo.run("scan")
    #expect(after.status == 0, "\(after)")
  }
}
