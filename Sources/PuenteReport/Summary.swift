import PuenteRules

/// The counts every human-facing summary shows, from a report's findings or counted as
/// they are written (a streamed report).
struct Summary {
  var findings = 0
  var errors = 0
  var warnings = 0
  private var rules: [String: Int] = [:]
  private var folders: [String: Int] = [:]

  init() {}

  init(_ report: ScanReport) {
    add(report.findings)
  }

  /// Counts `findings` in.
  mutating func add<Findings: Collection<Finding>>(_ findings: Findings) {
    for finding in findings {
      self.findings += 1
      if finding.severity == .error { errors += 1 } else { warnings += 1 }
      rules[finding.ruleID, default: 0] += 1
      folders[Summary.topLevelFolder(of: finding.path), default: 0] += 1
    }
  }

  /// Findings per rule id, by count descending, then id.
  var byRule: [(name: String, count: Int)] { Summary.ranked(rules) }
  /// Findings per first path segment (`.` for files at the root), by count descending,
  /// then name.
  var byFolder: [(name: String, count: Int)] { Summary.ranked(folders) }

  /// `5 files scanned, 2 generated files skipped, 1 not scanned (see the warning above)`:
  /// what was scanned and what was not. A folder or file skipped with a warning is
  /// counted, so that a skipped one does not pass for clean (issue 28).
  static func scanned(_ report: ScanReport) -> String {
    var text = plural(report.filesScanned, "file") + " scanned"
    if report.generatedSkipped > 0 {
      text += ", " + plural(report.generatedSkipped, "generated file") + " skipped"
    }
    if !report.problems.isEmpty {
      let n = report.problems.count
      text += ", \(n) not scanned (see the warning\(n == 1 ? "" : "s") above)"
    }
    return text
  }

  /// `4 findings (2 errors, 2 warnings)`, or `no findings`.
  var headline: String {
    if findings == 0 { return "no findings" }
    return
      "\(plural(findings, "finding")) (\(plural(errors, "error")), \(plural(warnings, "warning")))"
  }

  /// The first segment of a `/`-separated relative path, or `.` when the file is at the root.
  static func topLevelFolder(of path: String) -> String {
    // By UTF-8 bytes: splitting the `String` walks grapheme clusters. (`/` is never
    // part of a multibyte character.)
    let bytes = path.utf8
    guard let start = bytes.firstIndex(where: { $0 != 0x2F }) else { return "." }
    guard let slash = bytes[start...].firstIndex(of: 0x2F),
      bytes[slash...].contains(where: { $0 != 0x2F })
    else { return "." }
    return String(decoding: bytes[start..<slash], as: UTF8.self)
  }

  private static func ranked(_ counts: [String: Int]) -> [(name: String, count: Int)] {
    counts.map { (name: $0.key, count: $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
    }
  }
}
