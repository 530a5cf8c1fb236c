/// UTF-8 validation by hand: ASCII runs 32 and 8 bytes at a time, multibyte sequences
/// checked one by one (minimal length, no surrogates, at most U+10FFFF). The standard
/// library's validation went byte by byte once a file had one `é`.
package enum UTF8Validation {
  /// Whether the `n` bytes at `raw` are valid UTF-8.
  package static func isValid(_ raw: UnsafeRawPointer, count n: Int) -> Bool {
    var i = 0
    while i < n {
      // ASCII runs 32 bytes at a time (most of any Swift file), then 8 at a time.
      while i &+ 32 <= n {
        let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
        let c = raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
        let d = raw.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
        guard (a | b | c | d) & 0x8080_8080_8080_8080 == 0 else { break }
        i &+= 32
      }
      if i &+ 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        i &+= 8
        continue
      }
      guard i < n else { break }
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
      default: return false
      }
      guard i + length <= n else { return false }
      for k in 1..<length {
        let b = raw.load(fromByteOffset: i &+ k, as: UInt8.self)
        guard b & 0xC0 == 0x80 else { return false }
        value = value << 6 | UInt32(b & 0x3F)
      }
      if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return false }
      i &+= length
    }
    return true
  }
}
