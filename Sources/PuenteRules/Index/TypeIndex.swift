import PuenteLexer

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
  /// appends: merging two workers' indexes is in a scan's serial part, where dictionaries
  /// of sets would rehash every name.
  ///
  /// Each name comes with its `NameHashes` hash, taken when the edge is recorded (by the
  /// engine's workers, in parallel), so that closing the index, the serial step, follows
  /// chains of integers instead of hashing strings into dictionaries. Names are compared
  /// in full wherever hashes match: a collision costs a comparison, never a wrong edge.
  private var edges: [Edge] = []
  /// Names declared as a value type, and as an inheritable type, somewhere (repeats
  /// allowed). Made sets only when asked: subtracting on every `add` made indexing a
  /// large tree quadratic.
  private var valueTypes: [Named] = []
  private var inheritable: [Named] = []
  /// Names declared as a `typealias` somewhere (repeats allowed).
  private var typealiases: [String] = []

  struct Named {
    var name: String
    var hash: UInt32
    init(_ name: String) {
      self.name = name
      hash = NameHash.of(name)
    }
  }

  struct Edge {
    var name: Named
    var base: Named
  }

  /// Indices of items by hash, as chains hanging off a power-of-two table: built in one
  /// pass of integer work (sorting the items by hash, and the copies of their strings
  /// that sorting moves, cost three times as much).
  struct Chains {
    private var heads: [Int32]
    private var next: [Int32]
    private let mask: Int

    init(_ hashes: [UInt32]) {
      var size = 16
      while size < hashes.count * 2 { size <<= 1 }
      mask = size - 1
      heads = [Int32](repeating: -1, count: size)
      next = [Int32](repeating: -1, count: hashes.count)
      for (i, hash) in hashes.enumerated() {
        let slot = Int(truncatingIfNeeded: hash) & mask
        next[i] = heads[slot]
        heads[slot] = Int32(i)
      }
    }

    /// Calls `body` with the index of every item whose hash may be `hash` (callers
    /// compare in full), until it returns false.
    func forEach(_ hash: UInt32, _ body: (Int) -> Bool) {
      var i = heads[Int(truncatingIfNeeded: hash) & mask]
      while i >= 0 {
        guard body(Int(i)) else { return }
        i = next[Int(i)]
      }
    }
  }

  /// The declared names whose inheritance clauses name one of `bases` (one pass over the
  /// edges; `inheritance` builds a set per name). Leaves included: `closure(of:)` leaves
  /// out the structs a `View` closure is mostly made of.
  func inheriting(fromAnyOf bases: [String: String]) -> Set<String> {
    // The bases' hashes rule out most edges without hashing their names again.
    let hashes = Set(bases.keys.map(NameHash.of))
    return Set(edges.lazy.filter { hashes.contains($0.base.hash) && bases[$0.base.name] != nil }.map(\.name.name))
  }

  /// Whether an inheritance clause of a declaration other than `name`'s own holds `name`
  /// (one pass over the edges, by hash first).
  func isInherited(_ name: String) -> Bool {
    let hash = NameHash.of(name)
    return edges.contains { $0.base.hash == hash && $0.base.name == name && $0.name.name != name }
  }

  /// Declared type name → the names in its inheritance clauses.
  public var inheritance: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for edge in edges { result[edge.name.name, default: []].insert(edge.base.name) }
    return result
  }

  /// The names that are leaves: declared as a `struct`, `enum` or `actor` and never as
  /// a class or protocol. Nothing can inherit from them, so they pass nothing on: leaves
  /// are left out of `closure(of:)`, which keeps them out of the engine's name search (a
  /// large app has hundreds of representable structs; each would be one more needle).
  func leaves() -> Set<String> { Set(valueTypes.map(\.name)).subtracting(inheritable.map(\.name)) }

  /// Whether `name` is a leaf (see `leaves()`).
  func isLeaf(_ name: String) -> Bool { leaves().contains(name) }

  public init() {}

  /// Records the declarations of one file's outline, members by their qualified names
  /// (`Settings.Coordinator`; see `Outline.qualifiedNames()`).
  public mutating func add(_ outline: Outline) { add(TypeFact.from(outline)) }

  /// Records declarations kept without their outline (the trend's per-version facts),
  /// as `add(_: Outline)` records an outline's.
  public mutating func add(_ declarations: [TypeFact]) {
    for type in declarations {
      switch type.kind {
      case .struct, .enum, .actor: valueTypes.append(Named(type.name))
      case .class, .protocol: inheritable.append(Named(type.name))
      case .typealias:
        inheritable.append(Named(type.name))
        typealiases.append(type.name)
      case .extension: break
      }
      guard !type.inherited.isEmpty else { continue }
      let name = Named(type.name)
      for base in type.inherited { edges.append(Edge(name: name, base: Named(base))) }
    }
  }

  /// Records one declaration's inheritance clause, for callers that keep declarations
  /// without their outline (the per-blob facts of `puente trend` and `puente report`).
  public mutating func add(name: String, inherits bases: [String]) {
    let named = Named(name)
    for base in bases { edges.append(Edge(name: named, base: Named(base))) }
  }

  /// Records `name` as declared a `struct`, `enum` or `actor` (tests build indexes
  /// without outlines).
  mutating func declareValueType(_ name: String) { valueTypes.append(Named(name)) }

  /// Merges another index (from another worker) into this one.
  public mutating func merge(_ other: TypeIndex) {
    edges += other.edges
    inheritable += other.inheritable
    valueTypes += other.valueTypes
    typealiases += other.typealiases
  }

  /// Takes out what `merge(other)` put in: one occurrence of each of `other`'s entries
  /// (an index is a multiset: repeats are harmless, and the order of entries changes no
  /// answer). The trend keeps one index for a tree and moves it with the tree's changes,
  /// instead of merging every file's anew at each change of declarations, which copied
  /// (and retained) every name of the tree each time.
  public mutating func remove(_ other: TypeIndex) {
    // (Keys are taken in place, by type: an element handed to a generic key function was
    // copied, and its names retained, a cache miss each.)
    func keys(_ edges: [Edge]) -> [UInt64] {
      edges.withUnsafeBufferPointer { b in b.indices.map { UInt64(b[$0].name.hash) << 32 | UInt64(b[$0].base.hash) } }
    }
    func keys(_ names: [Named]) -> [UInt64] {
      names.withUnsafeBufferPointer { b in b.indices.map { UInt64(b[$0].hash) } }
    }
    Self.removeOnce(other.edges, keys(other.edges), from: &edges, keys(edges)) {
      $0.name.name == $1.name.name && $0.base.name == $1.base.name
    }
    Self.removeOnce(other.inheritable, keys(other.inheritable), from: &inheritable, keys(inheritable)) {
      $0.name == $1.name
    }
    Self.removeOnce(other.valueTypes, keys(other.valueTypes), from: &valueTypes, keys(valueTypes)) {
      $0.name == $1.name
    }
    let aliasKeys = { (list: [String]) in list.map { UInt64(NameHash.of($0)) } }
    Self.removeOnce(other.typealiases, aliasKeys(other.typealiases), from: &typealiases, aliasKeys(typealiases)) {
      $0 == $1
    }
  }

  /// Removes from `list` (whose elements have `listKeys`) one element equal to each of
  /// `removed` (with `removedKeys`), keeping the order of the rest: elements are matched
  /// by key (through a bit filter first: most stay), then compared in full, and moved in
  /// place.
  private static func removeOnce<T>(
    _ removed: [T], _ removedKeys: [UInt64], from list: inout [T], _ listKeys: [UInt64], equal: (T, T) -> Bool
  ) {
    guard !removed.isEmpty else { return }
    func bit(_ k: UInt64) -> (word: Int, mask: UInt64) {
      let mixed = k &* 0x9E37_79B9_7F4A_7C15
      return (Int(mixed >> 58), 1 << (mixed >> 52 & 63))
    }
    var filter = [UInt64](repeating: 0, count: 64)
    var pending: [UInt64: [Int]] = [:]
    for (i, k) in removedKeys.enumerated() {
      pending[k, default: []].append(i)
      let (word, mask) = bit(k)
      filter[word] |= mask
    }
    let kept = list.withUnsafeMutableBufferPointer { items -> Int in
      var left = removed.count
      var kept = 0
      for i in 0..<items.count {
        if left > 0 {
          let k = listKeys[i]
          let (word, mask) = bit(k)
          if filter[word] & mask != 0, var bucket = pending[k],
            let match = bucket.firstIndex(where: { equal(removed[$0], items[i]) })
          {
            bucket.remove(at: match)
            pending[k] = bucket.isEmpty ? nil : bucket
            left -= 1
            continue
          }
        }
        if kept != i { items.swapAt(kept, i) }
        kept += 1
      }
      return kept
    }
    list.removeLast(list.count - kept)
  }

  /// The names declared as a `typealias` (an alias of a hosting controller is not its
  /// subclass, and messages say so).
  public func aliases() -> Set<String> { Set(typealiases) }

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
    // serial step of a scan.) The reversed edges are chains of edges by their base's
    // hash, so a name's children are one table lookup away.
    let byBase = Chains(edges.map(\.base.hash))
    let values = Chains(valueTypes.map(\.hash))
    let classes = Chains(inheritable.map(\.hash))
    /// Whether `chains` of `items` holds `named`.
    func holds(_ chains: Chains, _ items: [Named], _ named: Named) -> Bool {
      var found = false
      chains.forEach(named.hash) { i in
        found = items[i].hash == named.hash && items[i].name == named.name
        return !found
      }
      return found
    }
    /// A leaf: declared a value type and never a class or protocol (see `leaves()`).
    func isLeaf(_ named: Named) -> Bool {
      holds(values, valueTypes, named) && !holds(classes, inheritable, named)
    }
    return rootSets.map { roots in
      var result: [String: String] = [:]
      for root in roots { result[root] = root }
      for root in roots.sorted() {
        var queue = [Named(root)]
        var next = 0
        while next < queue.count {
          let parent = queue[next]
          next += 1
          byBase.forEach(parent.hash) { i in
            // (The edge's parts read in place: a copy of the edge retained both names.)
            guard edges[i].base.hash == parent.hash && edges[i].base.name == parent.name else { return true }
            let child = edges[i].name
            if result[child.name] == nil && !isLeaf(child) {
              result[child.name] = root
              queue.append(child)
            }
            return true
          }
        }
      }
      return result
    }
  }
}
