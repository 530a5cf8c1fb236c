/// A type declaration kept without its file: what the type index and the screen count need.
public struct TypeFact: Sendable, Hashable {
  public typealias Kind = DeclarationKind
  public var kind: Kind
  /// The declared (or extended) name, qualified by the types it is declared in
  /// (`Settings.Coordinator`; see `Outline.qualifiedNames()`).
  public var name: String
  /// Base names of the inheritance clause, in order; a base naming a member declared in
  /// the same file's enclosing types is qualified the same way.
  public var inherited: [String]

  public init(kind: Kind, name: String, inherited: [String]) {
    self.kind = kind
    self.name = name
    self.inherited = inherited
  }

  /// The unqualified name, as code spells it at the declaration.
  public var simpleName: Substring { name.split(separator: ".").last ?? Substring(name) }

  /// The declarations of an outline worth keeping: every type, and extensions that add
  /// conformances (`extension Row: View`). Plain extensions name no new type.
  package static func from(_ outline: Outline) -> [TypeFact] {
    let names = outline.qualifiedNames()
    var declared: Set<String>? = nil
    var facts: [TypeFact] = []
    facts.reserveCapacity(outline.types.count)
    for (i, type) in outline.types.enumerated() {
      guard type.kind != .extension || !type.inherited.isEmpty else { continue }
      let name = names[i]
      var inherited = type.inherited.map(\.name)
      // `class Detail: Base` inside `enum Settings` inherits from `Settings.Base` when
      // this file declares one there (the innermost enclosing type first). Only members
      // (a qualified name, the rare case) look.
      if !inherited.isEmpty && name.utf8.count != type.name.utf8.count {
        let known = declared ?? Set(names)
        declared = known
        // The enclosing scopes are the name's prefixes before each `.`, innermost (the
        // last `.`) first: cut on the UTF-8, which `qualifiedNames` joined with `.`.
        let utf8 = name.utf8
        let dots = utf8.indices.filter { utf8[$0] == UInt8(ascii: ".") }
        inherited = inherited.map { base in
          for dot in dots.reversed() {
            let member = String(name[..<dot]) + "." + base
            if known.contains(member) { return member }
          }
          return base
        }
      }
      facts.append(TypeFact(kind: type.kind, name: name, inherited: inherited))
    }
    return facts
  }
}

extension Outline {
  /// Each type's name qualified by the bodies it is declared in, in the order of
  /// `types`: a `Coordinator` declared inside `enum Settings`, or inside an
  /// `extension Settings`, is `Settings.Coordinator`. A member is found through its
  /// parent, never by its simple name alone, so two parents' `Coordinator`s never meet.
  /// (An extension of `A.B` is known by its last component, `B`.)
  public func qualifiedNames() -> [String] {
    var open: [(body: Range<Int>, name: String)] = []
    return types.map { type in
      while let last = open.last, !last.body.contains(type.namePosition) { open.removeLast() }
      let name = open.last.map { $0.name + "." + type.name } ?? type.name
      if let body = type.body { open.append((body, name)) }
      return name
    }
  }

  /// The qualified names of the types whose bodies contain code position `p`,
  /// innermost first.
  public func enclosingTypes(at p: Int) -> [String] {
    // Each qualified name is its parent's and its own, as `qualifiedNames` joins them.
    var names: [String] = []
    for type in enclosingTypes(containing: p) {
      names.append(names.last.map { $0 + "." + type.name } ?? type.name)
    }
    return names.reversed()
  }
}
