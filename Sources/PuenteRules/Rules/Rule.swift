import Foundation
import PuenteLexer

/// What a rule sees of one file: the lexed file, where it sits, and the resolved
/// repository-wide names.
public struct RuleContext: Sendable {
  public let file: SourceFile
  /// Whether the file is inside the adapter layer (an `adapters` glob matches it).
  public let isAdapter: Bool
  /// This rule's options from the configuration (`types`, `modifiers`, …). (Settable
  /// here, so that the engine builds one context per file and changes only this for
  /// each rule: building a context per rule and file retained and released a dozen
  /// references each time, 8 million instructions on the benchmark repository.)
  public internal(set) var options: [String: [String]]
  /// Hosting type names → the hosting base each comes from (built-ins, configured
  /// names, and declared subclasses, transitively).
  public let hosting: [String: String]
  /// Representable protocol and type names → the representable protocol each reaches.
  public let representable: [String: String]
  /// The whole configuration (feature sections live in `configuration.extra`).
  public let configuration: Configuration
  /// Values a command computed for the rules (see `ScanOptions.parameters`), e.g.
  /// `today` (`YYYY-MM-DD`) or resolved deployment targets.
  public let parameters: [String: String]
  /// Values derived once per scan from the configuration and parameters, shared by
  /// every file's rules.
  public let shared: ScanShared
  /// `hosting`'s names by their hashes: a name whose hash is not in it is no hosting
  /// name, which spares looking most callees up in `hosting` (hashing a `String` for a
  /// dictionary costs ten times as much). Built by whoever builds the map, once per map
  /// (`NameHashFilter(hosting.keys)` when not given).
  public let hostingNames: NameHashFilter

  public init(
    file: SourceFile, isAdapter: Bool, options: [String: [String]], hosting: [String: String],
    representable: [String: String], configuration: Configuration = .default, parameters: [String: String] = [:],
    shared: ScanShared = ScanShared(), hostingNames: NameHashFilter? = nil
  ) {
    self.shared = shared
    self.file = file
    self.isAdapter = isAdapter
    self.options = options
    self.hostingNames = hostingNames ?? NameHashFilter(hosting.keys)
    self.hosting = hosting
    self.representable = representable
    self.configuration = configuration
    self.parameters = parameters
  }
}

/// Values a rule derives from the scan's configuration and parameters alone (the flag
/// settings, today's date), made once per scan instead of once per file and rule: the
/// four flag rules parsed the `flags` section again for every lexed file.
public final class ScanShared: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  public init() {}

  /// The value stored under `key`, made by `make` the first time. `make` must depend
  /// only on what is fixed for the scan.
  public func value<T>(_ key: String, _ make: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    if let value = values[key] as? T { return value }
    let value = make()
    values[key] = value
    return value
  }
}

extension RuleContext {
  /// Whether some identifier of the file may be a hosting name (no means none is): a
  /// rule that needs one can stop before looking each call up.
  var fileMayNameHosting: Bool { hostingNames.mayContainAny(file.identifierNameHashes) }
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

/// A rule: an id, its documentation with examples that are also its tests, and a pure
/// check over one file.
///
/// Examples mark each expected finding with `↓` just before the flagged token; every
/// triggering example must produce exactly those, every non-triggering one nothing.
public protocol Rule: Sendable {
  static var info: RuleInfo { get }
  /// Option keys this rule accepts in `.puente.json` (each an array of strings), with
  /// a one-line description of each.
  static var options: [String: String] { get }
  static var triggeringExamples: [String] { get }
  static var nonTriggeringExamples: [String] { get }
  /// Whether the rule runs unless the configuration enables it (`false` for opt-in rules).
  static var enabledByDefault: Bool { get }
  /// Byte strings (e.g. `available`, `Flags`) at least one of which a file must
  /// contain for this rule to find anything in it; the engine lexes only files that
  /// contain some rule's needle (see `NeedleSearch`). `Hosting`, `Representable`,
  /// `puente:` and `rootView` are always searched for.
  static func needles(options: [String: [String]], configuration: Configuration) -> [String]
  /// Values for `RuleContext.parameters` that the examples assume, for rules that read
  /// what a command computes (the shim rules' deployment targets). The example tests run
  /// each rule's examples with these; `puente rules ID` can show them. Default: none.
  static var exampleParameters: [String: String] { get }
  init()
  func check(_ context: RuleContext) -> [RuleViolation]
}

extension Rule {
  public static var options: [String: String] { [:] }
  public static var enabledByDefault: Bool { true }
  public static func needles(options: [String: [String]], configuration: Configuration) -> [String] { [] }
  public static var exampleParameters: [String: String] { [:] }
}

/// Built-in bridge names the rules start from; configured names extend them.
public enum BridgeNames {
  public static let hosting: Set<String> = [
    "UIHostingController", "NSHostingController", "NSHostingView", "_UIHostingView", "UIHostingConfiguration",
  ]
  public static let representable: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]
  public static let environmentModifiers: Set<String> = ["environment", "environmentObject", "modelContainer"]
}
