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
  /// Names by number.
  private(set) var names: [String] = []
  private var ids: [String: Int32] = [:]
  /// Per base: the names declared with it in their inheritance clause (each once).
  private var children: [[Int32]] = []
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

  init() {}

  /// An index with these entries (what `entries` gave).
  init(reverse: [(String, [(String, Int)])], kinds: [(String, Int, Int)]) {
    for (base, list) in reverse {
      let b = id(base)
      for (name, n) in list where n > 0 {
        let c = id(name)
        edges[Self.edge(b, c)] = n
        children[Int(b)].append(c)
      }
    }
    for (name, value, reference) in kinds where value > 0 || reference > 0 {
      self.kinds[Int(id(name))] = (value, reference)
    }
  }

  /// Everything the index holds, sorted (for the cache's resume state).
  func entries() -> (reverse: [(String, [(String, Int)])], kinds: [(String, Int, Int)]) {
    var reverse: [(String, [(String, Int)])] = []
    for (b, list) in children.enumerated() where !list.isEmpty {
      let pairs = list.map { (names[Int($0)], edges[Self.edge(Int32(b), $0)] ?? 0) }
      reverse.append((names[b], pairs.sorted { $0.0 < $1.0 }))
    }
    reverse.sort { $0.0 < $1.0 }
    var kinds: [(String, Int, Int)] = []
    for (i, kind) in self.kinds.enumerated() where kind.value > 0 || kind.reference > 0 {
      kinds.append((names[i], kind.value, kind.reference))
    }
    kinds.sort { $0.0 < $1.0 }
    return (reverse, kinds)
  }

  /// The number of `name`, added when new.
  mutating func id(_ name: String) -> Int32 {
    if let known = ids[name] { return known }
    let i = Int32(names.count)
    names.append(name)
    ids[name] = i
    children.append([])
    kinds.append((0, 0))
    return i
  }

  /// The number of `name`, nil when the index never saw it.
  func existingID(_ name: String) -> Int32? { ids[name] }

  @inline(__always)
  private static func edge(_ base: Int32, _ name: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: base)) << 32 | UInt64(UInt32(bitPattern: name))
  }

  /// Adds (`sign` 1) or removes (`sign` -1) the declarations of one file.
  mutating func apply(_ types: [TypeFact], sign: Int) {
    for type in types {
      let name = id(type.name)
      var seen = Set<Int32>()
      for baseName in type.inherited {
        let base = id(baseName)
        guard seen.insert(base).inserted else { continue }
        let key = Self.edge(base, name)
        let before = edges[key] ?? 0
        let after = max(0, before + sign)
        edges[key] = after == 0 ? nil : after
        guard (before > 0) != (after > 0) else { continue }
        if after > 0 {
          children[Int(base)].append(name)
        } else if let at = children[Int(base)].firstIndex(of: name) {
          children[Int(base)].remove(at: at)
        }
        if flippedEdges[key] == nil { flippedEdges[key] = before > 0 }
      }
      var kind = kinds[Int(name)]
      let before = Self.status(kind)
      switch type.kind {
      case .struct, .enum, .actor: kind.value = max(0, kind.value + sign)
      case .class, .protocol: kind.reference = max(0, kind.reference + sign)
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

  /// Whether an edge or a kind is not as it was at the last call (the closure can only
  /// have changed then), and starts watching afresh.
  mutating func takeChanges() -> Bool {
    defer {
      flippedEdges = [:]
      flippedKinds = [:]
    }
    for (key, was) in flippedEdges where (edges[key] != nil) != was { return true }
    for (name, was) in flippedKinds where Self.status(kinds[Int(name)]) != was { return true }
    return false
  }

  /// Per name number: the number of the first root (alphabetically) it reaches, -1 for
  /// none. Roots map to themselves.
  func rootNumbers(of roots: Set<String>) -> [Int32] {
    var result = [Int32](repeating: -1, count: names.count)
    let numbered = roots.compactMap { root in ids[root].map { (root, $0) } }.sorted { $0.0 < $1.0 }
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

  /// Whether `name` is declared only as a struct, enum or actor.
  func isValueTypeOnly(_ name: String) -> Bool {
    ids[name].map { isValueTypeOnly($0) } ?? false
  }
}
