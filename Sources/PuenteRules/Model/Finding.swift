import PuenteLexer

/// How serious a finding is. `error` fails a commit or a CI job; `warning` informs.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
  case warning
  case error

  public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// One problem found in one file.
public struct Finding: Sendable, Hashable {
  /// The rule's kebab-case id, e.g. `hosting-outside-adapter`.
  public var ruleID: String
  public var severity: Severity
  /// Path relative to the repository root, with `/` separators.
  public var path: String
  /// UTF-8 byte offset of the flagged token in the file.
  public var offset: UInt32
  /// 1-based line and character column of `offset`.
  public var location: LineColumn
  /// What is wrong and how to fix it: lowercase, names the thing in backticks.
  public var message: String
  /// The text of the flagged line with surrounding blanks trimmed (for baselines and
  /// fingerprints that survive line shifts).
  public var lineText: String

  public init(
    ruleID: String, severity: Severity, path: String, offset: UInt32, location: LineColumn,
    message: String, lineText: String
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.path = path
    self.offset = offset
    self.location = location
    self.message = message
    self.lineText = lineText
  }
}

extension Finding: Comparable {
  /// Findings sort by path, then position, then rule id.
  public static func < (a: Finding, b: Finding) -> Bool {
    if a.path != b.path { return a.path < b.path }
    if a.offset != b.offset { return a.offset < b.offset }
    return a.ruleID < b.ruleID
  }
}
