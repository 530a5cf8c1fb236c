import PuenteLexer

/// The names of a file's identifier tokens (backticks removed), as 32-bit hashes: what
/// the engine keeps of a file it checked against the roots alone, to tell later whether
/// a name declared elsewhere could change its findings. (A rule looks hosting and
/// representable names up only among the file's own identifiers.)
///
/// The hash takes eight bytes at a time (a byte-at-a-time FNV was a serial chain of
/// multiplies, 5% of a scan); `hash(_:)` of a `String` gives the same value as of the
/// token spelling it.
enum NameHashes {
  /// The hashes of `file`'s identifiers, which its outline makes.
  static func of(_ file: SourceFile) -> [UInt32] { file.outline.identifierHashes }

  /// The hashes, and whether some identifier other than the names in `except` contains
  /// one of `parts` (`ThemedHostingController` contains `Hosting`: most likely a
  /// subclass declared elsewhere, whose findings need the whole index).
  ///
  /// The hashes come from the outline; the parts are looked for where they occur in the
  /// bytes (a few places a file), not in every name. (A pass of its own over the tokens
  /// that also looked for the parts' first bytes in every word the hash read took 100
  /// instructions an identifier, 6% of a scan.)
  static func of(_ file: SourceFile, lookingFor parts: [[UInt8]], except: NameHashFilter?) -> (
    hashes: [UInt32], mentionsPart: Bool
  ) {
    let hashes = file.outline.identifierHashes
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
    except: NameHashFilter?
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
      if !(except?.mayContain(hash(bytes, s, e) { _ in }) ?? false) { return true }
    }
    return false
  }

  /// The hash of `bytes[s..<e]`, calling `word` with each eight-byte word read (the
  /// last one zero-padded).
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, _ word: (UInt64) -> Void) -> UInt32 {
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    var h = UInt64(e - s) &* 0x9E37_79B9_7F4A_7C15
    var i = s
    while i + 8 <= e {
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
      word(w)
      h = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 29
      i += 8
    }
    if i < e {
      var w: UInt64 = 0
      if i + 8 <= bytes.count {
        w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian & ((1 << (UInt64(e - i) * 8)) - 1)
      } else {
        for k in i..<e { w |= UInt64(bytes[k]) << (UInt64(k - i) * 8) }
      }
      word(w)
      h = (h ^ w) &* 0xC4CE_B9FE_1A85_EC53
      h ^= h >> 32
    }
    return UInt32(truncatingIfNeeded: h ^ (h >> 32))
  }

  static func hash(_ name: String) -> UInt32 {
    var name = name
    return name.withUTF8 { hash($0, 0, $0.count) { _ in } }
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
    let hashes = names.map { NameHashes.hash($0) }
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
