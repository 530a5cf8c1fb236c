import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a hostile repository tried in the audit of issue 28, end to end: each test is
/// named for the defect it pins.
@Suite struct HardeningTests {
  /// Makes a FIFO at `path`, and a watchdog that opens it for writing after `seconds`,
  /// so that a `puente` blocked reading it sees the end of the file instead of hanging
  /// the suite (the test then fails on the time it took).
  static func fifo(_ path: String, watchdog seconds: Double = 20) throws {
    guard mkfifo(path, 0o644) == 0 else { throw SetupError(description: "mkfifo \(path) failed") }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      let fd = open(path, O_WRONLY | O_NONBLOCK)
      if fd >= 0 { close(fd) }
    }
  }

  /// Runs `puente args…` in `repo` and the seconds it took.
  static func timed(_ repo: Sandbox, _ args: String...) throws -> (Run, Double) {
    let start = Date()
    let run = try repo.run(args)
    return (run, Date().timeIntervalSince(start))
  }

  @Test func aSwiftSymbolicLinkToAFIFOIsSkippedNotWaitedOn() throws {
    for initialize in [false, true] {
      let repo = try Sandbox(initialize: initialize)
      try repo.write("Features/A.swift", Swift.clean)
      try Self.fifo(repo.root + "/pipe")
      #expect(symlink(repo.root + "/pipe", repo.path + "/Features/Pipe.swift") == 0)
      let (run, seconds) = try Self.timed(repo, "scan", ".")
      #expect(seconds < 10, "\(run)")
      #expect(run.status == 0, "\(run)")
      // (Symbolic links are read by no command: the link is passed over, not opened.)
      #expect(!run.stdout.contains("Pipe.swift") && run.stdout.contains("1 file scanned"), "\(run)")
    }
  }

  @Test func aFIFOAtTheBaselineIsAnErrorNotAHang() throws {
    let repo = try Sandbox()
    try repo.write("Features/A.swift", Swift.clean)
    try Self.fifo(repo.path + "/" + Baseline.fileName)
    let (run, seconds) = try Self.timed(repo, "scan", ".")
    #expect(seconds < 10, "\(run)")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("not a regular file"), "\(run)")
  }

  @Test func aFIFOAtTheConfigurationIsAnErrorNotAHang() throws {
    let repo = try Sandbox()
    try repo.write("Features/A.swift", Swift.clean)
    try Self.fifo(repo.path + "/.puente.json")
    let (run, seconds) = try Self.timed(repo, "scan", ".")
    #expect(seconds < 10, "\(run)")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("not a regular file"), "\(run)")
  }

  @Test func aFIFOAtTheTrendCacheOrTheLedgerIsNotWaitedOn() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.bridge])
    try FileManager.default.createDirectory(atPath: repo.root + "/cache", withIntermediateDirectories: true)
    try Self.fifo(repo.root + "/cache/trend.cache")
    try Self.fifo(repo.root + "/cache/trend-points.cache")
    let (cached, cacheSeconds) = try Self.timed(
      repo, "trend", "--every", "commit", "--format", "json", "--cache-dir", repo.root + "/cache")
    #expect(cacheSeconds < 10, "\(cached)")
    #expect(cached.status == 0, "\(cached)")

    try Self.fifo(repo.root + "/ledger.jsonl")
    let (appended, appendSeconds) = try Self.timed(repo, "trend", "--append", repo.root + "/ledger.jsonl")
    #expect(appendSeconds < 10, "\(appended)")
    #expect(appended.status == 2, "\(appended)")
    #expect(appended.stderr.contains("not a regular file"), "\(appended)")
  }

  /// A committed `.build` symbolic link sent the default trend cache outside the
  /// repository.
  @Test func aTrendCacheFolderLinkedOutsideTheRepositoryIsRefused() throws {
    let repo = try Sandbox()
    try repo.commit(["Features/A.swift": Swift.bridge])
    try FileManager.default.createDirectory(atPath: repo.root + "/elsewhere", withIntermediateDirectories: true)
    #expect(symlink(repo.root + "/elsewhere", repo.path + "/.build") == 0)
    let run = try repo.run("trend", "--every", "commit", "--format", "json")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("outside the repository"), "\(run)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: repo.root + "/elsewhere") == [])
    let explicit = try repo.run("trend", "--every", "commit", "--format", "json", "--cache-dir", ".build/puente-cache")
    #expect(explicit.status == 0, "\(explicit)")
  }

  /// `puente tokens` counted every token's column from the start of its line: a 600 KB
  /// line took 97 s.
  @Test func tokensOfALongLineTakeLinearTime() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write("Long.swift", "let a = [" + String(repeating: "1, ", count: 200_000) + "]\n")
    let (run, seconds) = try Self.timed(repo, "tokens", "Long.swift")
    #expect(run.status == 0)
    #expect(seconds < 20)
    #expect(run.stdout.hasSuffix("1:600008 comma \",\"\n1:600010 rightSquare \"]\"\n"))
  }

  /// An unreadable subfolder was skipped with no word: now a warning that names it (and
  /// a problem in the JSON report). The folder here cannot be opened because its path is
  /// longer than the system allows, which holds for root too (permissions do not).
  @Test func anUnreadableSubfolderIsAWarningNamingIt() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write("Features/A.swift", Swift.clean)
    let segment = String(repeating: "d", count: 250)
    // (One level at a time, relative to the last: the whole path is too long to name.
    // Not with `chdir`: the tests share the process's working folder.)
    var fd = open(repo.path + "/Features", O_RDONLY | O_DIRECTORY)
    for _ in 0..<17 {
      #expect(mkdirat(fd, segment, 0o755) == 0)
      let next = openat(fd, segment, O_RDONLY | O_DIRECTORY)
      close(fd)
      fd = next
    }
    close(fd)
    let folder = "Features/" + Array(repeating: segment, count: 17).joined(separator: "/") + "/"
    let run = try repo.run("scan", ".")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains(
        "warning: \(folder): cannot read this folder (File name too long); its files were not scanned\n"), "\(run)")
  }

  /// `init` into a folder that is not there printed a raw Foundation error dump.
  @Test func initErrorsSayWhatFailedInOneLine() throws {
    let repo = try Sandbox(initialize: false)
    let run = try repo.run("init", "missing")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr == "puente init: cannot write `missing/.puente.json`: No such file or directory\n")
  }

  /// A repeated option silently took the last value.
  @Test func aRepeatedOptionIsAUsageError() throws {
    let repo = try Sandbox(initialize: false)
    try repo.write("A.swift", Swift.clean)
    let run = try repo.run("scan", "--format", "json", "--format", "text", ".")
    #expect(run.status == 2, "\(run)")
    #expect(run.stderr.contains("`--format` is given twice"), "\(run)")
  }
}
