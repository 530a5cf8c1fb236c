#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a buffer contains any of a set of byte strings: the test that decides which
/// files are worth lexing. Substrings are matched, not words, so it may say yes too
/// often (a comment naming `UIHostingController`), never too rarely.
///
/// Up to 16 needles of three bytes or more (the default rules' set) go to
/// `TeddySearch`, one vector pass that also validates the UTF-8, where the CPU has AVX2.
/// Otherwise needles of 7 bytes or more go to `BigramSearch` at steps of 4 (the default rules'
/// `Hosting`, `Representable`, `rootView`, `puente:`…); shorter ones (`Flags`) to
/// `AnchorSearch`, a vector scan for their rarest bytes that also validates the
/// buffer's UTF-8. A set with too many short needles for the anchors goes whole to
/// `BigramSearch` at steps of 2. On the benchmark repository the split cost 3.4
/// instructions a byte against 6.2 for steps of 2 alone.
public struct NeedleSearch: Sendable {
  /// Up to 16 needles of three bytes or more, on a CPU with AVX2: the one pass that does
  /// what the two below do, in a quarter of their time (then both are nil).
  private let teddy: TeddySearch?
  private let short: AnchorSearch?
  private let long: BigramSearch?

  /// The needles searched for, after those that contain another were dropped; bit k of
  /// a `scanMask` stands for the k-th.
  let needles: [[UInt8]]

  /// True when there is no needle at all (nothing can be found).
  public var isEmpty: Bool { teddy == nil && short == nil && long == nil }

  /// Whether the Teddy search runs (then `valid` is exact, found or not).
  var usesVector: Bool { teddy != nil }

  /// The search for `strings`; `vector` false leaves out the Teddy search (for tests of
  /// the other paths, which CPUs without AVX2 take).
  public init<S: Sequence>(_ strings: S, vector: Bool = true) where S.Element == String {
    // A needle that contains another adds nothing to "contains any": `FeatureFlags`
    // occurs only where `Flags` does. (Only for small sets: hundreds of declared names
    // would cost more to compare with each other than keeping them all.)
    // Told apart by their bytes (`String` equality would merge `é` and `e` + U+0301).
    let unique = Array(Set(strings.filter { !$0.isEmpty }.map { Array($0.utf8) }))
    let needed =
      unique.count > 64
      ? unique
      : unique.filter { needle in
        !unique.contains { other in other.count < needle.count && Self.contains(needle, other) }
      }
    needles = needed
    if vector, let teddy = TeddySearch(needed) {
      self.teddy = teddy
      short = nil
      long = nil
      return
    }
    teddy = nil
    let longOnes = needed.filter { $0.count >= 7 }
    let shortOnes = needed.filter { $0.count < 7 }
    let anchors = shortOnes.isEmpty ? nil : AnchorSearch(shortOnes)
    if anchors != nil || shortOnes.isEmpty {
      short = anchors
      long = longOnes.isEmpty ? nil : BigramSearch(longOnes.map { String(decoding: $0, as: UTF8.self) }, wide: true)
    } else {
      // Short needles AnchorSearch cannot take: every needle through BigramSearch.
      short = nil
      long = BigramSearch(needed.map { String(decoding: $0, as: UTF8.self) })
    }
  }

  /// Whether any needle occurs in `buffer`.
  public func containsAny(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool { scan(buffer).found }

  public func containsAny(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { containsAny($0) }
  }

  /// Which needles occur in `buffer` (bit k for `needles[k]`) and whether the buffer is
  /// known to be valid UTF-8 (as `scan` says). The mask is exact with the Teddy search
  /// (`usesVector`), which goes on after a find: it costs a pass over the rest of the
  /// files that have a needle, and tells which rules can find nothing in them. Otherwise
  /// every bit is set when any needle occurs: a clear bit always means "absent".
  public func scanMask(_ buffer: UnsafeBufferPointer<UInt8>) -> (mask: UInt64, valid: Bool) {
    if let teddy { return teddy.scanAll(buffer) }
    let (found, valid) = scan(buffer)
    return (found ? ~0 : 0, valid)
  }

  /// The bits of `scanMask` of which one is set wherever one of `strings` occurs: those
  /// of the needles that are contained in one of them (a string that was dropped from
  /// the search for containing a shorter needle occurs only where that needle does).
  /// Every bit when some string contains no needle (nothing rules it out).
  public func mask(ofAnyOf strings: [String]) -> UInt64 {
    var mask: UInt64 = 0
    for string in strings {
      let bytes = Array(string.utf8)
      let covering = needles.indices.filter { Self.contains(bytes, needles[$0]) }
      guard !covering.isEmpty, covering.allSatisfy({ $0 < 64 }) else { return ~0 }
      for k in covering { mask |= 1 << UInt64(k) }
    }
    return mask
  }

  /// Whether any needle occurs in `buffer`, whether it is valid UTF-8 (exactly), and
  /// its newline bytes, in one pass; nil without the Teddy search (`usesVector`), where
  /// `scan` cannot say all of that.
  func scanLines(_ buffer: UnsafeBufferPointer<UInt8>) -> (found: Bool, valid: Bool, newlines: Int)? {
    teddy?.scanLines(buffer)
  }

  /// Whether any needle occurs in `buffer`, and whether the buffer is known to be valid
  /// UTF-8 (then it needs no other check). With the Teddy search `valid` is exact;
  /// otherwise false means "not known": a short needle was found first, there is
  /// nothing to search for, or only `BigramSearch` ran and the buffer is not all ASCII.
  /// (`found` is exact whatever the bytes.)
  public func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (found: Bool, valid: Bool) {
    if let teddy { return teddy.scan(buffer) }
    var valid = false
    if let short {
      let result = short.scan(buffer)
      if result.found { return result }
      valid = result.valid
    }
    if let long {
      // (When the anchors ran to the end, their verdict on the UTF-8 stands.)
      if short != nil { return (long.contains(buffer), valid) }
      let result = long.scan(buffer)
      if result.found { return (true, false) }
      valid = result.ascii
    }
    return (false, valid)
  }

  /// Whether `needle` occurs in `haystack`: the plain search, for short strings (names,
  /// comments), where building a `NeedleSearch` would cost more.
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    haystack.withUnsafeBufferPointer { contains($0, needle) }
  }

  @inline(__always)
  static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    let m = needle.count
    guard haystack.count >= m, m > 0, let base = haystack.baseAddress else { return false }
    // Over a file, a vector of positions at a time; over a name, a byte loop.
    if haystack.count > 64 {
      return needle.withUnsafeBufferPointer { vectorContains(base, haystack.count, $0) }
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
      needle.withUnsafeBufferPointer { n in vectorFind(h.baseAddress! + from, h.count - from, n).map { $0 + from } }
    }
  }

  /// Whether `needle` occurs in the `n` bytes at `p` (see `vectorFind`).
  static func vectorContains(_ p: UnsafePointer<UInt8>, _ n: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    vectorFind(p, n, needle) != nil
  }

  /// Where `needle` first occurs in the `n` bytes at `p`: 64 candidate positions a step,
  /// each tested on the needle's first and last bytes (two vector compares and an AND
  /// per 16), and only where both match compared in full. (glibc's `memmem` took eight
  /// times as many instructions for the names the engine looks for.)
  static func vectorFind(_ p: UnsafePointer<UInt8>, _ n: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Int? {
    typealias V = SIMD16<UInt8>
    let m = needle.count
    guard m > 0, n >= m, let q = needle.baseAddress else { return m == 0 ? 0 : nil }
    if m == 1 { return memchr(p, Int32(q[0]), n).map { p.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } }
    let raw = UnsafeRawPointer(p)
    let first = V(repeating: q[0])
    let last = V(repeating: q[m - 1])
    @inline(__always) func candidates(_ at: Int) -> V {
      let a = raw.loadUnaligned(fromByteOffset: at, as: V.self)
      let b = raw.loadUnaligned(fromByteOffset: at + m - 1, as: V.self)
      return unsafeBitCast(a .== first, to: V.self) & unsafeBitCast(b .== last, to: V.self)
    }
    var i = 0
    // Starts `i..<i + 64`, one test for four vectors: their last bytes reach `i + m + 62`.
    while i + m + 63 <= n {
      let any = (candidates(i) | candidates(i + 16)) | (candidates(i + 32) | candidates(i + 48))
      let test = unsafeBitCast(any, to: SIMD2<UInt64>.self)
      if test[0] | test[1] != 0 {
        for block in 0..<4 {
          let at = i + block * 16
          let lanes = unsafeBitCast(candidates(at), to: SIMD2<UInt64>.self)
          for half in 0..<2 {
            var w = lanes[half]
            while w != 0 {
              let byte = w.trailingZeroBitCount >> 3
              w &= ~(0xFF << UInt64(byte * 8))
              if memcmp(p + at + half * 8 + byte + 1, q + 1, m - 2) == 0 { return at + half * 8 + byte }
            }
          }
        }
      }
      i += 64
    }
    while i + m <= n {
      if p[i] == q[0] && p[i + m - 1] == q[m - 1] && memcmp(p + i + 1, q + 1, m - 2) == 0 { return i }
      i += 1
    }
    return nil
  }
}
