/// What the lexer needs to know about a reserved word beyond "it is a keyword": the
/// few keywords that change how a following `/` or `?` is read.
@usableFromInline
enum KeywordRole: UInt8, Sendable {
  /// Not a keyword.
  case none
  /// A keyword after which an expression may start (`return`, `case`, `in`, …).
  case other
  /// `true false nil self Self super Any`: an expression in itself, so a following `/`
  /// is division, not a regex.
  case expression
  /// `func` and `operator`: a following `/` names an operator, never a regex.
  case declaresOperator
  /// `try`: `try? /re/` prefers a regex.
  case `try`
}

/// The reserved words of Swift that its lexer classifies as keywords. Contextual
/// keywords (`actor`, `some`, `await`, `get`, …) are identifiers at this level.
@usableFromInline
enum Keywords {
  static let words: [(String, KeywordRole)] = [
    ("Any", .expression), ("as", .other), ("associatedtype", .other), ("break", .other),
    ("case", .other), ("catch", .other), ("class", .other), ("continue", .other),
    ("default", .other), ("defer", .other), ("deinit", .other), ("do", .other), ("else", .other),
    ("enum", .other), ("extension", .other), ("fallthrough", .other), ("false", .expression),
    ("fileprivate", .other), ("for", .other), ("func", .declaresOperator), ("guard", .other),
    ("if", .other), ("import", .other), ("in", .other), ("init", .other), ("inout", .other),
    ("internal", .other), ("is", .other), ("let", .other), ("nil", .expression),
    ("operator", .declaresOperator), ("precedencegroup", .other), ("private", .other),
    ("protocol", .other), ("public", .other), ("repeat", .other), ("rethrows", .other),
    ("return", .other), ("self", .expression), ("Self", .expression), ("static", .other),
    ("struct", .other), ("subscript", .other), ("super", .expression), ("switch", .other),
    ("throw", .other), ("throws", .other), ("true", .expression), ("try", .try),
    ("typealias", .other), ("var", .other), ("where", .other), ("while", .other),
  ]

  /// Entries packed as two little-endian words of the spelling, bucketed by length
  /// (2...15), so a lookup is a handful of integer compares.
  struct Entry: Sendable {
    var lo: UInt64
    var hi: UInt64
    var role: KeywordRole
  }

  static let buckets: [[Entry]] = {
    var b = [[Entry]](repeating: [], count: 16)
    for (word, role) in words {
      let bytes = Array(word.utf8)
      let (lo, hi) = pack(bytes.withUnsafeBufferPointer { $0.baseAddress! }, bytes.count)
      b[bytes.count].append(Entry(lo: lo, hi: hi, role: role))
    }
    return b
  }()

  @inline(__always)
  static func pack(_ p: UnsafePointer<UInt8>, _ length: Int) -> (UInt64, UInt64) {
    var lo: UInt64 = 0
    var hi: UInt64 = 0
    for i in 0..<min(length, 8) { lo |= UInt64(p[i]) << (8 * UInt64(i)) }
    if length > 8 { for i in 8..<length { hi |= UInt64(p[i]) << (8 * UInt64(i - 8)) } }
    return (lo, hi)
  }

  /// The role of the ASCII identifier at `p` of `length` bytes.
  @inline(__always)
  static func role(_ p: UnsafePointer<UInt8>, _ length: Int) -> KeywordRole {
    guard length >= 2 && length <= 15 else { return .none }
    let first = p[0]
    // Every keyword starts with a lowercase letter, `A` or `S`.
    guard (first >= 0x61 && first <= 0x7A) || first == 0x41 || first == 0x53 else { return .none }
    let (lo, hi) = pack(p, length)
    for entry in buckets[length] where entry.lo == lo && entry.hi == hi { return entry.role }
    return .none
  }
}
