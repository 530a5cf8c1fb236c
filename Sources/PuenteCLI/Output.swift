import Foundation
import PuenteJSON
import PuenteRules
import PuenteSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's exit statuses, documented in `--help` and tested end to end.
enum ExitStatus: Int32 {
  /// Nothing at or above the severity threshold.
  case clean = 0
  /// Findings at or above the threshold (or a command's own failure verdict).
  case findings = 1
  /// Usage, configuration or I/O error: nothing was judged.
  case error = 2
}

/// Writing to stdout and stderr. A closed pipe (`puente scan | head`) ends the process
/// quietly instead of crashing.
enum Output {
  static func setUp() { signal(SIGPIPE, SIG_IGN) }

  static func out(_ text: String) { send(1, text) }
  static func err(_ text: String) { send(2, text) }

  /// Prints a command's `--help` text; asking for help succeeds.
  static func help(_ text: String) -> ExitStatus {
    out(text + "\n")
    return .clean
  }

  /// "warning: path: message" on stderr, both escaped (`Escaping.terminal`): the path is a
  /// file name from the scanned repository, which may hold escape codes.
  static func warn(_ problem: FileProblem) {
    err("warning: \(Escaping.terminal(problem.path)): \(Escaping.terminal(problem.message))\n")
  }

  private static func send(_ fd: Int32, _ text: String) {
    if !Subprocess.writeAll(fd, Array(text.utf8)) && errno == EPIPE { exit(0) }
  }

  /// Colour only on a terminal, and never with `NO_COLOR` set or `TERM=dumb`.
  static func useColor(fd: Int32 = 1) -> Bool {
    let env = ProcessInfo.processInfo.environment
    if let noColor = env["NO_COLOR"], !noColor.isEmpty { return false }
    if env["TERM"] == "dumb" { return false }
    return isatty(fd) == 1
  }
}

extension Output {
  /// Reports the error that ended a command and returns the error status: a usage
  /// mistake with a pointer to `--help`, a configuration error naming the file and key,
  /// anything else as it describes itself. Nothing was judged, so the status is 2.
  static func fail(_ error: any Error, command: String) -> ExitStatus {
    switch error {
    case let error as UsageError:
      err("puente \(command): \(error.message)\nRun `puente \(command) --help` for usage.\n")
    case let error as ConfigError:
      err("puente: configuration error: \(error)\n")
    case let error as SourceError:
      err("puente \(command): \(error.message)\n")
    default:
      err("puente \(command): \(error)\n")
    }
    return .error
  }
}

/// What a command hands to the end of the process instead of freeing: the trend's tables
/// are tens of thousands of small objects, and releasing them one by one is time spent on
/// memory the kernel takes back whole when the process exits a moment later (see
/// docs/performance.md). Clang's `-disable-free` does the same.
enum KeptUntilExit {
  nonisolated(unsafe) private static var objects: [Any] = []

  /// Keeps `object` alive until `exit` (main thread only).
  static func keep(_ object: Any) { objects.append(object) }
}

/// "puente COMMAND: done/total UNIT, elapsed" on one rewritten line of standard error,
/// only when it is a terminal (never in a pipe, a file or a test's captured output); at
/// most ten updates a second. Safe to call from any thread.
final class ProgressLine: @unchecked Sendable {
  let isOn = isatty(2) == 1
  private let command: String
  private let unit: String
  private let start = DispatchTime.now().uptimeNanoseconds
  private let lock = NSLock()
  private var lastDraw: UInt64 = 0
  private var drawn = false

  init(command: String, unit: String) {
    self.command = command
    self.unit = unit
  }

  func report(_ done: Int, _ total: Int) {
    guard isOn else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    lock.lock()
    defer { lock.unlock() }
    guard done == total || now - lastDraw > 100_000_000 else { return }
    lastDraw = now
    drawn = true
    let seconds = Double(now - start) / 1e9
    Output.err("\rpuente \(command): \(done)/\(total) \(unit), \(String(format: "%.1f", seconds)) s\u{1B}[K")
  }

  /// Clears the line, if one was drawn.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { Output.err("\r\u{1B}[K") }
    drawn = false
  }
}
