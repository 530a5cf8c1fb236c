import Foundation
import Testing

/// `puente scan --changed-since REF` (pull-request mode) end to end, in scripted git
/// histories: only findings on lines the branch adds or modifies are listed.
@Suite struct ChangedSinceTests {
  /// A file of the feature folder with a bridge on line 3, a clean line 4 and a second
  /// bridge on line 5.
  static let twoBridges =
    "import SwiftUI\n\nlet host = UIHostingController(rootView: Text(\"a\"))\nlet label = Text(\"b\")\n"
    + "let other = UIHostingController(rootView: Text(\"c\"))\n"
  static let bridgeLine = "let added = UIHostingController(rootView: Text(\"new\"))\n"

  /// `path:line:col` of each finding in `xcode` output.
  static func positions(_ run: Run) -> [String] {
    run.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }.dropLast()) }
  }

  /// A repository whose `main` has `files`, with branch `feature` checked out from it.
  static func branched(_ files: [String: String]) throws -> Sandbox {
    let repo = try Sandbox()
    try repo.commit(files, message: "main")
    try repo.git("checkout", "-q", "-b", "feature")
    return repo
  }

  func scan(_ repo: Sandbox, _ extra: String...) throws -> Run {
    try repo.run(["scan", "--changed-since", "main", "--format", "xcode"] + extra)
  }

  @Test func anAddedLineIsListedAndTheOldDebtIsOnlyCounted() throws {
    let repo = try Self.branched(["Features/Old.swift": Self.twoBridges])
    try repo.commit(["Features/Old.swift": Self.twoBridges + Self.bridgeLine])
    let run = try scan(repo)
    #expect(run.status == 1, "\(run)")
    #expect(Self.positions(run) == ["Features/Old.swift:6:13"])
    #expect(run.stderr == "puente: 2 finding(s) on unchanged lines not shown\n")
    let text = try repo.run("scan", "--changed-since", "main")
    #expect(text.stdout.hasSuffix("1 file scanned\n2 findings on unchanged lines not shown\n"), "\(text)")
    // From a subfolder as the root, paths are the root's and the lines the same.
    let folder = try repo.run("scan", "Features", "--changed-since", "main", "--format", "xcode")
    #expect(Self.positions(folder) == ["Old.swift:6:13"], "\(folder)")
  }

  /// Regression: with `*.swift -diff` in `.gitattributes`, git wrote "Binary files
  /// differ" and no hunk, so a changed file had no changed line.
  @Test func swiftFilesMarkedBinaryStillHaveTheirLines() throws {
    let repo = try Self.branched(["Features/Old.swift": Self.twoBridges, ".gitattributes": "*.swift -diff\n"])
    try repo.commit(["Features/Old.swift": Self.twoBridges + Self.bridgeLine])
    let run = try scan(repo)
    #expect(Self.positions(run) == ["Features/Old.swift:6:13"], "\(run)")
  }

  @Test func aModifiedLineIsListedAndItsUntouchedNeighbourIsNot() throws {
    let repo = try Self.branched(["Features/Old.swift": Self.twoBridges])
    // Uncommitted: the work tree is what is compared.
    try repo.write("Features/Old.swift", Self.twoBridges.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"z\")"))
    let run = try scan(repo)
    #expect(run.status == 1, "\(run)")
    #expect(Self.positions(run) == ["Features/Old.swift:3:12"])
    #expect(run.stderr == "puente: 1 finding(s) on unchanged lines not shown\n")
  }

  @Test func aMovedBlockCountsAsAddedLines() throws {
    let filler = (1...8).map { "let v\($0) = Text(\"\($0)\")\n" }.joined()
    let bridge = "let host = UIHostingController(rootView: Text(\"a\"))\n"
    let repo = try Self.branched(["Features/Screen.swift": "import SwiftUI\n" + bridge + filler])
    try repo.commit(["Features/Screen.swift": "import SwiftUI\n" + filler + bridge])
    let run = try scan(repo)
    #expect(run.status == 1, "\(run)")
    #expect(Self.positions(run) == ["Features/Screen.swift:10:12"])
    #expect(run.stderr.isEmpty, "\(run)")
  }

  @Test func aRenamedFileIsFollowed() throws {
    let filler = (1...8).map { "let v\($0) = Text(\"\($0)\")\n" }.joined()
    let repo = try Self.branched(["Features/Old.swift": Self.twoBridges + filler])
    try repo.git("mv", "Features/Old.swift", "Features/New.swift")
    try repo.git("commit", "-q", "-m", "rename")
    let moved = try scan(repo)
    #expect(moved.status == 0, "\(moved)")
    #expect(moved.stdout.isEmpty)
    #expect(moved.stderr == "puente: 2 finding(s) on unchanged lines not shown\n")

    // Renamed again, with a line added: only that line.
    try repo.git("mv", "Features/New.swift", "Features/Renamed.swift")
    try repo.write("Features/Renamed.swift", Self.twoBridges + filler + Self.bridgeLine)
    let edited = try scan(repo)
    #expect(edited.status == 1, "\(edited)")
    #expect(Self.positions(edited) == ["Features/Renamed.swift:14:13"])
  }

  @Test func aDeletedFileIsNoError() throws {
    let repo = try Self.branched(["Features/Gone.swift": Swift.bridge, "Features/Kept.swift": Swift.bridge])
    try repo.git("rm", "-q", "Features/Gone.swift")
    try repo.git("commit", "-q", "-m", "delete")
    let run = try scan(repo)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "puente: 1 finding(s) on unchanged lines not shown\n")
  }

  @Test func anUntrackedFileIsWhollyAddedAndAnIgnoredOneIsNot() throws {
    let repo = try Self.branched(["Features/Old.swift": Swift.bridge, ".gitignore": "Scratch/\n"])
    try repo.write("Features/New.swift", Swift.bridge)
    try repo.write("Scratch/Out.swift", Swift.bridge)
    let run = try scan(repo)
    #expect(run.status == 1, "\(run)")
    #expect(Self.positions(run) == ["Features/New.swift:3:12"])
    // (The ignored file is not scanned at all; Old.swift's bridge is the one counted.)
    #expect(run.stderr == "puente: 1 finding(s) on unchanged lines not shown\n")
  }

  /// `Features/A.swift` branched from `main` with its two bridges, then a bridge added on
  /// each layer: committed on the branch (line 6), staged (line 7), only in the work
  /// tree (line 8).
  static func layered() throws -> Sandbox {
    let repo = try branched(["Features/A.swift": twoBridges])
    try repo.commit(["Features/A.swift": twoBridges + bridgeLine])
    try repo.write("Features/A.swift", twoBridges + bridgeLine + bridgeLine)
    try repo.git("add", "Features/A.swift")
    try repo.write("Features/A.swift", twoBridges + bridgeLine + bridgeLine + bridgeLine)
    return repo
  }

  @Test func stagedComparesTheIndexWithTheMergeBase() throws {
    let repo = try Self.layered()
    let run = try scan(repo, "--staged")
    #expect(run.status == 1, "\(run)")
    #expect(Self.positions(run) == ["Features/A.swift:6:13", "Features/A.swift:7:13"])
    #expect(run.stderr.hasPrefix("puente: 2 finding(s) on unchanged lines not shown\n"), "\(run)")
    let tree = try scan(repo)
    #expect(Self.positions(tree) == ["Features/A.swift:6:13", "Features/A.swift:7:13", "Features/A.swift:8:13"])
  }

  /// The target branch's own changes, merged into the branch or made after it, are not
  /// the branch's: the comparison starts at the merge base, not at `main` itself.
  @Test func aMergeFromTheTargetBranchReportsOnlyTheBranchsOwnLines() throws {
    let repo = try Self.branched(["Features/Shared.swift": Self.twoBridges])
    try repo.commit(["Features/Mine.swift": Swift.bridge], message: "feature work")
    try repo.git("checkout", "-q", "main")
    try repo.commit(["Features/Theirs.swift": Swift.bridge], message: "main work")
    try repo.git("checkout", "-q", "feature")
    try repo.git("merge", "-q", "--no-edit", "main")
    // After the merge, main removes a bridge the branch still has: against `main`
    // itself that line would read as added by the branch.
    try repo.git("checkout", "-q", "main")
    try repo.commit(["Features/Shared.swift": "import SwiftUI\n\nlet label = Text(\"b\")\n"], message: "fix")
    try repo.git("checkout", "-q", "feature")
    let run = try scan(repo)
    #expect(run.status == 1, "\(run)")
    #expect(Self.positions(run) == ["Features/Mine.swift:3:12"])
    #expect(run.stderr == "puente: 3 finding(s) on unchanged lines not shown\n")
  }

  /// Branch `feature` adds `Features/Mine.swift` (a bridge on line 3) and a line to
  /// `Shared.swift`; `main` adds `Theirs.swift` (a bridge) and another line at the same
  /// place; `feature` merges `main`, which conflicts, and the resolution (staged, not
  /// committed) keeps both lines and adds a bridge of its own on line 6.
  static func concludingAMergeOfMain() throws -> Sandbox {
    let repo = try branched(["Features/Shared.swift": Swift.clean])
    try repo.commit(
      ["Features/Shared.swift": Swift.clean + "let mine = Text(\"feature\")\n", "Features/Mine.swift": Swift.bridge],
      message: "feature")
    try repo.git("checkout", "-q", "main")
    try repo.commit(
      ["Features/Shared.swift": Swift.clean + "let theirs = Text(\"main\")\n", "Features/Theirs.swift": Swift.bridge],
      message: "main work")
    try repo.git("checkout", "-q", "feature")
    let merge = try repo.tryGit("merge", "-q", "--no-edit", "main")
    guard merge.status != 0 else { throw SetupError(description: "the merge should conflict: \(merge)") }
    try repo.write(
      "Features/Shared.swift", Swift.clean + "let mine = Text(\"feature\")\nlet theirs = Text(\"main\")\n" + bridgeLine)
    try repo.git("add", "Features/Shared.swift")
    return repo
  }

  /// Regression: while a merge of the target was being concluded (after a conflict),
  /// HEAD did not contain it yet, so the base was the old branch point and everything
  /// the merge brought in from `main` was listed as the branch's.
  @Test func aMergeOfTheTargetBeingConcludedReportsOnlyTheBranchsOwnLines() throws {
    let repo = try Self.concludingAMergeOfMain()
    let tree = try scan(repo)
    #expect(tree.status == 1, "\(tree)")
    #expect(Self.positions(tree) == ["Features/Mine.swift:3:12", "Features/Shared.swift:6:13"])
    #expect(tree.stderr == "puente: 1 finding(s) on unchanged lines not shown\n")
    // The hook's view: Mine.swift is not staged (the merge does not change it).
    let staged = try scan(repo, "--staged")
    #expect(staged.status == 1, "\(staged)")
    #expect(Self.positions(staged) == ["Features/Shared.swift:6:13"])
    #expect(staged.stderr.hasPrefix("puente: 1 finding(s) on unchanged lines not shown\n"), "\(staged)")
  }

  @Test func errorsSayWhatToDo() throws {
    let repo = try Self.branched(["Features/A.swift": Swift.bridge])
    let unknown = try repo.run("scan", "--changed-since", "origin/main")
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "puente scan: `--changed-since origin/main`: no such commit or branch in this repository; "
        + "fetch it first (`git fetch origin main`) or name one that exists\n")

    try repo.git("checkout", "-q", "--orphan", "unrelated")
    try repo.commit(["Features/B.swift": Swift.clean])
    let unrelated = try repo.run("scan", "--changed-since", "main")
    #expect(unrelated.status == 2)
    #expect(
      unrelated.stderr
        == "puente scan: `--changed-since main`: `main` and HEAD share no history (no merge base); "
        + "in a shallow CI clone fetch more of it (`git fetch --unshallow`), else compare with a related branch\n")

    let plain = try Sandbox(initialize: false)
    try plain.write("A.swift", Swift.bridge)
    let outside = try plain.run("scan", "--changed-since", "main")
    #expect(outside.status == 2)
    #expect(
      outside.stderr
        == "puente scan: `--changed-since main` compares with git history, but `.` is not inside a git work tree "
        + "(or git is not installed); run it in a clone, or scan without --changed-since\n")
  }

  // MARK: - --changed-lines-only: against HEAD

  /// The stderr of a blocked `--staged` run after the unchanged-lines count: the hint.
  static let stagedHint =
    "\npuente: the staged files have 1 finding not in the baseline (listed above).\nFor each one, either\n"

  @Test func changedLinesOnlyListsTheLinesChangedSinceHEAD() throws {
    let repo = try Self.layered()
    let staged = try repo.run("scan", "--staged", "--changed-lines-only", "--format", "xcode")
    #expect(staged.status == 1, "\(staged)")
    #expect(Self.positions(staged) == ["Features/A.swift:7:13"])
    #expect(
      staged.stderr.hasPrefix("puente: 3 finding(s) on unchanged lines not shown\n" + Self.stagedHint), "\(staged)")

    let tree = try repo.run("scan", "--changed-lines-only", "--format", "xcode")
    #expect(tree.status == 1, "\(tree)")
    #expect(Self.positions(tree) == ["Features/A.swift:7:13", "Features/A.swift:8:13"])
    #expect(tree.stderr == "puente: 3 finding(s) on unchanged lines not shown\n")
    let text = try repo.run("scan", "--changed-lines-only")
    #expect(text.stdout.hasSuffix("1 file scanned\n3 findings on unchanged lines not shown\n"), "\(text)")

    // Nothing changed since HEAD: nothing listed, nothing fails.
    try repo.git("reset", "-q", "--hard")
    let clean = try repo.run("scan", "--changed-lines-only", "--format", "xcode")
    #expect(clean.status == 0, "\(clean)")
    #expect(clean.stdout.isEmpty)
    #expect(clean.stderr == "puente: 3 finding(s) on unchanged lines not shown\n")
  }

  @Test func changedLinesOnlyFollowsRenamesMovedBlocksAndDeletions() throws {
    let filler = (1...8).map { "let v\($0) = Text(\"\($0)\")\n" }.joined()
    let bridge = "let host = UIHostingController(rootView: Text(\"a\"))\n"
    let repo = try Sandbox()
    try repo.commit([
      "Features/Old.swift": Self.twoBridges + filler,
      "Features/Screen.swift": "import SwiftUI\n" + bridge + filler,
      "Features/Gone.swift": Swift.bridge,
    ])
    // Staged: Old.swift renamed unchanged, Screen.swift's bridge moved down, Gone.swift deleted.
    try repo.git("mv", "Features/Old.swift", "Features/New.swift")
    try repo.write("Features/Screen.swift", "import SwiftUI\n" + filler + bridge)
    try repo.git("rm", "-q", "Features/Gone.swift")
    try repo.git("add", "-A")
    let staged = try repo.run("scan", "--staged", "--changed-lines-only", "--format", "xcode")
    #expect(staged.status == 1, "\(staged)")
    #expect(Self.positions(staged) == ["Features/Screen.swift:10:12"])
    #expect(
      staged.stderr.hasPrefix("puente: 2 finding(s) on unchanged lines not shown\n" + Self.stagedHint), "\(staged)")

    // A line added to the renamed file in the work tree: that line, and the moved block.
    try repo.write("Features/New.swift", Self.twoBridges + filler + Self.bridgeLine)
    let tree = try repo.run("scan", "--changed-lines-only", "--format", "xcode")
    #expect(tree.status == 1, "\(tree)")
    #expect(Self.positions(tree) == ["Features/New.swift:14:13", "Features/Screen.swift:10:12"])
    #expect(tree.stderr == "puente: 2 finding(s) on unchanged lines not shown\n")
  }

  @Test func changedLinesOnlyBeforeTheFirstCommitCountsEveryLine() throws {
    let repo = try Sandbox()
    try repo.write("Features/A.swift", Swift.bridge)
    try repo.git("add", "Features/A.swift")
    try repo.write("Features/B.swift", Swift.bridge)
    let staged = try repo.run("scan", "--staged", "--changed-lines-only", "--format", "xcode")
    #expect(staged.status == 1, "\(staged)")
    #expect(Self.positions(staged) == ["Features/A.swift:3:12"])
    #expect(staged.stderr.hasPrefix(Self.stagedHint), "\(staged)")
    let tree = try repo.run("scan", "--changed-lines-only", "--format", "xcode")
    #expect(tree.status == 1, "\(tree)")
    #expect(Self.positions(tree) == ["Features/A.swift:3:12", "Features/B.swift:3:12"])
    #expect(tree.stderr.isEmpty, "\(tree)")
  }

  /// Concluding a merge of the target branch: the lines the merge brings in are the
  /// target's, not the commit's; only what the conflict resolution wrote is listed.
  @Test func changedLinesOnlyDoesNotListWhatAMergeBringsIn() throws {
    let repo = try Self.concludingAMergeOfMain()
    let run = try repo.run("scan", "--staged", "--changed-lines-only", "--format", "xcode")
    #expect(run.status == 1, "\(run)")
    #expect(Self.positions(run) == ["Features/Shared.swift:6:13"])
    #expect(
      run.stderr.hasPrefix("puente: 1 finding(s) on unchanged lines not shown\n" + Self.stagedHint), "\(run)")

    // Once committed, the merge is in HEAD: nothing is changed since.
    try repo.git("commit", "-q", "--no-edit")
    let after = try repo.run("scan", "--changed-lines-only", "--format", "xcode")
    #expect(after.status == 0, "\(after)")
    #expect(after.stderr == "puente: 3 finding(s) on unchanged lines not shown\n")
  }

  @Test func changedLinesOnlyErrorsSayWhatToDo() throws {
    let repo = try Self.branched(["Features/A.swift": Swift.bridge])
    let both = try repo.run("scan", "--changed-since", "main", "--changed-lines-only")
    #expect(both.status == 2)
    #expect(
      both.stderr
        == "puente scan: `--changed-since main` already lists only the lines changed since the merge base of "
        + "`main`, and `--changed-lines-only` those changed since HEAD; give one of them\n"
        + "Run `puente scan --help` for usage.\n")

    let plain = try Sandbox(initialize: false)
    try plain.write("A.swift", Swift.bridge)
    let outside = try plain.run("scan", "--changed-lines-only")
    #expect(outside.status == 2)
    #expect(
      outside.stderr
        == "puente scan: `--changed-lines-only` compares with git history, but `.` is not inside a git work tree "
        + "(or git is not installed); run it in a clone, or scan without --changed-lines-only\n")
  }
}
