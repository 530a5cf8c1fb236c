import PuenteLexer

/// Something that reports findings under an id, documented for `puente rules`, the
/// configuration and the reports: a rule, or one of the engine's own checks (the
/// suppression comments, see `SuppressionCheck`). Its examples are its tests.
///
/// Examples mark each expected finding with `↓` just before the flagged token; every
/// triggering example must produce exactly those, every non-triggering one nothing.
public protocol DocumentedCheck {
  static var info: RuleInfo { get }
  /// Option keys this check accepts in `.puente.json` (each an array of strings), with
  /// a one-line description of each.
  static var options: [String: String] { get }
  static var triggeringExamples: [String] { get }
  static var nonTriggeringExamples: [String] { get }
  /// Whether it runs unless the configuration enables it (`false` for opt-in checks).
  static var enabledByDefault: Bool { get }
  /// Whether the template `puente init` writes turns it on. Default: `enabledByDefault`.
  static var enabledInTemplate: Bool { get }
  /// The scan inputs its examples assume (the shim rules' deployment targets); the
  /// example tests run the examples with these. Default: none.
  static var exampleInputs: ScanInputs { get }
  /// The configuration its examples assume (`forbidden-module-import`'s layers).
  /// Default: `Configuration.default`.
  static var exampleConfiguration: Configuration { get }
}

extension DocumentedCheck {
  public static var options: [String: String] { [:] }
  public static var enabledByDefault: Bool { true }
  public static var enabledInTemplate: Bool { enabledByDefault }
  public static var exampleInputs: ScanInputs { ScanInputs() }
  public static var exampleConfiguration: Configuration { .default }
}

/// A rule: documentation, what it needs, and a pure check over one file.
///
/// A rule reads the file and the analyses it asks its context for, and returns what it
/// found; it never keeps state between files. What it needs of the repository beyond
/// the file comes from scan analyses it `requires`.
public protocol Rule: DocumentedCheck, Sendable {
  /// The analyses of the repository's declarations this rule reads (go/analysis's
  /// `Requires`): the engine lexes the files their needles point at before checking,
  /// and runs the rule on files holding one of them. Default: none.
  static var requires: [any ScanAnalysis.Type] { get }
  /// Byte strings at least one of which a file must contain for this rule to find
  /// anything in it, besides its required analyses' (ruff's needles). The engine lexes
  /// only files holding some rule's needle, and runs a rule only on those holding one of
  /// its own; a rule with none (and no requirement) runs on every lexed file. Read the
  /// rule's options through `scan.settings(for:)`. Default: none.
  static func needles(_ scan: ScanContext) -> [String]
  /// For a rule that judges dates against the scan's day (`ScanInputs.today`): the days
  /// on which its findings in this file may change, i.e. the first day of each period
  /// over which they stay the same. `puente trend` keeps a file's results across days
  /// that cross none of them. Default: none (the findings do not depend on the day).
  static func changeDays(_ context: RuleContext) -> [CalendarDay]
  init()
  func check(_ context: RuleContext) -> [RuleViolation]
}

extension Rule {
  public static var requires: [any ScanAnalysis.Type] { [] }
  public static func needles(_ scan: ScanContext) -> [String] { [] }
  public static func changeDays(_ context: RuleContext) -> [CalendarDay] { [] }
}

/// What a rule sees of one file: the lexed file, where it sits, its options, and the
/// file's and the scan's analyses.
public struct RuleContext {
  public let file: SourceFile
  /// Whether the file is inside the adapter layer (an `adapters` glob matches it).
  public let isAdapter: Bool
  /// This rule's options from the configuration (`types`, `modifiers`, …).
  public let options: [String: [String]]
  public let scan: ScanContext
  /// The file's analyses, shared by every rule checking it in this scan.
  let analyses: FileAnalyses

  public var configuration: Configuration { scan.configuration }

  /// `A`'s value for this file, computed on first use by any rule of the file.
  public func result<A: FileAnalysis>(of analysis: A.Type) -> A.Value { analyses.result(of: analysis, file, scan) }

  /// `A`'s value for the scan.
  public func result<A: ScanAnalysis>(of analysis: A.Type) -> A.Value { scan.result(of: analysis) }
}

/// The memoised file analyses of one file in one scan. Not locked: one file's checks
/// run on one thread.
final class FileAnalyses {
  private var results: [ObjectIdentifier: Any] = [:]

  func result<A: FileAnalysis>(of analysis: A.Type, _ file: SourceFile, _ scan: ScanContext) -> A.Value {
    let key = ObjectIdentifier(analysis)
    if let known = results[key] as? A.Value { return known }
    let made = A.run(file, in: scan)
    results[key] = made
    return made
  }
}

/// One problem a rule found: where (UTF-8 byte offset of the flagged token) and what.
public struct RuleViolation: Sendable, Hashable {
  public var offset: UInt32
  public var message: String

  public init(offset: UInt32, message: String) {
    self.offset = offset
    self.message = message
  }
}
