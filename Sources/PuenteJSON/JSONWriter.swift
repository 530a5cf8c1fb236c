#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The one JSON writer of the project: `OutputBytes` and `PrettyJSON` write straight into
// bytes (the trend's large documents), and `JSONValue` trees are written through them
// (`prettyPrinted`, `compact`), so every JSON output lays out and escapes the same way.
// Public and `@inlinable` where the renderers in PuenteReport call per byte.

/// A growing byte buffer for large outputs: a trend's JSON (600 KB for 100 points) and
/// CSV (a row per date × folder × rule), written without building `JSONValue` trees or
/// concatenating `String`s. Appends are a bounds check and a
/// `memcpy` into memory this buffer owns (an `Array`'s generic append paths cost more
/// than the bytes they copied).
public final class OutputBytes {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var used = 0
  @usableFromInline var capacity: Int

  /// The bytes written so far.
  public var count: Int { used }

  public init(capacity: Int = 1 << 16) {
    self.capacity = max(64, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @inlinable @inline(__always)
  func reserve(_ n: Int) {
    if used + n > capacity { grow(used + n) }
  }

  @usableFromInline func grow(_ needed: Int) {
    var size = capacity * 2
    while size < needed { size *= 2 }
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
    bigger.update(from: base, count: used)
    base.deallocate()
    base = bigger
    capacity = size
  }

  @inlinable @inline(__always)
  public func byte(_ b: UInt8) {
    reserve(1)
    base[used] = b
    used += 1
  }

  public func append(_ raw: UnsafeRawBufferPointer) {
    guard let from = raw.baseAddress, raw.count > 0 else { return }
    reserve(raw.count)
    memcpy(base + used, from, raw.count)
    used += raw.count
  }

  public func append(_ raw: [UInt8]) { raw.withUnsafeBytes { append($0) } }

  /// A line break, then `indent` spaces.
  @inlinable @inline(__always)
  public func newline(indent: Int) {
    reserve(1 + indent)
    base[used] = 0x0A
    (base + used + 1).update(repeating: 0x20, count: indent)
    used += 1 + indent
  }

  public func append(_ text: StaticString) {
    append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  public func append(_ text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// A decimal integer, as `String(n)` writes it.
  public func int(_ n: Int) {
    reserve(21)
    if n < 0 {
      base[used] = UInt8(ascii: "-")
      used += 1
    }
    var v = n.magnitude
    var digits = 1
    var scale: UInt = 10
    while digits < 20 && v >= scale {
      digits += 1
      if scale > UInt.max / 10 { break }
      scale *= 10
    }
    var at = used + digits
    repeat {
      at -= 1
      base[at] = UInt8(ascii: "0") + UInt8(v % 10)
      v /= 10
    } while v > 0
    used += digits
  }

  /// `"name": ` for a key that needs no escaping, in one write (a document's fixed keys
  /// are most of its writes, and each write checks and moves the buffer's end).
  @inlinable
  public func key(_ name: StaticString) {
    let n = name.utf8CodeUnitCount
    reserve(n + 4)
    let at = base + used
    at[0] = UInt8(ascii: "\"")
    (at + 1).update(from: name.utf8Start, count: n)
    at[n + 1] = UInt8(ascii: "\"")
    at[n + 2] = UInt8(ascii: ":")
    at[n + 3] = UInt8(ascii: " ")
    used += n + 4
  }

  /// `text` as a JSON string, quotes included (`Escaping.json`).
  public func jsonString(_ text: String) {
    byte(UInt8(ascii: "\""))
    append(Escaping.json(text))
    byte(UInt8(ascii: "\""))
  }

  public var string: String { String(decoding: UnsafeBufferPointer(start: base, count: used), as: UTF8.self) }
}

/// Writes pretty-printed JSON into `OutputBytes` as it goes (and `JSONValue.prettyPrinted()`
/// through it): two-space indentation, `"key": value`, empty containers as `{}` and `[]`.
public struct PrettyJSON {
  public var out: OutputBytes
  /// Bit `d`: nothing has been written yet in the container open at depth `d`.
  @usableFromInline var empty: UInt64 = 0
  @usableFromInline var depth = 0

  public init(capacity: Int = 1 << 16) { out = OutputBytes(capacity: capacity) }

  /// Before a member or element: the separator (a comma but for the first), a newline
  /// and the indentation, written in place rather than copied from a table of prebuilt
  /// arrays (a call and a copy for every element of a large document).
  @inlinable @inline(__always)
  mutating func next() {
    guard depth > 0 else { return }
    let bit: UInt64 = 1 << UInt64(depth & 63)
    if empty & bit != 0 {
      empty &= ~bit
    } else {
      out.byte(0x2C)
    }
    out.newline(indent: 2 * (depth & 63))
  }

  @inlinable public mutating func key(_ name: String) {
    next()
    out.jsonString(name)
    out.append(": ")
  }

  /// A member whose key needs no escaping (the document's fixed keys).
  @inlinable public mutating func key(_ name: StaticString) {
    next()
    out.key(name)
  }

  /// An element of the innermost array (or the top-level value).
  @inlinable public mutating func element() { next() }

  @inlinable public mutating func open(_ bracket: UInt8) {
    out.byte(bracket)
    depth += 1
    empty |= 1 << UInt64(depth & 63)
  }

  @inlinable public mutating func close(_ bracket: UInt8) {
    let bit: UInt64 = 1 << UInt64(depth & 63)
    let wasEmpty = empty & bit != 0
    empty &= ~bit
    depth -= 1
    if !wasEmpty {
      out.newline(indent: 2 * (depth & 63))
    }
    out.byte(bracket)
  }

  @inlinable public mutating func beginObject() { open(UInt8(ascii: "{")) }
  @inlinable public mutating func endObject() { close(UInt8(ascii: "}")) }
  @inlinable public mutating func beginArray() { open(UInt8(ascii: "[")) }
  @inlinable public mutating func endArray() { close(UInt8(ascii: "]")) }

  @inlinable public mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    out.int(value)
  }

  @inlinable public mutating func member(_ name: StaticString, _ value: String) {
    key(name)
    out.jsonString(value)
  }

  /// Opens a report's top-level object with what every report of the tool starts with:
  /// `schemaVersion` 1 and the tool's name and version.
  public mutating func beginReport(toolVersion: String) {
    beginObject()
    member("schemaVersion", 1)
    key("tool")
    beginObject()
    member("name", "puente")
    member("version", toolVersion)
    endObject()
  }

  /// A member holding an array of one object per item, whose members `write` writes.
  public mutating func objects<T>(_ name: StaticString, _ items: [T], _ write: (inout PrettyJSON, T) -> Void) {
    key(name)
    beginArray()
    for item in items {
      element()
      beginObject()
      write(&self, item)
      endObject()
    }
    endArray()
  }

  @inlinable public mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    out.append(value ? "true" : "false" as StaticString)
  }

  @inlinable public mutating func member(_ name: StaticString, _ values: [String]) {
    key(name)
    beginArray()
    for value in values {
      element()
      out.jsonString(value)
    }
    endArray()
  }
}

// MARK: - Trees

extension JSONValue {
  /// Pretty-printed with two-space indentation, `"key": value`, empty containers as `[]` and
  /// `{}`, and a final newline.
  public func prettyPrinted() -> String {
    var json = PrettyJSON()
    write(into: &json)
    json.out.byte(0x0A)
    return json.out.string
  }

  /// On one line, without blanks: a line of JSON Lines (`puente trend --append`).
  public func compact() -> String {
    var out = OutputBytes(capacity: 256)
    writeCompact(into: &out)
    return out.string
  }

  /// Written through `PrettyJSON`, the byte writer the streaming reports use, so both
  /// lay out JSON the same way by construction. Depth is bounded by the writers' fixed
  /// shapes or, for values read, by `JSONReader`'s limit.
  private func write(into json: inout PrettyJSON) {
    switch self {
    case .array(let items):
      json.beginArray()
      for item in items {
        json.element()
        item.write(into: &json)
      }
      json.endArray()
    case .object(let object):
      json.beginObject()
      for (key, value) in object.members {
        json.key(key)
        value.write(into: &json)
      }
      json.endObject()
    default:
      writeScalar(into: json.out)
    }
  }

  private func writeCompact(into out: inout OutputBytes) {
    switch self {
    case .array(let items):
      out.byte(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.byte(UInt8(ascii: ",")) }
        item.writeCompact(into: &out)
      }
      out.byte(UInt8(ascii: "]"))
    case .object(let object):
      out.byte(UInt8(ascii: "{"))
      for (i, (key, value)) in object.members.enumerated() {
        if i > 0 { out.byte(UInt8(ascii: ",")) }
        out.jsonString(key)
        out.byte(UInt8(ascii: ":"))
        value.writeCompact(into: &out)
      }
      out.byte(UInt8(ascii: "}"))
    default:
      writeScalar(into: out)
    }
  }

  /// A number as JSON writes it: integers without a fraction, others as Swift prints them
  /// (non-finite numbers, which JSON lacks, as `null`).
  private func writeScalar(into out: OutputBytes) {
    switch self {
    case .null: out.append("null" as StaticString)
    case .bool(let b): out.append(b ? "true" : "false" as StaticString)
    case .int(let n): out.int(n)
    case .number(let n) where !n.isFinite: out.append("null" as StaticString)
    case .number(let n) where n.rounded() == n && n.magnitude < 1e15: out.int(Int(n))
    case .number(let n): out.append(String(n))
    case .string(let s): out.jsonString(s)
    case .array, .object: break
    }
  }
}
