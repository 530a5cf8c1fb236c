import PuenteRules
import PuenteSource

/// Counts for the files of one folder (or of a folder and its subfolders, once rolled up).
public struct FolderStats: Sendable, Equatable {
  /// Swift files scanned (selected by the configuration, UTF-8, not skipped as generated).
  public var files = 0
  /// Their lines (newline characters, plus one for a last line without a newline).
  public var lines = 0
  /// Findings per rule id, after the adapter exemption and suppressions: the debt.
  public var findings: [String: Int] = [:]
  /// Files inside the adapter layer (an `adapters` glob matches them).
  public var adapterFiles = 0
  /// Lines of those files.
  public var adapterLines = 0
  /// Bridge pieces inside the adapter layer: findings per rule id of the adapter files,
  /// counted as if the adapter exemption did not apply.
  public var adapterPieces: [String: Int] = [:]
  /// UIKit screens declared here (see `ScreenKinds`); only `puente report` counts them.
  public var screens = 0
  /// SwiftUI views declared here (see `ScreenKinds`); only `puente report` counts them.
  public var views = 0

  public init() {}

  /// All findings, every rule together.
  public var debt: Int { findings.values.reduce(0, +) }
  /// All adapter pieces, every rule together.
  public var pieces: Int { adapterPieces.values.reduce(0, +) }

  /// Adds `other`'s counts to these.
  public mutating func add(_ other: FolderStats) {
    files += other.files
    lines += other.lines
    for (rule, n) in other.findings { findings[rule, default: 0] += n }
    adapterFiles += other.adapterFiles
    adapterLines += other.adapterLines
    for (rule, n) in other.adapterPieces { adapterPieces[rule, default: 0] += n }
    screens += other.screens
    views += other.views
  }
}

/// One row of a folder table: a folder and its counts, subfolders included.
public struct FolderRow: Sendable, Equatable {
  /// Repository-relative folder path; `.` is the repository root.
  public var path: String
  /// 0 for the root, 1 for a top-level folder, and so on.
  public var depth: Int
  public var stats: FolderStats

  public init(path: String, depth: Int, stats: FolderStats) {
    self.path = path
    self.depth = depth
    self.stats = stats
  }
}

/// The bridge debt of one tree (a working tree or a commit), by folder.
///
/// Counts are kept per folder that directly contains files, so any folder depth can be
/// cut from one snapshot: `rows(depth:)` for the report's nested table, `cut(depth:)` for
/// the trend's one-row-per-file partition.
public struct DebtSnapshot: Sendable, Equatable {
  /// Folder path (`""` for the root) → counts of the files directly in it.
  public var folders: [String: FolderStats]
  /// Generated files skipped (see `generated` in the configuration).
  public var generatedSkipped: Int
  /// Files that could not be read or are not UTF-8; they are left out of every count.
  public var problems: [FileProblem]

  public init(
    folders: [String: FolderStats] = [:], generatedSkipped: Int = 0, problems: [FileProblem] = []
  ) {
    self.folders = folders
    self.generatedSkipped = generatedSkipped
    self.problems = problems
  }

  /// The whole tree's counts.
  public var total: FolderStats {
    var total = FolderStats()
    for stats in folders.values { total.add(stats) }
    return total
  }

  /// The folder of a repository-relative file path (`""` at the root).
  public static func folder(of path: String) -> String {
    // The last `/` byte: a path's separator whatever follows it (searching Characters
    // walks grapheme clusters, and would not see a `/` before a combining mark).
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return String(path[..<slash])
  }

  /// Every folder down to `depth` (the root is depth 0), each with the counts of its whole
  /// subtree, sorted so that a folder comes right before its subfolders.
  public func rows(depth: Int) -> [FolderRow] {
    var rolled: [String: FolderRow] = [:]
    for (folder, stats) in folders {
      let parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
      for level in 0...min(depth, parts.count) {
        let path = level == 0 ? "." : parts[0..<level].joined(separator: "/")
        rolled[path, default: FolderRow(path: path, depth: level, stats: FolderStats())].stats.add(
          stats)
      }
    }
    return rolled.values.sorted { Self.pathOrder($0.path, $1.path) }
  }

  /// The counts with every file assigned to its folder cut at `depth` (files above that
  /// depth stay in their own folder; the root is `.`). Each file is in exactly one entry,
  /// so entries add up to the total: the shape tidy data wants.
  public func cut(depth: Int) -> [String: FolderStats] {
    var result: [String: FolderStats] = [:]
    for (folder, stats) in folders { result[Self.cutPath(folder, depth: depth), default: FolderStats()].add(stats) }
    return result
  }

  /// `folder` cut to its first `depth` components; `.` for the root or depth 0.
  public static func cutPath(_ folder: String, depth: Int) -> String {
    if folder.isEmpty || depth == 0 { return "." }
    var seen = 0
    for i in folder.utf8.indices where folder.utf8[i] == UInt8(ascii: "/") {
      seen += 1
      if seen == depth { return String(folder[..<i]) }
    }
    return folder
  }

  /// Orders paths component by component, so `A/B` follows `A` and precedes `A-C`; `.`
  /// (the root) comes first.
  public static func pathOrder(_ a: String, _ b: String) -> Bool {
    if a == "." || b == "." { return a == "." && b != "." }
    let x = a.split(separator: "/")
    let y = b.split(separator: "/")
    for (p, q) in zip(x, y) where p != q { return p < q }
    return x.count < y.count
  }
}
