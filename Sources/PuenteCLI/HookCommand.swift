import Foundation
import PuenteRules
import PuenteSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `puente hook install|uninstall`: the git pre-commit hook.
enum HookCommand {
  static let help = """
    usage: puente hook install [--force]
           puente hook uninstall

      install    writes a pre-commit hook into the current repository's hooks folder
                 (`git rev-parse --git-path hooks`: honours core.hooksPath and
                 worktrees). It runs `puente \(PreCommitHook.command)` and blocks a
                 commit that adds a finding outside the baseline, printing
                 `path:line:col` for each. It finds puente on PATH, else at the absolute
                 path of the binary that installed it. It refuses to replace a hook it
                 did not write unless --force (the old one is kept, executable, as
                 pre-commit.before-puente, or .before-puente.2 and on when that is
                 taken); to keep that hook, add this line to it:
                     puente \(PreCommitHook.command) || exit $?
      uninstall  removes the hook, only if puente wrote it, and puts back the
                 newest hook it replaced.

    With the pre-commit framework, add this repository to .pre-commit-config.yaml
    instead (hook id `puente`; see .pre-commit-hooks.yaml).

    options:
      --force  replace a pre-commit hook puente did not write
      --help   show this help

    exit status: 0 done, 2 usage error, not a repository, a foreign hook, or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(args, options: [], flags: ["--force", "--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      guard let action = parsed.positionals.first else {
        throw UsageError("say what to do: `puente hook install` or `puente hook uninstall`")
      }
      guard parsed.positionals.count == 1 else {
        throw UsageError("unexpected argument `\(parsed.positionals[1])`")
      }
      guard let repository = GitRepository.discover(from: ".") else {
        Output.err(
          "puente hook: not inside a git work tree (or git is not installed); run it in the repository\n"
        )
        return .error
      }
      switch action {
      case "install":
        let binary = executablePath()
        let (path, outcome) = try PreCommitHook.install(
          in: repository, installedBy: binary, force: parsed.flag("--force"))
        switch outcome {
        case .created: Output.out("installed the pre-commit hook at \(path)\n")
        case .updated: Output.out("updated the pre-commit hook at \(path)\n")
        case .replaced(let backup):
          Output.out("replaced the pre-commit hook at \(path) (the old one is at \(backup))\n")
        }
        Output.out("it runs `puente \(PreCommitHook.command)` (puente on PATH, else \(binary))\n")
        return .clean
      case "uninstall":
        if parsed.flag("--force") { throw UsageError("`--force` only applies to install") }
        let (path, removed, restored) = try PreCommitHook.uninstall(in: repository)
        if let restored {
          Output.out("removed the pre-commit hook at \(path) and put back the one it replaced (from \(restored))\n")
        } else {
          Output.out(
            removed
              ? "removed the pre-commit hook at \(path)\n"
              : "no pre-commit hook at \(path); nothing to remove\n")
        }
        return .clean
      default:
        throw UsageError("unknown action `\(action)`; use install or uninstall")
      }
    } catch let refusal as PreCommitHook.Refusal {
      switch refusal {
      case .foreignHook(let path, let framework):
        var text = "puente hook: `\(path)` was not written by puente; leaving it alone.\n"
        if args.contains("uninstall") {
          text += "puente's own hook is not installed there; if you chained puente into that hook, "
          text += "remove the `puente \(PreCommitHook.command)` line from it.\n"
        } else if framework {
          text +=
            "It looks like the pre-commit framework's hook: add puente to .pre-commit-config.yaml instead\n"
          text += "(hook id `puente`, see docs/pre-commit.md).\n"
        } else {
          text += "To run both, add this line to it (before any final `exit`):\n"
          text += "    puente \(PreCommitHook.command) || exit $?\n"
          text +=
            "or replace it with `puente hook install --force` (the old hook is kept as pre-commit.before-puente).\n"
        }
        Output.err(text)
      case .io(let message):
        Output.err("puente hook: \(message)\n")
      }
      return .error
    } catch {
      return Output.fail(error, command: "hook")
    }
  }

  /// The absolute path of this binary as it was invoked (symbolic links kept, so a
  /// package manager's stable link survives upgrades): argv[0] made absolute, else
  /// looked up on PATH, else /proc/self/exe.
  static func executablePath() -> String {
    let argv0 = CommandLine.arguments.first ?? "puente"
    let fm = FileManager.default
    if argv0.contains("/") {
      let absolute = argv0.hasPrefix("/") ? argv0 : fm.currentDirectoryPath + "/" + argv0
      return URL(fileURLWithPath: absolute).standardized.path
    }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/" + argv0
      if folder.hasPrefix("/") && access(candidate, X_OK) == 0 { return candidate }
    }
    return (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? argv0
  }
}
