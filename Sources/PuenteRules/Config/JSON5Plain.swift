// The configuration files people write, parsed without Foundation's `JSONDecoder`: its
// generic decoding machinery took a third of a scan's fixed cost (0.56M instructions of
// the 3.3M of a scan of an empty folder, most of them instantiating type metadata), for
// a file of a few lines.
//
// Only the plain part of JSON5 is read here: objects, arrays, double-quoted strings with
// the JSON escapes, JSON numbers, `true`, `false`, `null`, unquoted ASCII keys, trailing
// commas, `//` and `/* */` comments, ASCII whitespace. Anything else (single quotes,
// hexadecimal, `Infinity`, escapes of other kinds, a duplicate key, a syntax error) gives
// nil, and `JSONDecoder` reads the file as before, so its answers and its error messages
// stand wherever this parser does not give the very value it would.

extension JSON5 {
  /// The value of `data`, or nil when it is not plain (see above) or not valid.
  static func plainValue(_ data: [UInt8]) -> JSONValue? {
    data.withUnsafeBufferPointer { bytes in
      var parser = PlainParser(bytes: bytes)
      guard let value = parser.value(depth: 0) else { return nil }
      parser.skipBlanks()
      return parser.failed || parser.i != bytes.count ? nil : value
    }
  }
}

private struct PlainParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var i = 0
  var failed = false

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var atEnd: Bool { i >= bytes.count }
  var byte: UInt8 { bytes[i] }

  /// Skips ASCII whitespace and comments; an unterminated block comment fails.
  mutating func skipBlanks() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0A, 0x0D:
        i += 1
      case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
        while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
        // (A lone carriage return: where such a comment ends is Foundation's to say.)
        if i < bytes.count && bytes[i] == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
          failed = true
          i = bytes.count
          return
        }
      case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
        i += 2
        while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
        guard i + 1 < bytes.count else {
          failed = true
          i = bytes.count
          return
        }
        i += 2
      default:
        return
      }
    }
  }

  mutating func value(depth: Int) -> JSONValue? {
    skipBlanks()
    guard !failed, !atEnd, depth < 64 else { return nil }
    switch byte {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map { .string($0) }
    case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return word("null") ? .null : nil
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    default: return nil
    }
  }

  mutating func object(depth: Int) -> JSONValue? {
    var members: [String: JSONValue] = [:]
    let closed = elements(closing: UInt8(ascii: "}")) { parser in
      guard let key = parser.byte == UInt8(ascii: "\"") ? parser.string() : parser.identifier() else { return false }
      parser.skipBlanks()
      guard !parser.failed, !parser.atEnd, parser.byte == UInt8(ascii: ":") else { return false }
      parser.i += 1
      guard let value = parser.value(depth: depth + 1), members[key] == nil else { return false }
      members[key] = value
      return true
    }
    return closed ? .object(members) : nil
  }

  mutating func array(depth: Int) -> JSONValue? {
    var items: [JSONValue] = []
    let closed = elements(closing: UInt8(ascii: "]")) { parser in
      guard let item = parser.value(depth: depth + 1) else { return false }
      items.append(item)
      return true
    }
    return closed ? .array(items) : nil
  }

  /// The members of the container whose opening bracket is at `i`, each read by
  /// `member`, separated by commas (a trailing one allowed) up to `closing`; whether
  /// they all were.
  mutating func elements(closing: UInt8, _ member: (inout PlainParser) -> Bool) -> Bool {
    i += 1
    while true {
      skipBlanks()
      guard !failed, !atEnd else { return false }
      if byte == closing {
        i += 1
        return true
      }
      guard member(&self) else { return false }
      skipBlanks()
      guard !failed, !atEnd else { return false }
      if byte == UInt8(ascii: ",") {
        i += 1
      } else if byte != closing {
        return false
      }
    }
  }

  /// `true`, `false` or `null`, not run on into a longer word.
  mutating func word(_ text: StaticString) -> Bool {
    let n = text.utf8CodeUnitCount
    guard i + n <= bytes.count else { return false }
    for k in 0..<n where bytes[i + k] != text.utf8Start[k] { return false }
    if i + n < bytes.count && Self.isIdentifierByte(bytes[i + n]) { return false }
    i += n
    return true
  }

  /// An unquoted key: ASCII letters, digits, `_` and `$`, not starting with a digit.
  mutating func identifier() -> String? {
    let start = i
    while i < bytes.count && Self.isIdentifierByte(bytes[i]) { i += 1 }
    guard i > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
  }

  static func isIdentifierByte(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
  }

  /// A double-quoted string: valid UTF-8, no control character, the JSON escapes (a
  /// `\u` only outside the surrogates).
  mutating func string() -> String? {
    i += 1
    var text: [UInt8] = []
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        guard let decoded = String(validating: text, as: UTF8.self) else { return nil }
        return decoded
      }
      if b < 0x20 { return nil }
      if b != UInt8(ascii: "\\") {
        text.append(b)
        i += 1
        continue
      }
      guard i + 1 < bytes.count else { return nil }
      let escaped = bytes[i + 1]
      i += 2
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        guard i + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
          let h = bytes[i + k]
          let digit: UInt8
          switch h {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = h - UInt8(ascii: "0")
          case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = h - UInt8(ascii: "a") + 10
          case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = h - UInt8(ascii: "A") + 10
          default: return nil
          }
          value = value << 4 | UInt32(digit)
        }
        i += 4
        guard let scalar = Unicode.Scalar(value), value != 0 else { return nil }
        UTF8.encode(scalar) { text.append($0) }
      default:
        return nil
      }
    }
    return nil
  }

  /// A JSON number (`-`, digits without a leading zero, a fraction, an exponent) that is
  /// finite as a `Double`.
  mutating func number() -> JSONValue? {
    let start = i
    func digits() -> Int {
      let from = i
      while i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") { i += 1 }
      return i - from
    }
    if byte == UInt8(ascii: "-") { i += 1 }
    let first = i
    guard digits() > 0, !(bytes[first] == UInt8(ascii: "0") && i - first > 1) else { return nil }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { return nil }
    }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
      guard digits() > 0 else { return nil }
    }
    if i < bytes.count && Self.isIdentifierByte(bytes[i]) { return nil }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return .number(value)
  }
}
