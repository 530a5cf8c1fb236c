#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds whether a buffer contains any of a few short byte strings, 16 bytes per step,
/// and whether the buffer is valid UTF-8: the part of `NeedleSearch` for needles too short
/// for the 4-byte windows of `BigramSearch` at steps of 4 (`Flags`, a configured `Host`).
///
/// Each needle is anchored on its rarest byte in Swift source; a step compares 16 bytes
/// against every anchor at once, and the few positions where one occurs are checked in
/// full. Up to eight anchors, so that each one's vector stays in a register.
///
/// The same loop stops at the blocks that hold a byte from 0x80 and validates their
/// UTF-8 there, so a file that mentions no needle needs no second pass to be known
/// valid. (Most Swift files have a `©` or an `é` somewhere, so "all ASCII" was rarely
/// true, and a separate validation pass cost 5% of a scan.)
struct AnchorSearch: Sendable {
  /// A needle and the offset of its anchor byte in it.
  struct Needle: Sendable {
    var bytes: [UInt8]
    var anchor: Int
  }

  static let slots = 8

  /// The loop, compiled for exactly this set's number of anchors.
  private let kernel: AnchorKernel

  /// How often each ASCII byte occurs in Swift source, per 10,000 bytes (capped at 255),
  /// measured over the lexer's real-world test files, the example app and the generated
  /// benchmark repository. Bytes from 0x80 are counted as rare (10).
  static let frequency: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 255, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    255, 5, 113, 16, 9, 2, 6, 2, 132, 132, 12, 6, 70, 23, 143, 59, 32, 23, 14, 7, 6, 6, 5, 3, 4, 3, 127, 3, 9, 62, 19,
    17, 12, 27, 15, 42, 30, 22, 17, 5, 8, 59, 1, 11, 22, 18, 15, 22, 22, 2, 22, 67, 32, 37, 40, 5, 1, 1, 1, 17, 28,
    18, 1, 17, 8, 255, 84, 209, 214, 255, 107, 103, 86, 255, 6, 28, 255, 121, 255, 255, 138, 8, 255, 255, 255, 162,
    81, 85, 33, 67, 6, 61, 3, 61, 1, 0,
  ]

  static func frequency(of byte: UInt8) -> Int { byte < 0x80 ? Int(frequency[Int(byte)]) : 10 }

  /// The search for `strings` (non-empty byte strings), or nil when they need more than
  /// `slots` anchors.
  init?(_ strings: [[UInt8]]) {
    var needles: [Needle] = []
    var anchors: [UInt8] = []
    for bytes in strings where !bytes.isEmpty {
      var best = 0
      for k in bytes.indices where Self.frequency(of: bytes[k]) < Self.frequency(of: bytes[best]) { best = k }
      needles.append(Needle(bytes: bytes, anchor: best))
      if !anchors.contains(bytes[best]) { anchors.append(bytes[best]) }
    }
    guard !needles.isEmpty, anchors.count <= Self.slots else { return nil }
    kernel = makeKernel(anchors: anchors, verifier: AnchorVerifier(needles))
  }

  /// Whether a needle occurs in `buffer` and, when none does, whether it is valid UTF-8
  /// (when one does, `valid` is false: the scan stopped early).
  func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (found: Bool, valid: Bool) {
    guard let p = buffer.baseAddress else { return (false, true) }
    return kernel(p, buffer.count)
  }
}

/// The needles by anchor byte, for checking candidate positions in full.
final class AnchorVerifier: Sendable {
  let needles: [AnchorSearch.Needle]
  /// Anchor byte → indices into `needles` of the needles anchored on it.
  let byAnchor: [[Int]]

  init(_ needles: [AnchorSearch.Needle]) {
    var byAnchor = [[Int]](repeating: [], count: 256)
    for (i, needle) in needles.enumerated() { byAnchor[Int(needle.bytes[needle.anchor])].append(i) }
    self.needles = needles
    self.byAnchor = byAnchor
  }

  /// Whether a needle anchored on the byte at `at` occurs with its anchor there.
  func occursAnchored(at: Int, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    for k in byAnchor[Int(p[at])] {
      let needle = needles[k]
      let start = at - needle.anchor
      guard start >= 0, start + needle.bytes.count <= n else { continue }
      if needle.bytes.withUnsafeBufferPointer({ memcmp(p + start, $0.baseAddress!, $0.count) }) == 0 {
        return true
      }
    }
    return false
  }
}

// MARK: - The loop, specialized

/// A compile-time count of anchors, so that each kernel's loop over its anchors is
/// unrolled and every anchor's 16 copies live in a register (a loop over a runtime
/// count, or padding unused slots with repeats, cost twice the instructions).
protocol AnchorCount: SendableMetatype { static var value: Int { get } }
enum Anchors1: AnchorCount { static var value: Int { 1 } }
enum Anchors2: AnchorCount { static var value: Int { 2 } }
enum Anchors3: AnchorCount { static var value: Int { 3 } }
enum Anchors4: AnchorCount { static var value: Int { 4 } }
enum Anchors5: AnchorCount { static var value: Int { 5 } }
enum Anchors6: AnchorCount { static var value: Int { 6 } }
enum Anchors7: AnchorCount { static var value: Int { 7 } }
enum Anchors8: AnchorCount { static var value: Int { 8 } }

/// A specialized scan. A closure made where the count is a concrete type, not a
/// protocol: calls through a protocol witness ran the unspecialized generic loop, which
/// asked for the count at every step.
typealias AnchorKernel = @Sendable (_ p: UnsafePointer<UInt8>, _ n: Int) -> (found: Bool, valid: Bool)

/// Eight 16-byte vectors by index; with a constant index (an unrolled loop) each is a
/// register.
struct Vectors8: Sendable {
  typealias V = SIMD16<UInt8>
  var v0, v1, v2, v3, v4, v5, v6, v7: V

  /// Each byte repeated 16 times; missing ones are zero (never read: see `AnchorCount`).
  init(_ bytes: [UInt8]) {
    func at(_ k: Int) -> V { V(repeating: k < bytes.count ? bytes[k] : 0) }
    (v0, v1, v2, v3, v4, v5, v6, v7) = (at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7))
  }

  @inline(__always) subscript(k: Int) -> V {
    switch k {
    case 0: return v0
    case 1: return v1
    case 2: return v2
    case 3: return v3
    case 4: return v4
    case 5: return v5
    case 6: return v6
    default: return v7
    }
  }
}

private func makeKernel(anchors: [UInt8], verifier: AnchorVerifier) -> AnchorKernel {
  func loop<S: AnchorCount>(_: S.Type) -> AnchorKernel {
    let loop = AnchorLoop<S>(anchors: anchors, verifier: verifier)
    return { p, n in loop.scan(p, n) }
  }
  switch anchors.count {
  case 1: return loop(Anchors1.self)
  case 2: return loop(Anchors2.self)
  case 3: return loop(Anchors3.self)
  case 4: return loop(Anchors4.self)
  case 5: return loop(Anchors5.self)
  case 6: return loop(Anchors6.self)
  case 7: return loop(Anchors7.self)
  default: return loop(Anchors8.self)
  }
}

/// The scan for `S` anchors.
struct AnchorLoop<S: AnchorCount>: Sendable {
  typealias V = SIMD16<UInt8>
  let anchors: Vectors8
  let verifier: AnchorVerifier

  init(anchors: [UInt8], verifier: AnchorVerifier) {
    self.anchors = Vectors8(anchors)
    self.verifier = verifier
  }

  @inline(__always)
  private static func eq(_ a: V, _ b: V) -> V { unsafeBitCast(a .== b, to: V.self) }

  func scan(_ p: UnsafePointer<UInt8>, _ n: Int) -> (found: Bool, valid: Bool) {
    let raw = UnsafeRawPointer(p)
    let anchors = self.anchors
    // Bytes before `validated` are valid UTF-8 (-1: some are not, stop checking).
    var validated = 0
    var i = 0
    // 64 bytes a step, one test for all four vectors (an anchor, or a byte from 0x80);
    // the hot loop has no call in it and keeps everything in registers.
    let end64 = n &- 64
    while i <= end64 {
      var anchored = false
      var hit = false
      while i <= end64 {
        let v0 = raw.loadUnaligned(fromByteOffset: i, as: V.self)
        let v1 = raw.loadUnaligned(fromByteOffset: i &+ 16, as: V.self)
        let v2 = raw.loadUnaligned(fromByteOffset: i &+ 32, as: V.self)
        let v3 = raw.loadUnaligned(fromByteOffset: i &+ 48, as: V.self)
        var m = V(repeating: 0)
        for k in 0..<S.value {
          let a = anchors[k]
          m |= (Self.eq(v0, a) | Self.eq(v1, a)) | (Self.eq(v2, a) | Self.eq(v3, a))
        }
        let lanes = unsafeBitCast(m, to: SIMD2<UInt64>.self)
        let high = unsafeBitCast((v0 | v1) | (v2 | v3), to: SIMD2<UInt64>.self)
        if lanes[0] | lanes[1] | ((high[0] | high[1]) & 0x8080_8080_8080_8080) != 0 {
          anchored = lanes[0] | lanes[1] != 0
          hit = true
          break
        }
        i &+= 64
      }
      guard hit else { break }
      if anchored {
        // Some anchor is in these 64 bytes: check them 16 at a time.
        for block in 0..<4 {
          let at = i &+ block &* 16
          var m = V(repeating: 0)
          let v = raw.loadUnaligned(fromByteOffset: at, as: V.self)
          for k in 0..<S.value { m |= Self.eq(v, anchors[k]) }
          let lanes = unsafeBitCast(m, to: SIMD2<UInt64>.self)
          for half in 0..<2 {
            var w = lanes[half]
            while w != 0 {
              let byte = w.trailingZeroBitCount >> 3
              w &= ~(0xFF << UInt64(byte &* 8))
              if verifier.occursAnchored(at: at &+ half &* 8 &+ byte, p, n) { return (true, false) }
            }
          }
        }
      }
      // Validate the UTF-8 of the block, unless a sequence from an earlier one already
      // covered it. (A block after an all-ASCII one starts a sequence.)
      if validated >= 0 && validated < i &+ 64 {
        validated = UTF8Validation.validate(raw, from: max(validated, i), until: i &+ 64, count: n)
      }
      i &+= 64
    }
    // The last bytes, one at a time.
    let tail = i
    while i < n {
      if verifier.occursAnchored(at: i, p, n) { return (true, false) }
      i += 1
    }
    if validated >= 0 && validated < n {
      validated = UTF8Validation.validate(raw, from: max(validated, tail), until: n, count: n)
    }
    return (false, validated >= 0)
  }
}
