import Foundation
import PuenteHistory
import PuenteReport
import PuenteRules
import PuenteSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `puente trend`: the debt over the first-parent history, without checking anything out.
enum TrendCommand {
  static let help = """
    usage: puente trend [FOLDER] [options]

    Counts the bridge debt at commits of the current branch's first-parent history in the
    git repository containing FOLDER (default: the current folder), in FOLDER's files only
    (paths, adapter globs and .puente.json relative to FOLDER, as `puente report FOLDER`).
    Commits are read with git plumbing (rev-list, cat-file for trees and blobs), never
    checked out: the work
    tree, the index and HEAD are left alone. An object git cannot read (a damaged
    repository, a partial clone's missing blob) is an error, never a file counted as
    empty; a shallow clone's history is said to stop where it stops.

    Results are cached by file version (blob id), so the cost grows with the number of
    distinct file versions, not commits × files, and a nightly re-run only reads what
    changed since the last one. The cache is safe to delete; a corrupt or foreign cache
    file is ignored with a warning and rebuilt.

    Today's configuration (adapter globs and rules) is applied to every point, so the
    series is comparable; --historical-config uses each commit's own .puente.json.

    options:
      --since DATE          only commits on or after DATE (YYYY-MM-DD, UTC)
      --until DATE          only commits on or before DATE (YYYY-MM-DD, UTC)
      --every PERIOD        \(SamplePeriod.allCases.map(\.rawValue).joined(separator: "|")): one point per period, its last commit (default: day)
      --max-points N        at most N points, thinned evenly, keeping the first and the newest
      --depth N             cut folders at depth N (default: 2); each file counts in one folder
      --format FORMAT       \(TrendFormat.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --output FILE         write to FILE (atomically) instead of standard output
      --config FILE         today's configuration (default: the repository's .puente.json)
      --historical-config   use each commit's own .puente.json (defaults where it has none)
      --cache-dir DIR       cache folder (default: $XDG_CACHE_HOME/puente when set, else
                            .build/puente-cache in the repository, which ignores itself in git)
      --no-cache            keep the cache in memory only
      --append FILE         add the newest commit's point to the JSON Lines ledger FILE, once
                            per commit (atomic); only that point is counted
      --today DATE          judge flag retirement dates as of DATE (YYYY-MM-DD; default: today in UTC)
      --stats               print the work done to standard error (file versions read and
                            lexed, rule runs, points taken from the cache)
      --help                show this help

    formats:
    \(formatList(TrendFormat.self))

    Progress (commits done / total, elapsed time) goes to standard error when it is a
    terminal, and nowhere otherwise.

    In a bare repository (no work tree) the trend reads the history as well; today's
    configuration is HEAD's .puente.json (or --config), and the cache is kept in the git
    folder (puente-cache).

    exit status: 0 trend written, 2 usage, configuration, git or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args,
        options: [
          "--since", "--until", "--every", "--max-points", "--depth", "--format", "--output",
          "--config",
          "--cache-dir", "--append", "--today",
        ],
        flags: ["--historical-config", "--no-cache", "--stats", "--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      let format = try parsed.choice(TrendFormat.self)
      let every = try parsed.choice(SamplePeriod.self, "--every", default: "day", noun: "period")
      let depth = try ReportCommand.depthOption(parsed.value("--depth"))
      var options = TrendOptions()
      options.every = every
      options.toolVersion = toolVersion
      options.historicalConfig = parsed.flag("--historical-config")
      if let since = parsed.value("--since") { options.since = try day(since, "--since") }
      if let until = parsed.value("--until") { options.until = try day(until, "--until") + 86_399 }
      if let since = options.since, let until = options.until, since > until {
        throw UsageError("`--since` is after `--until`")
      }
      if let value = parsed.value("--max-points") {
        guard let n = Int(value), n >= 1 else {
          throw UsageError("`--max-points` needs a whole number, 1 or more; got `\(value)`")
        }
        options.maxPoints = n
      }
      if parsed.flag("--no-cache") && parsed.value("--cache-dir") != nil {
        throw UsageError("`--no-cache` and `--cache-dir` contradict each other; give one")
      }
      let append = parsed.value("--append")
      options.newestOnly = append != nil
      if let today = parsed.value("--today") { options.today = CalendarDay(iso: try ScanCommand.validatedDay(today)) }
      let folder = try parsed.folder()
      // A bare repository (a mirror, a server's copy) has a history and no work tree:
      // the trend needs only the history. Its cache goes in the git folder, and today's
      // configuration is HEAD's .puente.json.
      let discovered = GitRepository.discover(from: folder)
      let bare = discovered == nil ? GitRepository.bare(at: folder) : nil
      guard let repository = bare.map({ GitRepository(topLevel: $0) }) ?? discovered else {
        throw SourceError("`\(folder)` is not inside a git work tree or a bare repository")
      }
      if let explicit = parsed.value("--cache-dir") {
        options.cacheDirectory = explicit
      } else if !parsed.flag("--no-cache") {
        if let bare {
          options.cacheDirectory = bare + "/puente-cache"
        } else {
          let environment = ProcessInfo.processInfo.environment
          let directory = TrendStore.defaultDirectory(repositoryTop: repository.topLevel, environment: environment)
          if environment["XDG_CACHE_HOME"]?.isEmpty ?? true {
            try TrendStore.checkInside(repositoryTop: repository.topLevel, directory: directory)
          }
          options.cacheDirectory = directory
        }
      }
      let configuration: Configuration
      if bare != nil {
        configuration = try headConfiguration(repository, explicit: parsed.value("--config"))
      } else {
        options.folder = try relativeFolder(folder, in: repository)
        configuration = try ScanCommand.loadConfiguration(
          root: options.folder.isEmpty ? repository.topLevel : folder, explicit: parsed.value("--config"))
      }

      let runner = TrendRunner(
        repository: repository, configuration: configuration, options: options)
      // The runner's tables are left to the end of the process (`KeptUntilExit`).
      defer { KeptUntilExit.keep(runner) }
      let progress = ProgressLine(command: "trend", unit: "commits")
      let report: ((Int, Int) -> Void)? = progress.isOn ? { progress.report($0, $1) } : nil
      let trend = try runner.run(progress: report)
      defer { KeptUntilExit.keep(trend) }
      progress.finish()
      for warning in trend.warnings { Output.err("puente trend: warning: \(warning)\n") }
      for problem in trend.skippedNames { Output.warn(problem) }
      if parsed.flag("--stats") {
        let c = trend.counters
        Output.err(
          "puente trend: \(trend.points.count) points (\(trend.pointsFromCache) from the cache), "
            + "\(c.blobsRead) file versions read, \(c.blobsLexed) lexed, \(c.checks) rule runs\n")
      }
      let title = options.folder.isEmpty ? URL(fileURLWithPath: repository.topLevel).lastPathComponent : folder
      let renderer = TrendRenderer(
        format: format, depth: depth, toolVersion: toolVersion, every: every.rawValue, title: title)

      if let append {
        guard let point = trend.points.last, let line = renderer.ledgerLine(trend) else {
          throw SourceError("no commit in range; nothing to append")
        }
        let added: Bool
        do { added = try Ledger.append(line: line, commit: point.commit.id, to: append) } catch let
          error as SourceError
        {
          throw error
        } catch {
          throw SourceError("cannot write `\(append)`: \(error.localizedDescription)")
        }
        let what =
          "\(point.commit.date) \(point.commit.id.prefix(10)) (debt \(point.counts.total.debt))"
        Output.out(
          added
            ? "appended \(what) to \(append)\n"
            : "\(append) already records \(what); nothing appended\n")
        return .clean
      }
      try ReportCommand.write(renderer.render(trend), to: parsed.value("--output"))
      return .clean
    } catch {
      return Output.fail(error, command: "trend")
    }
  }

  /// A bare repository's configuration: `explicit`, else the `.puente.json` of HEAD's
  /// tree, else the defaults.
  static func headConfiguration(_ repository: GitRepository, explicit: String?) throws -> Configuration {
    if explicit != nil { return try ScanCommand.loadConfiguration(root: repository.topLevel, explicit: explicit) }
    let name = "HEAD:" + Configuration.fileName
    guard (try? repository.run(["cat-file", "-e", name])) != nil else { return .default }
    return try ScanCommand.parseConfiguration(try repository.run(["cat-file", "blob", name]), path: name)
  }

  /// `folder`'s path relative to the repository's top level, "" for the top level itself.
  static func relativeFolder(_ folder: String, in repository: GitRepository) throws(SourceError) -> String {
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardized.path
    let top = URL(fileURLWithPath: repository.topLevel).resolvingSymlinksInPath().standardized.path
    if real == top { return "" }
    guard real.hasPrefix(top + "/") else {
      throw SourceError("`\(folder)` is not inside the repository at `\(repository.topLevel)`")
    }
    return String(real.dropFirst(top.count + 1))
  }

  /// Seconds since 1970 at the start of a `YYYY-MM-DD` day (UTC).
  static func day(_ text: String, _ option: String) throws(UsageError) -> Int64 {
    guard let date = CivilDate.parse(text) else {
      throw UsageError("`\(option)` needs a date as YYYY-MM-DD; got `\(text)`")
    }
    return date.daysSinceEpoch * 86_400
  }
}
