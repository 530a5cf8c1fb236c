#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A type declaration kept without its file: what the type index and the screen count need.
public struct TypeFact: Sendable, Hashable {
  public enum Kind: UInt8, Sendable {
    case `class` = 0
    case `struct` = 1
    case `enum` = 2
    case actor = 3
    case `protocol` = 4
    case `extension` = 5
  }
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
      guard let kind = Kind(keyword: type.kind), kind != .extension || !type.inherited.isEmpty
      else { return nil }
      return TypeFact(kind: kind, name: type.name, inherited: type.inherited.map(\.name))
    }
  }
}

extension TypeFact.Kind {
  init?(keyword: String) {
    switch keyword {
    case "class": self = .class
    case "struct": self = .struct
    case "enum": self = .enum
    case "actor": self = .actor
    case "protocol": self = .protocol
    case "extension": self = .extension
    default: return nil
    }
  }
}

/// What is known about one file version (a git blob, or a file as read now), keyed by
/// its content id and never by its path.
///
/// The invariant that makes these safe to cache by blob id alone: every field is a
/// function of the bytes. Nothing here depends on the path, on other files, or on the
/// configuration; `results` entries carry all of that in their key (see `DebtAnalyzer`).
///
/// A class, so that one dictionary lookup per file and tree gives a record every later
/// step of the tree reads and updates in place.
final class BlobFacts {
  /// Lines (newline characters, plus one for a last line without a newline).
  var lines: Int
  var isUTF8: Bool
  var isGenerated: Bool
  /// How many names of the analyzer's `NameTable` have been looked for.
  var checkedNames: Int
  /// Indices (< `checkedNames`) of the names that occur in the bytes (substrings), or
  /// may occur (words, per `words`), sorted.
  var found: [Int32]
  /// The words of the bytes, to look for names added later without reading them again.
  /// Kept in memory only: on disk they would be most of the cache (a bit per byte of
  /// source) and make every nightly load and save slow; a version loaded from the cache
  /// has none, and is read again if a later tree declares a new hosting subclass.
  var words: WordFilter?
  /// The declarations, once the file has been lexed; nil until then.
  var types: [TypeFact]?
  /// Finding counts per rule id, by result key: one key per (configuration, path, the
  /// hosting and representable names occurring here with their bases).
  var results: [UInt64: [String: Int]]

  init(bytes: [UInt8]) {
    lines = Self.countLines(bytes)
    isUTF8 = Engine.isValidUTF8(bytes)
    isGenerated = isUTF8 && GeneratedCode.isGenerated(bytes)
    checkedNames = 0
    found = []
    words = WordFilter(bytes)
    types = nil
    results = [:]
  }

  init(
    lines: Int, isUTF8: Bool, isGenerated: Bool, checkedNames: Int, found: [Int32],
    words: WordFilter?,
    types: [TypeFact]?, results: [UInt64: [String: Int]]
  ) {
    self.words = words
    self.lines = lines
    self.isUTF8 = isUTF8
    self.isGenerated = isGenerated
    self.checkedNames = checkedNames
    self.found = found
    self.types = types
    self.results = results
  }

  /// Looks for the names `checkedNames..<table.count`: words in the word filter,
  /// substrings in `bytes` with `search` (a search for the substring names of that
  /// range). Returns false, changing nothing, when substrings are due and `bytes` is nil.
  func catchUp(_ table: NameTable, bytes: [UInt8]?, search: (Range<Int>) -> MultiNeedleSearch)
    -> Bool
  {
    guard checkedNames < table.count else { return true }
    let range = checkedNames..<table.count
    let substrings = range.contains { !table.isWord[$0] }
    if bytes == nil && (substrings || words == nil) { return false }
    if words == nil, let bytes { words = WordFilter(bytes) }
    var hits: [Int32] = []
    if substrings, let bytes { hits = search(range).occurring(in: bytes) }
    if let words {
      for i in range where table.isWord[i] && words.mayContain(hash: table.wordHashes[i]) {
        hits.append(Int32(i))
      }
    }
    if !hits.isEmpty { found = (found + hits).sorted() }
    checkedNames = table.count
    return true
  }

  /// Whether any found name is set in `mask` (indexed by name index).
  func mentionsAny(_ mask: [Bool]) -> Bool {
    found.contains { Int($0) < mask.count && mask[Int($0)] }
  }

  /// Newline characters, plus one for a last line without a newline; `memchr` keeps it
  /// at memory speed.
  static func countLines(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
      var count = 0
      var i = 0
      while i < buffer.count, let hit = memchr(base + i, 0x0A, buffer.count - i) {
        count += 1
        i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
      }
      return buffer[buffer.count - 1] == 0x0A ? count : count + 1
    }
  }
}
