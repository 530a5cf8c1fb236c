import Foundation

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
  /// configuration), one sentence each.
  public var warnings: [String]
  /// Work done by this run (a warm cache shows no reads and no lexing).
  public var counters: DebtAnalyzer.Counters
  /// Points taken whole from the cache.
  public var pointsFromCache: Int
  /// Trees whose every file was listed (`ls-tree`); the others were counted from their
  /// changes since the point before (a nightly run that continues from yesterday's
  /// counts lists none).
  public var treesListed: Int

  /// Points whose counts use other folder tables are moved onto the first point's.
  public init(
    points: [TrendPoint], rules: [String], warnings: [String] = [],
    counters: DebtAnalyzer.Counters = .init(),
    pointsFromCache: Int = 0, treesListed: Int = 0
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
    self.treesListed = treesListed
  }
}

/// Walks the first-parent history with git plumbing (`rev-list`, `ls-tree`, `diff-tree`,
/// `cat-file --batch`) and counts the debt at each sampled commit. It never checks a
/// commit out: the work tree, the index and HEAD are only read, never written.
///
/// Cost grows with the number of distinct file versions in the sampled trees, not with
/// commits × files: `DebtAnalyzer` keeps per-blob facts and results, `TrendCache` keeps
/// them on disk along with whole points, so a nightly run only reads and lexes what
/// changed since the last one.
public final class TrendRunner {
  public let repository: GitRepository
  public let configuration: Configuration
  public let options: TrendOptions
  public let analyzer = DebtAnalyzer()

  public init(repository: GitRepository, configuration: Configuration, options: TrendOptions) {
    self.repository = repository
    self.configuration = configuration
    self.options = options
  }

  /// Runs the trend. `progress` is called with (points done, points in all) after each
  /// point; the library never prints.
  public func run(progress: ((Int, Int) -> Void)? = nil) throws(SourceError) -> Trend {
    let history = try History.commits(repository, revision: options.revision)
    var sampled = History.sample(
      history, since: options.since, until: options.until,
      every: options.newestOnly ? .commit : options.every,
      maxPoints: options.newestOnly ? 1 : options.maxPoints)
    if options.newestOnly { sampled = Array(sampled.suffix(1)) }
    let rules = Engine(
      configuration: configuration,
      options: ScanOptions(reportUnusedSuppressions: configuration.reportUnusedSuppressions)
    ).enabledRules.map(\.id).sorted()

    var warnings: [String] = []
    let ruleset = TrendCache.rulesetVersion(toolVersion: options.toolVersion)
    let names = analyzer.names
    let factsPath = options.cacheDirectory.map { $0 + "/" + TrendCache.fileName }
    let pointsPath = options.cacheDirectory.map { $0 + "/" + TrendCache.pointsFileName }
    func ignoring(_ path: String, _ reason: String) {
      warnings.append("ignoring the trend cache `\(path)` (\(reason)); it will be rebuilt")
    }
    var pointsFile = PointsFile()
    if let pointsPath {
      let (bytes, outcome) = TrendCache.open(pointsPath, magic: PointsFile.magic, ruleset: ruleset)
      if let bytes {
        do { pointsFile = try PointsFile(bytes, names: names) } catch { ignoring(pointsPath, error.reason) }
      } else if case .ignored(let reason) = outcome {
        ignoring(pointsPath, reason)
      }
    }

    // `cat-file` is started only when something has to be read (a re-run that has every
    // point reads nothing).
    var started: BlobStream? = nil
    func stream() throws(SourceError) -> BlobStream {
      if let started { return started }
      let made = try BlobStream(repository: repository)
      started = made
      return made
    }
    // Each point's configuration and key; whole points come from the cache when they can.
    var configurations: [Configuration] = []
    var keys: [UInt64] = []
    var parsedConfigs: [String: Configuration] = [:]
    for commit in sampled {
      var config = configuration
      if options.historicalConfig {
        config = historicalConfiguration(
          commit, stream: try stream(), parsed: &parsedConfigs, warnings: &warnings)
      }
      configurations.append(config)
      keys.append(Self.pointKey(tree: commit.tree, configuration: config))
    }
    var counts: [PointCounts?] = keys.map { pointsFile.point($0, names: names) }
    let fromCache = counts.filter { $0 != nil }.count
    var done = fromCache
    progress?(done, sampled.count)

    let needed = sampled.indices.filter { counts[$0] == nil }
    guard let first = needed.first else {
      return Trend(
        points: zip(sampled, counts).map { TrendPoint(commit: $0, counts: $1!) }, rules: rules,
        warnings: warnings, counters: analyzer.counters, pointsFromCache: fromCache)
    }
    // The per-blob facts are opened only when some point has to be counted.
    var factsFile: FactsFile? = nil
    if let factsPath {
      let (bytes, outcome) = TrendCache.open(factsPath, magic: FactsFile.magic, ruleset: ruleset)
      if let bytes {
        do { factsFile = try FactsFile(bytes, rules: names.rules) } catch { ignoring(factsPath, error.reason) }
      } else if case .ignored(let reason) = outcome {
        ignoring(factsPath, reason)
      }
    }
    if let factsFile { analyzer.use(factsFile) }
    let reader = HistoryBlobReader(repository: repository, stream: try stream())

    // Yesterday's newest point, just before today's first new one: count on from it.
    var base: String? = nil
    if let resume = pointsFile.resume(), !options.historicalConfig, first > 0,
      counts[first - 1] != nil, resume.tree == sampled[first - 1].tree, resume.point == keys[first - 1],
      resume.configuration == StableHash.of(configuration.fingerprint), factsFile != nil
    {
      analyzer.resume(configuration: configuration, index: resume.index, counts: counts[first - 1]!)
      base = resume.tree
    }
    // With each commit's own configuration, a configuration's state may be at an older
    // tree than the last one: it is moved by the difference from the whole listing.
    var listing: [String: String]? = options.historicalConfig ? [:] : nil
    var lastTree = first
    var listed = base == nil ? 1 : 0
    try TreeWalk.walk(repository, base: base, trees: needed.map { sampled[$0].tree }) {
      (n, changes) throws(SourceError) in
      let i = needed[n]
      let config = configurations[i]
      var moves = changes
      if var whole = listing {
        for change in changes { whole[change.path] = change.key }
        listing = whole
        moves = analyzer.changes(of: config, toward: whole, walk: n) ?? changes
      }
      var result = analyzer.apply(moves, configuration: config, reader: reader, walk: n)
      if result == nil {
        // The resumed state cannot take these changes: the tree is counted from its listing.
        let entries = try TreeWalk.listTree(repository, sampled[i].tree)
        listed += 1
        result = analyzer.apply(
          entries.map { TreeChange(path: $0.path, key: $0.key) }, configuration: config, reader: reader, walk: n)
      }
      counts[i] = result
      pointsFile.add(keys[i], result!)
      lastTree = i
      done += 1
      progress?(done, sampled.count)
    }

    if let factsPath, let pointsPath {
      if !options.historicalConfig, let (index, unchanged) = analyzer.index(of: configuration) {
        pointsFile.newResume = PointsFile.Resume(
          configuration: StableHash.of(configuration.fingerprint), tree: sampled[lastTree].tree,
          point: keys[lastTree], index: index, unchangedIndex: unchanged)
      }
      do {
        if analyzer.learnt {
          var facts = FactsFile.encode(analyzer, previous: factsFile, ruleset: ruleset)
          try TrendCache.write(&facts, to: factsPath)
        }
        var points = pointsFile.encode(names: names, ruleset: ruleset)
        try TrendCache.write(&points, to: pointsPath)
      } catch {
        warnings.append(
          "cannot write the trend cache in `\(options.cacheDirectory ?? "")`: \(error.localizedDescription)"
        )
      }
    }
    var points: [TrendPoint] = []
    for (i, commit) in sampled.enumerated() {
      if let c = counts[i] { points.append(TrendPoint(commit: commit, counts: c)) }
    }
    return Trend(
      points: points, rules: rules, warnings: warnings, counters: analyzer.counters,
      pointsFromCache: fromCache, treesListed: listed)
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
    _ commit: HistoryCommit, stream: BlobStream, parsed: inout [String: Configuration],
    warnings: inout [String]
  ) -> Configuration {
    let bytes: [UInt8]
    do { bytes = try stream.read(commit.tree + ":" + Configuration.fileName) } catch {
      return Configuration.default
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let known = parsed[text] { return known }
    let schema = ConfigSchema(
      rules: RuleRegistry.optionKeys, extraTopLevelKeys: Configuration.featureKeys)
    do {
      let config = try Configuration.parse(bytes, path: Configuration.fileName, schema: schema)
      try config.validateFeatures()
      parsed[text] = config
      return config
    } catch {
      warnings.append(
        "commit \(commit.id.prefix(10)) (\(commit.date)): \(error); using today's configuration for it"
      )
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
      guard let object = try? JSONSerialization.jsonObject(with: Data(row)) as? [String: Any] else {
        continue
      }
      if object["commit"] as? String == commit { return false }
    }
    if let last = existing.last, last != 0x0A { existing.append(0x0A) }
    existing += Array(line.utf8)
    existing.append(0x0A)
    try AtomicFile.write(existing, to: path)
    return true
  }
}
