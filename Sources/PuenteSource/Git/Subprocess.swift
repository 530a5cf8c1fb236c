import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Darwin)
  /// The process's environment on macOS, whose Darwin module has no `environ`.
  @_silgen_name("_NSGetEnviron")
  private func nsGetEnviron() -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
#endif

#if os(Linux)
  /// glibc's `pipe2`, which the Glibc module leaves out (a GNU extension); linked
  /// directly, so the statically linked binary has it too.
  @_silgen_name("pipe2")
  private func cPipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
#endif

/// git processes started with `posix_spawnp` and reaped with `waitpid`.
///
/// Every git command of the tool starts here. Why not Foundation's `Process`: on Linux
/// its `waitUntilExit` polls the run loop in 50 ms steps, and even with a termination
/// handler instead each command is slow to start (it walks `/proc/self/fd` to close
/// every descriptor and goes through `/usr/bin/env`).
package enum Subprocess {
  /// A started process with pipes to its standard input and output.
  struct Running {
    var pid: pid_t
    var stdin: Int32
    var stdout: Int32
  }

  /// Where `git` is, as `posix_spawnp` would find it on `PATH`, looked up once: each
  /// run starts git two to four times, and each search tried every folder before git's
  /// (nine failed `execve`s on a machine with a few tool managers on its `PATH`). Nil:
  /// leave it to `posix_spawnp`.
  static let gitPath: String? = getenv("PATH").flatMap { executable("git", onPath: String(cString: $0)) }

  /// The first executable regular file called `name` in the folders of `path` (a
  /// `PATH` value), or nil once a folder is relative (an empty entry is the current
  /// folder): those depend on where git is started from, so they stay with
  /// `posix_spawnp`.
  static func executable(_ name: String, onPath path: String) -> String? {
    for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
      guard folder.hasPrefix("/") else { return nil }
      let candidate = String(folder) + (folder.hasSuffix("/") ? name : "/" + name)
      var info = stat()
      if stat(candidate, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(candidate, X_OK) == 0 {
        return candidate
      }
    }
    return nil
  }

  // MARK: - Nothing of the repository's runs

  /// Options given to every git command. A scanned repository is data: its
  /// configuration can name commands that git runs, and none may run under puente.
  ///
  /// - `core.fsmonitor`: a hook that every command reading the index runs (`ls-files`,
  ///   `diff`); off.
  /// - `--no-pager`: no `core.pager` (git would start one only on a terminal, and git's
  ///   output here is a pipe, but a planted pager is a command).
  ///
  /// The rest cannot run from the commands puente starts: clean and smudge filters
  /// (`filter.*`) run when git reads a work tree file or writes one, and puente has git
  /// do neither (`cat-file` without `--filters`, `hash-object` of standard input only,
  /// no `diff-files` or `status`); textconv and external diff drivers (`diff.*`,
  /// `diff.external`) only for a diff's text, and the one `diff` asks for names, with
  /// `--no-ext-diff --no-textconv`; hooks only from porcelain that commits, merges,
  /// checks out or pushes, and from index writes (`post-index-change`), which
  /// `GIT_OPTIONAL_LOCKS=0` rules out. (`core.hooksPath` itself stays: `puente hook`
  /// installs its hook where git runs hooks.) What fetching would run is in
  /// `neutralEnvironment`.
  static let neutralOptions = ["--no-pager", "-c", "core.fsmonitor=false"]

  /// The environment of every git command: puente's own, with nothing that lets git
  /// reach another machine, since that runs commands the repository names. A partial
  /// clone fetches the objects it lacks from its promisor remote as they are read,
  /// through an ssh command (`core.sshCommand`), git's `ext::` transport (a command in
  /// the remote's URL) or a remote helper, each of which the repository's own
  /// `protocol.<name>.allow` can allow; `GIT_ALLOW_PROTOCOL` set to no protocol
  /// overrides all of them (git 2.39 has no `GIT_NO_LAZY_FETCH`). Should git still try:
  /// no ssh command, askpass program, terminal prompt or external diff of the caller's
  /// or the repository's (an empty `GIT_ASKPASS` keeps git from `core.askPass`), and no
  /// opportunistic index writes (`GIT_OPTIONAL_LOCKS=0`). Git's messages in English
  /// (`LC_ALL=C`, which also overrides `LANGUAGE`): its warnings about untracked folders it
  /// cannot open are read, and a translated one would pass the folder as clean.
  ///
  /// The variables of these names are replaced (nil: removed).
  static let neutralVariables: [(name: String, value: String?)] = [
    ("GIT_ALLOW_PROTOCOL", ""), ("GIT_SSH_COMMAND", "false"), ("GIT_SSH", nil), ("GIT_ASKPASS", ""),
    ("SSH_ASKPASS", ""), ("GIT_TERMINAL_PROMPT", "0"), ("GIT_EXTERNAL_DIFF", nil), ("GIT_PAGER", nil),
    ("GIT_OPTIONAL_LOCKS", "0"), ("LC_ALL", "C"),
  ]
  /// `NAME=` of each, and the entries that replace them: C strings made once, for the
  /// process's life. (The environment is made of C strings, not through
  /// `ProcessInfo.environment`, which builds a dictionary of every variable each call.)
  nonisolated(unsafe) private static let replacedPrefixes = neutralVariables.map { strdup($0.name + "=")! }
  nonisolated(unsafe) private static let replacements = neutralVariables.compactMap { variable in
    variable.value.map { strdup(variable.name + "=" + $0) }
  }

  /// The entries of `environment` (a C environment: `NAME=value` strings up to a null)
  /// that are kept, then the replacements, then the null: `neutralVariables` applied
  /// (unless not `neutral`). The entries are `environment`'s own, not copies.
  static func neutralEnvironment(_ environment: UnsafePointer<UnsafeMutablePointer<CChar>?>?, neutral: Bool = true)
    -> [UnsafeMutablePointer<CChar>?]
  {
    var result: [UnsafeMutablePointer<CChar>?] = []
    var i = 0
    while let entry = environment?[i] {
      i += 1
      if !neutral || !replacedPrefixes.contains(where: { strncmp(entry, $0, strlen($0)) == 0 }) {
        result.append(entry)
      }
    }
    return result + (neutral ? replacements : []) + [nil]
  }

  /// The process's environment, as `posix_spawn` takes it.
  static var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
      return nsGetEnviron().pointee
    #else
      return environ
    #endif
  }

  /// Starts `git -C directory args…`; standard error goes to `stderrFd` (or /dev/null).
  /// `neutral`: with `neutralOptions` and `neutralEnvironment`; only the tests' own
  /// repositories are made without (they clone, commit and refresh the index).
  static func start(_ args: [String], in directory: String, stderrFd: Int32? = nil, neutral: Bool = true)
    throws(SourceError) -> Running
  {
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard makePipe(&input), makePipe(&output) else {
      throw SourceError("cannot create a pipe for git")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    if let stderrFd {
      posix_spawn_file_actions_adddup2(&actions, stderrFd, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    for fd in [input[0], input[1], output[0], output[1]] {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    let argv = (["git"] + (neutral ? neutralOptions : []) + ["-C", directory] + args).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    let envp = neutralEnvironment(Self.processEnvironment, neutral: neutral)
    var pid: pid_t = 0
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    #if canImport(Darwin)
      _ = posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
    #endif
    let status =
      if let gitPath { posix_spawn(&pid, gitPath, &actions, &attributes, argv, envp) } else {
        posix_spawnp(&pid, "git", &actions, &attributes, argv, envp)
      }
    close(input[0])
    close(output[1])
    guard status == 0 else {
      close(input[1])
      close(output[0])
      throw SourceError(
        "cannot run git (\(String(cString: strerror(status)))); is it installed and on PATH?")
    }
    // The parent's ends are close-on-exec already (`makePipe`).
    return Running(pid: pid, stdin: input[1], stdout: output[0])
  }

  /// A pipe whose ends are closed on exec, from the start: git commands started at the
  /// same time from other threads would otherwise inherit it, and its reader would wait
  /// for the end of its output until the slowest of them exited (a `ls-tree` run beside
  /// a `diff-tree` took as long as the `diff-tree`). Children get their ends by `dup2`,
  /// which clears the flag on the copy.
  ///
  /// `portable`: the way macOS takes, forced (for the tests, so that it runs on Linux too).
  static func makePipe(_ fds: inout [Int32], portable: Bool = false) -> Bool {
    #if os(Linux)
      // Atomically: git processes are started from several threads at once, and a child
      // started between `pipe` and `fcntl` would inherit this pipe's write end and keep
      // it open, so its reader would never see the end. (The `pipe2` looked up with
      // `dlsym` before was not found in the statically linked release binary, whose
      // `puente trend` hung that way about once in six hundred runs.)
      if !portable { return cPipe2(&fds, O_CLOEXEC) == 0 }
    #endif
    // No `pipe2` (macOS): the flag follows at once, and there children are started with
    // `POSIX_SPAWN_CLOEXEC_DEFAULT`, so nothing but their three standard streams is
    // inherited anyway.
    guard pipe(&fds) == 0 else { return false }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    return true
  }

  /// Waits for `pid` and returns its exit status (-1 when it did not exit normally).
  static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }

  /// Runs `git -C directory args…` to the end: its exit status, standard output and
  /// standard error. Throws only when git cannot be started.
  static func run(_ args: [String], in directory: String, input: [UInt8]? = nil, neutral: Bool = true)
    throws(SourceError)
    -> (status: Int32, output: [UInt8], error: [UInt8])
  {
    var errPipe: [Int32] = [0, 0]
    guard makePipe(&errPipe) else { throw SourceError("cannot create a pipe for git") }
    let running: Running
    do { running = try start(args, in: directory, stderrFd: errPipe[1], neutral: neutral) } catch {
      close(errPipe[0])
      close(errPipe[1])
      throw error
    }
    close(errPipe[1])
    // Input on another thread, both outputs read here as they come (`poll`), so no pipe
    // can fill up and block git.
    let inFd = running.stdin
    var writer: DispatchSemaphore? = nil
    if let input {
      writer = background {
        _ = writeAll(inFd, input)
        close(inFd)
      }
    } else {
      close(inFd)
    }
    let (out, errors) = readBoth(running.stdout, errPipe[0])
    writer?.wait()
    close(running.stdout)
    close(errPipe[0])
    return (wait(running.pid), out, errors)
  }

  /// Runs `git -C directory args…` to the end: its output, or an error with git's message.
  static func git(_ args: [String], in directory: String, input: [UInt8]? = nil) throws(SourceError)
    -> [UInt8]
  {
    let (status, out, error) = try run(args, in: directory, input: input)
    guard status == 0 else {
      let message = String(decoding: error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw SourceError(
        "git \(args.first ?? ""): \(message.isEmpty ? "exited with status \(status)" : message)")
    }
    return out
  }

  /// Runs `work` on a thread of its own and returns a semaphore signalled when it ends.
  /// Blocking pipe I/O must not run on Dispatch's global queues: with two cores their
  /// two workers, both blocked on reads, starved the writer that would have unblocked them.
  package static func background(_ work: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      work()
      done.signal()
    }
    thread.start()
    return done
  }

  /// Reads two pipes to their ends, whichever has data first.
  static func readBoth(_ a: Int32, _ b: Int32) -> ([UInt8], [UInt8]) {
    var results: ([UInt8], [UInt8]) = ([], [])
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
    var open = 2
    while open > 0 {
      let ready = poll(&fds, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      for k in 0..<2 where fds[k].fd >= 0 && fds[k].revents != 0 {
        let n = chunk.withUnsafeMutableBytes { read(fds[k].fd, $0.baseAddress!, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          fds[k].fd = -1  // poll ignores negative descriptors
          open -= 1
        } else if k == 0 {
          results.0 += chunk[0..<n]
        } else {
          results.1 += chunk[0..<n]
        }
      }
    }
    return results
  }

  /// Writes all of `bytes` to `fd`, retrying short and interrupted writes; false on an
  /// error (`errno` says which).
  package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return true
    }
  }
}
