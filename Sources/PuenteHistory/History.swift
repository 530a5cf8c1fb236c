import Foundation
import PuenteRules
import PuenteSource

/// One commit of the first-parent history, as `git rev-list` lists it.
public struct HistoryCommit: Sendable, Hashable {
  public var id: String
  public var tree: String
  /// Committer time, seconds since 1970 (UTC).
  public var time: Int64

  public init(id: String, tree: String, time: Int64) {
    self.id = id
    self.tree = tree
    self.time = time
  }

  /// `YYYY-MM-DD` of the committer time, in UTC.
  public var date: String { CivilDate(time: time).description }
}

/// How `puente trend` picks points from the history.
public enum SamplePeriod: String, Sendable, CaseIterable {
  /// The last commit of each UTC day.
  case day
  /// The last commit of each ISO week (Monday to Sunday, UTC).
  case week
  /// The last commit of each calendar month (UTC).
  case month
  /// Every commit.
  case commit
}

/// Reading the first-parent history and choosing the points of a trend.
public enum History {
  /// The first-parent history of `revision`, newest first (`git rev-list --first-parent`).
  public static func commits(_ repository: GitRepository, revision: String = "HEAD")
    throws(SourceError)
    -> [HistoryCommit]
  {
    let out = try repository.run([
      "rev-list", "--first-parent", "--format=%H%x09%T%x09%ct", revision, "--",
    ])
    return parse(revList: out)
  }

  /// The promisor remote of a partial clone, nil for a full one: `extensions.partialClone`,
  /// or (as newer git records it) a remote with `remote.<name>.promisor` set. One `git
  /// config` for both: every trend asks, even one whose points all come from the cache.
  static func promisorRemote(_ repository: GitRepository) -> String? {
    guard
      let out = try? repository.run([
        "config", "--get-regexp", #"^(extensions\.partialclone|remote\..*\.promisor)$"#,
      ])
    else { return nil }
    var promisor: String? = nil
    for line in String(decoding: out, as: UTF8.self).split(separator: "\n") {
      // (A key set without a value, `promisor` alone in the file, is true.)
      let key = line.prefix { $0 != " " }
      let value = line.dropFirst(key.count + 1)
      if key == "extensions.partialclone" { return String(value) }
      if promisor == nil, value.isEmpty || ["true", "yes", "on", "1"].contains(value.lowercased()) {
        promisor = String(key.dropFirst("remote.".count).dropLast(".promisor".count))
      }
    }
    return promisor
  }

  /// Whether `revision` names a commit, and whether the repository is a shallow clone
  /// (its history stops short): one `rev-parse`, which prints the second first.
  static func resolve(_ revision: String, in repository: GitRepository) -> (isCommit: Bool, isShallow: Bool) {
    guard
      let out = try? repository.run([
        "rev-parse", "--is-shallow-repository", "--verify", "-q", "--end-of-options", revision + "^{commit}",
      ])
    else { return (false, false) }
    return (true, String(decoding: out, as: UTF8.self).hasPrefix("true"))
  }

  /// Parses `rev-list --format=%H%x09%T%x09%ct` output; the `commit X` header lines that
  /// git before 2.33 cannot leave out are skipped.
  static func parse(revList out: [UInt8]) -> [HistoryCommit] {
    var commits: [HistoryCommit] = []
    // (One pass over the bytes: a long history's listing is megabytes, and splitting it
    // into arrays of lines and fields cost more than git took to write it.)
    out.withUnsafeBufferPointer { b in
      var i = 0
      while i < b.count {
        var tabs: [Int] = []
        var end = i
        while end < b.count && b[end] != 0x0A {
          if b[end] == 0x09 { tabs.append(end) }
          end += 1
        }
        defer { i = end + 1 }
        guard tabs.count == 2, tabs[0] > i, tabs[1] > tabs[0] + 1, end > tabs[1] + 1,
          let time = Int64(String(decoding: b[(tabs[1] + 1)..<end], as: UTF8.self))
        else { continue }
        commits.append(
          HistoryCommit(
            id: String(decoding: b[i..<tabs[0]], as: UTF8.self),
            tree: String(decoding: b[(tabs[0] + 1)..<tabs[1]], as: UTF8.self), time: time))
      }
    }
    return commits
  }

  /// `commits` with each tree replaced by its subtree at `folder` (the empty tree where
  /// a commit has no such folder), read in one `cat-file --batch-check`.
  static func subtrees(of commits: [HistoryCommit], at folder: String, in repository: GitRepository)
    throws(SourceError) -> [HistoryCommit]
  {
    guard !commits.isEmpty else { return [] }
    let empty = String(
      decoding: try repository.run(["hash-object", "-t", "tree", "--stdin"], input: []), as: UTF8.self
    )
    .trimmingCharacters(in: .whitespacesAndNewlines)
    let input = commits.map { "\($0.tree):\(folder)\n" }.joined()
    let out = try repository.run(
      ["cat-file", "--batch-check=%(objectname) %(objecttype)"], input: Array(input.utf8))
    let lines = out.split(separator: 0x0A, omittingEmptySubsequences: false)
    return commits.enumerated().map { i, commit in
      var commit = commit
      let fields = i < lines.count ? lines[i].split(separator: 0x20) : []
      let isTree = fields.count == 2 && fields[1].elementsEqual("tree".utf8)
      commit.tree = isTree ? String(decoding: fields[0], as: UTF8.self) : empty
      return commit
    }
  }

  /// `commits` (newest first) with committer times that never go back: a commit made on a
  /// machine whose clock was behind its parent's takes its parent's time, so points stay
  /// in order and `--since` never drops a commit while keeping its parent. Also returns
  /// the commits whose time was moved (newest first).
  public static func monotone(_ commits: [HistoryCommit]) -> (commits: [HistoryCommit], moved: [HistoryCommit]) {
    var result = commits
    var moved: [HistoryCommit] = []
    var latest = Int64.min
    for i in result.indices.reversed() {
      if result[i].time < latest {
        moved.append(result[i])
        result[i].time = latest
      }
      latest = result[i].time
    }
    return (result, moved.reversed())
  }

  /// The points of a trend from `commits` (newest first, as `rev-list` gives them),
  /// returned oldest first.
  ///
  /// Commits outside `since...until` (seconds, inclusive) are left out. With a period,
  /// each period keeps its last commit in first-parent order, which is the newest one even
  /// when committer clocks disagree. With `maxPoints`, points are thinned evenly, keeping
  /// the first and the newest, so the curve keeps its shape.
  public static func sample(
    _ commits: [HistoryCommit], since: Int64? = nil, until: Int64? = nil,
    every period: SamplePeriod,
    maxPoints: Int? = nil
  ) -> [HistoryCommit] {
    var seen = Set<Int64>()
    var picked: [HistoryCommit] = []
    for (order, commit) in commits.enumerated() {
      if let since, commit.time < since { continue }
      if let until, commit.time > until { continue }
      let key: Int64
      let day = floorDiv(commit.time, 86_400)
      switch period {
      case .commit: key = Int64(order)
      case .day: key = day
      // 1970-01-01 was a Thursday: day + 3 counts from the Monday before it.
      case .week: key = floorDiv(day + 3, 7)
      case .month:
        let date = CivilDate(day: day)
        key = date.year * 12 + date.month
      }
      if seen.insert(key).inserted { picked.append(commit) }
    }
    picked.reverse()
    if let maxPoints, picked.count > maxPoints {
      if maxPoints <= 1 { return maxPoints == 1 ? [picked[picked.count - 1]] : [] }
      let last = picked.count - 1
      picked = (0..<maxPoints).map { i in picked[(i * last + (maxPoints - 1) / 2) / (maxPoints - 1)]
      }
    }
    return picked
  }

  /// Division rounding toward negative infinity (dates before 1970 stay on the right day).
  public static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }
}

/// A calendar date in UTC, from and to days since 1970-01-01 (Howard Hinnant's
/// `civil_from_days` and `days_from_civil`), so that dates never depend on the machine's
/// time zone or calendar settings.
public struct CivilDate: Sendable, Hashable, CustomStringConvertible {
  public var year: Int64
  public var month: Int64
  public var day: Int64

  public init(year: Int64, month: Int64, day: Int64) {
    self.year = year
    self.month = month
    self.day = day
  }

  public init(time: Int64) { self.init(day: History.floorDiv(time, 86_400)) }

  public init(day days: Int64) {
    let z = days + 719_468
    let era = History.floorDiv(z, 146_097)
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    day = doy - (153 * mp + 2) / 5 + 1
    month = mp < 10 ? mp + 3 : mp - 9
    year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days since 1970-01-01.
  public var daysSinceEpoch: Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = History.floorDiv(y, 400)
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Parses `YYYY-MM-DD`; nil for anything else, or a day that does not exist.
  public static func parse(_ text: String) -> CivilDate? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let y = Int64(parts[0]), let m = Int64(parts[1]), let d = Int64(parts[2]),
      (1...12).contains(m), d >= 1
    else { return nil }
    let date = CivilDate(year: y, month: m, day: d)
    // Round-tripping rejects February 30th and the like.
    return CivilDate(day: date.daysSinceEpoch) == date ? date : nil
  }

  public var description: String {
    func pad(_ n: Int64, _ width: Int) -> String {
      let s = String(n)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }
}
