import Foundation
import PuenteJSON
import PuenteRules
import PuenteSource

/// What `puente trend` measures, and over which commits.
public struct TrendOptions: Sendable {
  /// The branch tip to walk back from (first parents only).
  public var revision = "HEAD"
  /// Only commits at or after / at or before these times (seconds since 1970, UTC).
  public var since: Int64?
  public var until: Int64?
  public var every: SamplePeriod = .day
  public var maxPoints: Int?
  /// Use each commit's own `.puente.json` instead of today's configuration.
  public var historicalConfig = false
  /// Where `trend.cache` lives; nil keeps the cache in memory only.
  public var cacheDirectory: String?
  /// Part of the rule-set version that keys the cache.
  public var toolVersion = "0"
  /// Only the newest commit in range (for `--append`).
  public var newestOnly = false
  /// The day the flag rules judge dates by; nil: today in UTC.
  public var today: CalendarDay?
  /// The folder counted, relative to the repository's top level ("" for all of it):
  /// each commit's tree there, with paths relative to it, as `puente report FOLDER`.
  public var folder = ""

  public init() {}
}

/// One point of the trend: a commit and the debt in its tree.
public struct TrendPoint: Sendable {
  public var commit: HistoryCommit
  public var counts: PointCounts

  public init(commit: HistoryCommit, counts: PointCounts) {
    self.commit = commit
    self.counts = counts
  }

  /// A point with its own folder table (the trend shares one table between its points).
  public init(commit: HistoryCommit, snapshot: DebtSnapshot) {
    self.init(commit: commit, counts: PointCounts(snapshot, names: PointNames()))
  }

  /// The counts as folder-by-folder dictionaries.
  public var snapshot: DebtSnapshot { counts.snapshot }
}

/// The result of `puente trend`: points oldest first.
public struct Trend: Sendable {
  /// Every point's counts refer to `names`.
  public private(set) var points: [TrendPoint]
  /// The folders and rules the points' counts refer to by index.
  public let names: PointNames
  /// The rules that ran under today's configuration, sorted by id.
  public var rules: [String]
  /// Problems that did not stop the run (an unusable cache, a commit's unreadable
  /// configuration, a shallow history), one sentence each.
  public var warnings: [String]

  /// The files of any point skipped because their names are not valid UTF-8, once each,
  /// sorted: a warning, as `scan` gives one (issue 28: the trend counted them).
  public var skippedNames: [FileProblem] {
    Set(points.flatMap { $0.counts.problems.filter { $0.message == FileName.notUTF8 } }).sorted { $0.path < $1.path }
  }
  /// Work done by this run (a warm cache shows no reads and no lexing).
  public var counters: HistoryAnalyzer.Counters
  /// Points taken whole from the cache.
  public var pointsFromCache: Int

  /// Points whose counts use other folder tables are moved onto the first point's.
  public init(
    points: [TrendPoint], rules: [String], warnings: [String] = [], counters: HistoryAnalyzer.Counters = .init(),
    pointsFromCache: Int = 0
  ) {
    let names = points.first?.counts.names ?? PointNames()
    self.points = points.map { point in
      point.counts.names === names
        ? point : TrendPoint(commit: point.commit, counts: PointCounts(point.snapshot, names: names))
    }
    self.names = names
    self.rules = rules
    self.warnings = warnings
    self.counters = counters
    self.pointsFromCache = pointsFromCache
  }
}

/// Walks the first-parent history with git plumbing (`rev-list`, and `cat-file` for
/// tree and blob objects) and counts the debt at each sampled commit. It never checks a
/// commit out: the work tree, the index and HEAD are only read, never written.
///
/// Cost grows with the number of distinct file versions in the sampled trees, not with
/// commits × files: `HistoryAnalyzer` keeps per-version facts and results, `TrendStore`
/// keeps them on disk with whole points, so a nightly run reads only what changed.
/// Any object git cannot give is an error naming it: a missing version is never counted
/// as an empty file.
public final class TrendRunner {
  public let repository: GitRepository
  public let configuration: Configuration
  public let options: TrendOptions
  public let analyzer: HistoryAnalyzer

  public init(repository: GitRepository, configuration: Configuration, options: TrendOptions) {
    self.repository = repository
    self.configuration = configuration
    self.options = options
    analyzer = HistoryAnalyzer(today: options.today ?? CalendarDay.todayUTC())
  }

  /// Runs the trend. `progress` is called with (points done, points in all) after each
  /// point; the library never prints.
  public func run(progress: ((Int, Int) -> Void)? = nil) throws(SourceError) -> Trend {
    var warnings: [String] = []
    let names = analyzer.names
    let ruleset = TrendStore.rulesetVersion(toolVersion: options.toolVersion)
    let factsPath = options.cacheDirectory.map { $0 + "/" + TrendStore.fileName }
    let pointsPath = options.cacheDirectory.map { $0 + "/" + TrendStore.pointsFileName }
    func ignoring(_ path: String, _ problem: String?) {
      if let problem { warnings.append("ignoring the trend cache `\(path)` (\(problem)); it will be rebuilt") }
    }
    var cachedPoints: [UInt64: TrendStore.Point] = [:]
    if let pointsPath {
      let (loaded, problem) = TrendStore.loadPoints(pointsPath, ruleset: ruleset, names: names)
      ignoring(pointsPath, problem)
      cachedPoints = loaded
    }

    if let remote = History.promisorRemote(repository) {
      throw SourceError(
        "this is a partial clone: its blobs are fetched on demand from the promisor remote `\(remote)`, and the "
          + "trend reads every version of every Swift file; run it in a full clone (or `git fetch --refetch "
          + "--no-filter \(remote)` here first)")
    }
    let (isCommit, isShallow) = History.resolve(options.revision, in: repository)
    guard isCommit else {
      throw SourceError(
        options.revision == "HEAD"
          ? "the repository has no commits yet: there is no history to count; commit, then run the trend"
          : "`\(options.revision)` is not a commit of this repository")
    }
    let (history, moved) = History.monotone(try History.commits(repository, revision: options.revision))
    if let newest = moved.first {
      warnings.append(
        "\(moved.count) commit\(moved.count == 1 ? "'s" : "s'") committer date\(moved.count == 1 ? " goes" : "s go") "
          + "back before its parent's (the newest: \(newest.id.prefix(10)) on \(newest.date)); "
          + "each is counted at its parent's date, so points stay in order")
    }
    if let oldest = history.last, isShallow {
      warnings.append(
        "the history is shallow (a shallow clone): it stops at \(oldest.id.prefix(10)) (\(oldest.date)); "
          + "run `git fetch --unshallow` for all of it")
    }
    var sampled = History.sample(
      history, since: options.since, until: options.until, every: options.newestOnly ? .commit : options.every,
      maxPoints: options.newestOnly ? 1 : options.maxPoints)
    if options.newestOnly { sampled = Array(sampled.suffix(1)) }
    if !options.folder.isEmpty { sampled = try History.subtrees(of: sampled, at: options.folder, in: repository) }
    let rules = Engine(
      configuration: configuration,
      options: ScanOptions(reportUnusedSuppressions: configuration.reportUnusedSuppressions)
    ).enabledChecks.map(\.id)

    // (Started when first needed: a run whose points all come from the cache reads no blob.)
    var started: BlobStream? = nil
    func stream() throws(SourceError) -> BlobStream {
      if let started { return started }
      let made = try BlobStream(repository: repository)
      started = made
      return made
    }
    // Each point's configuration and key; whole points come from the cache when they hold today.
    var configurations: [Configuration] = []
    var parsed: [String: Configuration] = [:]
    for commit in sampled {
      configurations.append(
        options.historicalConfig
          ? historicalConfiguration(commit, stream: try stream(), parsed: &parsed, warnings: &warnings) : configuration)
    }
    let keys = zip(sampled, configurations).map { Self.pointKey(tree: $0.tree, configuration: $1) }
    let today = Int32(analyzer.today.daysSinceEpoch)
    var counts: [PointCounts?] = keys.map { key in cachedPoints[key].flatMap { $0.holds(on: today) ? $0.counts : nil } }
    let fromCache = counts.filter { $0 != nil }.count
    var done = fromCache
    progress?(done, sampled.count)

    let needed = sampled.indices.filter { counts[$0] == nil }
    // The versions' facts, read only when a point is to be counted.
    var cachedFacts = TrendStore.Facts()
    if !needed.isEmpty {
      if let factsPath {
        let (loaded, problem) = TrendStore.loadFacts(factsPath, ruleset: ruleset, names: names)
        ignoring(factsPath, problem)
        cachedFacts = loaded
      }
      analyzer.use(cachedFacts)
      let differ = TreeDiffer(stream: nil, repository: repository)
      let reader = BlobReader(try stream())
      // With each commit's own configuration, a configuration's counter may be at an
      // older tree than the last one: it is moved by the difference from the listing.
      var listing: [String: String] = [:]
      // The blobs of each next tree are read ahead through a second `cat-file` while a
      // tree is counted (not with each commit's own configuration: a tree's moves then
      // depend on its counter; nor when that `cat-file` cannot start: it only saves time).
      if !options.historicalConfig {
        analyzer.aheadReader = (try? BlobStream(repository: repository)).map { BlobReader($0) }
      }
      defer {
        analyzer.stopReadingAhead()
        analyzer.aheadReader = nil
      }
      var later: [[TreeChange]] = []
      try TreeWalk.walk(
        differ, trees: needed.map { sampled[$0].tree }, prepare: { later = $0 }
      ) { (n, changes) throws(SourceError) in
        let i = needed[n]
        let counter = analyzer.counter(for: configurations[i])
        if analyzer.aheadReader != nil, n >= 1, n < later.count {
          analyzer.upcoming = later[n].compactMap { $0.isNameValid && $0.path.hasSuffix(".swift") ? $0.key : nil }
        }
        var moves = changes
        if options.historicalConfig {
          for change in changes { listing[change.path] = change.key }
          moves = counter.changes(toward: listing)
        }
        let point = try counter.apply(moves, reader: reader)
        counts[i] = point
        cachedPoints[keys[i]] = TrendStore.Point(counts: point, day: today, changeDays: counter.changeDays)
        done += 1
        progress?(done, sampled.count)
      }
    }
    // Facts this run did not change are written back as they were read.
    let learnt = analyzer.learnt
    if let factsPath, !learnt.isEmpty {
      write(
        TrendStore.encodeFacts(
          learnt, kept: cachedFacts.encoded(except: learnt.map(\.id)), needles: analyzer.needles.needles,
          names: names, ruleset: ruleset),
        to: factsPath, warnings: &warnings)
    }
    if let pointsPath, !needed.isEmpty {
      write(
        TrendStore.encodePoints(cachedPoints, names: names, ruleset: ruleset), to: pointsPath, warnings: &warnings)
    }
    var points: [TrendPoint] = []
    for (i, commit) in sampled.enumerated() {
      if let c = counts[i] { points.append(TrendPoint(commit: commit, counts: c)) }
    }
    return Trend(
      points: points, rules: rules, warnings: warnings, counters: analyzer.counters, pointsFromCache: fromCache)
  }

  private func write(_ bytes: [UInt8], to path: String, warnings: inout [String]) {
    do { try TrendStore.write(bytes, to: path) } catch {
      warnings.append(
        "cannot write the trend cache in `\(options.cacheDirectory ?? "")`: \(error.localizedDescription)")
    }
  }

  /// The cache key of a point: its tree and everything in the configuration that can
  /// change a count.
  static func pointKey(tree: String, configuration: Configuration) -> UInt64 {
    var key = StableHash()
    key.combine("point")
    key.combine(tree)
    key.combine(configuration.fingerprint)
    return key.value
  }

  /// The commit's own `.puente.json` (the defaults when it has none); today's
  /// configuration, with a warning, when it cannot be used.
  private func historicalConfiguration(
    _ commit: HistoryCommit, stream: BlobStream, parsed: inout [String: Configuration], warnings: inout [String]
  ) -> Configuration {
    let bytes: [UInt8]
    do { bytes = try stream.read(commit.tree + ":" + Configuration.fileName) } catch {
      return Configuration.default
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let known = parsed[text] { return known }
    let schema = ConfigSchema(rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    do {
      let config = try Configuration.parse(bytes, path: Configuration.fileName, schema: schema)
      try config.validateFeatures()
      parsed[text] = config
      return config
    } catch {
      warnings.append("commit \(commit.id.prefix(10)) (\(commit.date)): \(error); using today's configuration for it")
      parsed[text] = configuration
      return configuration
    }
  }
}

/// The JSON Lines ledger of `puente trend --append`: one line per commit, added
/// atomically (the whole file is rewritten to a temporary file and renamed over the old
/// one) and only once per commit.
public enum Ledger {
  /// Appends `line` (one JSON object, no newline) unless a line for `commit` is already
  /// there. Returns false when nothing was added. Lines that are not JSON are kept as
  /// they are and otherwise ignored.
  public static func append(line: String, commit: String, to path: String) throws -> Bool {
    var existing: [UInt8] = []
    if FileManager.default.fileExists(atPath: path) {
      do { existing = try FileReader.read(path) } catch {
        throw SourceError("cannot read `\(path)`: \(error.message)")
      }
    }
    for row in existing.split(separator: 0x0A) where !row.isEmpty {
      guard case .object(let object)? = try? JSONReader.read(Array(row), .json) else { continue }
      if object["commit"] == .string(commit) { return false }
    }
    if let last = existing.last, last != 0x0A { existing.append(0x0A) }
    existing += Array(line.utf8)
    existing.append(0x0A)
    try AtomicFile.write(existing, to: path)
    return true
  }
}
