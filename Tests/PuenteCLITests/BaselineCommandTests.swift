import Foundation
import Testing

/// `puente baseline write|update` and `puente scan` with a baseline, end to end.
@Suite struct BaselineCommandTests {
  static let twoBridges = """
    import SwiftUI

    let first = UIHostingController(rootView: Text("1"))
    let second = UIHostingController(rootView: Text("2"))

    """

  @Test func writeRecordsEveryFindingSortedAndStable() throws {
    let repo = try Sandbox()
    try repo.commit([
      "Features/B.swift": Self.twoBridges, "Features/A.swift": Swift.bridge,
      "Adapters/Ok.swift": Swift.bridge,
    ])
    let run = try repo.run("baseline", "write")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("3 entries"))
    let text = try repo.read(Baseline.fileName)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "{" && lines[1] == "  \"version\": 1,")
    let entryLines = lines.filter { $0.contains("\"fingerprint\"") }
    #expect(entryLines.count == 3)
    #expect(entryLines[0].contains("\"path\": \"Features/A.swift\""))
    #expect(entryLines[1].contains("\"path\": \"Features/B.swift\""))
    #expect(entryLines[1] < entryLines[2])
    // Writing again gives the same bytes, and leaves no temporary file.
    try repo.run("baseline", "write").expectSuccess()
    #expect(try repo.read(Baseline.fileName) == text)
    #expect(
      try repo.git("status", "--porcelain", "--untracked-files=all") == "?? \(Baseline.fileName)\n")

    let custom = try repo.run("baseline", "write", "--output", "debt.json")
    #expect(custom.status == 0, "\(custom)")
    #expect(try repo.read("debt.json") == text)
  }

  @Test func scanHidesTheBaselineAndCountsWhatWasFixed() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/B.swift": Self.twoBridges])
    try repo.run("baseline", "write").expectSuccess()
    #expect(try repo.run("scan").status == 0)

    // One fixed, one new (on a line of its own): the new one fails the scan.
    try repo.write(
      "Features/B.swift",
      "import SwiftUI\n\nlet first = UIHostingController(rootView: Text(\"1\"))\nlet third = NSHostingView(rootView: Text(\"3\"))\n"
    )
    let scan = try repo.run("scan")
    #expect(scan.status == 1, "\(scan)")
    #expect(scan.stdout.contains("4:13"))
    #expect(scan.stdout.contains("fixed since baseline: 1"))
    #expect(scan.stdout.contains("1 finding already in the baseline"))

    let all = try repo.run("scan", "--no-baseline")
    #expect(all.status == 1 && all.stdout.contains("2 findings"), "\(all)")
    #expect(!all.stdout.contains("fixed since baseline"))
    let conflicting = try repo.run("scan", "--baseline", Baseline.fileName, "--no-baseline")
    #expect(conflicting.status == 2, "\(conflicting)")
  }

  @Test func updateOnlyRemovesFixedEntriesAndNeverAddsNewOnes() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.bridge, "Features/B.swift": Self.twoBridges])
    try repo.run("baseline", "write").expectSuccess()
    let before = try repo.read(Baseline.fileName)
    #expect(before.components(separatedBy: "\"fingerprint\"").count - 1 == 3)

    // Nothing fixed: untouched, byte for byte.
    let unchanged = try repo.run("baseline", "update")
    #expect(unchanged.status == 0 && unchanged.stdout.contains("up to date"), "\(unchanged)")
    #expect(try repo.read(Baseline.fileName) == before)

    // A.swift fixed, a new bridge in C.swift.
    try repo.write("Features/A.swift", Swift.clean)
    try repo.write("Features/C.swift", Swift.bridge)
    let update = try repo.run("baseline", "update")
    #expect(update.status == 0, "\(update)")
    #expect(update.stdout.contains("removed 1 entry"))
    #expect(update.stdout.contains("1 finding not in it was left out"))
    let after = try repo.read(Baseline.fileName)
    #expect(!after.contains("Features/A.swift"))
    #expect(!after.contains("Features/C.swift"))
    // Every remaining line was already there: the file only shrank.
    let beforeLines = Set(
      before.split(separator: "\n").map { $0.hasSuffix(",") ? $0.dropLast() : $0 })
    for line in after.split(separator: "\n") {
      #expect(
        beforeLines.contains(line.hasSuffix(",") ? line.dropLast() : line), "new line \(line)")
    }
    #expect(try repo.run("scan").status == 1)  // C.swift is still new debt

    let missing = try repo.run("baseline", "update", "--output", "nope.json")
    #expect(missing.status == 2, "\(missing)")
    #expect(missing.stderr.contains("nope.json"))
  }

  @Test func aCorruptBaselineIsAnErrorNamingTheFile() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.bridge])
    try repo.write(Baseline.fileName, "{\"version\": 1, \"entries\": [}")
    for args in [["scan"], ["baseline", "update"]] {
      let run = try CLI.run(repo.puente, args, in: repo.path, environment: repo.environment)
      #expect(run.status == 2, "\(run)")
      #expect(run.stderr.contains("baseline `.puente-baseline.json`: not valid JSON"), "\(run)")
    }
    try repo.write("Features/A.swift", "// touched\n" + Swift.bridge)
    try repo.git("add", "-A")
    let staged = try repo.run("scan", "--staged")
    #expect(staged.status == 2, "\(staged)")
    #expect(staged.stderr.contains(".puente-baseline.json (staged)"))
    // write replaces it on purpose.
    #expect(try repo.run("baseline", "write").status == 0)
  }
}
