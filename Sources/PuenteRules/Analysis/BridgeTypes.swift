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
  public let hosting: [String: String]
  /// Representable protocol or type name → the representable protocol it reaches.
  public let representable: [String: String]
  /// `hosting`'s names, answered by hash first (most identifiers of a file are ruled out
  /// without being spelled out).
  public let hostingNames: NameSet

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

  public init(hosting: [String: String], representable: [String: String]) {
    self.hosting = hosting
    self.representable = representable
    hostingNames = NameSet(hosting.keys)
  }

  public static func run(_ scan: ScanContext) -> BridgeTypes {
    let closures = scan.declarations.closures(of: [
      hostingRoots(scan.configuration), representableRoots(scan.configuration),
    ])
    return BridgeTypes(hosting: closures[0], representable: closures[1])
  }

  public static func needles(_ scan: ScanContext) -> [String] {
    let types = scan.result(of: BridgeTypes.self)
    return parts + types.hosting.keys + types.representable.keys
  }
}
