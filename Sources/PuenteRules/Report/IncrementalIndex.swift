/// The type index of `TypeIndex`, kept up to date as declarations come and go, for the
/// trend: consecutive commits change a few files, so the index is patched rather than
/// rebuilt, and the closure is a walk from the roots over reverse edges, which visits only
/// the names it reaches instead of iterating the whole index to a fixed point.
///
/// Names are numbered, and edges and kinds kept in arrays: the closure is worked out
/// again at most commits of a history (declarations of bridge files do change), and over
/// string-keyed dictionaries that walk was a sixth of a cold trend.
///
/// `closure(of:)` equals `TypeIndex.closure(of:)` over the same declarations (a test
/// checks this on random graphs): every name reaching a root maps to the alphabetically
/// first root it reaches, and roots map to themselves.
struct IncrementalIndex {
  /// Names, numbered.
  private var ids = StringNumbers()
  /// Names by number.
  var names: [String] { ids.strings }
  /// Per base: the names declared with it in their inheritance clause (each once), and
  /// where each is in that list, so taking one out costs no search (`View` has a
  /// thousand).
  private var children: [[Int32]] = []
  private var childAt: [UInt64: Int] = [:]
  /// Per edge (`base << 32 | name`): how many declarations list it.
  private var edges: [UInt64: Int] = [:]
  /// Per name: how many value-type (struct, enum, actor) and reference-type (class,
  /// protocol) declarations it has.
  private var kinds: [(value: Int, reference: Int)] = []
  /// Edges and names whose presence or kind flipped since the last `takeChanges`, with
  /// how they were before: a file moved, or edited without touching its declarations,
  /// takes them out and puts them back, which changes no closure.
  private var flippedEdges: [UInt64: Bool] = [:]
  private var flippedKinds: [Int32: Int] = [:]

  /// An empty index (`isModified` as soon as a declaration is applied).
  init() {
    loaded = false
  }

  /// Edges and kinds changed since the index was loaded, with their values then (so a
  /// run that puts back what it took out has not modified it). Kept for a loaded index
  /// only: whether a cold run's index changed is never asked, and keeping them was two
  /// more dictionary updates per declaration.
  private var touchedEdges: [UInt64: Int] = [:]
  private var touchedKinds: [Int32: (value: Int, reference: Int)] = [:]
  private let loaded: Bool
  /// A declaration was applied (what `isModified` says of an index not loaded).
  private var applied = false

  /// The index `export` gave.
  init(
    names: [String], edges: [(base: Int32, name: Int32, count: Int)],
    kinds: [(name: Int32, value: Int, reference: Int)]
  ) {
    loaded = true
    // Sized once: a resumed index has thousands of names (every type the relevant files
    // declare), and growing the tables as they came was most of a nightly run's load.
    ids.reserveCapacity(names.count)
    for name in names { _ = ids.numbering(name) }
    children = Array(repeating: [], count: ids.count)
    self.kinds = Array(repeating: (0, 0), count: ids.count)
    self.edges.reserveCapacity(edges.count)
    for (base, name, count) in edges
    where count > 0 && Int(base) < ids.count && Int(name) < ids.count {
      let key = Self.edge(base, name)
      guard self.edges[key] == nil else { continue }
      self.edges[key] = count
      childAt[key] = children[Int(base)].count
      children[Int(base)].append(name)
    }
    for (name, value, reference) in kinds where Int(name) < ids.count {
      self.kinds[Int(name)] = (max(0, value), max(0, reference))
    }
  }

  /// Everything the index holds (names by number, edges, kinds), for the cache.
  func export() -> (
    names: [String], edges: [(base: Int32, name: Int32, count: Int)],
    kinds: [(name: Int32, value: Int, reference: Int)]
  ) {
    var edges: [(base: Int32, name: Int32, count: Int)] = []
    for (b, list) in children.enumerated() {
      for c in list { edges.append((Int32(b), c, self.edges[Self.edge(Int32(b), c)] ?? 0)) }
    }
    var kinds: [(name: Int32, value: Int, reference: Int)] = []
    for (i, kind) in self.kinds.enumerated() where kind.value > 0 || kind.reference > 0 {
      kinds.append((Int32(i), kind.value, kind.reference))
    }
    return (names, edges, kinds)
  }

  /// Whether an edge count or a kind differs from when the index was loaded; for an
  /// index made empty, whether any declaration was applied.
  var isModified: Bool {
    guard loaded else { return applied }
    for (key, was) in touchedEdges where (edges[key] ?? 0) != was { return true }
    for (name, was) in touchedKinds where kinds[Int(name)] != was { return true }
    return false
  }

  /// The number of `name`, added when new.
  mutating func id(_ name: String) -> Int32 {
    let i = ids.numbering(name)
    guard Int(i) == children.count else { return i }
    children.append([])
    kinds.append((0, 0))
    return i
  }

  @inline(__always)
  private static func edge(_ base: Int32, _ name: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: base)) << 32 | UInt64(UInt32(bitPattern: name))
  }

  /// Takes the declarations `old` out and puts `new` in, as `apply` of each would, but
  /// touching only those between their common start and end: an edit of a file with a
  /// dozen declarations adds or changes one or two, and applying all of them twice was
  /// most of what counting a later tree of a history cost.
  mutating func replace(_ old: [TypeFact], with new: [TypeFact]) {
    var start = 0
    while start < old.count && start < new.count && old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start && newEnd > start && old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    apply(old[start..<oldEnd], sign: -1)
    apply(new[start..<newEnd], sign: 1)
  }

  /// Adds (`sign` 1) or removes (`sign` -1) the declarations of one file.
  mutating func apply(_ types: [TypeFact], sign: Int) { apply(types[...], sign: sign) }

  /// Adds (`sign` 1) or removes (`sign` -1) declarations.
  mutating func apply(_ types: ArraySlice<TypeFact>, sign: Int) {
    if !types.isEmpty { applied = true }
    for type in types {
      let name = id(type.name)
      for (k, baseName) in type.inherited.enumerated() {
        // A base listed twice counts once (inheritance clauses are short).
        if type.inherited[..<k].contains(baseName) { continue }
        let base = id(baseName)
        let key = Self.edge(base, name)
        let before = edges[key] ?? 0
        if loaded && touchedEdges[key] == nil { touchedEdges[key] = before }
        let after = max(0, before + sign)
        edges[key] = after == 0 ? nil : after
        guard (before > 0) != (after > 0) else { continue }
        if after > 0 {
          childAt[key] = children[Int(base)].count
          children[Int(base)].append(name)
        } else if let at = childAt.removeValue(forKey: key) {
          // The last child takes the place of the one leaving.
          let last = children[Int(base)].removeLast()
          if at < children[Int(base)].count {
            children[Int(base)][at] = last
            childAt[Self.edge(base, last)] = at
          }
        }
        if flippedEdges[key] == nil { flippedEdges[key] = before > 0 }
      }
      var kind = kinds[Int(name)]
      if loaded && touchedKinds[name] == nil { touchedKinds[name] = kind }
      let before = Self.status(kind)
      switch type.kind {
      case .struct, .enum, .actor: kind.value = max(0, kind.value + sign)
      case .class, .protocol, .typealias: kind.reference = max(0, kind.reference + sign)
      case .extension: break
      }
      kinds[Int(name)] = kind
      if Self.status(kind) != before && flippedKinds[name] == nil { flippedKinds[name] = before }
    }
  }

  /// Whether a name has value-type and reference-type declarations, as two bits.
  private static func status(_ kind: (value: Int, reference: Int)) -> Int {
    (kind.value > 0 ? 1 : 0) | (kind.reference > 0 ? 2 : 0)
  }

  /// Whether an edge or a kind is not as it was at the last call, and starts watching
  /// afresh. Only edges to a base, and kinds of names, for which `inClosure` holds count:
  /// the closure can only have changed then (a name reaches a root only through a base
  /// that does, and only the kinds of names in the closure decide what is searched for).
  /// Most trees of a history edit declarations of types no bridge name is about; working
  /// the closure out again for each of them was a tenth of a cold trend's counting.
  mutating func takeChanges(inClosure: (Int32) -> Bool) -> Bool {
    defer {
      flippedEdges = [:]
      flippedKinds = [:]
    }
    for (key, was) in flippedEdges where (edges[key] != nil) != was {
      if inClosure(Int32(bitPattern: UInt32(truncatingIfNeeded: key >> 32))) { return true }
    }
    for (name, was) in flippedKinds where Self.status(kinds[Int(name)]) != was {
      if inClosure(name) { return true }
    }
    return false
  }

  /// Per name number: the number of the first root (alphabetically) it reaches, -1 for
  /// none. Roots map to themselves.
  func rootNumbers(of roots: Set<String>) -> [Int32] {
    var result = [Int32](repeating: -1, count: names.count)
    let numbered = roots.compactMap { root in ids.number(of: root).map { (root, $0) } }.sorted { $0.0 < $1.0 }
    for (_, r) in numbered { result[Int(r)] = r }
    for (_, r) in numbered {
      var queue = [r]
      while let current = queue.popLast() {
        for name in children[Int(current)] where result[Int(name)] == -1 {
          result[Int(name)] = r
          queue.append(name)
        }
      }
    }
    return result
  }

  /// Every name reaching one of `roots`, mapped to the first root (alphabetically) it reaches.
  func closure(of roots: Set<String>) -> [String: String] {
    var result: [String: String] = [:]
    for root in roots { result[root] = root }
    for (i, r) in rootNumbers(of: roots).enumerated() where r >= 0 { result[names[i]] = names[Int(r)] }
    return result
  }

  /// Whether name number `i` is declared only as a struct, enum or actor (nothing can
  /// inherit from it).
  func isValueTypeOnly(_ i: Int32) -> Bool {
    let kind = kinds[Int(i)]
    return kind.value > 0 && kind.reference == 0
  }
}
