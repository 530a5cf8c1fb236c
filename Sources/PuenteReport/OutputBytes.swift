#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growing byte buffer for large outputs: a trend's JSON (600 KB for 100 points) and
/// CSV (a row per date × folder × rule) were a tenth of a run when built from
/// `JSONValue` trees or `String` concatenation. Appends are a bounds check and a
/// `memcpy` into memory this buffer owns (an `Array`'s generic append paths cost more
/// than the bytes they copied).
final class OutputBytes {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 1 << 16) {
    self.capacity = max(64, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @inline(__always)
  private func reserve(_ n: Int) {
    if count + n > capacity { grow(count + n) }
  }

  private func grow(_ needed: Int) {
    var size = capacity * 2
    while size < needed { size *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    bigger.update(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = size
  }

  @inline(__always)
  func byte(_ b: UInt8) {
    reserve(1)
    base[count] = b
    count += 1
  }

  func append(_ raw: UnsafeRawBufferPointer) {
    guard let from = raw.baseAddress, raw.count > 0 else { return }
    reserve(raw.count)
    memcpy(base + count, from, raw.count)
    count += raw.count
  }

  func append(_ raw: [UInt8]) { raw.withUnsafeBytes { append($0) } }

  /// A line break, then `indent` spaces.
  @inline(__always)
  func newline(indent: Int) {
    reserve(1 + indent)
    base[count] = 0x0A
    (base + count + 1).update(repeating: 0x20, count: indent)
    count += 1 + indent
  }

  func append(_ text: StaticString) {
    append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  func append(_ text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// A decimal integer, as `String(n)` writes it.
  func int(_ n: Int) {
    reserve(21)
    if n < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    var v = n.magnitude
    var digits = 1
    var scale: UInt = 10
    while digits < 20 && v >= scale {
      digits += 1
      if scale > UInt.max / 10 { break }
      scale *= 10
    }
    var at = count + digits
    repeat {
      at -= 1
      base[at] = UInt8(ascii: "0") + UInt8(v % 10)
      v /= 10
    } while v > 0
    count += digits
  }

  /// `text` as a JSON string, quotes included (`Escaping.json`).
  func jsonString(_ text: String) {
    byte(UInt8(ascii: "\""))
    append(Escaping.json(text))
    byte(UInt8(ascii: "\""))
  }

  var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}

/// Writes pretty-printed JSON into `OutputBytes` as it goes (and `JSONValue.prettyPrinted()`
/// through it): two-space indentation, `"key": value`, empty containers as `{}` and `[]`.
struct PrettyJSON {
  var out: OutputBytes
  /// Bit `d`: nothing has been written yet in the container open at depth `d`.
  private var empty: UInt64 = 0
  private var depth = 0

  init(capacity: Int = 1 << 16) { out = OutputBytes(capacity: capacity) }

  /// Before a member or element: the separator (a comma but for the first), a newline
  /// and the indentation, written in place (copying them from a table of prebuilt
  /// arrays cost a hundred instructions an element, a sixth of a trend's JSON).
  @inline(__always)
  private mutating func next() {
    guard depth > 0 else { return }
    let bit: UInt64 = 1 << UInt64(depth & 63)
    if empty & bit != 0 {
      empty &= ~bit
    } else {
      out.byte(0x2C)
    }
    out.newline(indent: 2 * (depth & 63))
  }

  mutating func key(_ name: String) {
    next()
    out.jsonString(name)
    out.append(": ")
  }

  /// A member whose key needs no escaping (the document's fixed keys).
  mutating func key(_ name: StaticString) {
    next()
    out.byte(UInt8(ascii: "\""))
    out.append(name)
    out.append("\": " as StaticString)
  }

  /// An element of the innermost array (or the top-level value).
  mutating func element() { next() }

  mutating func open(_ bracket: UInt8) {
    out.byte(bracket)
    depth += 1
    empty |= 1 << UInt64(depth & 63)
  }

  mutating func close(_ bracket: UInt8) {
    let bit: UInt64 = 1 << UInt64(depth & 63)
    let wasEmpty = empty & bit != 0
    empty &= ~bit
    depth -= 1
    if !wasEmpty {
      out.newline(indent: 2 * (depth & 63))
    }
    out.byte(bracket)
  }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    out.int(value)
  }

  mutating func member(_ name: StaticString, _ value: String) {
    key(name)
    out.jsonString(value)
  }

  mutating func member(_ name: StaticString, _ values: [String]) {
    key(name)
    beginArray()
    for value in values {
      element()
      out.jsonString(value)
    }
    endArray()
  }
}
