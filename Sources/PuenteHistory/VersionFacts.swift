import PuenteLexer
import PuenteRules

/// What the trend keeps of one file version (a git blob): facts about its bytes, never
/// the bytes, so that memory and the cache grow with the number of distinct versions, not
/// with their size.
///
/// Every field but `results` and `changeDays` is a function of the bytes alone; those
/// two carry everything else a check depends on in their keys (see `TreeCounter`).
final class VersionFacts: @unchecked Sendable {
  /// Valid UTF-8 (a version that is not counts nowhere but in the problems).
  let isUTF8: Bool
  /// Why the file could not be read, for a file on disk (`puente report`); never cached.
  private(set) var unreadable: String? = nil
  /// Starts with a generated-code header (see `GeneratedCode`).
  let isGenerated: Bool
  /// Newlines, plus one for a last line without a newline.
  let lines: Int
  /// Its type declarations, once it has been lexed (nil until then): a version is
  /// lexed when it holds a needle of the tree that names it.
  private(set) var declarations: [TypeFact]?
  /// `declarations` as a type index, merged into each tree's (its names hashed once).
  private(set) var index = TypeIndex()
  /// The words of its bytes (`WordSet`): which names a check of it could look up in the
  /// repository's declarations, without lexing it.
  let names: WordSet
  /// The needles of the trend's table (`NeedleTable`) the bytes contain, sorted, and
  /// how many of the table's needles they were searched for.
  private(set) var hits: [Int32]
  private(set) var searched: Int
  /// Rule counts by check key.
  var results: [UInt64: RuleTally] = [:] { didSet { dirty = true } }
  /// The days on which a check's findings may change (see `Rule.changeDays`), by the
  /// check's key without its day: sorted days since 1970.
  var changeDays: [UInt64: [Int32]] = [:] { didSet { dirty = true } }
  /// Made or changed since the cache was read: it is written anew.
  var dirty = true

  init(
    isUTF8: Bool, isGenerated: Bool, lines: Int, declarations: [TypeFact]?, names: WordSet, hits: [Int32],
    searched: Int
  ) {
    self.isUTF8 = isUTF8
    self.isGenerated = isGenerated
    self.lines = lines
    self.names = names
    self.hits = hits
    self.searched = searched
    if let declarations { declare(declarations) }
  }

  /// Records the declarations of the version, lexed.
  func declare(_ list: [TypeFact]) {
    declarations = list
    var index = TypeIndex()
    index.add(list)
    self.index = index
    dirty = true
  }

  /// The facts of a file that could not be read: a problem, counted nowhere else.
  convenience init(unreadable message: String) {
    self.init(
      isUTF8: false, isGenerated: false, lines: 0, declarations: [], names: WordSet(), hits: [], searched: 0)
    unreadable = message
  }

  /// The facts of `bytes` and, when `lex` says the version is worth lexing (it holds one
  /// of the needles of `probe` it is given the numbers of), the lexed file, with its
  /// declarations recorded.
  static func of(_ bytes: [UInt8], path: String, probe: NeedleProbe, lex: (VersionFacts) -> Bool) -> (
    VersionFacts, SourceFile?
  ) {
    let mask = bytes.withUnsafeBufferPointer { probe.search.scanMask($0) }
    let isUTF8 = Engine.isValidUTF8(bytes)
    let (words, lines) = WordSet.of(bytes)
    let facts = VersionFacts(
      isUTF8: isUTF8, isGenerated: isUTF8 && GeneratedCode.isGenerated(bytes), lines: lines,
      declarations: isUTF8 ? nil : [], names: words, hits: probe.hits(mask, from: 0), searched: probe.count)
    guard isUTF8, lex(facts) else { return (facts, nil) }
    let file = SourceFile(path: path, bytes: bytes)
    facts.declare(TypeFact.from(file.outline))
    return (facts, file)
  }

  /// Whether a word of the version may be the name with `key` (`WordSet.key`).
  func mentions(_ key: UInt32) -> Bool { names.contains(key) }

  func hasNeedle(_ k: Int32) -> Bool { hits.contains(k) }

  /// Records the needles `searched..<count` of the table found in the version's bytes.
  func catchUp(hits more: [Int32], searched count: Int) {
    hits = (hits + more).sorted()
    searched = count
    dirty = true
  }
}

/// The words of a file's bytes that may name a type, as their `NameHash`es sorted and each
/// once: whether the file may name a type, answered without lexing it. A word is a run of
/// ASCII letters, digits, `_` and `$` and bytes from 0x80 (every identifier, backticked or
/// not); a run with bytes from 0x80 also gives its ASCII parts (an identifier next to an
/// operator such as `≤` written without spaces). Only words that start with an ASCII
/// capital are kept, as type names do: four words in five are not, and a name that does
/// not has no key (`key(_:)`), so every version may name it. Words in comments and strings
/// count too: the set may say a file names a type it does not use (it is then lexed, or
/// keyed with the name), never the other way round.
struct WordSet: Sendable, Equatable {
  private(set) var hashes: [UInt32]

  init() { hashes = [] }
  init(hashes: [UInt32]) { self.hashes = hashes }

  /// What `name` is looked up by: its `NameHash` (0 as 1, as the set stores it), or nil
  /// when the set does not record such names (one not starting with an ASCII capital).
  static func key(_ name: String) -> UInt32? {
    guard let first = name.utf8.first, isCapital(first) else { return nil }
    let hash = NameHash.of(name)
    return hash == 0 ? 1 : hash
  }

  @inline(__always) static func isCapital(_ c: UInt8) -> Bool { c &- 0x41 < 26 }

  func contains(_ hash: UInt32) -> Bool {
    let i = hashes.lowerBound(of: hash)
    return i < hashes.count && hashes[i] == hash
  }

  /// Whether any of `wanted` (sorted ascending) is in the set. A few names (those a
  /// change of declarations turned into needles) are each searched for only past where
  /// the one before would be; as many names as words (every name the declarations made a
  /// needle, asked of each version of a tree) are walked beside the words.
  func containsAny(ofSorted wanted: [UInt32]) -> Bool {
    if wanted.count &* 16 >= hashes.count {
      var w = 0
      for hash in wanted {
        while w < hashes.count && hashes[w] < hash { w &+= 1 }
        guard w < hashes.count else { return false }
        if hashes[w] == hash { return true }
      }
      return false
    }
    var lo = 0
    for hash in wanted {
      var hi = hashes.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if hashes[mid] < hash { lo = mid + 1 } else { hi = mid }
      }
      guard lo < hashes.count else { return false }
      if hashes[lo] == hash { return true }
    }
    return false
  }

  /// The words of `bytes` and the line count (newlines, plus one for a last line without
  /// a newline), in one pass. The bytes are classified 64 at a time into bit masks (word
  /// bytes, capitals, newlines); in a block without bytes from 0x80 only the words that
  /// start with a capital are looked at, each from its first bit to the mask's next edge,
  /// and the other blocks go a byte at a time. Repeats are dropped through a small
  /// open-addressing table before the few distinct hashes are sorted. (This runs over
  /// every byte of every version a trend reads, lexed or not: see docs/performance.md.)
  static func of(_ bytes: [UInt8]) -> (WordSet, lines: Int) {
    let (hashes, newlines) = bytes.withUnsafeBufferPointer { b -> ([UInt32], Int) in
      var words = Words()
      defer { words.table.deallocate() }
      let n = b.count
      var newlines = 0
      var at = 0
      if let base = b.baseAddress {
        let raw = UnsafeRawPointer(base)
        while at &+ 64 <= n {
          let block = Block(raw + at)
          newlines &+= block.newlines
          if block.high || words.wide {
            words.read(b, at, at &+ 64)
          } else {
            words.read(b, at, block)
          }
          at &+= 64
        }
      }
      for i in at..<n where b[i] == 0x0A { newlines &+= 1 }
      words.read(b, at, n)
      words.close(b, n)
      return (words.table.sorted(), newlines)
    }
    let lines = bytes.isEmpty ? 0 : newlines + (bytes.last == 0x0A ? 0 : 1)
    // (A hash of 0 was stored as 1, as names are everywhere it is compared: see `mentions`.)
    return (WordSet(hashes: hashes), lines)
  }

  /// The words read so far, and the one open at the last byte read: where it starts, its
  /// ASCII part (after its last byte from 0x80), and whether it has such a byte.
  private struct Words {
    var table = DistinctHashes()
    var start = -1
    var part = -1
    var wide = false

    /// Reads `b[from..<to]` a byte at a time.
    @inline(__always) mutating func read(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) {
      let classes = WordSet.classes
      for i in from..<to {
        let kind = classes[Int(b[i])]
        if kind == 1 {
          close(b, i)
          continue
        }
        if start < 0 {
          start = i
          part = i
        }
        if kind == 2 {
          // An ASCII part ends here.
          table.add(b, part, i)
          wide = true
          part = i &+ 1
        }
      }
    }

    /// Ends the open word, if any, before byte `end`.
    @inline(__always) mutating func close(_ b: UnsafeBufferPointer<UInt8>, _ end: Int) {
      guard start >= 0 else { return }
      table.add(b, start, end)
      if wide { table.add(b, part, end) }
      start = -1
      wide = false
    }

    /// Reads the block at `at`, which has no byte from 0x80 (nor does the open word).
    @inline(__always) mutating func read(_ b: UnsafeBufferPointer<UInt8>, _ at: Int, _ block: Block) {
      let before = block.word &<< 1 | (start >= 0 ? 1 : 0)
      let ends = ~block.word & before
      let starts = block.word & ~before
      if ends != 0 { close(b, at &+ ends.trailingZeroBitCount) }
      var capitals = starts & block.capital
      while capitals != 0 {
        let k = capitals.trailingZeroBitCount
        let after = ends & (~1 &<< k)
        if after == 0 { break }
        table.insert(NameHash.of(b, at &+ k, at &+ after.trailingZeroBitCount))
        capitals &= capitals &- 1
      }
      if block.word &>> 63 == 0 {
        start = -1
      } else if starts != 0 {
        start = at &+ 63 &- starts.leadingZeroBitCount
        part = start
      }
    }
  }

  /// 64 bytes classified, bit `j` for byte `j`: the word bytes (ASCII letters, digits,
  /// `_`, `$`, and bytes from 0x80), the capitals, whether any byte is from 0x80, and
  /// the count of newlines. Sixteen bytes a step (`SIMD16`: SSE or NEON), each step's
  /// 0xFF/0 lanes folded to bits by a multiply.
  private struct Block {
    var word: UInt64 = 0
    var capital: UInt64 = 0
    var high = false
    var newlines = 0

    @inline(__always) init(_ p: UnsafeRawPointer) {
      typealias V = SIMD16<UInt8>
      var upper = V()
      var lineFeeds = V()
      for step in 0..<4 {
        let v = p.loadUnaligned(fromByteOffset: step &* 16, as: V.self)
        let capital = v &- V(repeating: 0x41) .< V(repeating: 26)
        let small = v &- V(repeating: 0x61) .< V(repeating: 26)
        let digit = v &- V(repeating: 0x30) .< V(repeating: 10)
        let other = (v .== V(repeating: 0x5F)) .| (v .== V(repeating: 0x24))
        upper |= v
        // (0xFF, as a byte, is minus one: each lane counts its newlines, four at most.)
        lineFeeds &-= unsafeBitCast(v .== V(repeating: 0x0A), to: V.self)
        let shift = UInt64(step &* 16)
        word |= Self.bits(capital .| small .| digit .| other) &<< shift
        self.capital |= Self.bits(capital) &<< shift
      }
      let top = unsafeBitCast(upper, to: SIMD2<UInt64>.self) & SIMD2(repeating: 0x8080_8080_8080_8080)
      high = top[0] | top[1] != 0
      let counts = unsafeBitCast(lineFeeds, to: SIMD2<UInt64>.self) &* SIMD2(repeating: 0x0101_0101_0101_0101)
      newlines = Int(counts[0] &>> 56 &+ counts[1] &>> 56)
    }

    /// A lane mask's sixteen lanes as the low sixteen bits.
    @inline(__always) static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
      let lanes = unsafeBitCast(unsafeBitCast(mask, to: SIMD16<UInt8>.self), to: SIMD2<UInt64>.self)
      let top: UInt64 = 0x8080_8080_8080_8080
      let gather: UInt64 = 0x0002_0408_1020_4081
      return ((lanes[0] & top) &* gather) &>> 56 | (((lanes[1] & top) &* gather) &>> 56) &<< 8
    }
  }

  /// Per byte: 0 an ASCII word byte, 1 not a word byte, 2 a byte from 0x80.
  fileprivate static let classes: [UInt8] = (0..<256).map { c in
    if c >= 0x80 { return 2 }
    let word =
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24
    return word ? 0 : 1
  }

  /// A set of hashes, open-addressed in a buffer that grows fourfold when half full. A
  /// hash's first slot is its top bits, so the slots hold the hashes nearly in order, and
  /// `sorted` is an insertion sort with little to move, where a general sort would
  /// move every word of every version read.
  private struct DistinctHashes {
    private var slots = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 1024)
    private var shift: UInt32 = 22
    private var count = 0

    init() { slots.initialize(repeating: 0) }

    /// Adds the word `b[start..<end]` if it starts with a capital.
    @inline(__always) mutating func add(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
      if start < end && WordSet.isCapital(b[start]) { insert(NameHash.of(b, start, end)) }
    }

    @inline(__always) mutating func insert(_ hash: UInt32) {
      let key = hash == 0 ? 1 : hash
      let mask = slots.count - 1
      var i = Int(key >> shift)
      while slots[i] != 0 {
        if slots[i] == key { return }
        i = (i + 1) & mask
      }
      slots[i] = key
      count += 1
      if count * 2 > slots.count { grow() }
    }

    @inline(never) private mutating func grow() {
      let old = slots
      slots = .allocate(capacity: old.count * 4)
      slots.initialize(repeating: 0)
      shift -= 2
      let mask = slots.count - 1
      for key in old where key != 0 {
        var j = Int(key >> shift)
        while slots[j] != 0 { j = (j + 1) & mask }
        slots[j] = key
      }
      old.deallocate()
    }

    func sorted() -> [UInt32] {
      var keys = [UInt32]()
      keys.reserveCapacity(count)
      for key in slots where key != 0 {
        keys.append(key)
        var k = keys.count - 1
        while k > 0 && keys[k - 1] > key {
          keys[k] = keys[k - 1]
          k -= 1
        }
        keys[k] = key
      }
      return keys
    }

    func deallocate() { slots.deallocate() }
  }
}

/// A check's findings counted by rule: pairs of a rule's index in `PointNames.rules` and
/// its count, rules increasing, counts above zero.
struct RuleTally: Sendable, Equatable {
  var pairs: [Int32] = []

  static let none = RuleTally()

  init() {}
  init(pairs: [Int32]) { self.pairs = pairs }

  init<S: Sequence>(ruleIDs: S, names: PointNames) where S.Element == String {
    var byRule: [Int: Int] = [:]
    for id in ruleIDs {
      if let rule = names.rule(id) { byRule[rule, default: 0] += 1 }
    }
    for (rule, n) in byRule.sorted(by: { $0.key < $1.key }) { pairs += [Int32(rule), Int32(n)] }
  }

  func forEach(_ body: (_ rule: Int, _ count: Int) -> Void) {
    var i = 0
    while i + 1 < pairs.count {
      body(Int(pairs[i]), Int(pairs[i + 1]))
      i += 2
    }
  }
}

/// A search for the first `count` needles of the table, and the bits of its mask that
/// stand for each (a needle containing another is searched as the other: its hits are
/// "may hold", which only ever runs a check that finds nothing).
struct NeedleProbe: Sendable {
  let search: NeedleSearch
  let masks: [UInt64]
  let count: Int

  init(_ needles: ArraySlice<String>) {
    let search = NeedleSearch(Array(needles))
    self.search = search
    masks = needles.map { search.mask(ofAnyOf: [$0]) }
    count = needles.endIndex
  }

  /// The table numbers of the needles a search mask says may occur.
  func hits(_ mask: UInt64, from first: Int) -> [Int32] {
    masks.indices.filter { mask & masks[$0] != 0 }.map { Int32(first + $0) }
  }
}

/// The needles the trend has searched file versions for, numbered in the order they
/// were first asked for: a version's facts say which of the first `searched` it holds,
/// and a needle added later (another configuration's) is searched for in the versions
/// that need it.
struct NeedleTable {
  private(set) var needles: [String] = []
  private var numbers: [String: Int32] = [:]

  /// The number of `needle`, added when new.
  mutating func number(_ needle: String) -> Int32 {
    if let known = numbers[needle] { return known }
    let k = Int32(needles.count)
    needles.append(needle)
    numbers[needle] = k
    return k
  }

  func number(of needle: String) -> Int32? { numbers[needle] }

  var count: Int { needles.count }
}
