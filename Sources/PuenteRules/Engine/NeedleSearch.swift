#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which of a set of byte strings occur in a buffer: the test that decides which files
/// are worth lexing, and which rules can find nothing in them. Substrings are matched,
/// not words, so it may say yes too often (a comment naming `UIHostingController`),
/// never too rarely.
///
/// One portable path, in Swift (the same code on arm64 and x86):
/// - needles of 7 bytes or more (the default rules' `Hosting`, `Representable`,
///   `rootView`, `puente:`…) are indexed by four consecutive 4-byte windows, and the
///   scan hashes the window at every fourth position into a 64 KiB table: wherever such
///   a needle occurs, one of its four windows starts at a multiple of 4. Only table hits
///   are compared in full. The cost does not grow with the number of needles (declared
///   subclasses and flag names can add hundreds).
/// - shorter needles (`Flags`, a configured `Host`) are searched one by one
///   (`find`: `memchr` for the needle's rarest byte): a needle of 4 to 6 bytes would force a smaller step on every
///   needle. When there are more than `alone` of them, every needle of 4 bytes or more
///   goes to the windows instead, at the step the shortest allows.
public struct NeedleSearch: Sendable {
  /// The needles searched for, after those that contain another were dropped, sorted
  /// (those of `first` ahead, past 64 needles); bit k of a `scanMask` stands for the
  /// k-th (needles past the 64th share bit 63).
  let needles: [[UInt8]]
  /// Each needle's number.
  private let numbers: [[UInt8]: Int]
  /// Indices of the needles searched one by one.
  let single: [Int]
  /// The windows of the others, or nil when there are none.
  private let windows: Windows?
  /// The step of the windows' scan (nil without windows).
  var windowStep: Int? { windows?.step }

  /// More short needles than this share the windows (one pass each costs more).
  static let alone = 4

  /// True when there is no needle at all (nothing can be found).
  public var isEmpty: Bool { needles.isEmpty }

  /// `first`: needles to number first, in order, when there are more than 64, so that
  /// they keep bits of their own (any that are not in `strings` are ignored).
  public init<S: Sequence>(_ strings: S, first: [String] = []) where S.Element == String {
    // A needle that contains another adds nothing to "contains any": `FeatureFlags`
    // occurs only where `Flags` does. (Only for small sets: hundreds of declared names
    // would cost more to compare with each other than keeping them all.)
    // Told apart by their bytes (`String` equality would merge `é` and `e` + U+0301).
    let unique = Set(strings.filter { !$0.isEmpty }.map { Array($0.utf8) }).sorted {
      $0.lexicographicallyPrecedes($1)
    }
    var needed =
      unique.count > 64
      ? unique
      : unique.filter { needle in
        !unique.contains { other in other.count < needle.count && Self.contains(needle, other) }
      }
    if needed.count > 64 && !first.isEmpty {
      var rank: [[UInt8]: Int] = [:]
      for (i, string) in first.enumerated() where rank[Array(string.utf8)] == nil { rank[Array(string.utf8)] = i }
      let ranked = needed.compactMap { needle in rank[needle].map { ($0, needle) } }.sorted { $0.0 < $1.0 }
      needed = ranked.map(\.1) + needed.filter { rank[$0] == nil }
    }
    needles = needed
    numbers = Dictionary(needed.enumerated().map { ($1, $0) }) { a, _ in a }
    let shortOnes = needed.indices.filter { needed[$0].count < 7 }
    let minimum = shortOnes.count > Self.alone ? 4 : 7
    single = needed.indices.filter { needed[$0].count < minimum }
    let windowed = needed.indices.filter { needed[$0].count >= minimum }
    windows = windowed.isEmpty ? nil : Windows(needed, windowed)
  }

  /// Whether any needle occurs in `buffer`.
  public func containsAny(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool { search(buffer, all: false) != 0 }

  public func containsAny(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { containsAny($0) }
  }

  /// Which needles occur in `buffer`: bit k for `needles[k]`, exactly (bit 63 also for
  /// every needle past the 64th). The scan goes on after a find until every needle is
  /// found: on the files that have one, it tells which rules can find nothing.
  public func scanMask(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 { search(buffer, all: true) }

  /// The bits of `scanMask` of which one is set wherever one of `strings` occurs: a
  /// needle's own, or those of the needles contained in a string that is not one (a
  /// string that was dropped from the search for containing a shorter needle occurs only
  /// where that needle does). Every bit when some string contains no needle (nothing
  /// rules it out).
  public func mask(ofAnyOf strings: [String]) -> UInt64 {
    var mask: UInt64 = 0
    for string in strings {
      let bytes = Array(string.utf8)
      if let k = numbers[bytes] {
        mask |= Self.bit(k)
        continue
      }
      let covering = needles.indices.filter { Self.contains(bytes, needles[$0]) }
      guard !covering.isEmpty, covering.allSatisfy({ $0 < 64 }) else { return ~0 }
      for k in covering { mask |= Self.bit(k) }
    }
    return mask
  }

  @inline(__always) static func bit(_ k: Int) -> UInt64 { 1 << UInt64(min(k, 63)) }

  /// The search: with `all` false it stops at the first find.
  private func search(_ buffer: UnsafeBufferPointer<UInt8>, all: Bool) -> UInt64 {
    guard let p = buffer.baseAddress, !needles.isEmpty else { return 0 }
    var mask: UInt64 = 0
    for k in single {
      let found = needles[k].withUnsafeBufferPointer { Self.find(p, buffer.count, $0) != nil }
      guard found else { continue }
      mask |= Self.bit(k)
      if !all { return mask }
    }
    if let windows { mask |= windows.scan(p, buffer.count, all: all, found: mask) }
    return mask
  }

  // MARK: - One needle

  /// Whether `needle` occurs in `haystack`: the plain search, for short strings (names,
  /// comments), where building a `NeedleSearch` would cost more.
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    haystack.withUnsafeBufferPointer { contains($0, needle) }
  }

  @inline(__always)
  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    let m = needle.count
    guard haystack.count >= m, m > 0, let base = haystack.baseAddress else { return false }
    // Over a file, `memchr`; over a name, a byte loop.
    if haystack.count > 64 {
      return needle.withUnsafeBufferPointer { find(base, haystack.count, $0) != nil }
    }
    let first = needle[0]
    for i in 0...(haystack.count - m) where haystack[i] == first {
      var k = 1
      while k < m && haystack[i + k] == needle[k] { k += 1 }
      if k == m { return true }
    }
    return false
  }

  /// Where `needle` first occurs in `haystack` at or after `from`.
  static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    guard from < haystack.count else { return nil }
    return haystack.withUnsafeBufferPointer { h in
      needle.withUnsafeBufferPointer { n in find(h.baseAddress! + from, h.count - from, n).map { $0 + from } }
    }
  }

  /// Where `needle` first occurs in the `n` bytes at `p`: `memchr` (vectorized by every
  /// platform's C library, NEON on arm64) for the needle's rarest byte in Swift source,
  /// and a full compare where it is.
  static func find(_ p: UnsafePointer<UInt8>, _ n: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Int? {
    let m = needle.count
    guard m > 0, n >= m, let q = needle.baseAddress else { return m == 0 ? 0 : nil }
    var k = 0
    for j in 1..<m where frequency(of: q[j]) < frequency(of: q[k]) { k = j }
    // The anchor can be at `k..<end` (the needle then fits).
    let end = n - m + k + 1
    var from = k
    while from < end, let hit = memchr(p + from, Int32(q[k]), end - from) {
      let at = p.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(p + at - k, q, m) == 0 { return at - k }
      from = at + 1
    }
    return nil
  }

  /// How often each ASCII byte occurs in Swift source, per 10,000 bytes (capped at 255),
  /// measured over the lexer's real-world test files, the example app and the generated
  /// benchmark repository; bytes from 0x80 count as rare (10).
  static func frequency(of byte: UInt8) -> Int { byte < 0x80 ? Int(frequencies[Int(byte)]) : 10 }

  private static let frequencies: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 255, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    255, 5, 113, 16, 9, 2, 6, 2, 132, 132, 12, 6, 70, 23, 143, 59, 32, 23, 14, 7, 6, 6, 5, 3, 4, 3, 127, 3, 9, 62, 19,
    17, 12, 27, 15, 42, 30, 22, 17, 5, 8, 59, 1, 11, 22, 18, 15, 22, 22, 2, 22, 67, 32, 37, 40, 5, 1, 1, 1, 17, 28,
    18, 1, 17, 8, 255, 84, 209, 214, 255, 107, 103, 86, 255, 6, 28, 255, 121, 255, 255, 138, 8, 255, 255, 255, 162,
    81, 85, 33, 67, 6, 61, 3, 61, 1, 0,
  ]
}

// MARK: - Many needles

extension NeedleSearch {
  /// Needles of `step + 3` bytes or more, each indexed by `step` consecutive 4-byte
  /// windows: wherever a needle occurs, one of them starts at a multiple of `step`, so
  /// the scan looks at those positions only. A window's slot is a hash of its bytes in a
  /// 2¹⁶-byte table (which stays in cache); a set slot is looked up exactly.
  final class Windows: @unchecked Sendable {
    let step: Int
    /// Nonzero where some needle's window hashes.
    private let table: UnsafeMutablePointer<UInt8>
    /// Exact window → (needle number, offset of the window in it).
    private let places: [UInt32: [(needle: Int, offset: Int)]]
    /// All of the search's needles (the numbers in `places` index it).
    private let needles: [[UInt8]]
    /// The bits of every needle here, for telling when all are found.
    private let every: UInt64

    /// The windows of `needles[k]` for each k in `indexed`, every one of 4 bytes or more.
    init(_ needles: [[UInt8]], _ indexed: [Int]) {
      let step = min(4, (indexed.map { needles[$0].count }.min() ?? 4) - 3)
      self.step = step
      table = .allocate(capacity: 1 << 16)
      table.initialize(repeating: 0, count: 1 << 16)
      var places: [UInt32: [(needle: Int, offset: Int)]] = [:]
      for number in indexed {
        let bytes = needles[number]
        // The `step` windows whose bytes look rarest (fewer table hits to compare).
        let best =
          (0...(bytes.count - 3 - step)).min { a, b in
            Self.commonness(bytes[a..<(a + step + 3)]) < Self.commonness(bytes[b..<(b + step + 3)])
          } ?? 0
        for k in best..<(best + step) {
          let w = bytes[k..<(k + 4)].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
          places[w, default: []].append((number, k))
          table[Self.slot(w)] = 1
        }
      }
      self.places = places
      self.needles = needles
      every = indexed.reduce(0) { $0 | NeedleSearch.bit($1) }
    }

    deinit { table.deallocate() }

    /// Lowercase letters and blanks are most of any Swift file; capitals, digits and
    /// punctuation are rarer.
    static func commonness(_ bytes: ArraySlice<UInt8>) -> Int {
      bytes.filter { (0x61...0x7A).contains($0) || $0 == 0x20 }.count
    }

    @inline(__always) static func slot(_ w: UInt32) -> Int {
      Int(truncatingIfNeeded: (UInt64(w) &* 0x9E37_79B9_7F4A_7C15) >> 48)
    }

    /// The bits of the needles found in the `n` bytes at `p`, all of them or (with `all`
    /// false) the first; `found` is what the caller found already.
    func scan(_ p: UnsafePointer<UInt8>, _ n: Int, all: Bool, found: UInt64) -> UInt64 {
      let raw = UnsafeRawPointer(p)
      let table = self.table
      let step = self.step
      @inline(__always) func slot(_ i: Int) -> Int {
        Self.slot(raw.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian)
      }
      var mask = found
      var i = 0
      let last = n &- 4  // the last position a window starts
      while i <= last {
        // Four windows a turn while no table byte is set: one branch per four.
        if step == 4 {
          i = Self.skip(raw, table, from: i, last: last)
        } else if i &+ 3 &* step <= last {
          if table[slot(i)] | table[slot(i &+ step)] | table[slot(i &+ 2 &* step)] | table[slot(i &+ 3 &* step)] == 0 {
            i &+= 4 &* step
            continue
          }
        }
        let end = min(i &+ 4 &* step, last &+ 1)
        while i < end {
          if table[slot(i)] != 0 {
            mask |= matches(at: i, p, n, skipping: mask)
            if mask != found && !all { return mask }
            if mask & every == every { return mask }
          }
          i &+= step
        }
      }
      return mask
    }

    /// The first position from `i` on, in steps of 16, where one of the four windows
    /// from there hits the table, or where fewer than four are left before `last`. (A
    /// function of its own, so that its loop keeps everything in registers: inside
    /// `scan` it did not.)
    @inline(never)
    static func skip(_ raw: UnsafeRawPointer, _ table: UnsafeMutablePointer<UInt8>, from i: Int, last: Int) -> Int {
      var i = i
      while i &+ 12 <= last {
        let d = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
        let e = raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self).littleEndian
        let any =
          table[slot(UInt32(truncatingIfNeeded: d))] | table[slot(UInt32(truncatingIfNeeded: d >> 32))]
          | table[slot(UInt32(truncatingIfNeeded: e))] | table[slot(UInt32(truncatingIfNeeded: e >> 32))]
        if any != 0 { break }
        i &+= 16
      }
      return i
    }

    /// The bits of the needles (not already in `skipping`) that occur with one of their
    /// windows at `i`.
    private func matches(at i: Int, _ p: UnsafePointer<UInt8>, _ n: Int, skipping: UInt64) -> UInt64 {
      let w = UnsafeRawPointer(p).loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
      var mask: UInt64 = 0
      for (number, offset) in places[w] ?? [] where skipping & NeedleSearch.bit(number) == 0 {
        let needle = needles[number]
        let start = i - offset
        guard start >= 0, start + needle.count <= n else { continue }
        if needle.withUnsafeBufferPointer({ memcmp(p + start, $0.baseAddress!, $0.count) }) == 0 {
          mask |= NeedleSearch.bit(number)
        }
      }
      return mask
    }
  }
}
