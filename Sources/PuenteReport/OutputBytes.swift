/// A growing byte buffer for large outputs: a trend's JSON (600 KB for 100 points) and
/// CSV (a row per date × folder × rule) were a tenth of a run when built from
/// `JSONValue` trees or `String` concatenation; bytes appended to one array cost little.
struct OutputBytes {
  var bytes: [UInt8] = []

  init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

  @inline(__always)
  mutating func byte(_ b: UInt8) { bytes.append(b) }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ raw: [UInt8]) { bytes.append(contentsOf: raw) }

  /// A decimal integer, as `String(n)` writes it.
  mutating func int(_ n: Int) {
    if n < 0 { bytes.append(UInt8(ascii: "-")) }
    var v = n.magnitude
    if v < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(v))
      return
    }
    // Digits from the lowest, into the end of a 24-byte scratch (an Int has at most 20).
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &scratch) { buffer in
      var i = buffer.count
      repeat {
        i -= 1
        buffer[i] = UInt8(ascii: "0") + UInt8(v % 10)
        v /= 10
      } while v > 0
      bytes.append(contentsOf: buffer[i...])
    }
  }

  mutating func spaces(_ n: Int) {
    for _ in 0..<n { bytes.append(0x20) }
  }

  /// `text` as a JSON string, quotes included (`Escaping.json`).
  mutating func jsonString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    append(Escaping.json(text))
    bytes.append(UInt8(ascii: "\""))
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// Writes pretty-printed JSON into `OutputBytes` as it goes, byte for byte as
/// `JSONValue.prettyPrinted()` lays out the same values: two-space indentation,
/// `"key": value`, empty containers as `{}` and `[]`.
struct PrettyJSON {
  var out: OutputBytes
  /// Per open container: whether nothing has been written in it yet.
  private var empty: [Bool] = []

  init(capacity: Int = 1 << 16) { out = OutputBytes(capacity: capacity) }

  /// Before a member or element: the separator and indentation.
  private mutating func next() {
    guard !empty.isEmpty else { return }
    out.append(empty[empty.count - 1] ? "\n" : ",\n")
    empty[empty.count - 1] = false
    out.spaces(2 * empty.count)
  }

  mutating func key(_ name: String) {
    next()
    out.jsonString(name)
    out.append(": ")
  }

  /// An element of the innermost array (or the top-level value).
  mutating func element() { next() }

  mutating func open(_ bracket: UInt8) {
    out.byte(bracket)
    empty.append(true)
  }

  mutating func close(_ bracket: UInt8) {
    let wasEmpty = empty.removeLast()
    if !wasEmpty {
      out.byte(0x0A)
      out.spaces(2 * empty.count)
    }
    out.byte(bracket)
  }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  mutating func member(_ name: String, _ value: Int) {
    key(name)
    out.int(value)
  }

  mutating func member(_ name: String, _ value: String) {
    key(name)
    out.jsonString(value)
  }

  mutating func member(_ name: String, _ values: [String]) {
    key(name)
    beginArray()
    for value in values {
      element()
      out.jsonString(value)
    }
    endArray()
  }
}
