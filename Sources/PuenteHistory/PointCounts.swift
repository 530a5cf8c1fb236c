import PuenteRules
import PuenteSource

/// The folder names and rule ids the points of one trend refer to by index, so that a
/// point is a flat array of numbers rather than a dictionary of dictionaries: a trend of
/// a hundred points over two hundred folders built, cached and rendered its
/// `DebtSnapshot`s in more time than it took to count them.
///
/// Folders are only ever added, so an index stays valid for the table's lifetime; rules
/// are every rule of the registry, sorted by id, so their order is the order reports
/// list them in.
public final class PointNames: @unchecked Sendable {
  /// Folder paths (`""` for the repository root), in the order they were first seen.
  public var folders: [String] { folderIndex.strings }
  private var folderIndex = StringNumbers()
  /// Every rule id of the registry, sorted.
  public let rules: [String]
  private let ruleIndex: [String: Int]

  public init() {
    rules = RuleRegistry.all.map(\.id).sorted()
    var index: [String: Int] = [:]
    for (i, rule) in rules.enumerated() { index[rule] = i }
    ruleIndex = index
  }

  /// The index of `folder`, added when new. Not thread-safe: one trend builds its table
  /// on one thread.
  public func folder(_ folder: String) -> Int {
    Int(folderIndex.numbering(folder))
  }

  /// The index of a rule id, nil for an id the registry does not have.
  public func rule(_ id: String) -> Int? { ruleIndex[id] }
}

/// The counts of one point (a tree), by folder, in flat form: for each folder that has
/// files, in increasing folder index, one record
///
///     folder, files, lines, adapterFiles, adapterLines, screens, views,
///     n, (rule, count) × n,     // findings, rule indices increasing, counts > 0
///     m, (rule, count) × m      // adapter pieces, likewise
///
/// It says exactly what a `DebtSnapshot` says (`snapshot` converts), in a form that is
/// cheap to build, compare, cache and render.
public struct PointCounts: Sendable, Equatable {
  public let names: PointNames
  /// The records, back to back (see the type's documentation).
  public internal(set) var data: [Int]
  public var generatedSkipped: Int
  public var problems: [FileProblem]

  init(names: PointNames, data: [Int], generatedSkipped: Int, problems: [FileProblem]) {
    self.names = names
    self.data = data
    self.generatedSkipped = generatedSkipped
    self.problems = problems
  }

  public static func == (a: PointCounts, b: PointCounts) -> Bool {
    a.generatedSkipped == b.generatedSkipped && a.problems == b.problems
      && (a.names === b.names ? a.data == b.data : a.snapshot == b.snapshot)
  }

  /// The counts of `snapshot` under `names` (folders are added to the table as needed).
  public init(_ snapshot: DebtSnapshot, names: PointNames) {
    var records: [(Int, FolderStats)] = []
    for (folder, stats) in snapshot.folders where stats != FolderStats() {
      records.append((names.folder(folder), stats))
    }
    records.sort { $0.0 < $1.0 }
    var data: [Int] = []
    for (folder, stats) in records {
      data += [
        folder, stats.files, stats.lines, stats.adapterFiles, stats.adapterLines, stats.screens,
        stats.views,
      ]
      for map in [stats.findings, stats.adapterPieces] {
        let pairs = map.compactMap { rule, n in n > 0 ? names.rule(rule).map { ($0, n) } : nil }
          .sorted { $0.0 < $1.0 }
        data.append(pairs.count)
        for (rule, n) in pairs { data += [rule, n] }
      }
    }
    self.init(
      names: names, data: data, generatedSkipped: snapshot.generatedSkipped,
      problems: snapshot.problems)
  }

  /// One folder's record, as `forEachFolder` hands it out.
  public struct Record {
    /// Index into `PointNames.folders`.
    public var folder: Int
    public var files: Int
    public var lines: Int
    public var adapterFiles: Int
    public var adapterLines: Int
    public var screens: Int
    public var views: Int
    /// Where the findings pairs start in `data` and how many there are; then the pieces.
    let findingsAt: Int
    public let findingsCount: Int
    let piecesAt: Int
    public let piecesCount: Int
  }

  /// Calls `body` with every folder record, in increasing folder index.
  @inline(__always)
  public func forEachFolder(_ body: (Record) -> Void) {
    var i = 0
    let n = data.count
    while i < n {
      let findingsCount = data[i + 7]
      let piecesAt = i + 8 + 2 * findingsCount
      let piecesCount = data[piecesAt]
      body(
        Record(
          folder: data[i], files: data[i + 1], lines: data[i + 2], adapterFiles: data[i + 3],
          adapterLines: data[i + 4], screens: data[i + 5], views: data[i + 6], findingsAt: i + 8,
          findingsCount: findingsCount, piecesAt: piecesAt + 1, piecesCount: piecesCount))
      i = piecesAt + 1 + 2 * piecesCount
    }
  }

  /// The `k`th (rule index, count) finding pair of `record`.
  @inline(__always)
  public func finding(_ record: Record, _ k: Int) -> (rule: Int, count: Int) {
    (data[record.findingsAt + 2 * k], data[record.findingsAt + 2 * k + 1])
  }

  /// The `k`th (rule index, count) adapter-piece pair of `record`.
  @inline(__always)
  public func piece(_ record: Record, _ k: Int) -> (rule: Int, count: Int) {
    (data[record.piecesAt + 2 * k], data[record.piecesAt + 2 * k + 1])
  }

  /// The whole tree's counts in flat form, and the findings of each group of folders:
  /// `groupOf` gives a folder's group, and `byGroup[group * rules + rule]` the findings.
  /// One pass over the records, for renderers that cut folders at a depth.
  public func sums(groupOf: [Int], groups: Int) -> (total: Sums, byGroup: [Int]) {
    let r = names.rules.count
    var total = Sums(rules: r)
    var byGroup = [Int](repeating: 0, count: groups * r)
    data.withUnsafeBufferPointer { d in
      var i = 0
      let n = d.count
      while i < n {
        let folder = d[i]
        total.files += d[i + 1]
        total.lines += d[i + 2]
        total.adapterFiles += d[i + 3]
        total.adapterLines += d[i + 4]
        let f = d[i + 7]
        var k = i + 8
        let group = folder < groupOf.count ? groupOf[folder] : -1
        for _ in 0..<f {
          total.findings[d[k]] += d[k + 1]
          if group >= 0 { byGroup[group * r + d[k]] += d[k + 1] }
          k += 2
        }
        let p = d[k]
        k += 1
        for _ in 0..<p {
          total.pieces[d[k]] += d[k + 1]
          k += 2
        }
        i = k
      }
    }
    return (total, byGroup)
  }

  /// A tree's counts in flat form (rule counts by rule index).
  public struct Sums: Sendable {
    public var files = 0
    public var lines = 0
    public var adapterFiles = 0
    public var adapterLines = 0
    public var findings: [Int]
    public var pieces: [Int]

    init(rules: Int) {
      findings = [Int](repeating: 0, count: rules)
      pieces = findings
    }

    public var debt: Int { findings.reduce(0, +) }

    /// The same counts as `FolderStats`, rule `k` named `rules[k]` (sums count no
    /// screens or views).
    public func stats(rules: [String]) -> FolderStats {
      var stats = FolderStats()
      stats.files = files
      stats.lines = lines
      stats.adapterFiles = adapterFiles
      stats.adapterLines = adapterLines
      for (rule, n) in findings.enumerated() where n > 0 { stats.findings[rules[rule]] = n }
      for (rule, n) in pieces.enumerated() where n > 0 { stats.adapterPieces[rules[rule]] = n }
      return stats
    }
  }

  /// The whole tree's counts.
  public var total: FolderStats {
    var total = FolderStats()
    var findings = [Int](repeating: 0, count: names.rules.count)
    var pieces = findings
    forEachFolder { record in
      total.files += record.files
      total.lines += record.lines
      total.adapterFiles += record.adapterFiles
      total.adapterLines += record.adapterLines
      total.screens += record.screens
      total.views += record.views
      for k in 0..<record.findingsCount {
        let (rule, n) = finding(record, k)
        findings[rule] += n
      }
      for k in 0..<record.piecesCount {
        let (rule, n) = piece(record, k)
        pieces[rule] += n
      }
    }
    for (rule, n) in findings.enumerated() where n > 0 { total.findings[names.rules[rule]] = n }
    for (rule, n) in pieces.enumerated() where n > 0 { total.adapterPieces[names.rules[rule]] = n }
    return total
  }

  /// The same counts as a `DebtSnapshot` (folder by folder, with dictionaries).
  public var snapshot: DebtSnapshot {
    var folders: [String: FolderStats] = [:]
    forEachFolder { record in
      var stats = FolderStats()
      stats.files = record.files
      stats.lines = record.lines
      stats.adapterFiles = record.adapterFiles
      stats.adapterLines = record.adapterLines
      stats.screens = record.screens
      stats.views = record.views
      for k in 0..<record.findingsCount {
        let (rule, n) = finding(record, k)
        stats.findings[names.rules[rule]] = n
      }
      for k in 0..<record.piecesCount {
        let (rule, n) = piece(record, k)
        stats.adapterPieces[names.rules[rule]] = n
      }
      folders[names.folders[record.folder]] = stats
    }
    return DebtSnapshot(folders: folders, generatedSkipped: generatedSkipped, problems: problems)
  }
}
