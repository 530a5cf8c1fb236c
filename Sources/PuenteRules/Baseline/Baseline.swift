import PuenteJSON
import PuenteSource

/// The recorded debt a team has agreed to live with: one entry per finding that existed
/// when `puente baseline write` ran. Scans hide findings the baseline records and count
/// the entries that no longer occur; `puente baseline update` only ever removes those,
/// so the baseline can only shrink (the ratchet).
///
/// An entry is a rule, a path and the finding's `Fingerprint`, which survives line
/// shifts and edits to other lines but not a move: a known bridge moved to a new path
/// is new debt there.
///
/// The file (`.puente-baseline.json`) is JSON with one entry per line, sorted by path,
/// rule and fingerprint (UTF-8 byte order), so diffs show exactly what was fixed:
///
/// ```
/// {
///   "version": 1,
///   "entries": [
///     {"path": "Features/Login/LoginCoordinator.swift", "rule": "hosting-outside-adapter", "fingerprint": "3f…"}
///   ]
/// }
/// ```
public struct Baseline: Sendable, Equatable {
  /// The default file name, at the scan root.
  public static let fileName = ".puente-baseline.json"
  /// The format this version reads and writes; a file with another version is refused.
  public static let formatVersion = 1

  /// One recorded finding.
  public struct Entry: Sendable, Hashable, Comparable {
    public var path: String
    public var rule: String
    /// Lowercase hex SHA-256 (see `Fingerprint`).
    public var fingerprint: String

    public init(path: String, rule: String, fingerprint: String) {
      self.path = path
      self.rule = rule
      self.fingerprint = fingerprint
    }

    /// Path, then rule, then fingerprint, by UTF-8 bytes (the same on every platform
    /// and locale).
    public static func < (a: Entry, b: Entry) -> Bool {
      if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
      if a.rule != b.rule { return a.rule.utf8.lexicographicallyPrecedes(b.rule.utf8) }
      return a.fingerprint.utf8.lexicographicallyPrecedes(b.fingerprint.utf8)
    }
  }

  /// Sorted and free of duplicates.
  public private(set) var entries: [Entry]

  public init<S: Sequence>(entries: S) where S.Element == Entry {
    self.entries = Set(entries).sorted()
  }

  /// A baseline recording every one of `findings` (all findings of the files they come
  /// from must be passed, so occurrence indices match a later scan's).
  public init(findings: [Finding]) {
    self.init(entries: Self.entries(for: findings))
  }

  /// The entry of each finding, in the order given.
  static func entries(for findings: [Finding]) -> [Entry] {
    zip(findings, Fingerprint.compute(findings)).map {
      Entry(path: $0.path, rule: $0.ruleID, fingerprint: $1)
    }
  }

  // MARK: - Applying

  /// What applying a baseline to a report did.
  public struct Outcome: Sendable {
    /// The report without the recorded findings, with `baselined` and
    /// `fixedSinceBaseline` set.
    public var report: ScanReport
    /// The recorded entries (within scope) that no longer occur.
    public var fixed: [Entry]
  }

  /// Hides the findings this baseline records. Entries for which `inScope` is false are
  /// not counted as fixed: a scan of a few files (staged ones, files named on the command
  /// line) says nothing about the others.
  public func apply(to report: ScanReport, inScope: (String) -> Bool = { _ in true }) -> Outcome {
    var matcher = Matcher(self)
    var kept: [Finding] = []
    var fingerprints: [Finding: String] = [:]
    // (The report's own fingerprints: the engine works them out with the findings.)
    for (finding, fingerprint) in zip(report.findings, report.findingFingerprints())
    where !matcher.hides(finding, fingerprint: fingerprint) {
      kept.append(finding)
      // Its fingerprint among all the findings, which a report of the kept ones alone
      // would count differently after a hidden identical line.
      fingerprints[finding] = fingerprint
    }
    let fixed = matcher.fixed(inScope: inScope)
    var result = report
    result.findings = kept
    result.fingerprints = fingerprints
    result.baselined = report.findings.count - kept.count
    result.fixedSinceBaseline = fixed.count
    return Outcome(report: result, fixed: fixed)
  }

  /// `apply` one finding at a time, for a scan whose findings are streamed: which are
  /// hidden, and at the end which entries no longer occur.
  public struct Matcher {
    private let baseline: Baseline
    private let recorded: Set<Entry>
    private var matched = Set<Entry>()
    /// The findings hidden so far.
    public private(set) var hidden = 0

    public init(_ baseline: Baseline) {
      self.baseline = baseline
      recorded = Set(baseline.entries)
    }

    /// Whether the baseline records `finding` (with its fingerprint among all its
    /// file's findings), and so hides it.
    public mutating func hides(_ finding: Finding, fingerprint: String) -> Bool {
      let entry = Entry(path: finding.path, rule: finding.ruleID, fingerprint: fingerprint)
      guard recorded.contains(entry) else { return false }
      matched.insert(entry)
      hidden += 1
      return true
    }

    /// The entries no finding matched, among those `inScope` says the scan covered.
    public func fixed(inScope: (String) -> Bool) -> [Entry] {
      baseline.entries.filter { !matched.contains($0) && inScope($0.path) }
    }
  }

  /// This baseline without the entries that no longer occur in `findings` (a full scan).
  /// Never adds an entry: new findings stay new.
  public func removingFixed(current findings: [Finding]) -> Baseline {
    let current = Set(Self.entries(for: findings))
    return Baseline(entries: entries.filter { current.contains($0) })
  }

  // MARK: - Reading and writing

  /// The file's bytes: pretty JSON, one entry per line, ending with a newline.
  public func serialized() -> [UInt8] {
    var text = "{\n  \"version\": \(Self.formatVersion),\n  \"entries\": ["
    for (i, entry) in entries.enumerated() {
      text += i == 0 ? "\n" : ",\n"
      text +=
        "    {\"path\": \(Self.quoted(entry.path)), \"rule\": \(Self.quoted(entry.rule)), "
        + "\"fingerprint\": \(Self.quoted(entry.fingerprint))}"
    }
    text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return Array(text.utf8)
  }

  /// Writes the file atomically (a temporary file, then a rename).
  public func write(to path: String) throws(BaselineError) {
    do { try AtomicFile.write(serialized(), to: path) } catch {
      throw BaselineError(path: path, message: "cannot write: \(error.localizedDescription)")
    }
  }

  /// Reads a baseline file; a missing, unreadable or malformed file is an error naming it.
  public static func load(path: String) throws(BaselineError) -> Baseline {
    let bytes: [UInt8]
    do { bytes = try FileReader.read(path) } catch {
      throw BaselineError(path: path, message: "cannot read: \(error.message)")
    }
    return try parse(bytes, path: path)
  }

  /// Parses the text of a baseline file; `path` names it in errors.
  public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
    func fail(_ message: String) -> BaselineError {
      BaselineError(
        path: path, message: message + "; fix it, or recreate it with `puente baseline write`")
    }
    let root: JSONValue
    do { root = try JSONReader.read(bytes, .json) } catch {
      throw fail("not valid JSON at \(error.line):\(error.column): \(error.message)")
    }
    guard case .object(let object) = root else {
      throw fail("expected a JSON object at the top level")
    }
    guard case .number(let number) = object["version"], let version = Int(exactly: number) else {
      throw fail("missing the integer `version`")
    }
    guard version == formatVersion else {
      throw fail(
        "format version \(version) is not the one this puente reads (\(formatVersion))"
          + (version > formatVersion ? " (a newer puente wrote it: upgrade puente)" : ""))
    }
    guard case .array(let list) = object["entries"] else { throw fail("missing the array `entries`") }
    var entries: [Entry] = []
    for (i, item) in list.enumerated() {
      guard case .object(let fields) = item else {
        throw fail("entries[\(i)] is not an object")
      }
      guard case .string(let entryPath) = fields["path"], !entryPath.isEmpty else {
        throw fail("entries[\(i)] has no string `path`")
      }
      guard case .string(let rule) = fields["rule"], !rule.isEmpty else {
        throw fail("entries[\(i)] has no string `rule`")
      }
      guard case .string(let fingerprint) = fields["fingerprint"], isFingerprint(fingerprint) else {
        throw fail("entries[\(i)].fingerprint is not 64 lowercase hex digits")
      }
      entries.append(Entry(path: entryPath, rule: rule, fingerprint: fingerprint))
    }
    return Baseline(entries: entries)
  }

  static func isFingerprint(_ s: String) -> Bool {
    s.utf8.count == 64
      && s.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// A JSON string literal (`Escaping.json`, as every JSON output of puente).
  static func quoted(_ s: String) -> String { "\"" + Escaping.json(s) + "\"" }
}

/// A baseline file that cannot be read, parsed or written; the message names the file
/// and says what to do.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "baseline `\(path)`: \(message)" }
}
