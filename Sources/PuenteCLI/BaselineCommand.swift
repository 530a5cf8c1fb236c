import Foundation
import PuenteRules
import PuenteSource

/// `puente baseline write|update`: record today's debt, then only ever shrink it.
enum BaselineCommand {
  static let help = """
    usage: puente baseline write [FOLDER] [--output FILE] [--config FILE] [--include-generated]
           puente baseline update [FOLDER] [--output FILE] [--config FILE] [--include-generated]

    The baseline records findings a team has agreed to live with; `puente scan` (and the
    pre-commit hook) hides them and reports only new ones, plus how many recorded ones
    are gone ("fixed since baseline: N").

      write   scans FOLDER (default: the current folder, the repository root) and records
              every current finding, replacing the file. Run it on purpose: it accepts
              all of today's debt.
      update  removes the entries that no longer occur, and nothing else: it never adds
              new debt, so the baseline can only shrink (the ratchet).

    Each entry is a rule, a path and a fingerprint that survives line shifts and edits
    to other lines; moving a file makes its findings new. The file is sorted JSON with
    one entry per line, written atomically; commit it.

    options:
      --output FILE        the baseline file (default: FOLDER/\(Baseline.fileName))
      --config FILE        configuration file (default: FOLDER/.puente.json)
      --include-generated  also scan generated files (use the same choice as your scans)
      --help               show this help

    exit status: 0 written (or already up to date), 2 usage, configuration or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args, options: ["--output", "--config"], flags: ["--include-generated", "--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      guard let action = parsed.positionals.first else {
        throw UsageError("say what to do: `puente baseline write` or `puente baseline update`")
      }
      guard action == "write" || action == "update" else {
        throw UsageError("unknown action `\(action)`; use write or update")
      }
      guard parsed.positionals.count <= 2 else {
        throw UsageError("one FOLDER at most (got `\(parsed.positionals[2])`)")
      }
      let root = parsed.positionals.count == 2 ? parsed.positionals[1] : "."
      try requireFolder(root)
      try ScanCommand.refuseBareRepository(root)
      let output = parsed.value("--output") ?? ScanCommand.joined(root, Baseline.fileName)

      let configuration = try ScanCommand.loadConfiguration(
        root: root, explicit: parsed.value("--config"))
      let source = WorkingTreeSource(root: root)
      let engine = Engine(
        configuration: configuration,
        options: ScanOptions(
          includeGenerated: parsed.flag("--include-generated") ? true : nil,
          reportUnusedSuppressions: configuration.reportUnusedSuppressions,
          inputs: try ScanCommand.shimInputs(
            source: source, configuration: configuration, includeGenerated: parsed.flag("--include-generated"))))
      let report = try engine.scan(source)
      for problem in report.problems {
        Output.warn(problem)
      }

      if action == "write" {
        let baseline = Baseline(findings: report.findings)
        try baseline.write(to: output)
        Output.out(
          "wrote \(output): \(countEntries(baseline.entries.count)) from \(plural(report.filesScanned, "file")) scanned\n"
        )
        return .clean
      }

      guard FileManager.default.fileExists(atPath: output) else {
        throw BaselineError(
          path: output,
          message:
            "does not exist; create it with `puente baseline write` (update only removes entries)")
      }
      let old = try Baseline.load(path: output)
      let updated = old.removingFixed(current: report.findings)
      let new = old.apply(to: report).report.findings.count
      let newNote =
        new == 0
        ? ""
        : "; \(plural(new, "finding")) not in it \(new == 1 ? "was" : "were") left out (update never adds; fix \(new == 1 ? "it" : "them") or suppress with a reason)"
      if updated == old {
        Output.out("\(output) is up to date: \(countEntries(old.entries.count))\(newNote)\n")
        return .clean
      }
      try updated.write(to: output)
      let removed = old.entries.count - updated.entries.count
      Output.out(
        "updated \(output): removed \(countEntries(removed)) fixed since the baseline, \(updated.entries.count) left\(newNote)\n"
      )
      return .clean
    } catch {
      return Output.fail(error, command: "baseline")
    }
  }

  static func countEntries(_ n: Int) -> String { n == 1 ? "1 entry" : "\(n) entries" }
}
