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

/// Finds *which* of several byte strings occur in a buffer (where `NeedleSearch` only says
/// whether any does), and the words around the gates (`GateWords`) on the way: the one
/// search over every file version of a trend, so every pass over the bytes counts.
///
/// - Needles that contain a gate (`UIHostingController` contains `Hosting`) are only
///   compared where a gate occurs, and the gates are rare; the passes that find the gates
///   also collect the gate words.
/// - A needle that contains another one (`puente:flag` contains `puente:`) is only looked
///   for in buffers where that one occurs.
/// - The others are grouped by their rarest byte (`rank`): one `memchr` pass per group,
///   ended early once every needle of the group is found.
struct MultiNeedleSearch {
  private struct Needle {
    var index: Int32
    var bytes: [UInt8]
  }
  private let needles: [Needle]
  /// Every needle's bytes end to end, and where each one starts and how long it is:
  /// compared from here, a candidate costs no retain of the needle's own array (a
  /// retain and a release per candidate were a twentieth of a cold trend).
  private let flat: [UInt8]
  private let spans: [(start: Int, count: Int)]
  /// Per gate of `GateWords.gates`: the needles containing it, with the gate's offset.
  private let gated: [[(needle: Int, offset: Int)]]
  /// Anchor byte → the needles anchored on it, with the anchor's offset.
  private let groups: [(anchor: UInt8, members: [(needle: Int, offset: Int)])]
  /// Needles searched only where the needle they contain was found.
  private let dependents: [(needle: Int, base: Int)]
  /// Whether any needle or gate occurs at all: most versions hold none, and one pass of
  /// the engine's prefilter tells so for less than the `memchr` passes below take to
  /// find nothing (a pass per gate and per anchor byte).
  private let any: NeedleSearch

  /// How common a byte is in Swift source (lower is rarer), from byte counts of a large
  /// generated codebase: capitals other than the common `S V I U C T R` are rare, `:`
  /// and lowercase letters are everywhere.
  static func rank(_ b: UInt8) -> Int {
    switch b {
    case UInt8(ascii: "V"), UInt8(ascii: "R"): return 4
    case UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "U"), UInt8(ascii: "C"), UInt8(ascii: "T"): return 3
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 1
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return 2
    case UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"), UInt8(ascii: "x"), UInt8(ascii: "z"),
      UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "v"), UInt8(ascii: "b"), UInt8(ascii: "g"):
      return 5
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return 6
    case 0x80...0xFF: return 2
    case UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."),
      UInt8(ascii: "\n"):
      return 8
    default: return 5
    }
  }

  init(_ list: [(Int32, String)]) {
    let needles = list.filter { !$0.1.isEmpty }.map { Needle(index: $0.0, bytes: Array($0.1.utf8)) }
    self.needles = needles
    var flat: [UInt8] = []
    var spans: [(start: Int, count: Int)] = []
    for needle in needles {
      spans.append((flat.count, needle.bytes.count))
      flat += needle.bytes
    }
    self.flat = flat
    self.spans = spans
    func offset(of part: [UInt8], in whole: [UInt8]) -> Int? {
      guard whole.count >= part.count else { return nil }
      return (0...(whole.count - part.count)).first { whole[$0..<($0 + part.count)].elementsEqual(part) }
    }
    var gated = [[(needle: Int, offset: Int)]](repeating: [], count: GateWords.gates.count)
    var dependents: [(needle: Int, base: Int)] = []
    var byAnchor: [UInt8: [(needle: Int, offset: Int)]] = [:]
    for (n, needle) in needles.enumerated() {
      if let g = GateWords.gates.indices.first(where: { offset(of: GateWords.gates[$0], in: needle.bytes) != nil }) {
        gated[g].append((n, offset(of: GateWords.gates[g], in: needle.bytes)!))
        continue
      }
      // The shortest other needle it contains, if any (a needle equal to another one
      // stays independent).
      if let base = needles.indices.filter({
        $0 != n && needles[$0].bytes.count < needle.bytes.count
          && offset(of: needles[$0].bytes, in: needle.bytes) != nil
      }).min(by: { needles[$0].bytes.count < needles[$1].bytes.count }) {
        dependents.append((n, base))
        continue
      }
      var best = 0
      for i in needle.bytes.indices where Self.rank(needle.bytes[i]) < Self.rank(needle.bytes[best]) { best = i }
      byAnchor[needle.bytes[best], default: []].append((n, best))
    }
    self.gated = gated
    self.dependents = dependents
    any = NeedleSearch(
      needles.map { String(decoding: $0.bytes, as: UTF8.self) }
        + GateWords.gates.map { String(decoding: $0, as: UTF8.self) })
    groups = byAnchor.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The indices of the needles that occur in `bytes`, in no particular order.
  func occurring(in bytes: [UInt8]) -> [Int32] { scan(bytes, words: false).hits }

  /// `scan` with words, and the bytes' lines and UTF-8 validity from its first pass when
  /// that is the vector search (a pass of their own was a fifth of what a cold trend
  /// spent on the facts of a version); else those from `BlobFacts.linesAndUTF8`.
  func scanWithLines(_ bytes: [UInt8]) -> (
    hits: [Int32], words: [UInt64], fuzzy: Bool, lines: Int, isUTF8: Bool
  ) {
    guard let first = bytes.withUnsafeBufferPointer({ any.scanLines($0) }) else {
      let (lines, isUTF8) = BlobFacts.linesAndUTF8(bytes)
      let found = scan(bytes, words: true)
      return (found.hits, found.words, found.fuzzy, lines, isUTF8)
    }
    // Lines as `linesAndUTF8` counts them: a last line without a newline counts too.
    let lines = bytes.last.map { $0 == 0x0A ? first.newlines : first.newlines + 1 } ?? 0
    guard first.found else { return ([], [], false, lines, first.valid) }
    let found = scan(bytes, words: true, prefiltered: true)
    return (found.hits, found.words, found.fuzzy, lines, first.valid)
  }

  /// The needles that occur, and (with `words`) the gate words and whether one of them
  /// has non-ASCII bytes (see `GateWords`). `prefiltered`: `any` is known to occur.
  func scan(_ bytes: [UInt8], words wantWords: Bool, prefiltered: Bool = false) -> (
    hits: [Int32], words: [UInt64], fuzzy: Bool
  ) {
    // (Gates are in `any` even when words are not wanted: it can only say yes more often.)
    if !prefiltered && !any.containsAny(bytes) { return ([], [], false) }
    var found = [Bool](repeating: false, count: needles.count)
    var words: [UInt64] = []
    var fuzzy = false
    bytes.withUnsafeBufferPointer { buffer in
      flat.withUnsafeBufferPointer { flat in
        spans.withUnsafeBufferPointer { spans in
          guard let base = buffer.baseAddress, let needleBase = flat.baseAddress else { return }
          let n = buffer.count
          @inline(__always) func matches(_ needle: Int, at start: Int) -> Bool {
            let span = spans[needle]
            guard start >= 0, start + span.count <= n else { return false }
            // First and last bytes before the call: most candidates of a common anchor
            // (`p` of `puente:`) fail there (870,000 calls to `memcmp` in a cold trend).
            let last = span.count - 1
            guard base[start] == needleBase[span.start], base[start + last] == needleBase[span.start + last] else {
              return false
            }
            return memcmp(base + start, needleBase + span.start, span.count) == 0
          }
          // Gates: their words, and the needles that contain them.
          for (g, gate) in GateWords.gates.enumerated() where wantWords || !gated[g].isEmpty {
            let first = Int32(gate[0])
            let length = gate.count
            // Read in place at every hit: iterating the arrays there retained them each time.
            let members = gated[g]
            var i = 0
            while i + length <= n, let hit = memchr(base + i, first, n - i - length + 1) {
              let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
              i = at + 1
              guard memcmp(base + at, gate, length) == 0 else { continue }
              for m in 0..<members.count
              where !found[members[m].needle] && matches(members[m].needle, at: at - members[m].offset) {
                found[members[m].needle] = true
              }
              guard wantWords else { continue }
              var start = at
              while start > 0 && GateWords.isWordByte(base[start - 1]) { start -= 1 }
              var end = at + length
              while end < n && GateWords.isWordByte(base[end]) { end += 1 }
              var h = GateWords.seed
              for k in start..<end {
                if base[k] >= 0x80 { fuzzy = true }
                h = GateWords.step(h, base[k])
              }
              words.append(GateWords.finish(h))
            }
          }
          // Anchored needles, a pass per anchor byte, ended when its group is complete.
          for group in groups {
            let anchor = Int32(group.anchor)
            let members = group.members
            var left = members.count
            var i = 0
            while i < n && left > 0, let hit = memchr(base + i, anchor, n - i) {
              let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
              i = at + 1
              for m in 0..<members.count
              where !found[members[m].needle] && matches(members[m].needle, at: at - members[m].offset) {
                found[members[m].needle] = true
                left -= 1
              }
            }
          }
          // Needles that contain another: only where that one is.
          for (needle, baseNeedle) in dependents where found[baseNeedle] {
            let span = spans[needle]
            var i = 0
            let first = Int32(needleBase[span.start])
            while i + span.count <= n, let hit = memchr(base + i, first, n - i - span.count + 1) {
              let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
              i = at + 1
              if matches(needle, at: at) {
                found[needle] = true
                break
              }
            }
          }
        }
      }
    }
    var hits: [Int32] = []
    for (k, isFound) in found.enumerated() where isFound { hits.append(needles[k].index) }
    if wantWords {
      words.sort()
      var unique: [UInt64] = []
      unique.reserveCapacity(words.count)
      for w in words where unique.last != w { unique.append(w) }
      words = unique
    }
    return (hits, words, fuzzy)
  }
}
