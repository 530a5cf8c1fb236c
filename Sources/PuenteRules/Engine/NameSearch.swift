/// Finds whether a buffer contains any of a set of names as a whole word — a run of
/// identifier bytes (`A-Z a-z 0-9 _ $` and any byte ≥ 0x80) equal to one of them — in
/// one pass whatever the number of names.
///
/// This is the engine's prefilter: a file that does not mention any name a rule cares
/// about cannot produce a finding, so it is never lexed. One pass with a rolling hash
/// per word costs the same for 5 names or 500 (declared hosting subclasses add names),
/// where a search per name grew with their number. Comments and strings are not told
/// apart here: the prefilter may say yes too often, never too rarely.
public struct NameSearch: Sendable {
  /// Open-addressing table of word hashes; 0 marks an empty slot.
  private let slots: [UInt64]
  private let mask: Int
  /// Bit `n` set when some name has length `n` (names longer than 63 bytes set bit 63).
  private let lengths: UInt64
  /// The names by hash, to confirm a hash hit byte for byte.
  private let names: [UInt64: [[UInt8]]]
  public let isEmpty: Bool

  public init<S: Sequence>(_ words: S) where S.Element == String {
    let unique = Set(words.filter { !$0.isEmpty })
    var size = 16
    while size < unique.count * 4 { size *= 2 }
    var slots = [UInt64](repeating: 0, count: size)
    var lengths: UInt64 = 0
    var names: [UInt64: [[UInt8]]] = [:]
    for word in unique {
      let bytes = Array(word.utf8)
      let h = bytes.withUnsafeBufferPointer { Self.hash($0.baseAddress!, $0.count) }
      names[h, default: []].append(bytes)
      lengths |= 1 << UInt64(min(bytes.count, 63))
      var i = Int(truncatingIfNeeded: h) & (size - 1)
      while slots[i] != 0 && slots[i] != h { i = (i + 1) & (size - 1) }
      slots[i] = h
    }
    self.slots = slots
    self.mask = size - 1
    self.lengths = lengths
    self.names = names
    self.isEmpty = unique.isEmpty
  }

  /// Hashes the word `p[0..<n]`, reading up to `available` bytes from `p`. Words
  /// are hashed once, at their end, eight bytes per multiply; a per-byte hash chained
  /// a multiply's latency onto every byte and capped the scan near 1 GB/s.
  @inline(__always)
  static func hash(_ p: UnsafePointer<UInt8>, _ n: Int, available: Int) -> UInt64 {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(n)
    var i = 0
    let raw = UnsafeRawPointer(p)
    while i + 8 <= n {
      h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 29
      i += 8
    }
    if i < n {
      var tail: UInt64
      if available - i >= 8 {
        tail = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & ((1 << (8 * UInt64(n - i))) - 1)
      } else {
        tail = 0
        for k in i..<n { tail |= UInt64(p[k]) << (8 * UInt64(k - i)) }
      }
      h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
      h ^= h >> 32
    }
    return h | 1  // never 0, the empty-slot marker
  }

  @inline(__always)
  static func hash(_ p: UnsafePointer<UInt8>, _ n: Int) -> UInt64 { hash(p, n, available: n) }

  /// Identifier bytes (1): ASCII letters, digits, `_`, `$`, and every non-ASCII byte.
  nonisolated(unsafe) static let isWordByte: UnsafePointer<UInt8> = {
    let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for b in 0..<256 {
      let word = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        || b == 0x24 || b >= 0x80
      t[b] = word ? 1 : 0
    }
    return UnsafePointer(t)
  }()

  /// Whether any name occurs as a whole word in `buffer`.
  public func containsAny(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    var none: WordDigest? = nil
    return containsAny(buffer, digest: &none)
  }

  /// Whether any name occurs as a whole word in `buffer`; when `digest` is given, the
  /// scan runs to the end and records every word in it, so the file can be asked
  /// about other names later without reading it again.
  public func containsAny(_ buffer: UnsafeBufferPointer<UInt8>, digest: inout WordDigest?) -> Bool {
    guard let p = buffer.baseAddress else { return false }
    var found = false
    let n = buffer.count
    let word = Self.isWordByte
    let recording = digest != nil
    return slots.withUnsafeBufferPointer { slots -> Bool in
        var i = 0
        while i < n {
          while i < n && word[Int(p[i])] == 0 { i &+= 1 }
          let start = i
          while i < n && word[Int(p[i])] != 0 { i &+= 1 }
          let length = i - start
          guard length > 0 else { continue }
          // Digests keep type-like words only (capitalised, `_`, non-ASCII): the names
          // asked of them later are declared types, and fewer words mean fewer false
          // positives in a fixed-size filter.
          let first = p[start]
          let typeLike = recording && ((first >= 0x41 && first <= 0x5A) || first == 0x5F || first >= 0x80)
          let lengthMatches = !found && lengths & (1 << UInt64(min(length, 63))) != 0
          guard typeLike || lengthMatches else { continue }
          let h = Self.hash(p + start, length, available: n - start)
          if typeLike { digest?.insert(h) }
          guard lengthMatches else { continue }
          var s = Int(truncatingIfNeeded: h) & mask
          while slots[s] != 0 {
            if slots[s] == h {
              for candidate in names[h] ?? [] where candidate.count == length {
                if candidate.withUnsafeBufferPointer({ c in (0..<length).allSatisfy { c[$0] == p[start + $0] } }) {
                  found = true
                }
              }
              break
            }
            s = (s + 1) & mask
          }
          if found && digest == nil { return true }
        }
        return found
      }
  }

  public func containsAny(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { containsAny($0) }
  }

  /// The word hashes of `names`, for asking a `WordDigest`.
  public var hashes: [UInt64] { Array(self.names.keys) }
}

/// A Bloom filter of the type-like words of one file (16,384 bits, three probes):
/// "might this file contain the word?" without keeping its bytes. A yes is confirmed
/// by reading the file again; a no is certain for words that start with a capital,
/// `_` or a non-ASCII byte (`canAnswer`); other words cannot be asked.
public struct WordDigest: Sendable {
  private var bits = [UInt64](repeating: 0, count: 256)

  public init() {}

  @inline(__always) mutating func insert(_ h: UInt64) {
    for shift: UInt64 in [0, 14, 28] {
      let bit = Int((h >> shift) & 0x3FFF)
      bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }
  }

  /// Whether a digest can answer for `word` (see the type comment).
  public static func canAnswer(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    return (first >= 0x41 && first <= 0x5A) || first == 0x5F || first >= 0x80
  }

  /// Whether the word with hash `h` may be in the file.
  public func mayContain(_ h: UInt64) -> Bool {
    for shift: UInt64 in [0, 14, 28] {
      let bit = Int((h >> shift) & 0x3FFF)
      if bits[bit >> 6] & (1 << UInt64(bit & 63)) == 0 { return false }
    }
    return true
  }
}
