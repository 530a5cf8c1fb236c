import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(Linux)
  /// glibc's `pipe2`, which the Glibc module leaves out (a GNU extension).
  @_silgen_name("pipe2")
  private func pipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
#endif

/// What a program printed and how it ended.
struct Run: CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String

  var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Finds the built `puente` and runs programs in a hermetic environment.
enum CLI {
  /// The `puente` built with these tests: `$PUENTE_BINARY`, else the first `puente`
  /// found next to the test binary or in a folder above it (the build products folder;
  /// on macOS the test bundle sits inside it).
  static let binary: String? = {
    if let explicit = ProcessInfo.processInfo.environment["PUENTE_BINARY"] { return explicit }
    let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = runner.deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent("puente").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }()

  /// The folder holding `git`, so PATH can be reduced to it (and `puente` is found only
  /// where a test puts it).
  static let gitFolder: String = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      if FileManager.default.isExecutableFile(atPath: "\(folder)/git") { return String(folder) }
    }
    return "/usr/bin"
  }()

  /// The environment for every program a test runs: no `GIT_*` variable of the caller
  /// (a hook running these tests must not steer git into the project's repository), no
  /// user or system git configuration, a fixed identity, no colour.
  static func environment(home: String, extra: [String: String] = [:]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    env["HOME"] = home
    env["XDG_CONFIG_HOME"] = home + "/.config"
    env["GIT_CONFIG_NOSYSTEM"] = "1"
    env["GIT_CONFIG_GLOBAL"] = "/dev/null"
    env["GIT_AUTHOR_NAME"] = "Test"
    env["GIT_AUTHOR_EMAIL"] = "test@example.invalid"
    env["GIT_COMMITTER_NAME"] = "Test"
    env["GIT_COMMITTER_EMAIL"] = "test@example.invalid"
    env["GIT_TERMINAL_PROMPT"] = "0"
    env["NO_COLOR"] = "1"
    env["PATH"] = gitFolder == "/usr/bin" ? "/usr/bin:/bin" : "\(gitFolder):/usr/bin:/bin"
    for (key, value) in extra { env[key] = value }
    return env
  }

  /// Runs `executable args…` in `folder` and waits for it.
  ///
  /// With `posix_spawn`, not Foundation's `Process`: its `run()` crashed the whole test
  /// process now and then (a bad pointer in a `memcpy`, swift-corelibs-foundation#5472)
  /// while other tests started processes on other threads. The folder is entered by
  /// `/bin/sh` (`cd`, then `exec`), which every platform has, where a spawn's own
  /// change of directory is not portable.
  static func run(
    _ executable: String, _ args: [String], in folder: String, environment: [String: String]
  ) throws
    -> Run
  {
    // Pipes closed on exec from the start, so that a child started at the same time by
    // another test does not inherit them and hold our reads open until it exits.
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    guard closedOnExecPipe(&output), closedOnExecPipe(&errors) else {
      throw SetupError(description: "no pipe for \(executable): errno \(errno)")
    }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    let command = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", folder, executable] + args
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
    close(output[1])
    close(errors[1])
    guard spawned == 0 else {
      close(output[0])
      close(errors[0])
      throw SetupError(description: "could not start \(executable): error \(spawned)")
    }
    final class Box: @unchecked Sendable { var bytes: [UInt8] = [] }
    let errorBox = Box()
    let drained = DispatchSemaphore(value: 0)
    let errorEnd = errors[0]
    DispatchQueue.global().async {
      errorBox.bytes = readAll(errorEnd)
      drained.signal()
    }
    let printed = readAll(output[0])
    drained.wait()
    close(output[0])
    close(errors[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS; a signal is reported as 128 + its number, as shells do.
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Run(
      status: code, stdout: String(decoding: printed, as: UTF8.self),
      stderr: String(decoding: errorBox.bytes, as: UTF8.self))
  }

  /// `pipe` with both ends closed on exec (at once where the platform allows).
  private static func closedOnExecPipe(_ fds: inout [Int32]) -> Bool {
    #if os(Linux)
      return pipe2(&fds, O_CLOEXEC) == 0
    #else
      guard pipe(&fds) == 0 else { return false }
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
      return true
    #endif
  }

  /// Everything readable from `fd` until its end.
  private static func readAll(_ fd: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        result.append(contentsOf: chunk[0..<n])
      } else if n == 0 || errno != EINTR {
        return result
      }
    }
  }
}

/// A missing precondition of the end-to-end tests (no built binary).
struct SetupError: Error, CustomStringConvertible {
  var description: String
}

/// A throwaway git repository in a temporary folder, with its own HOME, driven by the
/// real `git` and the built `puente`. Nothing here reads or writes outside it.
final class Sandbox {
  /// The folder holding the repository (`repo`) and anything else a test needs.
  let root: String
  /// The repository's work tree.
  let path: String
  let puente: String

  init(initialize: Bool = true) throws {
    guard let binary = CLI.binary else {
      throw SetupError(
        description: "no built `puente` next to the test binary; run `swift build` first")
    }
    puente = binary
    // realpath: git reports resolved paths (/private/var on macOS).
    let temporary = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
    root = temporary + "/puente-cli-\(UUID().uuidString)"
    path = root + "/repo"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/home", withIntermediateDirectories: true)
    if initialize {
      try git("init", "-q", "-b", "main")
      try git("config", "commit.gpgsign", "false")
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  var environment: [String: String] { CLI.environment(home: root + "/home") }

  /// Runs git; throws with its output when it fails.
  @discardableResult
  func git(_ args: String..., in folder: String? = nil) throws -> String {
    let run = try CLI.run(
      CLI.gitFolder + "/git", args, in: folder ?? path, environment: environment)
    guard run.status == 0 else {
      throw SetupError(description: "git \(args.joined(separator: " ")) failed: \(run)")
    }
    return run.stdout
  }

  /// Runs git and returns how it went (for commits a hook may block).
  func tryGit(
    _ args: String..., in folder: String? = nil, environment extra: [String: String] = [:]
  ) throws -> Run {
    var env = environment
    for (key, value) in extra { env[key] = value }
    return try CLI.run(CLI.gitFolder + "/git", args, in: folder ?? path, environment: env)
  }

  /// Runs the built puente in the work tree (or `folder`).
  func run(_ args: String..., in folder: String? = nil) throws -> Run {
    try run(args, in: folder)
  }

  func run(_ args: [String], in folder: String? = nil) throws -> Run {
    try CLI.run(puente, args, in: folder ?? path, environment: environment)
  }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative)), as: UTF8.self)
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path + "/" + relative)
  }

  /// Writes files, stages everything and commits.
  func commit(_ files: [String: String], message: String = "commit") throws {
    for (relative, text) in files { try write(relative, text) }
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }
}

/// Swift snippets the tests stage.
enum Swift {
  /// A bridge on line 3, column 12.
  static let bridge = "import SwiftUI\n\nlet host = UIHostingController(rootView: Text(\"hi\"))\n"
  static let clean = "import SwiftUI\n\nlet text = Text(\"hi\")\n"
}
