import CPuenteSIMD

/// Whether a buffer contains any of up to 16 byte strings of three bytes or more, and
/// whether it is valid UTF-8, in one pass of 32 positions a step: the Teddy search of
/// Hyperscan and ripgrep, in C (`CPuenteSIMD`) because it needs a byte shuffle that
/// Swift's SIMD types do not have. Used by `NeedleSearch` where the CPU has AVX2; on the
/// benchmark it replaced two passes (`AnchorSearch` for the short needles and the UTF-8,
/// then `BigramSearch` for the long ones).
///
/// Needle k goes to bucket k mod 8; a position is a candidate when its first three
/// bytes have, each, both nibbles of some needle of one bucket there, so with at most
/// two needles a bucket nearly every candidate is a real prefix, compared in full.
final class TeddySearch: @unchecked Sendable {
  /// More needles share buckets and make candidates of mere nibble coincidences.
  static let maximumNeedles = 16

  static let isAvailable = puente_teddy_available() != 0

  /// On the heap, written once by `init`: every worker's scan reads it in place.
  private let table: UnsafeMutablePointer<puente_teddy>
  private let bytes: UnsafeMutablePointer<UInt8>
  private let starts: UnsafeMutablePointer<Int32>
  private let lengths: UnsafeMutablePointer<Int32>
  private let first: UnsafeMutablePointer<Int32>
  private let members: UnsafeMutablePointer<Int32>

  /// The search for `needles`, or nil when there are none, too many, one shorter than
  /// three bytes, or the CPU cannot run it.
  init?(_ needles: [[UInt8]]) {
    guard Self.isAvailable, !needles.isEmpty, needles.count <= Self.maximumNeedles,
      !needles.contains(where: { $0.count < 3 })
    else { return nil }
    let total = needles.reduce(0) { $0 + $1.count }
    bytes = .allocate(capacity: total)
    starts = .allocate(capacity: needles.count)
    lengths = .allocate(capacity: needles.count)
    first = .allocate(capacity: 9)
    members = .allocate(capacity: needles.count)
    var offset = 0
    for (k, needle) in needles.enumerated() {
      for (j, b) in needle.enumerated() { bytes[offset + j] = b }
      starts[k] = Int32(offset)
      lengths[k] = Int32(needle.count)
      offset += needle.count
    }
    var slot = 0
    for bucket in 0..<8 {
      first[bucket] = Int32(slot)
      for k in stride(from: bucket, to: needles.count, by: 8) {
        members[slot] = Int32(k)
        slot += 1
      }
    }
    first[8] = Int32(slot)
    // The nibble tables, straight into the C struct (`[3][16]`: position p's 16 slots
    // from p * 16).
    var made = puente_teddy()
    withUnsafeMutableBytes(of: &made.lo) { lo in
      withUnsafeMutableBytes(of: &made.hi) { hi in
        for (k, needle) in needles.enumerated() {
          for position in 0..<3 {
            let b = needle[position]
            lo[position * 16 + Int(b & 15)] |= 1 << UInt8(k % 8)
            hi[position * 16 + Int(b >> 4)] |= 1 << UInt8(k % 8)
          }
        }
      }
    }
    made.bytes = UnsafePointer(bytes)
    made.starts = UnsafePointer(starts)
    made.lengths = UnsafePointer(lengths)
    made.first = UnsafePointer(first)
    made.members = UnsafePointer(members)
    table = .allocate(capacity: 1)
    table.initialize(to: made)
  }

  deinit {
    table.deallocate()
    bytes.deallocate()
    starts.deallocate()
    lengths.deallocate()
    first.deallocate()
    members.deallocate()
  }

  /// Which needles occur in `buffer` (bit k for the k-th of `init`'s needles), and
  /// whether it is valid UTF-8: the scan goes on after a find, until every needle is
  /// found.
  func scanAll(_ buffer: UnsafeBufferPointer<UInt8>) -> (mask: UInt64, valid: Bool) {
    guard let p = buffer.baseAddress else { return (0, true) }
    var valid: Int32 = 0
    let mask = puente_teddy_scan_all(table, p, buffer.count, &valid)
    return (mask, valid != 0)
  }

  /// `scan`, and the newline bytes of all of `buffer`, counted in the same pass (up to
  /// a find; the rest after it).
  func scanLines(_ buffer: UnsafeBufferPointer<UInt8>) -> (found: Bool, valid: Bool, newlines: Int) {
    guard let p = buffer.baseAddress else { return (false, true, 0) }
    var valid: Int32 = 0
    var newlines = 0
    let found = puente_teddy_scan_lines(table, p, buffer.count, &valid, &newlines)
    return (found != 0, valid != 0, newlines)
  }

  /// Whether a needle occurs in `buffer`, and whether it is valid UTF-8 (exactly, found
  /// or not: after a find the rest is only validated).
  func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (found: Bool, valid: Bool) {
    guard let p = buffer.baseAddress else { return (false, true) }
    var valid: Int32 = 0
    let found = puente_teddy_scan(table, p, buffer.count, &valid)
    return (found != 0, valid != 0)
  }
}
