/// Finds whether a buffer contains any of a set of byte strings, in one pass whatever
/// their number (declared hosting subclasses can add hundreds of names).
///
/// - Needles of 5 bytes or more are indexed by two overlapping 4-byte windows (the
///   rarest-looking pair of offsets `k`, `k + 1`); a 2²⁰-bit table of hashed windows
///   says which may occur (a 2¹⁶-byte table for small sets). One load, one multiply
///   and one table test per step. With `wide`, every needle has 7 bytes or more and is
///   indexed by four windows in a row, and the scan steps by 4.
/// - Needles of 3 or 4 bytes are indexed by two overlapping byte pairs in a 2¹⁶-bit
///   table, and 1- or 2-byte needles (a configured name like `Ab`) by a plain scan.
/// Because every needle is indexed at two consecutive offsets, one of them lands on an
/// even position wherever it occurs, so the scan looks at even positions only. Only
/// table hits are compared in full.
///
/// `NeedleSearch` uses it for long needles and for large sets (the engine's prefilter:
/// a file that mentions no name a rule cares about is never lexed). Earlier designs,
/// measured and dropped: a `memchr` per needle stopped
/// on every `w` of every `View` when searching `rootView`; hashing every word capped
/// the scan near 1 GB/s; byte pairs alone saturated once hundreds of
/// `…HostingController` names shared their pairs. Substrings are matched, not words:
/// the prefilter may say yes too often, never too rarely.
struct BigramSearch: Sendable {
  /// The two bit tables, owned by a class so they are freed with the last copy.
  final class Tables: @unchecked Sendable {
    let pairBits: UnsafeMutablePointer<UInt64>
    /// Allocated only when some needle is long enough to use it (128 KiB).
    let windowBits: UnsafeMutablePointer<UInt64>?
    /// The same windows as a byte per slot over 2¹⁶ slots, for sets of at most
    /// `smallSetWindows` windows (then at most 0.4% of slots are set): one load and one
    /// compare a step instead of a shift, a load and a bit test, and 64 KiB that stay in
    /// cache.
    var windowBytes: UnsafeMutablePointer<UInt8>?

    init(windows: Bool) {
      pairBits = .allocate(capacity: 1024)
      pairBits.initialize(repeating: 0, count: 1024)
      if windows {
        let words = BigramSearch.windowBitsCount / 64
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        table.initialize(repeating: 0, count: words)
        windowBits = table
      } else {
        windowBits = nil
      }
    }

    deinit {
      pairBits.deallocate()
      windowBits?.deallocate()
      windowBytes?.deallocate()
    }
  }

  private let tables: Tables
  private var pairBits: UnsafeMutablePointer<UInt64> { tables.pairBits }
  private var windowBits: UnsafeMutablePointer<UInt64> { tables.windowBits ?? tables.pairBits }
  /// Exact pair → (needle, offset of the pair in it).
  private let pairs: [UInt16: [(needle: Int, offset: Int)]]
  /// Exact 4-byte window → (needle, offset of the window in it).
  private let windows: [UInt32: [(needle: Int, offset: Int)]]
  private let needles: [[UInt8]]
  /// One- and two-byte needles, checked at every position (rare: short configured names).
  private let tiny: [[UInt8]]
  private let hasPairs: Bool
  private let hasWindows: Bool
  let isEmpty: Bool

  static let windowBitsCount = 1 << 20

  static let smallSetWindows = 256

  @inline(__always) static func byteSlot(_ w: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(w) &* 0x9E37_79B9_7F4A_7C15) >> 48)
  }

  @inline(__always) static func windowSlot(_ w: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(w) &* 0x9E37_79B9_7F4A_7C15) >> 44)
  }

  /// How far the loop steps: 2, or 4 for a set whose needles all have 7 bytes or more
  /// (each is then indexed by four windows in a row, one of which starts at a multiple
  /// of 4 wherever the needle occurs: half the steps).
  let stride: Int

  /// The search for `strings`. `wide` asks for steps of 4, which needs every needle to
  /// have at least 7 bytes (`NeedleSearch` sends it only those).
  init<S: Sequence>(_ strings: S, wide: Bool = false) where S.Element == String {
    // Told apart by their bytes: `String` equality would take `é` and `e` + U+0301 for
    // one needle and search for one spelling only.
    let unique = Set(strings.map { Array($0.utf8) }).sorted { $0.lexicographicallyPrecedes($1) }
    let stride = wide && !unique.contains { !$0.isEmpty && $0.count < 7 } ? 4 : 2
    self.stride = stride
    tables = Tables(windows: unique.contains { $0.count >= 5 })
    let pairBits = tables.pairBits
    let windowBits = tables.windowBits
    var pairs: [UInt16: [(needle: Int, offset: Int)]] = [:]
    var windows: [UInt32: [(needle: Int, offset: Int)]] = [:]
    var needles: [[UInt8]] = []
    var tiny: [[UInt8]] = []
    for bytes in unique where !bytes.isEmpty {
      if bytes.count <= 2 {
        tiny.append(bytes)
        continue
      }
      needles.append(bytes)
      let index = needles.count - 1
      if bytes.count >= 5 {
        // `stride` windows in a row, at the rarest-looking place.
        let windowCount = stride
        var best = 0
        for k in 0...(bytes.count - 3 - windowCount)
        where Self.windowScore(bytes, k, windows: windowCount) < Self.windowScore(bytes, best, windows: windowCount) {
          best = k
        }
        for k in best..<(best + windowCount) {
          let w = Self.window(bytes, k)
          windows[w, default: []].append((index, k))
          let slot = Self.windowSlot(w)
          windowBits![slot >> 6] |= 1 << UInt64(slot & 63)
        }
      } else {
        var best = 0
        for k in 0..<(bytes.count - 2) where Self.score(bytes, k) < Self.score(bytes, best) { best = k }
        for k in [best, best + 1] {
          let pair = UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8
          pairs[pair, default: []].append((index, k))
          pairBits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
        }
      }
    }
    if !windows.isEmpty && windows.count <= Self.smallSetWindows {
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
      bytes.initialize(repeating: 0, count: 1 << 16)
      for w in windows.keys { bytes[Self.byteSlot(w)] = 1 }
      tables.windowBytes = bytes
    }
    self.pairs = pairs
    self.windows = windows
    self.needles = needles
    self.tiny = tiny
    self.hasPairs = !pairs.isEmpty
    self.hasWindows = !windows.isEmpty
    self.isEmpty = needles.isEmpty && tiny.isEmpty
  }

  static func window(_ b: [UInt8], _ k: Int) -> UInt32 {
    var w: UInt32 = 0
    for i in 0..<4 { w |= UInt32(b[k + i]) << (8 * UInt32(i)) }
    return w
  }

  /// Rarity of the `windows` windows from `k` on (lower is rarer).
  static func windowScore(_ b: [UInt8], _ k: Int, windows: Int) -> Int {
    (k..<(k + 2 + windows)).reduce(0) { $0 + pairScore(b[$1], b[$1 + 1]) }
  }

  /// Rarity of the two pairs starting at `k` (lower is rarer).
  static func score(_ b: [UInt8], _ k: Int) -> Int {
    pairScore(b[k], b[k + 1]) + pairScore(b[k + 1], b[k + 2])
  }

  /// A capital after a lowercase letter (`gC`, `tV`) is rare in code; pairs of
  /// lowercase letters, blanks and `.` are not.
  static func pairScore(_ a: UInt8, _ b: UInt8) -> Int {
    func rank(_ c: UInt8) -> Int {
      switch c {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 2
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"): return 3
      case UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"),
        UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "v"), UInt8(ascii: "b"), UInt8(ascii: "g"):
        return 4
      case UInt8(ascii: "a")...UInt8(ascii: "z"): return 6
      default: return 5
      }
    }
    let lowerThenUpper = (a >= 0x61 && a <= 0x7A) && (b >= 0x41 && b <= 0x5A)
    return rank(a) + rank(b) - (lowerThenUpper ? 4 : 0)
  }

  /// Whether any needle occurs in `buffer`, and, when none does, whether every byte is
  /// ASCII (then the file is valid UTF-8 without a second pass over it: the windows the
  /// loop loads cover every byte, and ORing them costs one instruction a step). When a
  /// needle is found, `ascii` is false: the scan stopped early.
  func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (found: Bool, ascii: Bool) { run(buffer, ascii: true) }

  /// Whether any needle occurs in `buffer`, without ORing the bytes together (for when
  /// `AnchorSearch` has already told whether they are valid UTF-8).
  func contains(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool { run(buffer, ascii: false).found }

  /// The scan; `track` false leaves out the ASCII test (the ORs are an eighth of the
  /// hot loop's instructions).
  @inline(__always)
  private func run(_ buffer: UnsafeBufferPointer<UInt8>, ascii track: Bool) -> (found: Bool, ascii: Bool) {
    guard let p = buffer.baseAddress else { return (false, true) }
    let n = buffer.count
    if isEmpty { return (false, false) }
    for needle in tiny where NeedleSearch.contains(buffer, needle) { return (true, false) }
    let raw = UnsafeRawPointer(p)
    let pairBits = self.pairBits
    let windowBits = self.windowBits
    var seen: UInt32 = 0
    var i = 0
    // Positions where a 4-byte window can be loaded; one loop per table set, so the
    // common case (windows only) tests one table per step.
    let end = n - 4
    if hasWindows && !hasPairs {
      let step = stride
      while i <= end {
        // The hot loop has no call in it (a table hit leaves it for the check) and ORs
        // into a variable of its own, so nothing it reads or writes lives in memory.
        var hit = false
        var local: UInt32 = 0
        if let windowBytes = tables.windowBytes {
          if step == 4 {
            // Two windows from one 8-byte load per iteration; the loop below then finds
            // which of the two hit (or takes the last window).
            var wide: UInt64 = 0
            // Four windows (16 bytes) a turn while no table byte is set, then two and one
            // (the loops after it look again from where it stopped): one branch and one
            // loop count per 16 bytes instead of per 8.
            while i &+ 12 <= end {
              let d = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
              let e = raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self).littleEndian
              if track { wide |= d | e }
              if windowBytes[Self.byteSlot(UInt32(truncatingIfNeeded: d))]
                | windowBytes[Self.byteSlot(UInt32(truncatingIfNeeded: d >> 32))]
                | windowBytes[Self.byteSlot(UInt32(truncatingIfNeeded: e))]
                | windowBytes[Self.byteSlot(UInt32(truncatingIfNeeded: e >> 32))] != 0
              {
                break
              }
              i &+= 16
            }
            while i &+ 4 <= end {
              let d = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
              if track { wide |= d }
              if windowBytes[Self.byteSlot(UInt32(truncatingIfNeeded: d))]
                | windowBytes[Self.byteSlot(UInt32(truncatingIfNeeded: d >> 32))] != 0
              {
                break
              }
              i &+= 8
            }
            local = UInt32(truncatingIfNeeded: wide) | UInt32(truncatingIfNeeded: wide >> 32)
          }
          while i <= end {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
            if track { local |= w }
            if windowBytes[Self.byteSlot(w)] != 0 {
              hit = true
              break
            }
            i &+= step
          }
        } else {
          while i <= end {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
            if track { local |= w }
            let slot = Self.windowSlot(w)
            if windowBits[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
              hit = true
              break
            }
            i &+= step
          }
        }
        seen |= local
        guard hit else { break }
        let w = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
        if matchesWindow(w, at: i, p, n) { return (true, false) }
        i &+= step
      }
    } else {
      while i <= end {
        let w = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
        seen |= w
        let pair = UInt16(truncatingIfNeeded: w)
        if pairBits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0 && matchesPair(pair, at: i, p, n) {
          return (true, false)
        }
        if hasWindows {
          let slot = Self.windowSlot(w)
          if windowBits[slot >> 6] & (1 << UInt64(slot & 63)) != 0 && matchesWindow(w, at: i, p, n) {
            return (true, false)
          }
        }
        i &+= 2
      }
    }
    // The tail: pairs only (a window needle does not fit in the last 4 bytes' windows).
    // With steps of 4 the tail has no pair needle, and only its bytes' ASCII matters.
    while i < n {
      seen |= UInt32(p[i])
      if i + 1 < n {
        seen |= UInt32(p[i + 1])
        let pair = UInt16(p[i]) | UInt16(p[i + 1]) << 8
        if hasPairs && pairBits[Int(pair >> 6)] & (1 << UInt64(pair & 63)) != 0 && matchesPair(pair, at: i, p, n) {
          return (true, false)
        }
      }
      i &+= 2
    }
    return (false, seen & 0x8080_8080 == 0)
  }

  private func matchesPair(_ pair: UInt16, at i: Int, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    for (needle, offset) in pairs[pair] ?? [] where Self.equal(needles[needle], at: i - offset, p, n) { return true }
    return false
  }

  private func matchesWindow(_ w: UInt32, at i: Int, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    for (needle, offset) in windows[w] ?? [] where Self.equal(needles[needle], at: i - offset, p, n) { return true }
    return false
  }

  @inline(__always)
  static func equal(_ needle: [UInt8], at start: Int, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    guard start >= 0, start + needle.count <= n else { return false }
    var k = 0
    while k < needle.count && p[start + k] == needle[k] { k += 1 }
    return k == needle.count
  }
}
