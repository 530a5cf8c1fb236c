/// Bytes as lowercase hex digits, as git writes object ids and `Fingerprint` its digests.
package enum Hex {
  /// The lowercase hex digit of `value` (0 to 15).
  @inline(__always) static func digit(_ value: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : 0x57 + value)
  }

  package static func lowercase(_ bytes: ArraySlice<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count * 2) { out in
      var k = 0
      for b in bytes {
        out[k] = digit(Int(b >> 4))
        out[k + 1] = digit(Int(b & 15))
        k += 2
      }
      return k
    }
  }
}
