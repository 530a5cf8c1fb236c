import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// A throwaway repository in a temporary folder, driven with git plumbing.
struct TemporaryRepository {
  let path: String

  /// Run once before any test repository exists: git variables inherited from a caller
  /// (tests run from a hook get `GIT_INDEX_FILE`, sometimes `GIT_DIR`) would point the
  /// tests' git commands at the project's own repository.
  static let isolated: Void = {
    for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR", "GIT_PREFIX"] {
      unsetenv(name)
    }
  }()

  init() throws {
    _ = Self.isolated
    path = NSTemporaryDirectory() + "puente-git-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try git("init", "-q", "-b", "main")
    try git("config", "user.email", "test@example.invalid")
    try git("config", "user.name", "Test")
    try git("config", "commit.gpgsign", "false")
  }

  /// A `git clone --shared` of `origin`: its objects stay in `origin`'s store (an
  /// alternate), and it has none of its own until it commits.
  /// Runs git for the test's own repository: without the options that keep puente's
  /// git from running the repository's commands, which also keep it from cloning and
  /// refreshing the index (`Subprocess.neutralEnvironment`).
  static func run(_ args: [String], in directory: String, input: [UInt8]? = nil) -> (
    status: Int32, output: [UInt8], error: String
  )? {
    guard let (status, output, error) = try? Subprocess.run(args, in: directory, input: input, neutral: false) else {
      return nil
    }
    return (status, output, String(decoding: error, as: UTF8.self))
  }

  init(sharedCloneOf origin: TemporaryRepository) throws {
    _ = Self.isolated
    path = NSTemporaryDirectory() + "puente-git-\(UUID().uuidString)"
    guard let result = Self.run(["clone", "-q", "--shared", origin.path, path], in: "/"), result.status == 0 else {
      throw SourceError("git clone --shared failed")
    }
    try git("config", "user.email", "test@example.invalid")
    try git("config", "user.name", "Test")
    try git("config", "commit.gpgsign", "false")
  }

  @discardableResult
  func git(_ args: String...) throws -> String {
    guard let result = Self.run(args, in: path), result.status == 0 else {
      throw SourceError("git \(args.joined(separator: " ")) failed: \(Self.run(args, in: path)?.error ?? "")")
    }
    return String(decoding: result.output, as: UTF8.self)
  }

  /// Runs git with `input` on its standard input.
  @discardableResult
  func git(_ args: String..., input: String) throws -> String {
    guard let result = Self.run(args, in: path, input: Array(input.utf8)), result.status == 0 else {
      throw SourceError("git \(args.joined(separator: " ")) failed")
    }
    return String(decoding: result.output, as: UTF8.self)
  }

  /// Sets the modification time of the files outside `.git` written in the last two
  /// seconds `seconds` back, so that an index written after (by `git add`) does not find
  /// them racily clean: file times here move in clock ticks of a few milliseconds, and a
  /// file written in the tick git writes the index in is one git, and the trend, would
  /// not trust its status for. (Older files are left alone: moving their times would
  /// leave the index's record of them stale, since `git add` does not refresh it.)
  func backdate(seconds: TimeInterval = 10) throws {
    let root = URL(fileURLWithPath: path)
    let keys: [URLResourceKey] = [.isRegularFileKey, .contentModificationDateKey]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys)
    let recent = Date(timeIntervalSinceNow: -2)
    let past = Date(timeIntervalSinceNow: -seconds)
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent == ".git" {
        enumerator?.skipDescendants()
        continue
      }
      let values = try url.resourceValues(forKeys: Set(keys))
      guard values.isRegularFile == true, let modified = values.contentModificationDate, modified > recent else {
        continue
      }
      try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
    }
  }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Stages everything and commits it.
  func commitAll(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct GitRepositoryTests {
  @Test func readsTreesIndexAndBlobsWithoutTouchingTheWorkTree() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Features/A file.swift", "let a = 1\n")
    try repo.write("Adapters/ü.swift", "let b = 2\n")
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    try repo.write("Features/A file.swift", "let a = 3\n")
    try repo.git("add", "Features/A file.swift")

    let git = try #require(GitRepository.discover(from: repo.path))
    let blobStream = try BlobStream(repository: git)
    let tree = try git.tree("HEAD")
    #expect(tree.map(\.path).sorted() == ["Adapters/ü.swift", "Features/A file.swift"])
    let head = GitObjectSource(entries: tree, blobStream: blobStream, description: "HEAD")
    #expect(try head.read("Features/A file.swift") == Array("let a = 1\n".utf8))
    let staged = GitObjectSource(entries: try git.index(), blobStream: blobStream, description: "the index")
    #expect(try staged.read("Features/A file.swift") == Array("let a = 3\n".utf8))
    #expect(try staged.read("Adapters/ü.swift") == Array("let b = 2\n".utf8))
  }

  /// Both protocols of the blob stream (`--batch-command --buffer` where git has it,
  /// `--batch` before git 2.36) give the same answers: single reads, a pipelined batch
  /// with a missing object in the middle, a batch too big to write at once, and a named
  /// object with its type. The same through the 64 KB pipes macOS has as through the
  /// 1 MB ones Linux gets (an object and a request several times a pipe's size).
  /// Both ways of making a pipe closed on exec — `pipe2` (Linux) and `pipe` + `fcntl`
  /// (macOS, forced here) — give two connected ends with the flag set.
  @Test(arguments: [false, true]) func pipesAreClosedOnExecEitherWay(portable: Bool) throws {
    var fds: [Int32] = [-1, -1]
    #expect(Subprocess.makePipe(&fds, portable: portable))
    defer {
      close(fds[0])
      close(fds[1])
    }
    #expect(fcntl(fds[0], F_GETFD) & FD_CLOEXEC != 0)
    #expect(fcntl(fds[1], F_GETFD) & FD_CLOEXEC != 0)
    var byte: UInt8 = 42
    #expect(write(fds[1], &byte, 1) == 1)
    byte = 0
    #expect(read(fds[0], &byte, 1) == 1)
    #expect(byte == 42)
  }

  @Test(arguments: [true, false], [true, false])
  func blobStreamAnswersTheSameInBothProtocols(buffered: Bool, largePipes: Bool) throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("A.swift", "let a = 1\n")
    try repo.write("B.swift", String(repeating: "let b = 2\n", count: 20_000))
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "one")
    let a = try repo.git("rev-parse", "HEAD:A.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    let b = try repo.git("rev-parse", "HEAD:B.swift").trimmingCharacters(in: .whitespacesAndNewlines)
    let missing = String(repeating: "0", count: 40)
    let stream = try BlobStream(
      repository: GitRepository(topLevel: repo.path), buffered: buffered, largePipes: largePipes)
    #if os(Linux)
      // (1032: F_GETPIPE_SZ.)
      #expect(fcntl(stream.output, 1032) == (largePipes ? 1 << 20 : 1 << 16))
      #expect(fcntl(stream.input, 1032) == (largePipes ? 1 << 20 : 1 << 16))
    #endif
    #expect(try stream.read(a) == Array("let a = 1\n".utf8))
    var answers: [String] = []
    let ids = [a, missing, b] + Array(repeating: a, count: BlobStream.inlineRequest / 40)
    try stream.readMany(ids) { i, result in
      switch result {
      case .success(let bytes): answers.append("\(i):\(bytes.count)")
      case .failure(let error): answers.append("\(i):\(error.message)")
      }
    }
    #expect(answers.count == ids.count)
    #expect(
      Array(answers.prefix(4)) == [
        "0:10", "1:no such object in the repository: \(missing)", "2:200000", "3:10",
      ])
    #expect(answers.last == "\(ids.count - 1):10")
    #expect(try stream.read(b).count == 200_000)
  }

  /// Every git command gets the caller's environment without what would let git reach
  /// another machine or start a program of the repository's (see `PlantedCommandTests`
  /// for each command end to end).
  @Test func gitIsStartedWithNothingThatRunsTheRepositorysCommands() {
    let caller: [UnsafeMutablePointer<CChar>?] = [
      "PATH=/usr/bin", "HOME=/home/me", "GIT_SSH=/bin/ssh-wrapper", "GIT_SSH_COMMAND=ssh -v", "GIT_SSH_VARIANT=ssh",
      "GIT_EXTERNAL_DIFF=difftool", "GIT_PAGER=less", "GIT_ASKPASS=askpass", "GIT_INDEX_FILE=index.tmp", "EMPTY=",
      "LC_ALL=fr_FR.UTF-8",
    ].map { (entry: String) in strdup(entry) }
    defer { for entry in caller { free(entry) } }
    let environment = (caller + [nil]).withUnsafeBufferPointer { Subprocess.neutralEnvironment($0.baseAddress) }
    #expect(environment.last! == nil)
    #expect(
      environment.dropLast().map { String(cString: $0!) } == [
        "PATH=/usr/bin", "HOME=/home/me", "GIT_SSH_VARIANT=ssh", "GIT_INDEX_FILE=index.tmp", "EMPTY=",
        "GIT_ALLOW_PROTOCOL=", "GIT_SSH_COMMAND=false", "GIT_ASKPASS=", "SSH_ASKPASS=", "GIT_TERMINAL_PROMPT=0",
        "GIT_OPTIONAL_LOCKS=0", "LC_ALL=C",
      ])
    #expect(Subprocess.neutralEnvironment(nil).dropLast().map { String(cString: $0!) }.count == 7)
    #expect(Subprocess.neutralOptions == ["--no-pager", "-c", "core.fsmonitor=false"])
  }

  @Test func gitVersionsWithBatchCommandAre236AndLater() {
    #expect(BlobStream.supportsBatchCommand(version: "git version 2.39.5\n"))
    #expect(BlobStream.supportsBatchCommand(version: "git version 2.36.0"))
    #expect(BlobStream.supportsBatchCommand(version: "git version 2.37.1 (Apple Git-137.1)"))
    #expect(BlobStream.supportsBatchCommand(version: "git version 3.0.0"))
    #expect(!BlobStream.supportsBatchCommand(version: "git version 2.35.8"))
    #expect(!BlobStream.supportsBatchCommand(version: "git version 2.25.1"))
    #expect(BlobStream.supportsBatchCommand(version: "git version 2.40.0.windows.1"))
    #expect(!BlobStream.supportsBatchCommand(version: "not git"))
    #expect(!BlobStream.supportsBatchCommand(version: ""))
  }

  @Test func outsideARepositoryThereIsNone() {
    #expect(GitRepository.discover(from: "/") == nil)
  }

  /// The check that spares starting git in a plain folder must never say no inside a
  /// work tree: not in a subfolder, not where `.git` is a file (worktrees, submodules).
  @Test func theQuickCheckSaysNoOnlyWhereNoDotGitIsAbove() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Features/Deep/A.swift", "let a = 1\n")
    #expect(GitRepository.mayBeInsideWorkTree(repo.path + "/Features/Deep"))
    #expect(GitRepository.discover(from: repo.path + "/Features/Deep") != nil)

    let plain = NSTemporaryDirectory() + "puente-plain-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: plain + "/Sub", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: plain) }
    #expect(!GitRepository.mayBeInsideWorkTree(plain + "/Sub"))
    #expect(GitRepository.discover(from: plain + "/Sub") == nil)
    // A `.git` file (how worktrees and submodules point at their repository) counts.
    try Data("gitdir: /nowhere\n".utf8).write(to: URL(fileURLWithPath: plain + "/.git"))
    #expect(GitRepository.mayBeInsideWorkTree(plain + "/Sub"))
  }

  /// The git folders of a work tree found without git: `.git` itself, or, for a linked
  /// work tree, the folder its `.git` file names and the repository's (`commondir`);
  /// nothing for a folder in no repository.
  @Test func gitDirectoriesOfPlainAndLinkedWorkTrees() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("A.swift", "let a = 1\n")
    try repo.commitAll("one")
    let plain = try #require(GitRepository.directories(topLevel: repo.path))
    #expect(plain.git == repo.path + "/.git" && plain.common == repo.path + "/.git")
    let linked = repo.path + "-linked"
    defer { try? FileManager.default.removeItem(atPath: linked) }
    try repo.git("worktree", "add", "-q", linked)
    let fromLinked = try #require(GitRepository.directories(topLevel: linked))
    #expect(fromLinked.git == repo.path + "/.git/worktrees/" + (linked as NSString).lastPathComponent)
    // (`commondir` is relative to the linked work tree's git folder.)
    #expect(URL(fileURLWithPath: fromLinked.common).standardized.path == repo.path + "/.git")
    #expect(GitRepository.directories(topLevel: repo.path + "/nowhere") == nil)
  }

  /// Inside a work tree git's list decides (ignored files stay out); a folder git
  /// lists nothing in (one `.gitignore` excludes, asked for by name) is walked, with
  /// every file in it, deep folders too, each path exactly once.
  @Test func anIgnoredFolderIsWalkedAndGitsListingWinsElsewhere() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write(".gitignore", "Vendor/\n")
    try repo.write("App/Main.swift", "let a = 1\n")
    var vendored: [String] = []
    for i in 0..<150 {
      let path = "Kit/Sources/Deep\(i % 7)/File\(i).swift"
      try repo.write("Vendor/" + path, "let v = \(i)\n")
      vendored.append(path)
    }
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "app and vendored code")
    try repo.write("App/Untracked.swift", "let u = 1\n")

    #expect(try WorkingTreeSource(root: repo.path).list() == [".gitignore", "App/Main.swift", "App/Untracked.swift"])
    #expect(try WorkingTreeSource(root: repo.path + "/Vendor").list() == vendored.sorted())
  }

  /// A file deleted from the work tree but still in git's index is listed by
  /// `ls-files --cached`: it is neither scanned nor reported as unreadable, and an
  /// untracked file is scanned.
  @Test func filesDeletedFromTheWorkTreeAreNotScannedOrReported() throws {
    let repo = try TemporaryRepository()
    defer { repo.remove() }
    try repo.write("Features/Kept.swift", "let a = 1\n")
    try repo.write("Features/Gone.swift", "let h = UIHostingController(rootView: v)\n")
    try repo.git("add", "-A")
    try repo.git("commit", "-q", "-m", "two files")
    try FileManager.default.removeItem(atPath: repo.path + "/Features/Gone.swift")
    try repo.write("Features/New.swift", "let h = UIHostingController(rootView: w)\n")

    let source = WorkingTreeSource(root: repo.path)
    #expect(try source.list() == ["Features/Kept.swift", "Features/New.swift"])
    let report = try Engine(configuration: .default).scan(source)
    #expect(report.problems.isEmpty)
    #expect(report.filesScanned == 2)
    #expect(report.findings.map(\.path) == ["Features/New.swift"])
  }
}

/// Finding git on `PATH` once, as `posix_spawnp` would.
struct ExecutableLookupTests {
  @Test func firstExecutableRegularFileOnPathWins() throws {
    let root = NSTemporaryDirectory() + "puente-path-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fm = FileManager.default
    for folder in ["plain", "folder", "tool", "later"] {
      try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    // Not executable, a folder, then the one, then one that comes too late.
    fm.createFile(
      atPath: root + "/plain/git", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o644])
    try fm.createDirectory(atPath: root + "/folder/git", withIntermediateDirectories: true)
    fm.createFile(
      atPath: root + "/tool/git", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
    fm.createFile(
      atPath: root + "/later/git", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
    let folders = ["plain", "folder", "tool", "later"].map { root + "/" + $0 }
    #expect(Subprocess.executable("git", onPath: folders.joined(separator: ":")) == root + "/tool/git")
    #expect(Subprocess.executable("git", onPath: root + "/tool/:" + root + "/later") == root + "/tool/git")
    // A relative folder, or an empty entry (the current folder), before it: not decided here.
    #expect(Subprocess.executable("git", onPath: "bin:" + root + "/tool") == nil)
    #expect(Subprocess.executable("git", onPath: root + "/plain::" + root + "/tool") == nil)
    #expect(Subprocess.executable("git", onPath: root + "/plain:" + root + "/folder") == nil)
    #expect(Subprocess.executable("git", onPath: "") == nil)
  }
}
