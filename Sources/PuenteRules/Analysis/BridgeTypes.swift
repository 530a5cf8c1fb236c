import PuenteLexer

/// The repository's bridge types, closed over its declarations: every hosting type (a
/// built-in or configured hosting base, or a class inheriting from one through any chain
/// of declared types) and every representable protocol (a built-in or configured one, or
/// a protocol refining one, or a class conforming to one), each mapped to the base it
/// reaches. The bridge rules read it; `puente trend` asks the same analysis per tree.
///
/// Value types are left out (nothing inherits from a `struct`): a large app has hundreds
/// of representable structs, and each would be one more name to search every file for.
public struct BridgeTypes: ScanAnalysis, Sendable {
  /// Hosting type name → the hosting base it comes from (the roots map to themselves).
  /// Members are keyed by their qualified names (`Settings.Coordinator`): look names up
  /// where code spells them with `hostingBase(at:in:)`.
  public let hosting: [String: String]
  /// The hosting names declared as a `typealias`.
  public let aliases: Set<String>
  /// Representable protocol or type name → the representable protocol it reaches.
  public let representable: [String: String]
  /// `hosting`'s names as code spells them (a member's last component), answered by hash
  /// first (most identifiers of a file are ruled out without being spelled out).
  public let hostingNames: NameSet
  /// The simple names of hosting members, which resolve by where they are written.
  let memberNames: Set<String>

  public static let builtInHosting: Set<String> = [
    "UIHostingController", "NSHostingController", "NSHostingView", "_UIHostingView", "UIHostingConfiguration",
  ]
  public static let builtInRepresentable: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]
  /// What every built-in bridge name contains. Searching for these (rather than the
  /// names) also finds the files that name a subclass declared elsewhere
  /// (`ThemedHostingController`), in the same pass.
  static let parts = ["Hosting", "Representable"]

  /// The hosting bases: the built-ins and `hosting-outside-adapter`'s `types` option.
  public static func hostingRoots(_ configuration: Configuration) -> Set<String> {
    builtInHosting.union(configuration.settings(for: HostingOutsideAdapterRule.info.id).options["types"] ?? [])
  }

  /// The representable protocols: the built-ins and `representable-outside-adapter`'s `types`.
  public static func representableRoots(_ configuration: Configuration) -> Set<String> {
    builtInRepresentable.union(
      configuration.settings(for: RepresentableOutsideAdapterRule.info.id).options["types"] ?? [])
  }

  public init(hosting: [String: String], representable: [String: String], aliases: Set<String> = []) {
    self.hosting = hosting
    self.representable = representable
    self.aliases = aliases.intersection(hosting.keys)
    // (Dots looked for in the UTF-8: `String.contains(_:)` goes through Foundation, and
    // this runs at every change of declarations in the trend.)
    func isMember(_ name: String) -> Bool { name.utf8.contains(UInt8(ascii: ".")) }
    let members = hosting.keys.filter(isMember)
    memberNames = Set(members.map { String($0.split(separator: ".").last!) })
    hostingNames = NameSet(hosting.keys.filter { !isMember($0) } + memberNames)
  }

  /// The hosting type the identifier at code position `p` of `file` names, and the base
  /// it comes from, resolved as Swift's lookup would: a member's name through its
  /// qualifier (`Settings.Coordinator`) or inside its parent's bodies (innermost first),
  /// any other name as a top-level one. Naming a member type through a hosting type
  /// (`Settings.Coordinator.Configuration`) is not a use of it.
  public func hostingBase(at p: Int, in file: SourceFile) -> (name: String, base: String)? {
    let outline = file.outline
    func token(_ q: Int) -> Token? { q >= 0 && q < outline.code.count ? file.tokens[outline.code[q]] : nil }
    if token(p + 1)?.kind == .period, let next = token(p + 2), next.kind == .identifier,
      file.bytes[Int(next.start)] >= UInt8(ascii: "A"), file.bytes[Int(next.start)] <= UInt8(ascii: "Z")
    {
      return nil
    }
    let name = file.name(outline.code[p])
    guard memberNames.contains(name) else { return hosting[name].map { (name, $0) } }
    var qualifiers: [String] = []
    var q = p
    while token(q - 1)?.kind == .period, token(q - 2)?.kind == .identifier {
      q -= 2
      qualifiers.insert(file.name(outline.code[q]), at: 0)
    }
    var candidates = qualifiers.indices.map { (qualifiers[$0...] + [name]).joined(separator: ".") }
    if qualifiers.isEmpty { candidates = outline.enclosingTypes(at: p).map { $0 + "." + name } }
    for candidate in candidates + [name] {
      if let base = hosting[candidate] { return (candidate, base) }
    }
    return nil
  }

  /// How a message names a hosting type: "`X`", "`X` (a `B` subclass)", "`X` (an alias
  /// of `B`)".
  public func describe(_ name: String, base: String) -> String {
    if base == name { return "`\(name)`" }
    return aliases.contains(name) ? "`\(name)` (an alias of `\(base)`)" : "`\(name)` (a `\(base)` subclass)"
  }

  public static func run(_ scan: ScanContext) -> BridgeTypes {
    let closures = scan.declarations.closures(of: [
      hostingRoots(scan.configuration), representableRoots(scan.configuration),
    ])
    return BridgeTypes(
      hosting: closures[0], representable: closures[1], aliases: scan.declarations.aliases())
  }

  public static func needles(_ scan: ScanContext) -> [String] {
    let types = scan.result(of: BridgeTypes.self)
    return parts + types.hostingNames.names + types.representable.keys
  }
}
