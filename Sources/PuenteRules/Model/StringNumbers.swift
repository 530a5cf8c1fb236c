import PuenteLexer

/// Strings numbered in the order they first come (0, 1, 2, …): the trend's tables of
/// paths, blob ids, folders and type names, asked tens of thousands of times a run.
///
/// A `[String: Int32]` lookup hashes with SipHash over the bytes, then probes
/// generically, comparing strings through the runtime; this table hashes with `NameHash`
/// (eight bytes a step), probes an array of numbers, and compares strings only on an
/// equal hash. Numbers are never taken back, so slots never
/// need a tombstone.
package struct StringNumbers {
  /// The strings by number.
  package private(set) var strings: [String] = []
  /// The hash of each string, by number (kept for growing the slots without hashing).
  private var hashes: [UInt32] = []
  /// Open addressing, linear probing: the number of the string in each slot, -1 for none.
  private var slots: [Int32] = []

  package init(minimumCapacity: Int = 0) {
    reserveCapacity(minimumCapacity)
  }

  var count: Int { strings.count }

  /// The number of `string`, nil when it has none.
  func number(of string: String) -> Int32? {
    guard !slots.isEmpty else { return nil }
    let hash = NameHash.of(string)
    return slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var i = Int(truncatingIfNeeded: hash) & mask
      while true {
        let n = slots[i]
        if n < 0 { return nil }
        if hashes[Int(n)] == hash && strings[Int(n)] == string { return n }
        i = (i + 1) & mask
      }
    }
  }

  /// The number of `string`, which gets the next one when it is new.
  package mutating func numbering(_ string: String) -> Int32 {
    let hash = NameHash.of(string)
    if (strings.count + 1) * 2 > slots.count { grow(to: strings.count + 1) }
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: hash) & mask
    while true {
      let n = slots[i]
      if n < 0 { break }
      if hashes[Int(n)] == hash && strings[Int(n)] == string { return n }
      i = (i + 1) & mask
    }
    let made = Int32(strings.count)
    slots[i] = made
    strings.append(string)
    hashes.append(hash)
    return made
  }

  /// Room for `count` strings without growing.
  mutating func reserveCapacity(_ count: Int) {
    strings.reserveCapacity(count)
    hashes.reserveCapacity(count)
    if count * 2 > slots.count { grow(to: count) }
  }

  /// Slots for at least `count` strings at half load, the numbers placed again.
  private mutating func grow(to count: Int) {
    var size = max(16, slots.count)
    while size < count * 2 { size *= 2 }
    var fresh = [Int32](repeating: -1, count: size)
    let mask = size - 1
    for (n, hash) in hashes.enumerated() {
      var i = Int(truncatingIfNeeded: hash) & mask
      while fresh[i] >= 0 { i = (i + 1) & mask }
      fresh[i] = Int32(n)
    }
    slots = fresh
  }
}
