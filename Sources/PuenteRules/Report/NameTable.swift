#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An append-only list of byte strings looked for in file bytes as substrings, exactly as
/// the engine's prefilter looks for them: the configurations' needles (bridge roots,
/// `puente:`, `rootView`, the rules' needles) and the declared hosting and representable
/// names that contain no gate (`GateWords`).
///
/// A name's index never changes, so a version's facts can record "looked for the first
/// `n` names, found these", and only names added later need a look at its bytes.
public struct NeedleTable: Sendable {
  public private(set) var names: [String] = []
  private var indices: [String: Int32] = [:]

  public init() {}

  public var count: Int { names.count }

  /// The index of `name`, adding it at the end when new.
  @discardableResult
  public mutating func intern(_ name: String) -> Int32 {
    if let index = indices[name] { return index }
    let index = Int32(names.count)
    names.append(name)
    indices[name] = index
    return index
  }

  public func index(of name: String) -> Int32? { indices[name] }

  /// A search for the names at `range` of the table.
  func search(_ range: Range<Int>) -> MultiNeedleSearch {
    MultiNeedleSearch(range.map { (Int32($0), names[$0]) })
  }
}

/// Finds *which* of several byte strings occur in a buffer (where `ByteSearch` only says
/// whether any does), with the same anchoring: `memchr` to each needle's rarest byte
/// (`ByteSearch.rank`), needles sharing an anchor sharing one pass, and a needle dropped
/// from its group once found.
struct MultiNeedleSearch {
  struct Needle {
    var index: Int32
    var bytes: [UInt8]
    var anchorOffset: Int
  }
  let groups: [(anchor: UInt8, needles: [Needle])]

  /// How common a byte is in Swift source (lower is rarer): capitals other than the
  /// common `S V I U C T` are rare, `:` and lowercase vowels are everywhere.
  static func rank(_ b: UInt8) -> Int {
    switch b {
    case UInt8(ascii: "V"): return 5
    case UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "U"), UInt8(ascii: "C"), UInt8(ascii: "T"): return 3
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

  init(_ needles: [(Int32, String)]) {
    var byAnchor: [UInt8: [Needle]] = [:]
    for (index, name) in needles where !name.isEmpty {
      let bytes = Array(name.utf8)
      var best = 0
      for i in bytes.indices where Self.rank(bytes[i]) < Self.rank(bytes[best]) {
        best = i
      }
      byAnchor[bytes[best], default: []].append(
        Needle(index: index, bytes: bytes, anchorOffset: best))
    }
    groups = byAnchor.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The indices of the needles that occur in `bytes`, in no particular order.
  func occurring(in bytes: [UInt8]) -> [Int32] {
    var found: [Int32] = []
    bytes.withUnsafeBufferPointer { haystack in
      guard let base = haystack.baseAddress else { return }
      let end = haystack.count
      for group in groups {
        var remaining = group.needles
        let anchor = Int32(group.anchor)
        var i = 0
        while i < end && !remaining.isEmpty {
          guard let hit = memchr(base + i, anchor, end - i) else { break }
          let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          var k = 0
          while k < remaining.count {
            let needle = remaining[k]
            let start = at - needle.anchorOffset
            let count = needle.bytes.count
            if start >= 0 && start + count <= end && base[start] == needle.bytes[0]
              && needle.bytes.withUnsafeBufferPointer({
                memcmp(base + start, $0.baseAddress!, count) == 0
              })
            {
              found.append(needle.index)
              remaining.remove(at: k)
            } else {
              k += 1
            }
          }
          i = at + 1
        }
      }
    }
    return found
  }
}
