#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Substring search over bytes: `memchr` to the rarest-looking byte of the needle, then
/// `memcmp`. (glibc's `memmem` is not exported to Swift on Linux.)
public enum ByteSearch {
  /// Whether `needle` occurs in `haystack`.
  public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    firstIndex(of: needle, in: haystack, from: 0) != nil
  }

  /// The offset of the first occurrence of `needle` at or after `start`.
  public static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = haystack.baseAddress, !needle.isEmpty, haystack.count - start >= needle.count else {
      return needle.isEmpty ? start : nil
    }
    // Search for the needle's last byte: for identifiers it is less common than the
    // first (`U` of `UI…`), so memchr stops less often.
    let anchorOffset = needle.count - 1
    let anchor = Int32(needle[anchorOffset])
    var i = start + anchorOffset
    let end = haystack.count
    return needle.withUnsafeBufferPointer { n -> Int? in
      while i < end {
        guard let hit = memchr(base + i, anchor, end - i) else { return nil }
        let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        let candidate = at - anchorOffset
        if memcmp(base + candidate, n.baseAddress!, anchorOffset) == 0 { return candidate }
        i = at + 1
      }
      return nil
    }
  }
}
