import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every command reads the same set of files, and says what it skipped (issue 28, items
/// 5 and 7): a name that is not valid UTF-8, a folder that cannot be opened.
@Suite struct FileSetTests {
  /// The warning for `Features/<0xFF>Bad.swift`, its bad byte escaped.
  static let badNameWarning =
    "warning: Features/\\xffBad.swift: the file name is not valid UTF-8; skipped (rename the file)\n"

  /// A repository with `Features/Good.swift` (clean) and, next to it, a file whose name
  /// holds the byte 0xFF (not UTF-8) holding a bridge, made from raw bytes.
  static func repositoryWithABadName(initialize: Bool = true) throws -> Sandbox {
    let repo = try Sandbox(initialize: initialize)
    try repo.write("Features/Good.swift", Swift.clean)
    let name = Array((repo.path + "/Features/").utf8) + [0xFF] + Array("Bad.swift".utf8) + [0]
    let fd = name.withUnsafeBufferPointer { b in
      b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
    }
    guard fd >= 0 else { throw SetupError(description: "cannot create a file with a non-UTF-8 name") }
    _ = Swift.bridge.utf8.withContiguousStorageIfAvailable { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    return repo
  }

  /// A file whose name is not UTF-8 was skipped silently by `scan` (decoded with U+FFFD,
  /// then not found), with a U+FFFD that hid which byte was wrong: now one warning with
  /// the byte escaped, counted in the summary, outside git, untracked and tracked alike.
  @Test func scanSkipsANameThatIsNotUTF8WithAWarningNamingItsBytes() throws {
    let repo = try Self.repositoryWithABadName(initialize: false)
    let expected = Self.badNameWarning + "no findings\n1 file scanned, 1 not scanned (see the warning above)\n"
    for step in ["no git", "untracked", "tracked"] {
      if step == "untracked" { try repo.git("init", "-q", "-b", "main") }
      if step == "tracked" { try repo.git("add", "-A") }
      let run = try repo.run("scan", ".")
      #expect(run.status == 0, "\(step): \(run)")
      #expect(run.stdout == expected, "\(step): \(run)")
      #expect(run.stderr == "", "\(step): \(run)")
      let json = try repo.run("scan", ".", "--format", "json")
      #expect(json.stderr == Self.badNameWarning, "\(step): \(json)")
      let problem = #"""
          "problems": [
            {
              "path": "Features/\\xffBad.swift",
              "message": "the file name is not valid UTF-8; skipped (rename the file)"
            }
          ]
        """#
      #expect(json.stdout.contains(problem), "\(step): \(json)")
    }
  }

  /// `--staged` judged the file `scan` and `baseline write` skipped: a commit blocked on
  /// its bridge stayed blocked after `baseline write`, the very fix puente suggests. Now
  /// it is skipped with the same warning, and the commit goes through.
  @Test func stagedScanSkipsANameThatIsNotUTF8AsBaselineWriteDoes() throws {
    let repo = try Self.repositoryWithABadName()
    try repo.git("add", "-A")
    let staged = try repo.run("scan", "--staged")
    #expect(staged.status == 0, "\(staged)")
    #expect(
      staged.stdout == Self.badNameWarning + "no findings\n1 file scanned, 1 not scanned (see the warning above)\n")
    let write = try repo.run("baseline", "write")
    #expect(write.status == 0, "\(write)")
    #expect(write.stderr == Self.badNameWarning, "\(write)")
    #expect(write.stdout == "wrote .puente-baseline.json: 0 entries from 1 file scanned\n", "\(write)")

    // Only the bad name staged: nothing to scan, and it says why.
    let alone = try Self.repositoryWithABadName()
    try alone.git("commit", "-q", "--allow-empty", "-m", "empty")
    try alone.git("add", "-A", "--", "Features")
    try alone.git("rm", "-q", "--cached", "Features/Good.swift")
    let only = try alone.run("scan", "--staged")
    #expect(only.status == 0, "\(only)")
    #expect(only.stdout == "no Swift file is staged; nothing to scan\n", "\(only)")
    #expect(only.stderr == Self.badNameWarning, "\(only)")
  }

  /// `report` and `trend` counted what the others skipped (`trend` the bridge of the
  /// file whose name is not UTF-8): now both skip it with the warning.
  @Test func reportAndTrendSkipANameThatIsNotUTF8() throws {
    let repo = try Self.repositoryWithABadName()
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "bad name")
    let report = try repo.run("report", ".", "--format", "json")
    #expect(report.status == 0, "\(report)")
    #expect(report.stderr == Self.badNameWarning, "\(report)")
    #expect(report.stdout.contains("\"total\": {\n    \"files\": 1,\n    \"lines\": 3,\n    \"debt\": 0,"), "\(report)")
    let trend = try repo.run("trend", "--every", "commit", "--format", "json", "--no-cache")
    #expect(trend.status == 0, "\(trend)")
    #expect(trend.stderr == Self.badNameWarning, "\(trend)")
    #expect(
      trend.stdout.contains("\"debt\": 0,\n      \"findings\": {},\n      \"folders\": {},\n      \"files\": 1,"),
      "\(trend)")
  }
}

// MARK: - Unreadable folders

/// Runs `puente` without the override that lets root read any folder, so that
/// `chmod 000` stops it as it stops a user.
enum WithoutReadOverride {
  /// Why folders cannot be made unreadable here, or nil when they can.
  static let unavailable: String? = {
    if geteuid() != 0 { return nil }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
      return "running as root without /usr/bin/setpriv: chmod 000 cannot stop root's reads"
    }
    let probe = try? CLI.run("/usr/bin/setpriv", dropArguments + ["/bin/true"], in: "/", environment: [:])
    return probe?.status == 0 ? nil : "setpriv cannot drop CAP_DAC_OVERRIDE here: chmod 000 cannot stop root's reads"
  }()

  static let dropArguments = [
    "--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search",
  ]

  /// `puente args…` in `repo`'s work tree (or `folder`), unable to read what its mode
  /// forbids.
  static func run(_ repo: Sandbox, _ args: [String], in folder: String? = nil) throws -> Run {
    guard geteuid() == 0 else { return try repo.run(args, in: folder) }
    return try CLI.run(
      "/usr/bin/setpriv", dropArguments + [repo.puente] + args, in: folder ?? repo.path, environment: repo.environment)
  }
}

extension FileSetTests {
  /// Scanning an unreadable folder printed "no findings" and exited 0.
  @Test func anUnreadableRootIsExit2() throws {
    if let reason = WithoutReadOverride.unavailable {
      print("skipped anUnreadableRootIsExit2: \(reason)")
      return
    }
    for initialize in [false, true] {
      let repo = try Sandbox(initialize: initialize)
      try repo.write("Features/A.swift", Swift.bridge)
      #expect(chmod(repo.path, 0o000) == 0)
      defer { chmod(repo.path, 0o755) }
      for command in [["scan", repo.path], ["baseline", "write", repo.path], ["report", repo.path]] {
        let run = try WithoutReadOverride.run(repo, command, in: repo.root)
        #expect(run.status == 2, "\(command) (git: \(initialize)): \(run)")
        #expect(run.stderr.contains("cannot read the folder"), "\(command) (git: \(initialize)): \(run)")
      }
    }
  }

  /// An unreadable subfolder was skipped with no warning, by the walk and, in a git work
  /// tree, by `git ls-files --others` (which warns on its stderr and exits 0): now a
  /// warning naming it, counted in the summary, under `scan`, `baseline write` and
  /// `report`.
  @Test func anUnreadableSubfolderIsAWarningCountedInTheSummary() throws {
    if let reason = WithoutReadOverride.unavailable {
      print("skipped anUnreadableSubfolderIsAWarningCountedInTheSummary: \(reason)")
      return
    }
    let warning = "warning: App/Locked/: cannot read this folder (Permission denied); its files were not scanned\n"
    for initialize in [false, true] {
      let repo = try Sandbox(initialize: initialize)
      try repo.write("App/A.swift", Swift.clean)
      try repo.write("App/Locked/B.swift", Swift.bridge)
      #expect(chmod(repo.path + "/App/Locked", 0o000) == 0)
      defer { chmod(repo.path + "/App/Locked", 0o755) }
      let scan = try WithoutReadOverride.run(repo, ["scan", "."])
      #expect(scan.status == 0, "git: \(initialize): \(scan)")
      #expect(
        scan.stdout == warning + "no findings\n1 file scanned, 1 not scanned (see the warning above)\n",
        "git: \(initialize): \(scan)")
      // (From a subfolder, git names the folder from the top of the work tree.)
      let inApp = try WithoutReadOverride.run(repo, ["scan", "."], in: repo.path + "/App")
      #expect(
        inApp.stdout
          == "warning: Locked/: cannot read this folder (Permission denied); its files were not scanned\n"
          + "no findings\n1 file scanned, 1 not scanned (see the warning above)\n",
        "git: \(initialize): \(inApp)")
      let write = try WithoutReadOverride.run(repo, ["baseline", "write"])
      #expect(write.status == 0, "git: \(initialize): \(write)")
      #expect(write.stderr == warning, "git: \(initialize): \(write)")
      let report = try WithoutReadOverride.run(repo, ["report", ".", "--format", "json"])
      #expect(report.status == 0, "git: \(initialize): \(report)")
      #expect(report.stderr == warning, "git: \(initialize): \(report)")
    }
  }

  /// A file git checks out as UTF-16 (`working-tree-encoding`) is UTF-8 in git's
  /// objects: the trend counted its bridge while `scan` skipped it as not UTF-8, with
  /// no warning (issue 27). The scan now decodes it as git does, and they agree; the
  /// same bytes without the attribute are "not UTF-8" in both.
  @Test func aFileCheckedOutAsUTF16IsReadAsGitReadsIt() throws {
    let repo = try Sandbox()
    var wide: [UInt8] = [0xFF, 0xFE]  // UTF-16, little-endian, with its byte-order mark
    for unit in Swift.bridge.utf16 { wide += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try repo.write(".gitattributes", "*.swift text working-tree-encoding=UTF-16\n")
    try FileManager.default.createDirectory(atPath: repo.path + "/Features", withIntermediateDirectories: true)
    try Data(wide).write(to: URL(fileURLWithPath: repo.path + "/Features/Wide.swift"))
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "wide")
    #expect(try repo.git("cat-file", "-p", "HEAD:Features/Wide.swift") == Swift.bridge)

    let scan = try repo.run("scan", ".", "--format", "xcode")
    #expect(scan.status == 1, "\(scan)")
    #expect(scan.stdout.hasPrefix("Features/Wide.swift:3:12: error: `UIHostingController` used"), "\(scan)")
    let trend = try repo.run("trend", "--format", "csv", "--no-cache")
    #expect(trend.stdout.hasSuffix(",Features,hosting-outside-adapter,1\n"), "\(trend)")

    // Without the attribute, git stores the UTF-16 bytes: neither reads them.
    try repo.write(".gitattributes", "")
    try repo.git("add", "--renormalize", "-A")
    try repo.git("commit", "-q", "-m", "no attribute")
    let plain = try repo.run("scan", ".", "--format", "xcode")
    #expect(plain.status == 0, "\(plain)")
    #expect(plain.stdout == "Features/Wide.swift: warning: not UTF-8 text; skipped (re-save it as UTF-8)\n", "\(plain)")
    let after = try repo.run("trend", "--format", "csv", "--no-cache")
    #expect(after.stdout == "date,commit,folder,rule,findings\n", "\(after)")
  }
}
