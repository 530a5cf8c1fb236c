/// The repository-wide index of declared types and what they inherit from, closed
/// transitively: a class inheriting (through any chain of declared types) from a
/// hosting type *is* a hosting type, and a type conforming to a protocol that refines
/// a representable protocol is a representable.
///
/// Built from outlines in one pass (no second lexing), so the pre-commit mode can
/// judge staged files against declarations anywhere in the tree.
public struct TypeIndex: Sendable {
  /// Every inheritance edge as declared: a type name and one name in its inheritance
  /// clause (all declarations and extensions of that name together; repeats are
  /// harmless). Kept flat, so recording a file and merging another worker's index are
  /// appends: as dictionaries of sets, merging two workers' indexes of a large tree
  /// cost more than a millisecond of a scan's serial part.
  private var edges: [(name: String, base: String)] = []
  /// Names declared as a value type, and as an inheritable type, somewhere (repeats
  /// allowed). Made sets only when asked: subtracting on every `add` made indexing a
  /// large tree quadratic.
  private var valueTypes: [String] = []
  private var inheritable: [String] = []

  /// Declared type name → the names in its inheritance clauses.
  public var inheritance: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for edge in edges { result[edge.name, default: []].insert(edge.base) }
    return result
  }

  /// The names that are leaves: declared as a `struct`, `enum` or `actor` and never as
  /// a class or protocol. Nothing can inherit from them, so they pass nothing on: leaves
  /// are left out of `closure(of:)`, which keeps them out of the engine's name search (a
  /// large app has hundreds of representable structs; each would be one more needle).
  func leaves() -> Set<String> { Set(valueTypes).subtracting(inheritable) }

  /// Whether `name` is a leaf (see `leaves()`).
  func isLeaf(_ name: String) -> Bool { leaves().contains(name) }

  public init() {}

  /// Records the declarations of one file's outline.
  public mutating func add(_ outline: Outline) {
    for type in outline.types {
      switch type.kind {
      case "struct", "enum", "actor": valueTypes.append(type.name)
      case "class", "protocol", "typealias": inheritable.append(type.name)
      default: break
      }
      for base in type.inherited { edges.append((type.name, base.name)) }
    }
  }

  /// Records one declaration's inheritance clause, for callers that keep declarations
  /// without their outline (the per-blob facts of `puente trend` and `puente report`).
  public mutating func add(name: String, inherits bases: [String]) {
    for base in bases { edges.append((name, base)) }
  }

  /// Records `name` as declared a `struct`, `enum` or `actor` (tests build indexes
  /// without outlines).
  mutating func declareValueType(_ name: String) { valueTypes.append(name) }

  /// Merges another index (from another worker) into this one.
  public mutating func merge(_ other: TypeIndex) {
    edges += other.edges
    inheritable += other.inheritable
    valueTypes += other.valueTypes
  }

  /// Every name that reaches one of `roots` through inheritance, mapped to the root
  /// it reaches (the roots map to themselves). A name reaching several roots maps to
  /// the alphabetically first, so messages are stable.
  public func closure(of roots: Set<String>) -> [String: String] {
    closures(of: [roots])[0]
  }

  /// `closure(of:)` for each set of roots, from one pass over the declarations (the
  /// engine asks for the hosting and the representable closure together).
  public func closures(of rootSets: [Set<String>]) -> [[String: String]] {
    // Breadth first down the reversed inheritance edges, one root at a time in order:
    // a name is first reached from the smallest root that reaches it. (Iterating over
    // every declaration until nothing changed made a large app's closure the slowest
    // serial step of a scan.)
    let leaves = leaves()
    var children: [String: [String]] = [:]
    for edge in edges where !leaves.contains(edge.name) {
      children[edge.base, default: []].append(edge.name)
    }
    return rootSets.map { roots in
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
}
