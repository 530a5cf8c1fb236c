/// The type index of `TypeIndex`, kept up to date as declarations come and go, for the
/// trend: consecutive commits change a few files, so the index is patched rather than
/// rebuilt, and the closure is a walk from the roots over reverse edges, which visits only
/// the names it reaches instead of iterating the whole index to a fixed point.
///
/// `closure(of:)` equals `TypeIndex.closure(of:)` over the same declarations (a test
/// checks this on random graphs): every name reaching a root maps to the alphabetically
/// first root it reaches, and roots map to themselves.
struct IncrementalIndex {
  /// Base name → declared name → how many declarations list that base.
  private var reverse: [String: [String: Int]] = [:]
  /// Name → how many value-type (struct, enum, actor) and reference-type (class,
  /// protocol) declarations it has.
  private var kinds: [String: (value: Int, reference: Int)] = [:]

  /// Adds (`sign` 1) or removes (`sign` -1) the declarations of one file.
  mutating func apply(_ types: [TypeFact], sign: Int) {
    for type in types {
      for base in Set(type.inherited) {
        // Mutated in place: copying the inner dictionary of a popular base (`View`) for
        // every declaration made patching cost more than rebuilding.
        reverse[base, default: [:]][type.name, default: 0] += sign
        if reverse[base]?[type.name] ?? 0 <= 0 {
          reverse[base]?[type.name] = nil
          if reverse[base]?.isEmpty == true { reverse[base] = nil }
        }
      }
      var kind = kinds[type.name] ?? (0, 0)
      switch type.kind {
      case .struct, .enum, .actor: kind.value += sign
      case .class, .protocol: kind.reference += sign
      case .extension: break
      }
      kinds[type.name] = kind.value == 0 && kind.reference == 0 ? nil : kind
    }
  }

  /// Every name reaching one of `roots`, mapped to the first root (alphabetically) it reaches.
  func closure(of roots: Set<String>) -> [String: String] {
    var result: [String: String] = [:]
    for root in roots { result[root] = root }
    for root in roots.sorted() {
      var queue = [root]
      while let current = queue.popLast() {
        for name in (reverse[current] ?? [:]).keys
        where result[name] == nil && !roots.contains(name) {
          result[name] = root
          queue.append(name)
        }
      }
    }
    return result
  }

  /// Whether `name` is declared only as a struct, enum or actor (nothing can inherit from it).
  func isValueTypeOnly(_ name: String) -> Bool {
    guard let kind = kinds[name] else { return false }
    return kind.value > 0 && kind.reference == 0
  }
}
