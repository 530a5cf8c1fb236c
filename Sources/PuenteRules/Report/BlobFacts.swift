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

/// Finding counts per rule of one file, as (rule index, count) pairs with counts above
/// zero, rule indices increasing (indices into `PointNames.rules`).
struct RuleCounts: Sendable, Equatable {
  var pairs: [Int] = []

  static let none = RuleCounts()

  var isEmpty: Bool { pairs.isEmpty }
  var count: Int { pairs.count / 2 }

  /// Counts of `findings` by rule, with `names` giving each rule id's index.
  init<S: Sequence>(ruleIDs: S, names: PointNames) where S.Element == String {
    var byRule: [Int: Int] = [:]
    for id in ruleIDs {
      if let rule = names.rule(id) { byRule[rule, default: 0] += 1 }
    }
    for (rule, n) in byRule.sorted(by: { $0.key < $1.key }) { pairs += [rule, n] }
  }

  init() {}

  init(pairs: [Int]) { self.pairs = pairs }
}

/// What is known about one file version (a git blob, or a file as read now), keyed by
/// its content id and never by its path.
///
/// The invariant that makes these safe to cache by blob id alone: every field is a
/// function of the bytes. Nothing here depends on the path, on other files, or on the
/// configuration; `results` entries carry all of that in their key (see `DebtAnalyzer`).
///
/// A class, so that one lookup per file gives a record every later step reads and
/// updates in place.
final class BlobFacts {
  /// Lines (newline characters, plus one for a last line without a newline).
  var lines: Int
  var isUTF8: Bool
  var isGenerated: Bool
  /// `GateWords` of the bytes: which declared hosting and representable names the
  /// version mentions is a lookup here, without its bytes.
  var gateWords: [UInt64]
  /// A gate word has non-ASCII bytes: word boundaries are uncertain there, so every
  /// name with a gate counts as mentioned (it costs a lexing, never a wrong count).
  var fuzzy: Bool
  /// How many names of the analyzer's `NeedleTable` have been looked for.
  var checkedNeedles: Int
  /// Indices (< `checkedNeedles`) of the needles that occur in the bytes, sorted.
  var needleHits: [Int32]
  /// The declarations, once the file has been lexed; nil until then.
  var types: [TypeFact]? { didSet { dirty = true } }
  /// Finding counts per rule, by result key: one key per (configuration, path, the
  /// hosting and representable names occurring here with their bases).
  var results: [UInt64: RuleCounts] { didSet { dirty = true } }
  /// Changed since it was read from the cache (new facts are): the cache writes it anew
  /// rather than copying its old record.
  var dirty = true

  /// The facts of `bytes`, searched for the needles of `search` (the first `needles`
  /// names of the table).
  init(bytes: [UInt8], needles: Int, search: MultiNeedleSearch) {
    let found = search.scanWithLines(bytes)
    lines = found.lines
    isUTF8 = found.isUTF8
    isGenerated = isUTF8 && GeneratedCode.isGenerated(bytes)
    gateWords = found.words
    fuzzy = found.fuzzy
    checkedNeedles = needles
    needleHits = found.hits.sorted()
    types = nil
    results = [:]
  }

  init(
    lines: Int, isUTF8: Bool, isGenerated: Bool, gateWords: [UInt64], fuzzy: Bool,
    checkedNeedles: Int, needleHits: [Int32], types: [TypeFact]?, results: [UInt64: RuleCounts]
  ) {
    self.lines = lines
    self.isUTF8 = isUTF8
    self.isGenerated = isGenerated
    self.gateWords = gateWords
    self.fuzzy = fuzzy
    self.checkedNeedles = checkedNeedles
    self.needleHits = needleHits
    self.types = types
    self.results = results
  }

  /// Looks for the needles `checkedNeedles..<count` in `bytes` with `search` (a search
  /// for exactly those).
  func catchUp(to count: Int, bytes: [UInt8], search: MultiNeedleSearch) {
    guard checkedNeedles < count else { return }
    let hits = search.occurring(in: bytes)
    if !hits.isEmpty { needleHits = (needleHits + hits).sorted() }
    checkedNeedles = count
    dirty = true
  }

  /// Whether needle `i` occurs (only meaningful for `i < checkedNeedles`).
  @inline(__always)
  func hasNeedle(_ i: Int32) -> Bool {
    // Hits are few (a handful of needles per file): a scan beats a binary search.
    for hit in needleHits where hit == i { return true }
    return false
  }

  /// Lines (newline characters, plus one for a last line without a newline) and UTF-8
  /// validity in one pass: 64 bytes a step count their newlines, and only steps holding
  /// a byte from 0x80 are validated (a pass for each was 4% of a cold trend's
  /// instructions).
  static func linesAndUTF8(_ bytes: [UInt8]) -> (lines: Int, isUTF8: Bool) {
    bytes.withUnsafeBytes { raw in
      typealias V = SIMD16<UInt8>
      let n = raw.count
      guard n > 0, let base = raw.baseAddress else { return (0, true) }
      @inline(__always) func eq(_ a: V, _ b: V) -> V { unsafeBitCast(a .== b, to: V.self) }
      let newline = V(repeating: 0x0A)
      var count = 0
      // Bytes before `validated` are valid UTF-8 (-1: some are not, stop checking).
      var validated = 0
      var i = 0
      while i + 64 <= n {
        // Each step adds at most 4 to a lane: lanes are summed every 63 steps.
        var lanes = V()
        var steps = 0
        while steps < 63 && i + 64 <= n {
          let v0 = raw.loadUnaligned(fromByteOffset: i, as: V.self)
          let v1 = raw.loadUnaligned(fromByteOffset: i &+ 16, as: V.self)
          let v2 = raw.loadUnaligned(fromByteOffset: i &+ 32, as: V.self)
          let v3 = raw.loadUnaligned(fromByteOffset: i &+ 48, as: V.self)
          lanes &-= (eq(v0, newline) &+ eq(v1, newline)) &+ (eq(v2, newline) &+ eq(v3, newline))
          let high = unsafeBitCast((v0 | v1) | (v2 | v3), to: SIMD2<UInt64>.self)
          if (high[0] | high[1]) & 0x8080_8080_8080_8080 != 0 && validated >= 0 && validated < i &+ 64 {
            validated = UTF8Validation.validate(base, from: max(validated, i), until: i &+ 64, count: n)
          }
          i &+= 64
          steps &+= 1
        }
        let wide = SIMD16<UInt16>(truncatingIfNeeded: lanes)
        count &+= Int(wide.wrappedSum())
      }
      let tail = i
      while i < n {
        if raw[i] == 0x0A { count &+= 1 }
        i &+= 1
      }
      if validated >= 0 && validated < n {
        validated = UTF8Validation.validate(base, from: max(validated, tail), until: n, count: n)
      }
      return (raw[n - 1] == 0x0A ? count : count + 1, validated >= 0)
    }
  }
}

/// The words of a file that contain a *gate*, `Hosting` or `Representable`, as hashes.
///
/// Declared hosting subclasses and representable wrappers are the names a trend learns as
/// it goes (hundreds of them), and which of them a version mentions decides whether it is
/// lexed and what its findings are. Nearly all of them contain a gate
/// (`ThemedHostingController`, `MapRepresentable`), and gates are rare in source (one
/// `Hosting` in 40 KB here), so a version records the few words around its gates once,
/// and "does it mention `ThemedHostingController`?" becomes a lookup that needs neither
/// its bytes nor a search, however many names are added later. (The word filters this
/// replaces hashed every word of every version, a sixth of a cold trend.) A name
/// without a gate is searched for in the bytes as a substring (`NeedleTable`).
///
/// A word is a maximal run of ASCII letters, digits, `_`, `$` and non-ASCII bytes, which
/// covers every Swift identifier, backticked or not. A run with non-ASCII bytes makes the
/// version *fuzzy* (a non-ASCII operator character can end an identifier), and a fuzzy
/// version counts as mentioning every gated name: that costs a lexing, never a count.
enum GateWords {
  static let gates: [[UInt8]] = [Array("Hosting".utf8), Array("Representable".utf8)]

  /// Whether `name` contains a gate (so `BlobFacts.gateWords` answers for it).
  static func isGated(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    return gates.contains { NeedleSearch.contains(bytes, $0) }
  }

  /// The sorted, distinct hashes of the words of `bytes` that contain a gate, and
  /// whether one of them has non-ASCII bytes (the search of every version finds them
  /// on its way: `MultiNeedleSearch.scan`).
  static func scan(_ bytes: [UInt8]) -> (words: [UInt64], fuzzy: Bool) {
    let found = MultiNeedleSearch([]).scan(bytes, words: true)
    return (found.words, found.fuzzy)
  }

  /// The hash `scan` gives the word `name`: djb2, then a 64-bit finalizer.
  static func hash(_ name: String) -> UInt64 {
    var h = seed
    for byte in name.utf8 { h = step(h, byte) }
    return finish(h)
  }

  /// djb2's start and step, which `MultiNeedleSearch.scan` takes over the word's bytes
  /// in place (the two must agree).
  static let seed: UInt64 = 5381
  @inline(__always)
  static func step(_ h: UInt64, _ byte: UInt8) -> UInt64 { (h &* 33) ^ UInt64(byte) }

  @inline(__always)
  static func finish(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h = h &* 0xff51_afd7_ed55_8ccd
    h ^= h >> 33
    h = h &* 0xc4ce_b9fe_1a85_ec53
    h ^= h >> 33
    return h
  }

  @inline(__always)
  static func isWordByte(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
      return true
    default:
      return false
    }
  }
}
