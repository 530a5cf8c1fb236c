#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An append-only list of names looked for in file bytes, of two kinds:
///
/// - **substrings**: the engine's needles (bridge roots, `puente:`, `rootView`, rule
///   needles), searched in the bytes exactly as the engine's prefilter does;
/// - **words**: the declared hosting and representable subclasses of the trees seen so
///   far, answered from each version's word filter (`WordFilter`) without its bytes.
///
/// A name's index never changes, so a version's facts can record "looked for the first
/// `n` names, found these indices", and only names added later need a look, which for
/// words costs no read at all.
public struct NameTable: Sendable {
  public private(set) var names: [String] = []
  /// Per index: a word (true) or a substring (false).
  public private(set) var isWord: [Bool] = []
  /// Per index: `WordFilter.hash` of the name, computed once.
  private(set) var wordHashes: [UInt64] = []
  private var indices: [String: Int32] = [:]

  public init() {}

  public var count: Int { names.count }

  /// The index of `name` as a substring or as a word, adding it at the end when new.
  @discardableResult
  public mutating func intern(_ name: String, word: Bool) -> Int32 {
    let key = (word ? "w:" : "s:") + name
    if let index = indices[key] { return index }
    let index = Int32(names.count)
    names.append(name)
    isWord.append(word)
    wordHashes.append(WordFilter.hash(name))
    indices[key] = index
    return index
  }

  /// A search for the substring names at `range` of the table.
  func substringSearch(_ range: Range<Int>) -> MultiNeedleSearch {
    MultiNeedleSearch(range.filter { !isWord[$0] }.map { (Int32($0), names[$0]) })
  }
}

/// A Bloom filter of the words of a file (maximal runs of ASCII letters, digits, `_`, `$`
/// and non-ASCII bytes, which covers every Swift identifier, backticked or not), so that
/// "does this version mention `FooHostingController`?" needs no read of its bytes.
///
/// Sized at one to two bits per byte of text (the next power of two, at least 512) with
/// six probes: a 16 KB file has about 500 distinct words for 16,384 bits, a false-positive
/// rate near 2 in 100,000 per name, so a tree of 2,000 files looked up for 250 names
/// lexes about ten files for nothing. A false positive only makes a file look relevant:
/// it gets lexed and checked and yields exactly what it contains, so it costs time,
/// never a wrong count.
struct WordFilter: Sendable, Equatable {
  var bits: [UInt64]

  init(bits: [UInt64]) { self.bits = bits }

  init(_ bytes: [UInt8]) {
    var m = 512
    while m < bytes.count { m <<= 1 }
    var bits = [UInt64](repeating: 0, count: m / 64)
    let mask = UInt64(m - 1)
    bytes.withUnsafeBufferPointer { b in
      bits.withUnsafeMutableBufferPointer { out in
        Self.wordBytes.withUnsafeBufferPointer { isWord in
          var i = 0
          let n = b.count
          while i < n {
            guard isWord[Int(b[i])] else {
              i += 1
              continue
            }
            var h: UInt64 = 5381
            while i < n && isWord[Int(b[i])] {
              h = (h &* 33) ^ UInt64(b[i])
              i += 1
            }
            Self.probe(Self.finish(h), mask) { out[Int($0 >> 6)] |= 1 << ($0 & 63) }
          }
        }
      }
    }
    self.bits = bits
  }

  /// The hash `init` gives a word: djb2 (one multiply by 33 per byte, which the
  /// compiler turns into a shift and an add; FNV's 64-bit multiply made building the
  /// filters a quarter of a cold trend), then a 64-bit finalizer to spread its bits.
  static func hash(_ word: String) -> UInt64 {
    var h: UInt64 = 5381
    for byte in word.utf8 { h = (h &* 33) ^ UInt64(byte) }
    return finish(h)
  }

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

  /// Whether the word with `WordFilter.hash` `h` may occur (false: it certainly does not).
  func mayContain(hash h: UInt64) -> Bool {
    let mask = UInt64(bits.count * 64 - 1)
    var all = true
    Self.probe(h, mask) { if bits[Int($0 >> 6)] & (1 << ($0 & 63)) == 0 { all = false } }
    return all
  }

  /// Whether `word` may occur (false: it certainly does not).
  func mayContain(_ word: String) -> Bool { mayContain(hash: Self.hash(word)) }

  /// Six bit positions from one 64-bit hash (double hashing).
  @inline(__always)
  static func probe(_ h: UInt64, _ mask: UInt64, _ body: (UInt64) -> Void) {
    let h2 = (h >> 32) | 1
    var x = h
    for _ in 0..<6 {
      body(x & mask)
      x = x &+ h2
    }
  }

  /// Which bytes belong to words, by value.
  static let wordBytes: [Bool] = (0..<256).map { isWordByte(UInt8($0)) }

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

/// Finds *which* of several byte strings occur in a buffer (where `ByteSearch` only says
/// whether any does), with the same anchoring: `memchr` to each needle's rarest byte
/// (`ByteSearch.rank`), needles sharing an anchor sharing one pass, and a needle dropped
/// from its group once found.
struct MultiNeedleSearch {
  struct Needle {
    var index: Int32
    var bytes: [UInt8]
    var anchorOffset: Int
  }
  let groups: [(anchor: UInt8, needles: [Needle])]

  /// How common a byte is in Swift source (lower is rarer): capitals other than the
  /// common `S V I U C T` are rare, `:` and lowercase vowels are everywhere.
  static func rank(_ b: UInt8) -> Int {
    switch b {
    case UInt8(ascii: "V"): return 5
    case UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "U"), UInt8(ascii: "C"), UInt8(ascii: "T"): return 3
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 1
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return 2
    case UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"),
      UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "v"), UInt8(ascii: "b"), UInt8(ascii: "g"),
      UInt8(ascii: "f"):
      return 4
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return 6
    case 0x80...0xFF: return 2
    case UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."),
      UInt8(ascii: "\n"):
      return 8
    default: return 5
    }
  }

  init(_ needles: [(Int32, String)]) {
    var byAnchor: [UInt8: [Needle]] = [:]
    for (index, name) in needles where !name.isEmpty {
      let bytes = Array(name.utf8)
      var best = 0
      for i in bytes.indices where Self.rank(bytes[i]) < Self.rank(bytes[best]) {
        best = i
      }
      byAnchor[bytes[best], default: []].append(
        Needle(index: index, bytes: bytes, anchorOffset: best))
    }
    groups = byAnchor.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The indices of the needles that occur in `bytes`, in no particular order.
  func occurring(in bytes: [UInt8]) -> [Int32] {
    var found: [Int32] = []
    bytes.withUnsafeBufferPointer { haystack in
      guard let base = haystack.baseAddress else { return }
      let end = haystack.count
      for group in groups {
        var remaining = group.needles
        let anchor = Int32(group.anchor)
        var i = 0
        while i < end && !remaining.isEmpty {
          guard let hit = memchr(base + i, anchor, end - i) else { break }
          let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          var k = 0
          while k < remaining.count {
            let needle = remaining[k]
            let start = at - needle.anchorOffset
            let count = needle.bytes.count
            if start >= 0 && start + count <= end && base[start] == needle.bytes[0]
              && needle.bytes.withUnsafeBufferPointer({
                memcmp(base + start, $0.baseAddress!, count) == 0
              })
            {
              found.append(needle.index)
              remaining.remove(at: k)
            } else {
              k += 1
            }
          }
          i = at + 1
        }
      }
    }
    return found
  }
}
