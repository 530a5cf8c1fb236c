/// A type declaration kept without its file: what the type index and the screen count need.
public struct TypeFact: Sendable, Hashable {
  public typealias Kind = DeclarationKind
  public var kind: Kind
  /// The declared (or extended) name, last component for `extension A.B`.
  public var name: String
  /// Base names of the inheritance clause, in order.
  public var inherited: [String]

  public init(kind: Kind, name: String, inherited: [String]) {
    self.kind = kind
    self.name = name
    self.inherited = inherited
  }

  /// The declarations of an outline worth keeping: every type, and extensions that add
  /// conformances (`extension Row: View`). Plain extensions name no new type.
  static func from(_ outline: Outline) -> [TypeFact] {
    outline.types.compactMap { type in
      guard type.kind != .extension || !type.inherited.isEmpty
      else { return nil }
      return TypeFact(kind: type.kind, name: type.name, inherited: type.inherited.map(\.name))
    }
  }
}
