import PuenteLexer

/// The names of a file's identifier tokens (backticks removed), as 32-bit hashes: what
/// the engine keeps of a file it checked against the roots alone, to tell later whether
/// a name declared elsewhere could change its findings. (A rule looks hosting and
/// representable names up only among the file's own identifiers.)
///
/// The hash is `NameHash` (eight bytes at a time: a byte-at-a-time FNV was a serial chain
/// of multiplies, 5% of a scan); of a `String` it gives the same value as of the token
/// spelling it.
enum NameHashes {
  /// The hashes, and whether some identifier other than the names in `except` contains
  /// one of `parts` (`ThemedHostingController` contains `Hosting`: most likely a
  /// subclass declared elsewhere, whose findings need the whole index).
  ///
  /// The hashes come from the lexer; the parts are looked for where they occur in the
  /// bytes (a few places a file), not in every name. (A pass of its own over the tokens
  /// that also looked for the parts' first bytes in every word the hash read took 100
  /// instructions an identifier, 6% of a scan.)
  static func of(_ file: SourceFile, lookingFor parts: [[UInt8]], except: NameSet?) -> (
    hashes: [UInt32], mentionsPart: Bool
  ) {
    let hashes = file.identifierNameHashes
    let mentionsPart = file.bytes.withUnsafeBufferPointer { bytes in
      file.tokens.withUnsafeBufferPointer { tokens in
        parts.contains { identifierContains($0, bytes, tokens, except: except) }
      }
    }
    return (hashes, mentionsPart)
  }

  /// The bytes of an identifier's name: its range, less the backticks of an escaped one.
  @inline(__always)
  static func nameRange(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    let s = Int(token.start)
    let e = Int(token.end)
    if bytes[s] == UInt8(ascii: "`") && e - s >= 2 && bytes[e - 1] == UInt8(ascii: "`") { return (s + 1, e - 1) }
    return (s, e)
  }

  /// Whether `part` occurs inside an identifier token whose name is not in `except`.
  static func identifierContains(
    _ part: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>,
    except: NameSet?
  ) -> Bool {
    guard let base = bytes.baseAddress, !part.isEmpty, !tokens.isEmpty else { return false }
    var from = 0
    while from + part.count <= bytes.count {
      guard let found = part.withUnsafeBufferPointer({ NeedleSearch.vectorFind(base + from, bytes.count - from, $0) })
      else { return false }
      let o = from + found
      from = o + 1
      // The last token starting at or before `o`.
      var low = 0
      var high = tokens.count
      while high - low > 1 {
        let mid = (low + high) / 2
        if Int(tokens[mid].start) <= o { low = mid } else { high = mid }
      }
      let token = tokens[low]
      guard token.kind == .identifier else { continue }
      let (s, e) = nameRange(token, bytes)
      guard s <= o && o + part.count <= e else { continue }
      // (Exactly: a name whose hash merely equals a root's must count, since the engine
      // then looks in the file only for declared names without a part.)
      if !(except?.contains(bytes, s, e) ?? false) { return true }
    }
    return false
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
  func mayContain(_ hash: UInt32) -> Bool { mayContainAny(CollectionOfOne(hash)) }

  func mayContainAny<C: Collection>(_ hashes: C) -> Bool where C.Element == UInt32 {
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
struct NameSet: Sendable {
  let filter: NameHashFilter
  let names: Set<String>

  init<S: Sequence>(_ names: S) where S.Element == String {
    self.names = Set(names)
    filter = NameHashFilter(self.names)
  }

  /// Whether the name `bytes[s..<e]` is in the set.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    filter.mayContain(NameHash.of(bytes, s, e))
      && names.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<e]), as: UTF8.self))
  }
}
