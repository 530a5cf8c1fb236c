import Foundation
import Testing

/// `puente scan --staged` end to end, in temporary repositories.
@Suite struct StagedScanTests {
  @Test func aStagedBridgeFailsAndAnUnstagedOneDoesNot() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean])

    try repo.write("Features/A.swift", Swift.bridge)
    let unstaged = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(unstaged.status == 0, "\(unstaged)")
    #expect(unstaged.stdout.isEmpty)

    try repo.git("add", "Features/A.swift")
    let staged = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(staged.status == 1, "\(staged)")
    #expect(
      staged.stdout.hasPrefix(
        "Features/A.swift:3:12: error: `UIHostingController` used outside the adapter layer"))
    #expect(staged.stderr.contains("// puente:disable-next-line hosting-outside-adapter -- reason"))
    #expect(staged.stderr.contains("move the bridging code into the adapter layer"))
  }

  @Test func partialStagingJudgesOnlyTheStagedHalfAtItsStagedPosition() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean])
    try repo.write("Features/A.swift", Swift.bridge)
    try repo.git("add", "Features/A.swift")
    // Edited again, unstaged: lines above, the bridge gone.
    try repo.write("Features/A.swift", "//\n//\n//\n" + Swift.clean)
    let run = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.hasPrefix("Features/A.swift:3:12: error:"))
    // The work tree is untouched.
    #expect(try repo.read("Features/A.swift") == "//\n//\n//\n" + Swift.clean)
  }

  @Test func renamesIntoAndOutOfTheAdapterFolderAreJudgedAtTheNewPath() throws {
    let repo = try Sandbox()
    try repo.commit(["Adapters/Bridge.swift": Swift.bridge, "Features/Legacy.swift": Swift.bridge])
    try repo.run("baseline", "write").expectSuccess()
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "baseline")

    // Out of the adapter folder: new debt at the new path.
    try repo.git("mv", "Adapters/Bridge.swift", "Features/Bridge.swift")
    let out = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(out.status == 1, "\(out)")
    #expect(out.stdout.hasPrefix("Features/Bridge.swift:3:12: error:"))
    try repo.git("reset", "-q", "--hard")

    // Baselined debt moved into the adapter folder: nothing to report.
    try repo.git("mv", "Features/Legacy.swift", "Adapters/Legacy.swift")
    let into = try repo.run("scan", "--staged")
    #expect(into.status == 0, "\(into)")
    #expect(into.stdout.contains("no findings"))
  }

  @Test func nothingStagedExitsAtOnce() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.bridge])
    try repo.write("README.md", "notes\n")
    try repo.git("add", "README.md")
    let text = try repo.run("scan", "--staged")
    #expect(text.status == 0, "\(text)")
    #expect(text.stdout == "no Swift file is staged; nothing to scan\n")
    let xcode = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(xcode.status == 0 && xcode.stdout.isEmpty && xcode.stderr.isEmpty, "\(xcode)")
    let json = try repo.run("scan", "--staged", "--format", "json")
    #expect(json.status == 0 && json.stdout.contains("\"findings\""), "\(json)")
  }

  @Test func theStagedConfigurationApplies() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean])
    // Staged: Features/ is the adapter layer. Unstaged edit: back to the default.
    try repo.write(".puente.json", "{\"adapters\": [\"Features/**\"]}\n")
    try repo.write("Features/A.swift", Swift.bridge)
    try repo.git("add", "-A")
    try repo.write(".puente.json", "{}\n")
    let staged = try repo.run("scan", "--staged")
    #expect(staged.status == 0, "\(staged)")

    // Not in the index: the work tree's file applies.
    try repo.git("reset", "-q", "--", ".puente.json")
    let fallback = try repo.run("scan", "--staged")
    #expect(fallback.status == 1, "\(fallback)")

    // A broken staged configuration is an error naming it.
    try repo.write(".puente.json", "{\"adapters\": 3}\n")
    try repo.git("add", ".puente.json")
    let broken = try repo.run("scan", "--staged")
    #expect(broken.status == 2, "\(broken)")
    #expect(broken.stderr.contains(".puente.json (staged)"))
  }

  @Test func oddFileNamesAreReadAndReportedExactly() throws {
    let repo = try Sandbox()
    try repo.commit(["README.md": "hi\n"])
    let names = [
      "Features/With Space.swift", "Features/\"Quoted\" 'both'.swift", "Features/new\nline.swift",
      "Features/Reseñas/Añadir 日本.swift", "Features/tab\there.swift",
    ]
    for name in names { try repo.write(name, Swift.bridge) }
    try repo.git("add", "-A")
    let run = try repo.run("scan", "--staged", "--format", "json")
    #expect(run.status == 1, "\(run)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    #expect(Set(findings.compactMap { $0["path"] as? String }) == Set(names))
    #expect(findings.allSatisfy { $0["line"] as? Int == 3 })
  }

  @Test func aRepositoryWithNoCommitsYet() throws {
    let repo = try Sandbox()
    try repo.write("Features/A.swift", Swift.bridge)
    try repo.write("Features/B.swift", Swift.clean)
    try repo.git("add", "Features/B.swift")
    #expect(try repo.run("scan", "--staged").status == 0)
    try repo.git("add", "Features/A.swift")
    let run = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.hasPrefix("Features/A.swift:3:12: error:"))
  }

  @Test func outsideARepositoryItSaysSo() throws {
    let sandbox = try Sandbox(initialize: false)
    let run = try sandbox.run("scan", "--staged")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("not inside a git work tree"))
  }

  @Test func aSubclassDeclaredInAnUntouchedFileStillCounts() throws {
    let repo = try Sandbox()
    try repo.commit([
      "Adapters/ThemedHost.swift":
        "import SwiftUI\n\nclass ThemedHost<V: View>: UIHostingController<V> {}\n",
      "Features/A.swift": Swift.clean,
    ])
    try repo.write("Features/A.swift", "let host = ThemedHost(rootView: Text(\"hi\"))\n")
    try repo.git("add", "-A")
    let run = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.hasPrefix("Features/A.swift:1:12: error: `ThemedHost`"))
  }

  @Test func explicitFilesAreScannedInPlaceWithTheWholeTreesDeclarations() throws {
    // The pre-commit framework's route: `puente scan FILE...` from the repository root.
    let repo = try Sandbox()
    try repo.commit([
      "Adapters/ThemedHost.swift":
        "import SwiftUI\n\nclass ThemedHost<V: View>: UIHostingController<V> {}\n",
      "Features/A.swift": "let host = ThemedHost(rootView: Text(\"hi\"))\n",
      "Features/B.swift": Swift.bridge,
    ])
    let run = try repo.run("scan", "--format", "xcode", "Features/A.swift")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.hasPrefix("Features/A.swift:1:12: error: `ThemedHost`"))
    #expect(run.stdout.split(separator: "\n").count == 1)
    #expect(
      run.stderr.contains("puente: these files have 1 finding not in the baseline (listed above)."))
    #expect(run.stderr.contains("There is no baseline"))

    // With a baseline, only new debt in the named files counts.
    try repo.run("baseline", "write").expectSuccess()
    let again = try repo.run("scan", "Features/A.swift", repo.path + "/Features/B.swift")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("2 findings already in the baseline"))
  }
}

extension Run {
  /// Fails the test with the program's output unless it exited 0.
  func expectSuccess(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(status == 0, "\(self)", sourceLocation: sourceLocation)
  }
}

/// Review: a staged change that makes a type a hosting subclass turned its unchanged
/// users into new debt without blocking the commit.
@Suite struct StagedDeclarationChangeTests {
  @Test func makingATypeAHostingSubclassChecksItsUsersToo() throws {
    let repo = try Sandbox()
    try repo.write("Adapters/H2.swift", "import UIKit\nclass H2: UIViewController {}\n")
    try repo.write("Features/Use.swift", "func show() -> UIViewController { H2() }\n")
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "start")
    #expect(try repo.run("baseline", "write").status == 0)
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "baseline")
    try repo.write("Adapters/H2.swift", "import SwiftUI\nclass H2: UIHostingController<AnyView> {}\n")
    try repo.git("add", "Adapters/H2.swift")
    let run = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("Features/Use.swift:1:"), "\(run)")
  }

  @Test func aStagedConfigurationThatNarrowsTheAdaptersChecksEveryFile() throws {
    let repo = try Sandbox()
    try repo.write("Adapters/Host.swift", "import SwiftUI\nlet host = UIHostingController(rootView: EmptyView())\n")
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "start")
    try repo.write(".puente.json", #"{ adapters: ["Bridges/**"] }"#)
    try repo.git("add", ".puente.json")
    let run = try repo.run("scan", "--staged", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("Adapters/Host.swift:2:"), "\(run)")
  }
}
