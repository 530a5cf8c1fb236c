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
  /// `return` and `in`: a statement or a closure body starts after them, where the
  /// parser reads a `/` as a regex even with a space after it.
  case startsStatement
}

/// The reserved words of Swift, as the lexer tells them apart: every `.keyword` token
/// carries which one it is (`Token.keyword`), so the outline and the rules compare one
/// byte instead of spelling out `class` or `func` against the file's bytes.
/// Contextual keywords (`actor`, `some`, `await`, `get`, …) are identifiers at this level.
public enum Keyword: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  /// Not a keyword (every token that is not a `.keyword`).
  case none = 0
  case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`
  case `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`
  case `guard`, `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`
  case `precedencegroup`, `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `Self`
  case `static`, `struct`, `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`
  case `var`, `where`, `while`

  /// The spelling, as written in source (empty for `.none`).
  public var spelling: String { Keyword.spellings[Int(rawValue)] }

  /// Spellings by raw value, written out: `String(describing:)` of a case goes through
  /// the runtime's reflection, once per type declaration of every file. A test checks
  /// the two agree.
  static let spellings: [String] = [
    "", "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
    "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct",
    "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// What the lexer needs to know about the word (see `KeywordRole`).
  @usableFromInline var role: KeywordRole {
    switch self {
    case .none: return .none
    case .Any, .false, .nil, .self, .Self, .super, .true: return .expression
    case .func, .operator: return .declaresOperator
    case .try: return .try
    case .in, .return: return .startsStatement
    default: return .other
    }
  }
}

/// The keyword table.
@usableFromInline
enum Keywords {
  static let words: [(String, Keyword)] = Keyword.allCases.filter { $0 != .none }.map { ($0.spelling, $0) }

  /// Entries packed as two little-endian words of the spelling, bucketed by length
  /// (2...15), so a lookup is a handful of integer compares.
  struct Entry: Sendable {
    var lo: UInt64
    var hi: UInt64
    var keyword: Keyword
  }

  static let buckets: [[Entry]] = {
    var b = [[Entry]](repeating: [], count: 16)
    for (word, keyword) in words {
      let bytes = Array(word.utf8)
      // (The pointer is used inside the closure only: it is not valid after it returns.)
      let (lo, hi) = bytes.withUnsafeBufferPointer { pack($0.baseAddress!, $0.count) }
      b[bytes.count].append(Entry(lo: lo, hi: hi, keyword: keyword))
    }
    return b
  }()

  /// A perfect hash table of the keywords: `((lo &+ hi) &* magic) >> 57` sends each
  /// of the 53 spellings to its own one of 128 slots (the magic number was found by
  /// search), so a lookup is one multiply and one compare, not a scan of the spellings
  /// of one length.
  struct Table: @unchecked Sendable {
    let slots: UnsafePointer<Entry>
    static let magic: UInt64 = 0x8091_468f_170e_3d07

    @inline(__always) static func slot(_ lo: UInt64, _ hi: UInt64) -> Int {
      Int(truncatingIfNeeded: ((lo &+ hi) &* magic) >> 57)
    }

    /// The keyword an ASCII identifier of `length` bytes is, or `.none`, from its first
    /// eight bytes `lo` and the rest `hi` (little-endian, zero beyond the name), without
    /// a branch past the length test: the lexer's loop for plain tokens has the words in
    /// registers. (The general lookup, with its byte-by-byte packing for the end of a
    /// file, stayed a call.)
    @inline(__always)
    func keyword(lo: UInt64, hi: UInt64, length: Int) -> Keyword {
      guard UInt(bitPattern: length &- 2) <= 13 else { return .none }
      let entry = slots[Table.slot(lo, hi)]
      return entry.lo == lo && entry.hi == hi ? entry.keyword : .none
    }

    /// The keyword the ASCII identifier at `p` of `length` bytes is, or `.none`;
    /// `available` bytes may be read from `p` (so whole words can be loaded when they fit).
    @inline(__always)
    func keyword(_ p: UnsafePointer<UInt8>, _ length: Int, available: Int) -> Keyword {
      guard length >= 2 && length <= 15 else { return .none }
      let first = p[0]
      guard (first >= 0x61 && first <= 0x7A) || first == 0x41 || first == 0x53 else { return .none }
      let lo: UInt64
      let hi: UInt64
      if available >= 16 {
        (lo, hi) = Keywords.words(UnsafeRawPointer(p), length)
      } else {
        (lo, hi) = Keywords.pack(p, length)
      }
      return keyword(lo: lo, hi: hi, length: length)
    }
  }

  static let table: Table = {
    let slots = UnsafeMutablePointer<Entry>.allocate(capacity: 128)
    slots.initialize(repeating: Entry(lo: 0, hi: 0, keyword: .none), count: 128)
    for bucket in buckets {
      for entry in bucket {
        let i = Table.slot(entry.lo, entry.hi)
        precondition(slots[i].lo == 0, "keyword hash collision")  // fixed data, checked by tests
        slots[i] = entry
      }
    }
    return Table(slots: UnsafePointer(slots))
  }()

  /// The first eight bytes of the `length` (1 to 16) at `raw` and the rest, as
  /// little-endian words zero beyond the name; 16 bytes must be readable at `raw`.
  @inline(__always)
  static func words(_ raw: UnsafeRawPointer, _ length: Int) -> (lo: UInt64, hi: UInt64) {
    let low = min(length, 8)
    let high = length &- low
    let lo = raw.loadUnaligned(as: UInt64.self) & (UInt64.max &>> UInt64(64 &- 8 &* low))
    let hiMask: UInt64 = high == 0 ? 0 : UInt64.max &>> UInt64(64 &- 8 &* high)
    return (lo, raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & hiMask)
  }

  @inline(__always)
  static func pack(_ p: UnsafePointer<UInt8>, _ length: Int) -> (UInt64, UInt64) {
    var lo: UInt64 = 0
    var hi: UInt64 = 0
    for i in 0..<min(length, 8) { lo |= UInt64(p[i]) << (8 * UInt64(i)) }
    if length > 8 { for i in 8..<length { hi |= UInt64(p[i]) << (8 * UInt64(i - 8)) } }
    return (lo, hi)
  }
}
