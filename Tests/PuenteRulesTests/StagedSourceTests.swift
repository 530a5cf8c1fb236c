import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// The staged file source and the engine's index-only files, in throwaway repositories.
@Suite struct StagedSourceTests {
  static let bridge = "import SwiftUI\n\nlet host = UIHostingController(rootView: Text(\"hi\"))\n"
  static let clean = "import SwiftUI\n\nlet text = Text(\"hi\")\n"

  /// Scans what is staged in `repo` with the default configuration.
  static func scanStaged(_ repo: TemporaryRepository) throws -> (
    report: ScanReport, scanned: [String]
  ) {
    let git = try #require(GitRepository.discover(from: repo.path))
    let source = try StagedSource(
      repository: git, stagedPaths: try StagedSource.stagedPaths(in: git))
    return try Engine(configuration: .default).scanStaged(source)
  }

  static func positions(_ report: ScanReport) -> [String] {
    report.findings.map { "\($0.path):\($0.location.line):\($0.location.column) \($0.ruleID)" }
  }

  @Test func stagedPathsBeforeTheFirstCommitAreEverythingInTheIndex() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Features/A.swift", Self.bridge)
    try repo.write("README.md", "hi\n")
    try repo.git("add", "-A")
    let git = try #require(GitRepository.discover(from: repo.path))
    #expect(try StagedSource.stagedPaths(in: git) == ["Features/A.swift", "README.md"])
    #expect(
      Self.positions(try Self.scanStaged(repo).report) == [
        "Features/A.swift:3:12 hosting-outside-adapter"
      ])
  }

  @Test func stagedPathsLeaveOutDeletionsAndUnstagedEdits() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Features/Gone.swift", Self.clean)
    try repo.write("Features/Kept.swift", Self.clean)
    try repo.write("Features/Edited.swift", Self.clean)
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    try repo.git("rm", "-q", "Features/Gone.swift")
    try repo.write("Features/Kept.swift", Self.bridge)  // not staged
    try repo.write("Features/Edited.swift", Self.clean + "// more\n")
    try repo.git("add", "Features/Edited.swift")
    let git = try #require(GitRepository.discover(from: repo.path))
    #expect(try StagedSource.stagedPaths(in: git) == ["Features/Edited.swift"])
  }

  @Test func partiallyStagedFileIsJudgedAsStagedWithIndexPositions() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Features/A.swift", Self.clean)
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    // Staged: the bridge on line 3. Then, unstaged: five lines above it and a second
    // bridge below; neither may move or add a finding.
    try repo.write("Features/A.swift", Self.bridge)
    try repo.git("add", "Features/A.swift")
    try repo.write(
      "Features/A.swift",
      "//\n//\n//\n//\n//\n" + Self.bridge
        + "let other = UIHostingController(rootView: Text(\"x\"))\n")
    #expect(
      Self.positions(try Self.scanStaged(repo).report) == [
        "Features/A.swift:3:12 hosting-outside-adapter"
      ])

    // And the reverse: a bridge only in the work tree does not count.
    try repo.write("Features/A.swift", Self.clean)
    try repo.git("add", "Features/A.swift")
    try repo.write("Features/A.swift", Self.bridge)
    #expect(try Self.scanStaged(repo).report.findings.isEmpty)
  }

  @Test func hostingSubclassDeclaredInAnUnstagedFileIsKnown() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write(
      "Adapters/ThemedHost.swift",
      "import SwiftUI\n\nclass ThemedHost<V: View>: UIHostingController<V> {}\n")
    try repo.write("Features/A.swift", Self.clean)
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    try repo.write(
      "Features/A.swift", "import SwiftUI\n\nlet host = ThemedHost(rootView: Text(\"hi\"))\n")
    try repo.git("add", "Features/A.swift")
    let (report, scanned) = try Self.scanStaged(repo)
    #expect(scanned == ["Features/A.swift"])
    #expect(report.filesScanned == 1)
    #expect(Self.positions(report) == ["Features/A.swift:3:12 hosting-outside-adapter"])
  }

  @Test func subclassOnlyInTheWorkTreeIsNotKnown() throws {
    // The declaration is an unstaged edit: the commit will not contain it, so the
    // staged use of the name is not a bridge.
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Features/Host.swift", "class ThemedHost {}\n")
    try repo.write("Features/A.swift", Self.clean)
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    try repo.write(
      "Features/Host.swift", "import SwiftUI\n\nclass ThemedHost: UIHostingController<Text> {}\n")
    try repo.write("Features/A.swift", "let host = ThemedHost()\n")
    try repo.git("add", "Features/A.swift")
    #expect(try Self.scanStaged(repo).report.findings.isEmpty)
  }

  @Test func renamedFilesAreJudgedAtTheirNewPath() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Adapters/Bridge.swift", Self.bridge)
    try repo.write("Features/Old.swift", Self.bridge)
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    try repo.git("mv", "Adapters/Bridge.swift", "Features/Bridge.swift")
    try repo.git("mv", "Features/Old.swift", "Adapters/Old.swift")
    let (report, scanned) = try Self.scanStaged(repo)
    #expect(scanned == ["Adapters/Old.swift", "Features/Bridge.swift"])
    #expect(Self.positions(report) == ["Features/Bridge.swift:3:12 hosting-outside-adapter"])
  }

  @Test func indexVersionOfConfigurationAndMissingFiles() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write(".puente.json", "{\"adapters\": [\"**/Bridges/**\"]}\n")
    try repo.git("add", "-A")
    try repo.write(".puente.json", "{}\n")
    let git = try #require(GitRepository.discover(from: repo.path))
    let source = try StagedSource(repository: git, stagedPaths: [])
    #expect(
      try source.indexVersion(of: ".puente.json")
        == Array("{\"adapters\": [\"**/Bridges/**\"]}\n".utf8))
    #expect(try source.indexVersion(of: ".puente-baseline.json") == nil)
  }

  @Test func engineReportsOnlyThePathsAskedForAndIndexesTheRest() {
    let files = [
      "Features/Host.swift":
        "class MyHost: UIHostingController<Text> {}\nlet a = UIHostingController(rootView: x)\n",
      "Features/Use.swift": "let h = MyHost(rootView: x)\n",
    ]
    let engine = Engine(configuration: .default)
    let report = engine.scan(
      paths: ["Features/Use.swift"], source: MemorySource(files: files),
      indexPaths: files.keys.sorted())
    #expect(Self.positions(report) == ["Features/Use.swift:1:9 hosting-outside-adapter"])
    #expect(report.filesScanned == 1)
  }

  @Test func scanOfChosenPathsStillKnowsSubclassesDeclaredElsewhere() throws {
    let files = [
      "Features/Host.swift": "class MyHost: UIHostingController<Text> {}\n",
      "Features/Use.swift": "let h = MyHost(rootView: x)\n",
    ]
    let engine = Engine(configuration: .default, options: ScanOptions(only: ["Features/Use.swift"]))
    let report = try engine.scan(MemorySource(files: files))
    #expect(Self.positions(report) == ["Features/Use.swift:1:9 hosting-outside-adapter"])
  }
}

/// Which versions the staged source reads from disk: the index read in process says
/// which work tree files are its blobs (their status is the one it records).
@Suite struct StagedIndexReadingTests {
  @Test func unchangedFilesComeFromDiskAndEditedOnesFromTheirBlobs() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Same.swift", "let a = 1\n")
    try repo.write("Edited.swift", "let b = 1\n")
    try repo.backdate()
    try repo.git("add", "-A")
    try repo.write("Edited.swift", "let b = 2\n")
    let git = try #require(GitRepository.discover(from: repo.path))
    let source = try StagedSource(repository: git, stagedPaths: [])
    #expect(source.stats.keys.sorted() == ["Edited.swift", "Same.swift"])
    // With the unchanged file's blob gone, only the disk can answer for it; the edited
    // file is answered from its blob, as staged.
    let same = try repo.git("rev-parse", ":Same.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    try FileManager.default.removeItem(atPath: repo.path + "/.git/objects/" + same.prefix(2) + "/" + same.dropFirst(2))
    #expect(try source.read("Same.swift") == Array("let a = 1\n".utf8))
    #expect(try source.read("Edited.swift") == Array("let b = 1\n".utf8))
  }

  /// Files git was told not to check (`assume-unchanged`) come from their blobs.
  @Test func filesTheStatusCannotVouchForComeFromTheirBlobs() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Assumed.swift", "let c = 1\n")
    try repo.backdate()
    try repo.git("add", "-A")
    try repo.git("update-index", "--assume-unchanged", "Assumed.swift")
    try repo.write("Assumed.swift", "let c = 2\n")
    let git = try #require(GitRepository.discover(from: repo.path))
    let source = try StagedSource(repository: git, stagedPaths: [])
    #expect(source.indexOnly.contains("Assumed.swift"))
    #expect(try source.read("Assumed.swift") == Array("let c = 1\n".utf8))
  }

  /// A sparse index holds whole folders as single entries: git lists their files, and
  /// every file is read from its blob (git alone could tell which work tree copies are
  /// unchanged, and it would run the repository's clean filters to tell).
  @Test func aSparseIndexIsListedByGit() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("A/One.swift", "let x = 1\n")
    try repo.write("B/Two.swift", "let y = 1\n")
    try repo.commitAll("one")
    try repo.git("sparse-checkout", "set", "--sparse-index", "A")
    #expect(GitIndex.read(topLevel: repo.path)?.isSparse == true)
    let git = try #require(GitRepository.discover(from: repo.path))
    let source = try StagedSource(repository: git, stagedPaths: [])
    #expect(source.stats.isEmpty)
    #expect(try source.list() == ["A/One.swift", "B/Two.swift"])
    try repo.write("A/One.swift", "let x = 2\n")
    #expect(try source.read("A/One.swift") == Array("let x = 1\n".utf8))
  }
}

/// The scan's listing of the index's files, read in process: what
/// `git ls-files --cached -- .` lists, from the top and from a folder.
@Suite struct IndexListingTests {
  /// git's listing, a conflicted path once (git prints it once per stage).
  func lsFiles(_ repo: TemporaryRepository, in folder: String) throws -> [String] {
    var listed: [String] = []
    for path in try repo.git("-C", repo.path + folder, "ls-files", "-z", "--cached", "--", ".").split(
      separator: "\u{0}")
    where listed.last != String(path) {
      listed.append(String(path))
    }
    return listed
  }

  @Test(arguments: [2, 3, 4]) func cachedPathsAreWhatLsFilesLists(version: Int) throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    for path in [
      "App/A.swift", "App/Deep/B.swift", "Apple/C.swift", "Root.swift", "App/Gone.swift", "App/Sparse.swift",
      "App/Deep/Ünïcode Name.swift",
    ] {
      try repo.write(path, "let x = 1\n")
    }
    #expect(symlink("A.swift", repo.path + "/App/Link.swift") == 0)
    try repo.git("add", "-A")
    try repo.write("App/Later.swift", "let y = 1\n")
    try repo.git("add", "-N", "App/Later.swift")
    try repo.git("update-index", "--skip-worktree", "App/Sparse.swift")
    try FileManager.default.removeItem(atPath: repo.path + "/App/Gone.swift")
    let id = try repo.git("rev-parse", ":Root.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    try repo.git("update-index", "--add", "--cacheinfo", "160000,\(id),App/Sub")
    try repo.git(
      "update-index", "--index-info",
      input: ["1", "2", "3"].map { "100644 \(id) \($0)\tApp/Conflicted.swift\n" }.joined())
    try repo.git("update-index", "--index-version", String(version))
    for folder in ["", "/App", "/App/Deep", "/Apple"] {
      let read = try #require(GitIndex.cachedPaths(in: repo.path + folder), "in \(folder)")
      #expect(read == (try lsFiles(repo, in: folder)), "in \(folder)")
    }
    // A, Deep/B, Deep/Ünïcode Name, Gone, Sparse, Link, Later, Sub and Conflicted once.
    #expect(try #require(GitIndex.cachedPaths(in: repo.path + "/App")).count == 9)
    // A folder the index holds nothing under (ignored, or not added yet).
    try FileManager.default.createDirectory(atPath: repo.path + "/New", withIntermediateDirectories: true)
    #expect(GitIndex.cachedPaths(in: repo.path + "/New") == [])
  }

  /// A work tree placed by `core.worktree`, or a sparse index, is left to git.
  @Test func aMovedWorkTreeOrASparseIndexIsListedByGit() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("A/One.swift", "let x = 1\n")
    try repo.write("B/Two.swift", "let y = 1\n")
    try repo.commitAll("one")
    #expect(GitIndex.cachedPaths(in: repo.path) == ["A/One.swift", "B/Two.swift"])
    try repo.git("sparse-checkout", "set", "--sparse-index", "A")
    #expect(GitIndex.cachedPaths(in: repo.path) == nil)
    try repo.git("sparse-checkout", "disable")
    #expect(GitIndex.cachedPaths(in: repo.path) != nil)
    try repo.git("config", "core.worktree", repo.path)
    #expect(GitIndex.cachedPaths(in: repo.path) == nil)
  }

  /// A scan lists the index's files and the untracked ones, not the ignored ones, and
  /// none twice (the index is read here; git lists what it does not hold).
  @Test func aScanListsTrackedAndUntrackedFilesOnce() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Tracked.swift", "let x = 1\n")
    try repo.write(".gitignore", "Ignored/\n")
    try repo.commitAll("one")
    try repo.write("Untracked.swift", "let y = 1\n")
    try repo.write("Ignored/Build.swift", "let z = 1\n")
    #expect(try WorkingTreeSource(root: repo.path).list() == [".gitignore", "Tracked.swift", "Untracked.swift"])
    // The ignored folder itself, asked for by name, is walked.
    #expect(try WorkingTreeSource(root: repo.path + "/Ignored").list() == ["Build.swift"])
  }

  /// A folder the index holds nothing in is walked while git says whether it lists it:
  /// what the walk found counts when the folder is ignored, and is dropped when git
  /// lists the folder (new, untracked), whose ignored files are then not scanned.
  @Test func aFolderOutsideTheIndexIsWalkedWhileGitAnswers() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    let bridge = "import SwiftUI\nlet host = UIHostingController(rootView: Text(\"x\"))\n"
    try repo.write("Tracked.swift", "let x = 1\n")
    try repo.write(".gitignore", "Vendor/\nGenerated/\n")
    try repo.commitAll("one")
    // Untracked: git lists New/ (less its ignored Generated/ folder).
    for k in 0..<200 { try repo.write("New/Screen\(k).swift", "let s\(k) = \(k)\n") }
    try repo.write("New/Bridge.swift", bridge)
    try repo.write("New/Generated/Bridge.swift", bridge)
    // Ignored: git lists nothing, the walk stands.
    for k in 0..<200 { try repo.write("Vendor/Screen\(k).swift", "let s\(k) = \(k)\n") }
    try repo.write("Vendor/Bridge.swift", bridge)
    for _ in 0..<3 {
      let new = try Engine(configuration: .default).scan(WorkingTreeSource(root: repo.path + "/New"))
      #expect(new.findings.map(\.path) == ["Bridge.swift"])
      #expect(new.filesScanned == 201)
      let vendor = try Engine(configuration: .default).scan(WorkingTreeSource(root: repo.path + "/Vendor"))
      #expect(vendor.findings.map(\.path) == ["Bridge.swift"])
      #expect(vendor.filesScanned == 201)
    }
    #expect(try WorkingTreeSource(root: repo.path + "/New").list().count == 201)
    #expect(try WorkingTreeSource(root: repo.path + "/Vendor").list().count == 201)
  }
}
