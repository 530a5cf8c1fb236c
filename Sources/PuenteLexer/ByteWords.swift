/// Tests on eight bytes at a time (a little-endian `UInt64` loaded from a buffer), shared
/// by every word-at-a-time loop: the line table, line comments, the generated-header
/// check and the identifier hashes.
public enum ByteWords {
  /// Nonzero when some byte of `v` is zero. Its lowest set bit is the top bit of the
  /// first such byte; bits above it may be set wrongly, so only the lowest may be trusted.
  @inlinable @inline(__always)
  public static func hasZeroByte(_ v: UInt64) -> UInt64 {
    (v &- 0x0101_0101_0101_0101) & ~v & 0x8080_8080_8080_8080
  }

  /// The top bit of every zero byte of `v` set, and no other bit (exact, unlike
  /// `hasZeroByte`, so every marked byte may be trusted).
  @inlinable @inline(__always)
  public static func zeroBytes(_ v: UInt64) -> UInt64 {
    ~(((v & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | v | 0x7F7F_7F7F_7F7F_7F7F)
  }

  /// Nonzero when some byte of `w` is `\n` or `\r`; the lowest set bit marks the first.
  @inlinable @inline(__always)
  public static func lineBreaks(_ w: UInt64) -> UInt64 {
    hasZeroByte(w ^ 0x0A0A_0A0A_0A0A_0A0A) | hasZeroByte(w ^ 0x0D0D_0D0D_0D0D_0D0D)
  }

  /// The index of the first `\n` or `\r` at or after `i` among the `n` bytes at `raw`
  /// (`n` when there is none): eight bytes a step, then the exact byte from the word's
  /// lowest marked bit.
  @inlinable @inline(__always)
  public static func nextLineBreak(_ raw: UnsafeRawPointer, from i: Int, count n: Int) -> Int {
    var j = i
    while j &+ 8 <= n {
      let breaks = lineBreaks(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self).littleEndian)
      if breaks != 0 { return j &+ breaks.trailingZeroBitCount >> 3 }
      j &+= 8
    }
    let p = raw.assumingMemoryBound(to: UInt8.self)
    while j < n && p[j] != 0x0A && p[j] != 0x0D { j &+= 1 }
    return j
  }
}
