/// The lines a branch adds or modifies since it left its target: what
/// `puente scan --changed-since REF` reports on, the way reviewdog's diff filter works;
/// or the lines a commit adds or modifies since HEAD (`--changed-lines-only`).
///
/// The diff runs from the merge base of REF and HEAD (not from REF itself, so changes
/// the target branch made after the branch point, merged in or not, are never the
/// branch's) to the work tree, or to the index when `staged`. Renames are followed
/// (`-M`): a file moved unchanged has no changed line. Untracked files (not ignored)
/// count as wholly added in work-tree mode. A moved block counts as added lines, as in
/// every diff view a reviewer sees.
public struct ChangedLines: Sendable, Equatable {
  /// Top-level-relative path → the 1-based line ranges of its new version that the diff
  /// adds or modifies, in diff order (ascending, disjoint).
  public var lines: [String: [ClosedRange<Int>]]
  /// Top-level-relative paths new as a whole (untracked files).
  public var wholeFiles: Set<String>

  public init(lines: [String: [ClosedRange<Int>]], wholeFiles: Set<String> = []) {
    self.lines = lines
    self.wholeFiles = wholeFiles
  }

  /// Whether line `line` (1-based) of `path` (top-level-relative) is added or modified.
  public func contains(_ path: String, line: Int) -> Bool {
    wholeFiles.contains(path) || lines[path]?.contains { $0.contains(line) } == true
  }

  /// The lines changed in both: the same new version compared with two bases (so the
  /// line numbers agree); ranges stay ascending and disjoint.
  func intersection(_ other: ChangedLines) -> ChangedLines {
    var both: [String: [ClosedRange<Int>]] = [:]
    for (path, ranges) in lines {
      guard let others = other.lines[path] else { continue }
      // Both ascending and disjoint: one walk, advancing the range that ends first.
      var common: [ClosedRange<Int>] = []
      var (i, j) = (0, 0)
      while i < ranges.count && j < others.count {
        let (a, b) = (ranges[i], others[j])
        if a.overlaps(b) { common.append(max(a.lowerBound, b.lowerBound)...min(a.upperBound, b.upperBound)) }
        if a.upperBound < b.upperBound { i += 1 } else { j += 1 }
      }
      if !common.isEmpty { both[path] = common }
    }
    return ChangedLines(lines: both, wholeFiles: wholeFiles.intersection(other.wholeFiles))
  }

  // MARK: - Reading git's diff

  /// The new-side line ranges of `git diff -U0` output, by new path. Deleted files and
  /// pure deletions have none; a rename without edits has no hunk, so no range.
  /// Hunk bodies are skipped by count (a `+++` line inside one is content, not a header).
  public static func parse(_ diff: [UInt8]) -> [String: [ClosedRange<Int>]] {
    var result: [String: [ClosedRange<Int>]] = [:]
    var path: String? = nil
    var oldLeft = 0
    var newLeft = 0
    for line in diff.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if oldLeft > 0 || newLeft > 0 {
        if line.first == UInt8(ascii: "-") { oldLeft -= 1 } else if line.first == UInt8(ascii: "+") { newLeft -= 1 }
        continue  // (and `\ No newline at end of file`)
      }
      if line.starts(with: "diff ".utf8) {
        path = nil
      } else if line.starts(with: "+++ ".utf8) {
        path = newPath(line.dropFirst(4))
      } else if line.starts(with: "@@ ".utf8), let (old, new) = hunkCounts(line) {
        (oldLeft, newLeft) = (old.count, new.count)
        if let path, new.count > 0 { result[path, default: []].append(new.start...(new.start + new.count - 1)) }
      }
    }
    return result
  }

  /// `b/path` (as `--dst-prefix=b/` writes it), C-quoted when git quotes it, with the
  /// tab git adds after a name containing a space; nil for `/dev/null`.
  static func newPath(_ field: ArraySlice<UInt8>) -> String? {
    var bytes = Array(field)
    if bytes.first == UInt8(ascii: "\"") {
      bytes = unquoted(bytes)
    } else if bytes.last == 0x09 {
      bytes.removeLast()
    }
    guard bytes.starts(with: "b/".utf8) else { return nil }
    return String(decoding: bytes.dropFirst(2), as: UTF8.self)
  }

  /// A name git wrote in C quotes (`"b/a\"b\303\251"`): the escapes `\a \b \t \n \v \f \r
  /// \" \\` and three-digit octal bytes undone, the quotes dropped.
  static func unquoted(_ quoted: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var i = 1
    let end = quoted.last == UInt8(ascii: "\"") ? quoted.count - 1 : quoted.count
    let escapes: [UInt8: UInt8] = [
      UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "t"): 9, UInt8(ascii: "n"): 10,
      UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "r"): 13,
    ]
    while i < end {
      let byte = quoted[i]
      i += 1
      guard byte == UInt8(ascii: "\\"), i < end else {
        out.append(byte)
        continue
      }
      let next = quoted[i]
      let octal = UInt8(ascii: "0")...UInt8(ascii: "7")
      if i + 2 < end, octal.contains(next), octal.contains(quoted[i + 1]), octal.contains(quoted[i + 2]) {
        out.append((next - 48) << 6 | (quoted[i + 1] - 48) << 3 | (quoted[i + 2] - 48))
        i += 3
      } else {
        out.append(escapes[next] ?? next)
        i += 1
      }
    }
    return out
  }

  /// `@@ -a[,b] +c[,d] @@ …` → (start a, count b), (start c, count d); a missing count is 1.
  static func hunkCounts(_ line: ArraySlice<UInt8>) -> ((start: Int, count: Int), (start: Int, count: Int))? {
    let fields = line.split(separator: 0x20)
    guard fields.count >= 3, let old = range(fields[1], sign: "-"), let new = range(fields[2], sign: "+") else {
      return nil
    }
    return (old, new)
  }

  private static func range(_ field: ArraySlice<UInt8>, sign: Unicode.Scalar) -> (start: Int, count: Int)? {
    guard field.first == UInt8(ascii: sign) else { return nil }
    let parts = field.dropFirst().split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let start = Int(String(decoding: parts[0], as: UTF8.self)) else { return nil }
    guard parts.count == 2 else { return (start, 1) }
    guard let count = Int(String(decoding: parts[1], as: UTF8.self)) else { return nil }
    return (start, count)
  }

  // MARK: - Asking git

  /// The lines changed between the merge base of `ref` and HEAD and the work tree (or
  /// the index, when `staged`). `--text`: a `.gitattributes` marking Swift files `-diff`
  /// or `binary` would otherwise turn every change into "Binary files differ", with no
  /// lines. Throws with what to do when `ref` names no commit, HEAD
  /// has none, or the two share no history.
  public static func since(_ ref: String, in repository: GitRepository, staged: Bool) throws(SourceError)
    -> ChangedLines
  {
    try diff(from: try mergeBase(ref, in: repository), in: repository, staged: staged)
  }

  /// The lines changed between HEAD and the work tree (or the index, when `staged`):
  /// what the next commit adds or modifies. Before the first commit every line is new,
  /// so every file of the index (and, in the work tree, every untracked one) is whole.
  /// While a merge is being concluded, a line counts only when it differs from both
  /// HEAD and MERGE_HEAD (what the resolution wrote, as `git diff --cc` shows it): the
  /// lines the merge brings in from the other branch are that branch's, not the commit's.
  public static func sinceHEAD(in repository: GitRepository, staged: Bool) throws(SourceError) -> ChangedLines {
    if repository.commit("HEAD") != nil {
      let changed = try diff(from: "HEAD", in: repository, staged: staged)
      guard repository.commit("MERGE_HEAD") != nil else { return changed }
      return changed.intersection(try diff(from: "MERGE_HEAD", in: repository, staged: staged))
    }
    let untracked = staged ? [] : ["--others", "--exclude-standard"]
    let listed = try repository.run(["ls-files", "-z", "--cached"] + untracked)
    return ChangedLines(
      lines: [:], wholeFiles: Set(listed.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }))
  }

  /// The lines changed between commit `base` and the work tree (or the index).
  static func diff(from base: String, in repository: GitRepository, staged: Bool) throws(SourceError)
    -> ChangedLines
  {
    // Reading the work tree runs the clean filters its attributes name; none of the
    // repository's commands may run (see `Subprocess.neutralOptions`), so they are set
    // to nothing for this one command. (The index and trees are read without them.)
    let filtersOff =
      staged
      ? []
      : try definedFilters(in: repository).flatMap { name in
        ["-c", "filter.\(name).clean=", "-c", "filter.\(name).process=", "-c", "filter.\(name).required=false"]
      }
    let diff = try repository.run(
      filtersOff + [
        "-c", "core.quotePath=false", "diff", "-U0", "-M", "--text", "--no-color", "--no-ext-diff", "--no-textconv",
        "--ignore-submodules", "--no-relative", "--src-prefix=a/", "--dst-prefix=b/",
      ] + (staged ? ["--cached"] : []) + [base, "--"])
    var changed = ChangedLines(lines: parse(diff))
    if !staged {
      let untracked = try repository.run(["ls-files", "-z", "--others", "--exclude-standard"])
      changed.wholeFiles = Set(untracked.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }
    return changed
  }

  /// Where `folder` is in its work tree: `""` at the top, else its path ending in `/`.
  public static func prefix(of folder: String) throws(SourceError) -> String {
    String(decoding: try Subprocess.git(["rev-parse", "--show-prefix"], in: folder), as: UTF8.self)
      .trimmingCharacters(in: .newlines)
  }

  /// The merge base of `ref` and HEAD, with errors that say what went wrong. While a
  /// merge is being concluded, HEAD is taken as the merge to be (`git merge-base REF HEAD
  /// MERGE_HEAD`): the base is what it will be once the merge is committed, so the
  /// target's lines the merge brings in are not the branch's before the commit either.
  static func mergeBase(_ ref: String, in repository: GitRepository) throws(SourceError) -> String {
    guard let target = repository.commit(ref) else {
      throw SourceError(
        "`--changed-since \(ref)`: no such commit or branch in this repository; "
          + "fetch it first (`git fetch origin main`) or name one that exists")
    }
    guard let head = repository.commit("HEAD") else {
      throw SourceError("`--changed-since \(ref)`: HEAD has no commit yet; commit first, then compare")
    }
    let merging = repository.commit("MERGE_HEAD").map { [$0] } ?? []
    let (status, out, _) = try Subprocess.run(["merge-base", target, head] + merging, in: repository.topLevel)
    let base = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
    guard status == 0, !base.isEmpty else {
      throw SourceError(
        "`--changed-since \(ref)`: `\(ref)` and HEAD share no history (no merge base); "
          + "in a shallow CI clone fetch more of it (`git fetch --unshallow`), else compare with a related branch")
    }
    return base
  }

  /// The names of the filter drivers any configuration defines (`filter.NAME.*`).
  static func definedFilters(in repository: GitRepository) throws(SourceError) -> Set<String> {
    let (_, out, _) = try Subprocess.run(
      ["config", "-z", "--name-only", "--get-regexp", "^filter\\."], in: repository.topLevel)
    var names = Set<String>()
    for key in out.split(separator: 0) {
      // `filter.NAME.key`: NAME may itself hold dots.
      guard let first = key.firstIndex(of: 0x2E), let last = key.lastIndex(of: 0x2E), first < last else { continue }
      names.insert(String(decoding: key[(first + 1)..<last], as: UTF8.self))
    }
    return names
  }
}
