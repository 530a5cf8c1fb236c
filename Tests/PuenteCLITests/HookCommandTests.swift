import Foundation
import Testing

/// `puente hook install` and real `git commit`s through the hook it writes. PATH holds
/// only git's folder, so the hook must find puente at the absolute path it recorded.
@Suite struct HookCommandTests {
  @Test func theHookBlocksACommitAddingABridgeAndLetsACleanOneThrough() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean, "Features/B.swift": Swift.clean])
    let install = try repo.run("hook", "install")
    #expect(install.status == 0, "\(install)")
    #expect(install.stdout.contains(repo.path + "/.git/hooks/pre-commit"))

    try repo.write("Features/A.swift", Swift.bridge)
    try repo.git("add", "-A")
    let blocked = try repo.tryGit("commit", "-m", "add a bridge")
    #expect(blocked.status != 0, "\(blocked)")
    let said = blocked.stdout + blocked.stderr
    #expect(
      said.contains(
        "Features/A.swift:3:12: error: `UIHostingController` used outside the adapter layer"))
    #expect(said.contains("// puente:disable-next-line hosting-outside-adapter -- reason"))
    #expect(said.contains("There is no baseline"))
    #expect(try repo.git("rev-list", "--count", "HEAD") == "1\n")

    // Suppressed with a reason, the same bridge goes through.
    try repo.write(
      "Features/A.swift",
      "import SwiftUI\n\n// puente:disable-next-line hosting-outside-adapter -- kept until the tab bar moves\n"
        + "let host = UIHostingController(rootView: Text(\"hi\"))\n")
    try repo.git("add", "-A")
    let suppressed = try repo.tryGit("commit", "-q", "-m", "suppressed bridge")
    #expect(suppressed.status == 0, "\(suppressed)")

    try repo.write("Features/B.swift", Swift.clean + "// tidy\n")
    try repo.git("add", "-A")
    let clean = try repo.tryGit("commit", "-q", "-m", "clean change")
    #expect(clean.status == 0, "\(clean)")
    #expect(try repo.git("rev-list", "--count", "HEAD") == "3\n")
  }

  @Test func commitAllAndCommitWithPathsAreJudgedByTheirTemporaryIndex() throws {
    // `git commit -a` and `git commit PATH` hand the hook a temporary index through
    // GIT_INDEX_FILE; the bridge is in it even though it was never `git add`ed.
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean])
    try repo.run("hook", "install").expectSuccess()
    try repo.write("Features/A.swift", Swift.bridge)
    let all = try repo.tryGit("commit", "-a", "-m", "all")
    #expect(all.status != 0, "\(all)")
    #expect((all.stdout + all.stderr).contains("Features/A.swift:3:12: error:"))
    let only = try repo.tryGit("commit", "-m", "only", "--", "Features/A.swift")
    #expect(only.status != 0, "\(only)")
  }

  @Test func baselinedDebtDoesNotBlockButNewDebtInTheSameFileDoes() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.bridge])
    try repo.run("baseline", "write").expectSuccess()
    try repo.run("hook", "install").expectSuccess()
    try repo.git("add", Baseline.fileName)
    let commitBaseline = try repo.tryGit("commit", "-q", "-m", "baseline")
    #expect(commitBaseline.status == 0, "\(commitBaseline)")

    // Lines shift above the old bridge: still known.
    try repo.write("Features/A.swift", "// header\n// more header\n" + Swift.bridge)
    try repo.git("add", "-A")
    let shifted = try repo.tryGit("commit", "-q", "-m", "shift")
    #expect(shifted.status == 0, "\(shifted)")

    // A new bridge in the same file: blocked, and only it is listed.
    try repo.write(
      "Features/A.swift",
      "// header\n// more header\n" + Swift.bridge
        + "let second = UIHostingController(rootView: Text(\"2\"))\n")
    try repo.git("add", "-A")
    let added = try repo.tryGit("commit", "-m", "second bridge")
    #expect(added.status != 0, "\(added)")
    let said = added.stdout + added.stderr
    #expect(said.contains("Features/A.swift:6:14: error:"))
    #expect(!said.contains("Features/A.swift:5:"))
    #expect(
      said.contains(
        "the staged files have 1 finding not in the baseline (listed above); 1 more is in the baseline and does not block."
      ))
    #expect(!said.contains("There is no baseline"))
  }

  @Test func coreHooksPathIsHonoured() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean])
    try repo.git("config", "core.hooksPath", ".githooks")
    let install = try repo.run("hook", "install")
    #expect(install.status == 0, "\(install)")
    #expect(repo.exists(".githooks/pre-commit"))
    #expect(!repo.exists(".git/hooks/pre-commit"))
    try repo.write("Features/A.swift", Swift.bridge)
    try repo.git("add", "Features/A.swift")
    let blocked = try repo.tryGit("commit", "-m", "bridge")
    #expect(blocked.status != 0, "\(blocked)")
  }

  @Test func aLinkedWorktreeSharesTheHookAndIsJudgedOnItsOwnIndex() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean])
    let worktree = repo.root + "/wt"
    try repo.git("worktree", "add", "-q", "-b", "feature", worktree)
    let install = try repo.run("hook", "install", in: worktree)
    #expect(install.status == 0, "\(install)")
    #expect(repo.exists(".git/hooks/pre-commit"))

    try Data(Swift.bridge.utf8).write(to: URL(fileURLWithPath: worktree + "/Features/A.swift"))
    try repo.git("add", "-A", in: worktree)
    let blocked = try repo.tryGit("commit", "-m", "bridge", in: worktree)
    #expect(blocked.status != 0, "\(blocked)")
    #expect((blocked.stdout + blocked.stderr).contains("Features/A.swift:3:12: error:"))
    // The main work tree has nothing staged.
    #expect(try repo.run("scan", "--staged").status == 0)
  }

  @Test func aFirstCommitIsJudgedToo() throws {
    let repo = try Sandbox()
    try repo.run("hook", "install").expectSuccess()
    try repo.write("Features/A.swift", Swift.bridge)
    try repo.git("add", "-A")
    let blocked = try repo.tryGit("commit", "-m", "first")
    #expect(blocked.status != 0, "\(blocked)")
    try repo.write("Features/A.swift", Swift.clean)
    try repo.git("add", "-A")
    let clean = try repo.tryGit("commit", "-q", "-m", "first")
    #expect(clean.status == 0, "\(clean)")
  }

  @Test func oddFileNamesBlockACommitWithReadablePaths() throws {
    let repo = try Sandbox()
    try repo.commit(["README.md": "hi\n"])
    try repo.run("hook", "install").expectSuccess()
    try repo.write("Features/Añadir \"Reseña\" screen.swift", Swift.bridge)
    try repo.git("add", "-A")
    let blocked = try repo.tryGit("commit", "-m", "odd")
    #expect(blocked.status != 0, "\(blocked)")
    #expect(
      (blocked.stdout + blocked.stderr).contains(
        "Features/Añadir \"Reseña\" screen.swift:3:12: error:"))
  }

  @Test func theHookFindsPuenteOnPathFirst() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.clean])
    try repo.run("hook", "install").expectSuccess()
    // A `puente` on PATH that records it ran and passes.
    let bin = repo.root + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let fake = bin + "/puente"
    // Written through a descriptor closed on exec: a program another test starts while
    // the script is open for writing would hold it open, and running the script then
    // fails with "Text file busy" (seen once under parallel load).
    let script = Array("#!/bin/sh\necho \"fake $*\" > \"\(repo.root)/fake-ran\"\nexit 0\n".utf8)
    let fd = open(fake, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    #expect(fd >= 0)
    #expect(script.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == script.count)
    close(fd)
    try repo.write("Features/A.swift", Swift.bridge)
    try repo.git("add", "-A")
    let path = "\(bin):" + (repo.environment["PATH"] ?? "/usr/bin:/bin")
    let run = try repo.tryGit("commit", "-q", "-m", "bridge", environment: ["PATH": path])
    #expect(run.status == 0, "\(run)")
    let ran = try String(
      decoding: Data(contentsOf: URL(fileURLWithPath: repo.root + "/fake-ran")), as: UTF8.self)
    #expect(ran == "fake scan --staged --format xcode\n")
  }

  @Test func installRefusesAForeignHookAndSaysHowToChain() throws {
    let repo = try Sandbox()
    try repo.write(".git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
    let refused = try repo.run("hook", "install")
    #expect(refused.status == 2, "\(refused)")
    #expect(refused.stderr.contains("was not written by puente"))
    #expect(refused.stderr.contains("puente scan --staged --format xcode || exit $?"))
    #expect(try repo.read(".git/hooks/pre-commit") == "#!/bin/sh\nexit 0\n")

    let uninstall = try repo.run("hook", "uninstall")
    #expect(uninstall.status == 2, "\(uninstall)")
    #expect(uninstall.stderr.contains("puente's own hook is not installed there"))
    #expect(repo.exists(".git/hooks/pre-commit"))

    let forced = try repo.run("hook", "install", "--force")
    #expect(forced.status == 0, "\(forced)")
    #expect(try repo.read(".git/hooks/pre-commit.before-puente") == "#!/bin/sh\nexit 0\n")
    let removed = try repo.run("hook", "uninstall")
    #expect(removed.status == 0, "\(removed)")
    #expect(try repo.read(".git/hooks/pre-commit") == "#!/bin/sh\nexit 0\n")
    #expect(!repo.exists(".git/hooks/pre-commit.before-puente"))
  }

  /// Hook backups lost their exec bit, a second `--force` overwrote the first backup,
  /// and `uninstall` left the replaced hook in its backup (issue 28).
  @Test func forcedInstallsKeepEveryBackupExecutableAndUninstallPutsThemBack() throws {
    let repo = try Sandbox()
    let hook = repo.path + "/.git/hooks/pre-commit"
    func mode(_ path: String) -> mode_t {
      var info = stat()
      return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }
    try repo.write(".git/hooks/pre-commit", "#!/bin/sh\necho first\n")
    #expect(chmod(hook, 0o750) == 0)
    #expect(try repo.run("hook", "install", "--force").status == 0)
    #expect(mode(hook) == 0o755)
    #expect(mode(hook + ".before-puente") == 0o750)
    try repo.write(".git/hooks/pre-commit", "#!/bin/sh\necho second\n")
    #expect(chmod(hook, 0o700) == 0)
    let second = try repo.run("hook", "install", "--force")
    #expect(
      second.stdout.hasPrefix("replaced the pre-commit hook at \(hook) (the old one is at \(hook).before-puente.2)\n"))
    #expect(try repo.read(".git/hooks/pre-commit.before-puente") == "#!/bin/sh\necho first\n")
    #expect(try repo.read(".git/hooks/pre-commit.before-puente.2") == "#!/bin/sh\necho second\n")
    #expect(mode(hook + ".before-puente.2") == 0o700)

    let removed = try repo.run("hook", "uninstall")
    #expect(
      removed.stdout
        == "removed the pre-commit hook at \(hook) and put back the one it replaced (from \(hook).before-puente.2)\n")
    #expect(try repo.read(".git/hooks/pre-commit") == "#!/bin/sh\necho second\n")
    #expect(mode(hook) == 0o700)
    #expect(!repo.exists(".git/hooks/pre-commit.before-puente.2"))
    #expect(repo.exists(".git/hooks/pre-commit.before-puente"))
  }

  @Test func outsideARepositoryHookSaysSo() throws {
    let sandbox = try Sandbox(initialize: false)
    let run = try sandbox.run("hook", "install")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("not inside a git work tree"))
  }
}

/// The baseline file name, as the tests expect the CLI to write it.
enum Baseline {
  static let fileName = ".puente-baseline.json"
}
