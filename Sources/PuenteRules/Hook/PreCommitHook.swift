import Foundation
import PuenteSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The git pre-commit hook `puente hook install` writes: a small POSIX shell script that
/// runs `puente scan --staged --format xcode` and lets git block the commit on a
/// non-zero exit. The script carries `marker` on its second line; a hook without it is
/// someone else's and is never replaced or removed without `--force`.
public enum PreCommitHook {
  /// Identifies a hook puente wrote.
  public static let marker = "# puente-managed-hook: pre-commit"

  /// The command the hook runs, also what to add to an existing hook to chain puente.
  public static let command = "scan --staged --format xcode"

  /// The script. It prefers `puente` on PATH (the one the developer runs by hand, so the
  /// baseline and the hook agree) and falls back to `installedBy`, the absolute path of
  /// the binary that installed it, for GUI git clients that run hooks with a bare PATH.
  public static func script(installedBy puentePath: String) -> String {
    """
    #!/bin/sh
    \(marker)
    # Written by `puente hook install`; `puente hook uninstall` removes it.
    # Blocks a commit that adds UIKit↔SwiftUI bridge debt outside the adapter layer:
    # it judges the staged versions of the staged Swift files, and findings recorded in
    # .puente-baseline.json do not block.
    installed=\(shellQuoted(puentePath))
    if command -v puente >/dev/null 2>&1; then
      puente=puente
    elif [ -x "$installed" ]; then
      puente=$installed
    else
      echo "pre-commit: cannot find puente on PATH or at $installed;" >&2
      echo "  install it, or delete this hook: $0" >&2
      exit 2
    fi
    exec "$puente" \(command)

    """
  }

  /// `s` as one single-quoted shell word.
  static func shellQuoted(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The folder git runs hooks from (`git rev-parse --git-path hooks`): honours
  /// `core.hooksPath` and, in a linked worktree, the main repository's hooks. Absolute.
  public static func hooksFolder(_ repository: GitRepository) throws(SourceError) -> String {
    let out = try repository.run(["rev-parse", "--git-path", "hooks"])
    let path = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
    guard !path.isEmpty else { throw SourceError("git rev-parse --git-path hooks printed nothing") }
    // Relative answers are relative to where git ran: the top level.
    return path.hasPrefix("/") ? path : repository.topLevel + "/" + path
  }

  /// The pre-commit hook's path.
  public static func hookPath(_ repository: GitRepository) throws(SourceError) -> String {
    try hooksFolder(repository) + "/pre-commit"
  }

  /// Whether the file at `path` is a hook puente wrote.
  public static func isOwn(_ contents: [UInt8]) -> Bool {
    String(decoding: contents, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .contains { $0 == marker }
  }

  /// What `install` did.
  public enum Installed: Sendable, Equatable {
    /// There was no pre-commit hook.
    case created
    /// puente's own hook was rewritten (a new binary path, a newer script).
    case updated
    /// Another hook was replaced (`--force`); its old text is at `backup`.
    case replaced(backup: String)
  }

  /// Why `install` or `uninstall` did nothing.
  public enum Refusal: Error, Sendable, Equatable {
    /// A hook puente did not write is there. `framework` is true when it looks like the
    /// pre-commit framework's own hook.
    case foreignHook(path: String, framework: Bool)
    case io(String)
  }

  /// Writes the hook into `repository`'s hooks folder (created if missing).
  public static func install(
    in repository: GitRepository, installedBy puentePath: String, force: Bool
  ) throws(Refusal) -> (path: String, outcome: Installed) {
    let path: String
    do { path = try hookPath(repository) } catch { throw .io(error.message) }
    var outcome = Installed.created
    if let existing = try? FileReader.read(path) {
      if isOwn(existing) {
        outcome = .updated
      } else if !force {
        throw .foreignHook(
          path: path,
          framework: String(decoding: existing, as: UTF8.self).contains("pre-commit.com"))
      } else {
        // Keep the replaced hook's text, with its mode (it must stay executable to be of
        // use again): it may be the only copy. An earlier backup is never overwritten.
        let backup = freeBackupPath(for: path)
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o755
        do { try AtomicFile.write(existing, to: backup, permissions: mode) } catch {
          throw .io("cannot back up `\(path)` to `\(backup)`: \(error.localizedDescription)")
        }
        outcome = .replaced(backup: backup)
      }
    }
    do {
      let folder = (path as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      // (Executable from the moment it is in place: no window where git skips it.)
      try AtomicFile.write(Array(script(installedBy: puentePath).utf8), to: path, permissions: 0o755)
    } catch {
      throw .io("cannot write `\(path)`: \(error.localizedDescription)")
    }
    return (path, outcome)
  }

  /// The backups of the hook at `path`, oldest first: `pre-commit.before-puente`, then
  /// `pre-commit.before-puente.2`, `.3`, … (one per `--force` over a foreign hook).
  static func backupPaths(for path: String) -> [String] {
    var result: [String] = []
    var info = stat()
    while lstat(backupPath(for: path, number: result.count + 1), &info) == 0 {
      result.append(backupPath(for: path, number: result.count + 1))
    }
    return result
  }

  static func backupPath(for path: String, number: Int) -> String {
    number == 1 ? path + ".before-puente" : path + ".before-puente.\(number)"
  }

  /// The first backup name not taken.
  static func freeBackupPath(for path: String) -> String {
    backupPath(for: path, number: backupPaths(for: path).count + 1)
  }

  /// Removes puente's hook, putting back the newest backup of the hook it replaced (if
  /// any); returns its path, whether there was one to remove, and the backup restored.
  public static func uninstall(in repository: GitRepository) throws(Refusal) -> (
    path: String, removed: Bool, restored: String?
  ) {
    let path: String
    do { path = try hookPath(repository) } catch { throw .io(error.message) }
    guard let existing = try? FileReader.read(path) else { return (path, false, nil) }
    guard isOwn(existing) else {
      throw .foreignHook(
        path: path, framework: String(decoding: existing, as: UTF8.self).contains("pre-commit.com"))
    }
    // (A rename over puente's hook: there is a hook at every moment.)
    if let backup = backupPaths(for: path).last {
      guard rename(backup, path) == 0 else {
        throw .io("cannot restore `\(backup)` to `\(path)`: \(String(cString: strerror(errno)))")
      }
      return (path, true, backup)
    }
    guard unlink(path) == 0 else {
      throw .io("cannot remove `\(path)`: \(String(cString: strerror(errno)))")
    }
    return (path, true, nil)
  }
}
