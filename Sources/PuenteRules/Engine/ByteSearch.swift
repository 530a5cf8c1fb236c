#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds whether any of several byte strings occurs in a buffer, the way `rg -F` does:
/// `memchr` to a rare byte of each needle, then `memcmp` around it.
///
/// Each needle is anchored on its rarest byte by a rough frequency rank of bytes in
/// Swift source (capitals other than the common `S V I U C T` are rare, `:` and
/// lowercase vowels are everywhere), and needles sharing an anchor byte share one
/// `memchr` pass. Anchoring on the last byte instead (`r` of `…Controller`) made the
/// first version stop on every fifth byte.
public struct ByteSearch: Sendable {
  struct Needle: Sendable {
    var bytes: [UInt8]
    /// Offset of the anchor byte in `bytes`.
    var anchorOffset: Int
  }

  /// Needles grouped by anchor byte.
  let groups: [(anchor: UInt8, needles: [Needle])]

  public init<S: Sequence>(_ needles: S) where S.Element == String {
    var byAnchor: [UInt8: [Needle]] = [:]
    for needle in Set(needles) where !needle.isEmpty {
      let bytes = Array(needle.utf8)
      var best = 0
      for i in bytes.indices where Self.rank(bytes[i]) < Self.rank(bytes[best]) { best = i }
      byAnchor[bytes[best], default: []].append(Needle(bytes: bytes, anchorOffset: best))
    }
    groups = byAnchor.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Lower is rarer.
  static func rank(_ b: UInt8) -> Int {
    switch b {
    case UInt8(ascii: "V"):
      return 5  // `View`, everywhere in SwiftUI code
    case UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "U"), UInt8(ascii: "C"), UInt8(ascii: "T"):
      return 3
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 1
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return 2
    case UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"),
      UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "v"), UInt8(ascii: "b"), UInt8(ascii: "g"),
      UInt8(ascii: "f"):
      return 4
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return 6
    case 0x80...0xFF: return 2
    case UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."),
      UInt8(ascii: "\n"):
      return 8
    default: return 5
    }
  }

  /// Whether any needle occurs in `haystack`.
  public func containsAny(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = haystack.baseAddress else { return false }
    let end = haystack.count
    for group in groups {
      let anchor = Int32(group.anchor)
      // A single needle per anchor is the common case: keep its bytes out of the loop.
      if group.needles.count == 1 {
        let needle = group.needles[0]
        let found = needle.bytes.withUnsafeBufferPointer { n -> Bool in
          let np = n.baseAddress!
          let count = n.count
          let offset = needle.anchorOffset
          let first = np[0]
          let last = np[count - 1]
          var i = offset
          while i < end {
            guard let hit = memchr(base + i, anchor, end - i) else { return false }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let start = at - offset
            if start + count <= end && base[start] == first && base[start + count - 1] == last
              && memcmp(base + start, np, count) == 0
            {
              return true
            }
            i = at + 1
          }
          return false
        }
        if found { return true }
        continue
      }
      var i = 0
      while i < end {
        guard let hit = memchr(base + i, anchor, end - i) else { break }
        let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        for needle in group.needles {
          let start = at - needle.anchorOffset
          let count = needle.bytes.count
          // First and last byte inline before paying for a memcmp call.
          if start >= 0 && start + count <= end && base[start] == needle.bytes[0]
            && base[start + count - 1] == needle.bytes[count - 1]
            && needle.bytes.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, $0.count) == 0 })
          {
            return true
          }
        }
        i = at + 1
      }
    }
    return false
  }

  /// Whether any needle occurs in `bytes`.
  public func containsAny(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { containsAny($0) }
  }
}
