import Foundation
import Testing

/// `puente trend` end to end: the command writes its cache on another thread while it
/// renders, continues yesterday's counts and commit list, and must print exactly what a
/// run without any cache prints.
@Suite struct TrendCommandTests {
  static let bridge = "let h = UIHostingController(rootView: V())\n"

  @Test func aNightlyRunPrintsWhatAColdRunPrints() throws {
    let sandbox = try Sandbox()
    try sandbox.commit(["Features/A.swift": Self.bridge, "Features/B.swift": "let b = 1\n"], message: "one")
    try sandbox.commit(["Features/B.swift": Self.bridge], message: "two")
    let cache = sandbox.root + "/cache"
    let first = try sandbox.run("trend", "--every", "commit", "--format", "json", "--cache-dir", cache)
    #expect(first.status == 0, "\(first)")
    #expect(first.stderr.isEmpty, "\(first)")
    // Tomorrow: a commit that edits a file, and one that declares a hosting subclass
    // used elsewhere (the closure moves: counted from the listing).
    try sandbox.commit(["Features/A.swift": Self.bridge + Self.bridge], message: "three")
    let nightly = try sandbox.run("trend", "--every", "commit", "--format", "json", "--cache-dir", cache)
    let cold = try sandbox.run("trend", "--every", "commit", "--format", "json", "--no-cache")
    #expect(nightly.status == 0 && nightly.stderr.isEmpty, "\(nightly)")
    #expect(nightly.stdout == cold.stdout)
    try sandbox.commit(
      [
        "Adapters/Themed.swift": "class Themed<V>: UIHostingController<V> {}\n",
        "Features/C.swift": "let c = Themed(rootView: V())\n",
      ], message: "four")
    let again = try sandbox.run("trend", "--every", "commit", "--format", "json", "--cache-dir", cache, "--stats")
    let coldAgain = try sandbox.run("trend", "--every", "commit", "--format", "json", "--no-cache")
    #expect(again.stdout == coldAgain.stdout)
    #expect(again.stderr.contains("4 points (3 from the cache)"), "\(again)")
    #expect(coldAgain.stdout.contains("\"hosting-outside-adapter\": 4"))
  }

  /// The cache is written while the output is rendered; when it cannot be written, the
  /// warning is on standard error and in the document, as when it was written first.
  @Test func aCacheThatCannotBeWrittenIsAWarningOfTheOutput() throws {
    let sandbox = try Sandbox()
    try sandbox.commit(["Features/A.swift": Self.bridge], message: "one")
    try sandbox.write("not-a-folder", "x")
    let run = try sandbox.run(
      "trend", "--every", "commit", "--format", "json", "--cache-dir", sandbox.path + "/not-a-folder/cache")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("warning: cannot write the trend cache"), "\(run)")
    #expect(run.stdout.contains("\"cannot write the trend cache in"), "\(run)")
  }

  /// `trend FOLDER` counted the whole repository while `report FOLDER` counts the folder:
  /// both count FOLDER's files now, with paths and adapter globs relative to it (a
  /// hosting subclass declared in the folder and used outside it is the folder's
  /// declaration, not its debt).
  @Test func aFolderTrendCountsWhatTheFolderReportCounts() throws {
    let sandbox = try Sandbox()
    try sandbox.commit(
      [
        "Modules/Orders/Features/A.swift": Self.bridge,
        "Modules/Orders/Adapters/Themed.swift": "class Themed<V>: UIHostingController<V> {}\n",
        "App/B.swift": "let h = Themed(rootView: V())\n",
      ], message: "one")
    try sandbox.commit(["Modules/Orders/Features/C.swift": Self.bridge], message: "two")
    func debts(_ args: String...) throws -> [String] {
      let run = try sandbox.run(["trend", "--every", "commit", "--no-cache", "--format", "json"] + args)
      #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
      return run.stdout.split(separator: "\n").filter { $0.hasPrefix("      \"debt\": ") }.map {
        String($0.dropFirst(14))
      }
    }
    #expect(try debts() == ["2,", "3,"])
    #expect(try debts("Modules/Orders") == ["1,", "2,"])
    #expect(try debts(sandbox.path + "/Modules/Orders/") == ["1,", "2,"])
    let report = try sandbox.run("report", "Modules/Orders", "--depth", "0")
    #expect(report.stdout.contains("\n.                             0        2              0     2 "), "\(report)")
  }

  /// A bare repository (a mirror) has a history and no work tree: the trend refused it,
  /// and `baseline write` wrote into the git folder. The trend reads it as it reads a
  /// clone (HEAD's .puente.json applies); the commands that scan a work tree refuse it.
  @Test func aBareRepositoryHasATrendAndNothingToScan() throws {
    let sandbox = try Sandbox()
    try sandbox.commit(["Features/A.swift": Self.bridge, ".puente.json": "{ adapters: [\"Features/**\"] }\n"])
    try sandbox.commit(["Features/B.swift": Self.bridge])
    let bare = sandbox.root + "/mirror.git"
    try sandbox.git("clone", "-q", "--bare", sandbox.path, bare)
    let trend = ["trend", "--every", "commit", "--format", "json", "--no-cache"]
    let fromClone = try sandbox.run(trend)
    let fromBare = try sandbox.run(trend + [bare])
    #expect(fromBare.status == 0 && fromBare.stderr.isEmpty, "\(fromBare)")
    #expect(fromBare.stdout == fromClone.stdout)
    #expect(fromBare.stdout.contains("\"debt\": 0"), "\(fromBare)")
    let cached = try sandbox.run(["trend", bare, "--every", "commit"])
    #expect(cached.status == 0 && FileManager.default.fileExists(atPath: bare + "/puente-cache"), "\(cached)")
    let before = try FileManager.default.contentsOfDirectory(atPath: bare).sorted()
    for command in [["scan", bare], ["baseline", "write", bare], ["report", bare]] {
      let run = try sandbox.run(command)
      #expect(run.status == 2 && run.stderr.contains("is a bare git repository: it has no work tree to scan"), "\(run)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: bare).sorted() == before)
  }
}

/// A symbolic link named `*.swift`: the trend lexed the link's target *path* as if it were
/// Swift, while scan and report followed it (counting a file inside the repository
/// twice) and the staged scan skipped it. Every command now skips links: the file a link
/// names is counted where it lies, once, and nothing outside the repository is read.
@Suite struct SymbolicLinkTests {
  @Test func everyCommandSkipsALinkedSwiftFile() throws {
    let sandbox = try Sandbox()
    let bridge = "let h = UIHostingController(rootView: V())\n"
    try sandbox.write("Features/A.swift", bridge)
    let outside = sandbox.root + "/Outside.swift"
    try bridge.write(toFile: outside, atomically: true, encoding: .utf8)
    let fm = FileManager.default
    try fm.createSymbolicLink(atPath: sandbox.path + "/Features/Link.swift", withDestinationPath: "A.swift")
    try fm.createSymbolicLink(atPath: sandbox.path + "/Features/Far.swift", withDestinationPath: outside)
    try sandbox.git("add", "-A")
    let staged = try sandbox.run("scan", "--staged", "--format", "json")
    try sandbox.git("commit", "-q", "-m", "links")
    let scan = try sandbox.run("scan", "--format", "json")
    let trend = try sandbox.run("trend", "--every", "commit", "--no-cache", "--format", "json")
    for run in [staged, scan] {
      #expect(run.status == 1 && run.stdout.components(separatedBy: "\"rule\": ").count == 2, "\(run)")
    }
    #expect(trend.status == 0 && trend.stdout.contains("\"debt\": 1,"), "\(trend)")
    let walked = try sandbox.run("scan", "Features", "--format", "json")
    #expect(walked.stdout.components(separatedBy: "\"rule\": ").count == 2, "\(walked)")
  }
}
