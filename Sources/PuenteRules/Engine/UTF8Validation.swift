/// UTF-8 validation by hand: ASCII runs 32 and 8 bytes at a time, multibyte sequences
/// checked one by one (minimal length, no surrogates, at most U+10FFFF). The standard
/// library's validation went byte by byte once a file had one `é`.
///
/// It can validate a file piece by piece: `AnchorSearch` calls it only on the 64-byte
/// blocks of its scan that hold a byte from 0x80, so a file that mentions no needle is
/// validated in the same pass that searches it.
enum UTF8Validation {
  /// Validates the sequences that start in `from..<until` of the `count` bytes at `raw`
  /// (`from` must be where a sequence starts). Returns where the last of them ends
  /// (`until` or a little past it, when a sequence straddles it), or -1 when one is
  /// invalid or cut short by the end of the buffer.
  @inline(__always)
  static func validate(_ raw: UnsafeRawPointer, from: Int, until: Int, count n: Int) -> Int {
    var i = from
    while i < until {
      // ASCII runs 32 bytes at a time (most of any Swift file), then 8 at a time.
      while i &+ 32 <= until {
        let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
        let c = raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
        let d = raw.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
        guard (a | b | c | d) & 0x8080_8080_8080_8080 == 0 else { break }
        i &+= 32
      }
      if i &+ 8 <= until && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        i &+= 8
        continue
      }
      guard i < until else { break }
      let b0 = raw.load(fromByteOffset: i, as: UInt8.self)
      if b0 < 0x80 {
        i &+= 1
        continue
      }
      let length: Int
      let minimum: UInt32
      var value: UInt32
      switch b0 {
      case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F); minimum = 0x80
      case 0xE0...0xEF: length = 3; value = UInt32(b0 & 0x0F); minimum = 0x800
      case 0xF0...0xF4: length = 4; value = UInt32(b0 & 0x07); minimum = 0x10000
      default: return -1
      }
      guard i + length <= n else { return -1 }
      for k in 1..<length {
        let b = raw.load(fromByteOffset: i &+ k, as: UInt8.self)
        guard b & 0xC0 == 0x80 else { return -1 }
        value = value << 6 | UInt32(b & 0x3F)
      }
      if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return -1 }
      i &+= length
    }
    return i
  }
}
