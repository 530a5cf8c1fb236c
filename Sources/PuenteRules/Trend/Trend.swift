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
  /// Write the cache on another thread after `run` returns (the caller renders
  /// meanwhile, then calls `TrendRunner.finishSaving`).
  public var saveInBackground = false

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
  /// Trees whose every file was listed (from their tree objects); the others were counted from their
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

/// Walks the first-parent history with git plumbing (`rev-list`, and `cat-file` for tree
/// and blob objects that are not loose: loose ones are inflated in process) and counts
/// the debt at each sampled commit. It never checks a
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
  ///
  /// The order is chosen for a nightly run, where waiting for git is most of the time:
  /// the points file is opened first, then `cat-file` and (when yesterday's newest tree is
  /// known) the changes from it to today's tree are started, and the caches are decoded while
  /// git works. The commits come from yesterday's list continued by the new commits when
  /// the repository allows it, else from `rev-list`.
  public func run(progress: ((Int, Int) -> Void)? = nil) throws(SourceError) -> Trend {
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
    let configurationKey = StableHash.of(configuration.fingerprint)
    let head = pointsFile.resumeHead().flatMap { head in
      head.configuration == configurationKey && !options.historicalConfig ? head : nil
    }
    var known: [HistoryCommit]? = nil
    if repository.recordsItsOwnParents {
      do { known = try pointsFile.commits(repository: repository.topLevel) } catch {
        ignoring(pointsPath ?? "", error.reason)
      }
    }
    // HEAD where it was: yesterday's history is today's, and git is not needed unless
    // something is to be read.
    let unmoved =
      options.revision == "HEAD" && known?.first != nil && repository.headCommit == known?.first?.id
    // Otherwise git starts now, on another thread: `cat-file`, the new commits, and the
    // changes from yesterday's newest tree to today's (used if today's only new point is
    // the revision's commit), while this one decodes the caches.
    var git = unmoved ? nil : GitStart(repository, revision: options.revision, known: known, resume: head?.tree)
    pointsFile.decode(names: names)
    if pointsFile.isDamaged, let pointsPath { ignoring(pointsPath, "a point does not decode") }
    // The per-blob facts and yesterday's state, when there is one to continue from.
    var factsFile: FactsFile? = nil
    var resumed: PointsFile.Resume? = nil
    func openFacts() {
      guard let factsPath else { return }
      let (bytes, outcome) = TrendCache.open(factsPath, magic: FactsFile.magic, ruleset: ruleset)
      if let bytes {
        do { factsFile = try FactsFile(bytes, rules: names.rules) } catch { ignoring(factsPath, error.reason) }
      } else if case .ignored(let reason) = outcome {
        ignoring(factsPath, reason)
      }
      if let factsFile { analyzer.use(factsFile) }
    }
    var factsOpened = false
    func resume() {
      guard let head, let counts = pointsFile.point(head.point, names: names) else { return }
      openFacts()
      factsOpened = true
      if factsFile != nil, let resume = pointsFile.resume() {
        analyzer.resume(configuration: self.configuration, index: resume.index, counts: counts)
        resumed = resume
      }
    }
    // While git works (not needed when HEAD has not moved: then it is done once it is
    // known that some point is to be counted).
    if git != nil { resume() }

    let history: [HistoryCommit]
    if unmoved, let known {
      history = known
    } else {
      history = try git!.history()
    }
    var sampled = History.sample(
      history, since: options.since, until: options.until,
      every: options.newestOnly ? .commit : options.every,
      maxPoints: options.newestOnly ? 1 : options.maxPoints)
    if options.newestOnly { sampled = Array(sampled.suffix(1)) }
    let rules = Engine(
      configuration: configuration,
      options: ScanOptions(reportUnusedSuppressions: configuration.reportUnusedSuppressions)
    ).enabledChecks.map(\.id)

    // `cat-file` for the versions to read: the one started with the history, else one
    // started when first needed.
    var lateStream: BlobStream? = nil
    func blobs() throws(SourceError) -> BlobStream {
      if let stream = git?.stream ?? lateStream { return stream }
      let made = try BlobStream(repository: repository)
      lateStream = made
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
          commit, stream: try blobs(), parsed: &parsedConfigs, warnings: &warnings)
      }
      configurations.append(config)
      keys.append(Self.pointKey(tree: commit.tree, configuration: config))
    }
    var counts: [PointCounts?] = keys.map { pointsFile.point($0, names: names) }
    let fromCache = counts.filter { $0 != nil }.count
    var done = fromCache
    progress?(done, sampled.count)
    let historyChanged = known?.first?.id != history.first?.id || known?.count != history.count

    let needed = sampled.indices.filter { counts[$0] == nil }
    guard let first = needed.first else {
      if historyChanged, let pointsPath {
        // Only the list of commits is new (commits that are no point of this trend).
        pointsFile.newCommits = (repository.topLevel, history)
        save(points: &pointsFile, to: pointsPath, ruleset: ruleset, warnings: &warnings)
      }
      return Trend(
        points: zip(sampled, counts).map { TrendPoint(commit: $0, counts: $1!) }, rules: rules,
        warnings: warnings, counters: analyzer.counters, pointsFromCache: fromCache)
    }
    if git == nil {
      // HEAD had not moved, but a point is to be counted: git starts now, while
      // yesterday's state is decoded.
      git = GitStart(repository, revision: options.revision, known: known, history: history, resume: head?.tree)
      if head != nil { resume() }
    }
    if !factsOpened { openFacts() }
    let loose = git?.loose ?? LooseObjects(topLevel: repository.topLevel)
    // (`cat-file` is asked for when a version first needs it: loose objects and work tree
    // copies do not wait for it. Not through `blobs()`, whose state is this thread's: the
    // reader may ask from another.)
    let reader = HistoryBlobReader(
      repository: repository,
      stream: { [git, lateStream, repository] () throws(SourceError) in
        if let stream = git?.stream ?? lateStream { return stream }
        return try BlobStream(repository: repository)
      }, copies: git?.copies, loose: loose)

    // Yesterday's newest point, just before today's first new one: count on from it.
    var base: String? = nil
    var firstChanges: [TreeChange]? = nil
    if let head, resumed != nil, first > 0, counts[first - 1] != nil, head.tree == sampled[first - 1].tree,
      head.point == keys[first - 1]
    {
      base = head.tree
      // The changes worked out at the start are the ones needed when the revision's
      // commit is the first new point.
      if let (from, to, changes) = git?.speculation, from == head.tree, to == sampled[first].tree {
        firstChanges = try changes.get()
      }
    } else if resumed != nil {
      analyzer.forget(configuration)
    }
    // Without yesterday's newest tree to count on from, the first tree is read whole:
    // which versions can be read from the work tree is asked meanwhile, and trees that
    // are not loose are read through a `cat-file` of their own (their diffs are worked
    // out while the first tree's blobs are read).
    let differ: TreeDiffer
    if let started = git?.differ {
      differ = started
    } else if base != nil {
      differ = TreeDiffer(stream: try blobs(), loose: loose)
    } else {
      // (In a repository with packs, that `cat-file` was started with the history.)
      differ = TreeDiffer(stream: git?.treeStream, loose: loose, repository: repository)
      if git?.copies == nil { reader.prepareCopies() }
    }
    // With each commit's own configuration, a configuration's state may be at an older
    // tree than the last one: it is moved by the difference from the whole listing.
    var listing: [String: String]? = options.historicalConfig ? [:] : nil
    var lastTree = first
    var listed = base == nil ? 1 : 0
    let configuration = self.configuration
    let historical = options.historicalConfig
    try TreeWalk.walk(
      differ, base: base, first: firstChanges, trees: needed.map { sampled[$0].tree },
      prepare: { lists in
        // Everything the later trees bring, worked out at once on every core.
        if !historical { self.analyzer.prefetch(lists, configuration: configuration, reader: reader) }
      }
    ) { (n, changes) throws(SourceError) in
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
        let entries = try differ.listing(sampled[i].tree)
        listed += 1
        result = analyzer.apply(entries, configuration: config, reader: reader, walk: n)
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
          configuration: configurationKey, tree: sampled[lastTree].tree, point: keys[lastTree], index: index,
          unchangedIndex: unchanged)
      }
      if historyChanged { pointsFile.newCommits = (repository.topLevel, history) }
      let analyzer = self.analyzer
      let folder = options.cacheDirectory
      let points = pointsFile
      let job = UncheckedBox({ () -> [String] in
        var warnings: [String] = []
        // The two files are encoded at once, the points on a thread of their own: each
        // only reads what the run left, and a cold run's exit waits for the longer one.
        final class Encoded: @unchecked Sendable { var points = ByteWriter() }
        let encoded = Encoded()
        let input = UncheckedBox((points, analyzer))
        let pointsEncoded = Subprocess.background {
          var points = input.value.0
          encoded.points = points.encode(names: input.value.1.names, ruleset: ruleset)
        }
        var failure: (any Error)? = nil
        do {
          if analyzer.learnt {
            var facts = FactsFile.encode(analyzer, previous: factsFile, ruleset: ruleset)
            try TrendCache.write(&facts, to: factsPath)
          }
        } catch {
          failure = error
        }
        pointsEncoded.wait()
        if failure == nil {
          do { try TrendCache.write(&encoded.points, to: pointsPath) } catch { failure = error }
        }
        if let failure { warnings.append(Self.cannotWrite(folder, failure)) }
        return warnings
      })
      if options.saveInBackground {
        let box = SaveBox()
        saving = (Subprocess.background { box.warnings = job.value() }, box)
      } else {
        warnings += job.value()
      }
    }
    leftovers = [differ, reader, git as Any, history]
    var points: [TrendPoint] = []
    for (i, commit) in sampled.enumerated() {
      if let c = counts[i] { points.append(TrendPoint(commit: commit, counts: c)) }
    }
    return Trend(
      points: points, rules: rules, warnings: warnings, counters: analyzer.counters,
      pointsFromCache: fromCache, treesListed: listed)
  }

  /// What a run read (every tree object's entries, the readers), freed with the runner
  /// rather than when `run` returns: a cold run's 2,000 trees took 3 ms to free, which a
  /// caller that keeps the runner until the process exits never pays.
  private var leftovers: [Any] = []

  /// The save running on another thread, and what it reports.
  private var saving: (done: DispatchSemaphore, box: SaveBox)?
  private final class SaveBox: @unchecked Sendable { var warnings: [String] = [] }

  /// Waits for a save started by a run with `saveInBackground`, and returns its warnings
  /// (a cache that could not be written).
  public func finishSaving() -> [String] {
    guard let (done, box) = saving else { return [] }
    done.wait()
    saving = nil
    return box.warnings
  }

  private func save(points: inout PointsFile, to path: String, ruleset: UInt64, warnings: inout [String]) {
    do {
      var file = points.encode(names: analyzer.names, ruleset: ruleset)
      try TrendCache.write(&file, to: path)
    } catch {
      warnings.append(Self.cannotWrite(options.cacheDirectory, error))
    }
  }

  private static func cannotWrite(_ folder: String?, _ error: any Error) -> String {
    "cannot write the trend cache in `\(folder ?? "")`: \(error.localizedDescription)"
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
