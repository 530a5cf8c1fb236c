/// The repository-wide index of declared types and what they inherit from, closed
/// transitively: a class inheriting (through any chain of declared types) from a
/// hosting type *is* a hosting type, and a type conforming to a protocol that refines
/// a representable protocol is a representable.
///
/// Built from outlines in one pass (no second lexing), so the pre-commit mode can
/// judge staged files against declarations anywhere in the tree.
public struct TypeIndex: Sendable {
  /// Declared type name → the names in its inheritance clauses (all declarations and
  /// extensions of that name together).
  public private(set) var inheritance: [String: Set<String>] = [:]
  /// Names declared as a value type, and as an inheritable type, somewhere. Kept apart
  /// and subtracted only when asked: subtracting on every `add` made indexing a large
  /// tree quadratic.
  private var valueTypes: Set<String> = []
  private var inheritable: Set<String> = []

  /// Whether `name` is a leaf: declared as a `struct`, `enum` or `actor` and never as a
  /// class or protocol. Nothing can inherit from it, so it passes nothing on: leaves are
  /// left out of `closure(of:)`, which keeps them out of the engine's name search (a
  /// large app has hundreds of representable structs; each would be one more needle).
  func isLeaf(_ name: String) -> Bool { valueTypes.contains(name) && !inheritable.contains(name) }

  public init() {}

  /// Records the declarations of one file's outline.
  public mutating func add(_ outline: Outline) {
    for type in outline.types {
      switch type.kind {
      case "struct", "enum", "actor": valueTypes.insert(type.name)
      case "class", "protocol", "typealias": inheritable.insert(type.name)
      default: break
      }
      if !type.inherited.isEmpty { inheritance[type.name, default: []].formUnion(type.inherited.map(\.name)) }
    }
  }

  /// Records one declaration's inheritance clause, for callers that keep declarations
  /// without their outline (the per-blob facts of `puente trend` and `puente report`).
  public mutating func add(name: String, inherits bases: [String]) {
    guard !bases.isEmpty else { return }
    inheritance[name, default: []].formUnion(bases)
  }

  /// Records `name` as declared a `struct`, `enum` or `actor` (tests build indexes
  /// without outlines).
  mutating func declareValueType(_ name: String) { valueTypes.insert(name) }

  /// Merges another index (from another worker) into this one.
  public mutating func merge(_ other: TypeIndex) {
    for (name, bases) in other.inheritance { inheritance[name, default: []].formUnion(bases) }
    inheritable.formUnion(other.inheritable)
    valueTypes.formUnion(other.valueTypes)
  }

  /// Every name that reaches one of `roots` through inheritance, mapped to the root
  /// it reaches (the roots map to themselves). A name reaching several roots maps to
  /// the alphabetically first, so messages are stable.
  public func closure(of roots: Set<String>) -> [String: String] {
    // Breadth first down the reversed inheritance edges, one root at a time in order:
    // a name is first reached from the smallest root that reaches it. (Iterating over
    // every declaration until nothing changed made a large app's closure the slowest
    // serial step of a scan.)
    var children: [String: [String]] = [:]
    for (name, bases) in inheritance where !roots.contains(name) && !isLeaf(name) {
      for base in bases { children[base, default: []].append(name) }
    }
    var result: [String: String] = [:]
    for root in roots { result[root] = root }
    for root in roots.sorted() {
      var queue = [root]
      var next = 0
      while next < queue.count {
        let name = queue[next]
        next += 1
        for child in children[name] ?? [] where result[child] == nil {
          result[child] = root
          queue.append(child)
        }
      }
    }
    return result
  }

}
