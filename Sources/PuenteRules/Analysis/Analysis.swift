import Foundation
import PuenteSource

/// A fact about one lexed file that several rules (or a command) need: computed the first
/// time one asks (`RuleContext.result(of:)`), then shared by every rule checking the file
/// in the same scan. It may read the scan (configuration, inputs, other analyses).
///
/// Modelled on go/analysis's `ResultOf`: the type is the key, `Value` the typed result.
public protocol FileAnalysis {
  associatedtype Value
  static func run(_ file: SourceFile, in scan: ScanContext) -> Value
}

/// A fact about the whole scan: derived from its configuration and inputs, or from the
/// repository's declarations (`ScanContext.declarations`). Computed once per scan, the
/// first time a rule asks, on whichever worker asks first.
public protocol ScanAnalysis {
  associatedtype Value: Sendable
  static func run(_ scan: ScanContext) -> Value
  /// For an analysis of the repository's declarations: byte strings a file must contain
  /// to name or declare a type that matters to it (the type names it gives meaning to).
  /// The engine lexes every file that holds one, in the report or not, so that their
  /// declarations are known, and asks again as declarations are found, until no new
  /// needle appears. Default: none.
  static func needles(_ scan: ScanContext) -> [String]
}

extension ScanAnalysis {
  public static func needles(_ scan: ScanContext) -> [String] { [] }
}

/// An analysis of the repository beyond the Swift files a scan checks (manifests,
/// storyboards, other files' facts): it reads `ScanInputs.repository`, and is empty
/// without one. `puente trend` and `puente report` count per file version and pass none,
/// so the rules requiring one count nothing there (see docs/migration-safety.md).
public protocol RepositoryAnalysis: ScanAnalysis {}

/// A repository analysis made from facts of single files: the Swift files that spell one
/// of `fileNeedles`. A scan of a whole repository gathers them in its first pass, where
/// it reads every file anyway (`Repository.gathered(_:)`), and checks the files of the
/// rules that require the analysis once all are in; otherwise the analysis reads the
/// repository itself.
protocol GatheringAnalysis: RepositoryAnalysis {
  associatedtype FileFacts: Sendable
  /// What a file must spell to have facts; those that do are lexed.
  static var fileNeedles: [String] { get }
  static func facts(of file: SourceFile) -> FileFacts
}

/// What a command supplies to a scan besides the configuration: values the rules read
/// that only the command can know.
public struct ScanInputs: Sendable, Equatable {
  /// The day retirement dates are judged by (`--today`); nil: today in UTC.
  public var today: CalendarDay?
  /// The deployment targets the command resolved from the build files (the shim
  /// rules); nil: the configuration's `deploymentTargets` minimums alone.
  public var deploymentTargets: DeploymentTargets?
  /// Identifier uses of removable shims' names in all the scanned code, by name; nil
  /// (or a name missing): messages leave the reference count out.
  public var shimReferences: [String: Int]?
  /// What the scan is asked about screens (see `ScreenScan`); nil: nothing.
  public var screens: ScreenScan?
  /// The repository the repository-wide analyses read (manifests, storyboards, UI
  /// tests); nil: `Engine.scan(_:)` uses the source it scans, other scans none (and the
  /// rules that need one report nothing).
  public var repository: Repository?

  public init(
    today: CalendarDay? = nil, deploymentTargets: DeploymentTargets? = nil, shimReferences: [String: Int]? = nil,
    screens: ScreenScan? = nil, repository: Repository? = nil
  ) {
    self.today = today
    self.deploymentTargets = deploymentTargets
    self.shimReferences = shimReferences
    self.screens = screens
    self.repository = repository
  }
}

/// A repository's files beyond the Swift ones a scan checks: what the repository-wide
/// analyses (the module graph, the accessibility identifiers) read, each computed once
/// per repository however many scan contexts ask (see `fact(_:)`).
public final class Repository: @unchecked Sendable, Equatable {
  public let source: any FileSource
  private let lock = NSLock()
  private var listed: [String]?
  private let facts = Memo()
  private var gatheredFacts: [ObjectIdentifier: [(path: String, facts: Any)]] = [:]

  /// `paths`: the source's listing when the caller has it already (the engine does).
  public init(source: any FileSource, paths: [String]? = nil) {
    self.source = source
    listed = paths
  }

  /// Every path of the source, listed once (empty when it cannot be listed: the scan
  /// reports that itself).
  public var paths: [String] {
    lock.lock()
    defer { lock.unlock() }
    if let listed { return listed }
    let made = (try? source.list()) ?? []
    listed = made
    return made
  }

  /// `A`'s value for this repository, computed on first use (by any scan context).
  public func fact<A: ScanAnalysis>(_ analysis: A.Type, _ make: () -> A.Value) -> A.Value {
    facts.value(ObjectIdentifier(analysis), make)
  }

  /// The facts a scan of the whole repository gathered for `A`, in no order; nil when
  /// none did.
  func gathered<A: GatheringAnalysis>(_ analysis: A.Type) -> [(path: String, facts: A.FileFacts)]? {
    lock.lock()
    defer { lock.unlock() }
    return gatheredFacts[ObjectIdentifier(analysis)]?.compactMap { item in
      (item.facts as? A.FileFacts).map { (item.path, $0) }
    }
  }

  func setGathered(_ analysis: any GatheringAnalysis.Type, _ facts: [(path: String, facts: Any)]) {
    lock.lock()
    gatheredFacts[ObjectIdentifier(analysis)] = facts
    lock.unlock()
  }

  /// The same repository (a handle compares by identity).
  public static func == (a: Repository, b: Repository) -> Bool { a === b }
}

/// One scan's fixed facts: the configuration, the command's inputs, the repository's
/// declarations as far as they are known, and the scan analyses computed from them.
///
/// The engine makes one context before any file is lexed (no declarations known yet)
/// and one once every relevant file's declarations are in (see `Engine`): analyses of
/// the declarations are computed afresh in each.
public final class ScanContext: @unchecked Sendable {
  public let configuration: Configuration
  public let inputs: ScanInputs
  /// The declarations of the files lexed so far (all relevant ones, in the final context).
  public let declarations: TypeIndex
  private let results = Memo()

  public init(configuration: Configuration, inputs: ScanInputs = ScanInputs(), declarations: TypeIndex = TypeIndex()) {
    self.configuration = configuration
    self.inputs = inputs
    self.declarations = declarations
  }

  /// The same configuration and inputs with other declarations (analyses not carried over).
  public func with(declarations: TypeIndex) -> ScanContext {
    ScanContext(configuration: configuration, inputs: inputs, declarations: declarations)
  }

  /// A context whose `A` is `value`, sharing the other results computed so far (the
  /// trend checks a file version against bridge types restricted to the names it
  /// mentions).
  package func seeded<A: ScanAnalysis>(_ analysis: A.Type, _ value: A.Value) -> ScanContext {
    let context = ScanContext(configuration: configuration, inputs: inputs, declarations: declarations)
    context.results.copy(from: results)
    context.results.set(ObjectIdentifier(analysis), value)
    return context
  }

  /// `A`'s value for this scan, computed on first use.
  public func result<A: ScanAnalysis>(of analysis: A.Type) -> A.Value {
    results.value(ObjectIdentifier(analysis)) { A.run(self) }
  }

  /// The settings the configuration gives rule `id` (all nil when it lists none).
  public func settings(for id: String) -> RuleSettings { configuration.settings(for: id) }
}

/// Values by key, each computed once, for any number of threads: the scan analyses'
/// results, the repository's facts.
final class Memo: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ObjectIdentifier: Any] = [:]

  /// The value of `key`, made by `make` the first time. Made outside the lock: an
  /// analysis may ask for others. Two workers asking at once may both make it; the
  /// values are equal and the first stored is kept.
  func value<V>(_ key: ObjectIdentifier, _ make: () -> V) -> V {
    lock.lock()
    if let known = values[key] as? V {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    defer { lock.unlock() }
    if let known = values[key] as? V { return known }
    values[key] = made
    return made
  }

  func set(_ key: ObjectIdentifier, _ value: Any) {
    lock.lock()
    values[key] = value
    lock.unlock()
  }

  /// Takes every value `other` holds.
  func copy(from other: Memo) {
    other.lock.lock()
    let taken = other.values
    other.lock.unlock()
    lock.lock()
    values.merge(taken) { _, theirs in theirs }
    lock.unlock()
  }
}
