import PuenteLexer

/// Names by their `NameHash`: what the lexer takes of every identifier as it goes, so
/// that a set of names can rule out most of a file's identifiers without spelling them.
enum NameHashes {
  /// The bytes of an identifier's name: its range, less the backticks of an escaped one.
  @inline(__always)
  static func nameRange(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    let s = Int(token.start)
    let e = Int(token.end)
    if bytes[s] == UInt8(ascii: "`") && e - s >= 2 && bytes[e - 1] == UInt8(ascii: "`") { return (s + 1, e - 1) }
    return (s, e)
  }
}

/// A set of names by their 32-bit hashes, in an open-addressing table: `mayContainAny`
/// says yes for a name in the set, and for another name only when its hash is equal
/// (a few in a billion; the file is then checked once more than it needed).
public struct NameHashFilter: Sendable {
  /// Hashes, 0 for an empty slot (a hash of 0 is stored as 1).
  private var slots: [UInt32]
  private let mask: Int

  public init<S: Sequence>(_ names: S) where S.Element == String {
    let hashes = names.map { NameHash.of($0) }
    var size = 64
    while size < hashes.count * 4 { size *= 2 }
    slots = [UInt32](repeating: 0, count: size)
    mask = size - 1
    for hash in hashes {
      let key = hash == 0 ? 1 : hash
      var i = Int(key) & mask
      while slots[i] != 0 && slots[i] != key { i = (i + 1) & mask }
      slots[i] = key
    }
  }

  /// Whether a name with this hash may be in the set.
  public func mayContain(_ hash: UInt32) -> Bool { mayContainAny(CollectionOfOne(hash)) }

  public func mayContainAny<C: Collection>(_ hashes: C) -> Bool where C.Element == UInt32 {
    slots.withUnsafeBufferPointer { table in
      hashes.contains { hash in
        let key = hash == 0 ? 1 : hash
        var i = Int(key) & mask
        while table[i] != 0 {
          if table[i] == key { return true }
          i = (i + 1) & mask
        }
        return false
      }
    }
  }
}

/// A set of names answered exactly: by their hashes first (`NameHashFilter`), spelled out
/// only when a hash is among them.
public struct NameSet: Sendable {
  public let filter: NameHashFilter
  public let names: Set<String>

  public init<S: Sequence>(_ names: S) where S.Element == String {
    self.names = Set(names)
    filter = NameHashFilter(self.names)
  }

  public func contains(_ name: String) -> Bool { names.contains(name) }
}
