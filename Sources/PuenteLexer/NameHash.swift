/// A 32-bit hash of an identifier's name (its bytes, backticks removed), eight bytes a
/// step: what the rules compare names by before spelling them out (a name whose hash is
/// not among a set's is not in the set). The lexer takes it for every identifier as it
/// lexes it (`Lexer.tokenizeNamingIdentifiers`), while the bytes are in registers.
///
/// The hash: the length times a constant, then each whole eight-byte word (little-endian)
/// mixed in with one multiplier, the last partial word (zero-padded) with another, folded
/// to 32 bits. Only equality matters; the values are not stored anywhere.
public enum NameHash {
  @usableFromInline static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15
  @usableFromInline static let wholeWord: UInt64 = 0xFF51_AFD7_ED55_8CCD
  @usableFromInline static let partialWord: UInt64 = 0xC4CE_B9FE_1A85_EC53

  /// The hash of `bytes[s..<e]`.
  @inlinable @inline(__always)
  public static func of(_ bytes: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> UInt32 {
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    var h = UInt64(e - s) &* seed
    var i = s
    while i + 8 <= e {
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
      h = (h ^ w) &* wholeWord
      h ^= h >> 29
      i += 8
    }
    if i < e {
      var w: UInt64 = 0
      if i + 8 <= bytes.count {
        w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian & ((1 << (UInt64(e - i) * 8)) - 1)
      } else {
        for k in i..<e { w |= UInt64(bytes[k]) << (UInt64(k - i) * 8) }
      }
      h = (h ^ w) &* partialWord
      h ^= h >> 32
    }
    return UInt32(truncatingIfNeeded: h ^ (h >> 32))
  }

  /// The hash of a name of `length` bytes (1 to 16) whose first eight bytes are `lo` and
  /// the rest `hi` (little-endian, zero beyond the name): `of` without reading memory.
  @inline(__always)
  static func of(lo: UInt64, hi: UInt64, length: Int) -> UInt32 {
    var h = UInt64(truncatingIfNeeded: length) &* seed
    if length >= 8 {
      h = (h ^ lo) &* wholeWord
      h ^= h >> 29
    }
    if length == 16 {
      h = (h ^ hi) &* wholeWord
      h ^= h >> 29
    } else if length & 7 != 0 {
      h = (h ^ (length > 8 ? hi : lo)) &* partialWord
      h ^= h >> 32
    }
    return UInt32(truncatingIfNeeded: h ^ (h >> 32))
  }

  /// The hash of a name.
  public static func of(_ name: String) -> UInt32 {
    var name = name
    return name.withUTF8 { of($0, 0, $0.count) }
  }
}
