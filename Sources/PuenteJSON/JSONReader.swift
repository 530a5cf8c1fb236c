/// Reads JSON text into a `JSONValue`, in one pass over the bytes, with errors that say
/// where (line and column) and what is wrong. Two dialects: strict JSON (RFC 8259) for the
/// files puente writes itself (the baseline, the ledger), and JSON5 for `.puente.json`,
/// which people write by hand.
///
/// Beyond JSON, the JSON5 dialect reads comments, trailing commas, unquoted keys (letters,
/// digits, `_`, `$` and non-ASCII, not starting with a digit), single-quoted strings, the
/// escapes `\'`, `\v` and `\xHH`, escaped line breaks, hexadecimal numbers, `+`, a leading or
/// trailing `.`, `Infinity` and `NaN`, and the non-ASCII blanks (U+00A0, U+2028, U+2029,
/// U+FEFF). In both dialects a repeated key, a lone surrogate and a NUL character are
/// errors: each would be read one way here and another way elsewhere.
public enum JSONReader {
  public enum Dialect: Sendable { case json, json5 }

  /// The value of `bytes`, which must hold exactly one value (and blanks around it).
  public static func read(_ bytes: [UInt8], _ dialect: Dialect) throws(JSONSyntaxError) -> JSONValue {
    let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(bytes: buffer, json5: dialect == .json5)
      do throws(Parser.Failure) {
        if parser.startsWithBOM { parser.i = 3 }
        let value = try parser.value(depth: 0)
        try parser.skipBlanks()
        if !parser.atEnd { throw parser.fail("extra text after the value: found \(parser.found())") }
        return .success(value)
      } catch {
        return .failure(JSONSyntaxError(bytes: buffer, offset: error.offset, message: error.message))
      }
    }
    return try result.get()
  }

  /// True when `bytes` holds only blanks and comments (of `dialect`), or nothing.
  public static func isBlank(_ bytes: [UInt8], _ dialect: Dialect) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(bytes: buffer, json5: dialect == .json5)
      if parser.startsWithBOM { parser.i = 3 }
      return (try? parser.skipBlanks()) != nil && parser.atEnd
    }
  }
}

/// Where a text stops being JSON, and why.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 1-based line (LF, CRLF and CR each end one).
  public var line: Int
  /// 1-based column in Unicode scalars, as editors count it.
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// Converts a byte offset once, at the edge, walking the text up to it.
  init(bytes: UnsafeBufferPointer<UInt8>, offset: Int, message: String) {
    let end = min(offset, bytes.count)
    let (line, lineStart) = Self.line(bytes, end)
    var column = 1
    var k = lineStart
    while k < end {
      if bytes[k] & 0xC0 != 0x80 { column += 1 }
      k += 1
    }
    self.init(line: line, column: column, message: message)
  }

  /// The 1-based line of the byte at `end`, and where that line starts.
  static func line(_ bytes: UnsafeBufferPointer<UInt8>, _ end: Int) -> (line: Int, start: Int) {
    var line = 1
    var lineStart = 0
    var k = 0
    while k < end {
      let b = bytes[k]
      if b == 0x0A || (b == 0x0D && !(k + 1 < bytes.count && bytes[k + 1] == 0x0A)) {
        line += 1
        lineStart = k + 1
      }
      k += 1
    }
    return (line, lineStart)
  }

  public var description: String { "\(line):\(column): \(message)" }
}

// MARK: - The parser

private struct Parser {
  struct Failure: Error {
    var offset: Int
    var message: String
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let json5: Bool
  var i = 0

  /// Nesting past this is an error, not a deep recursion: the files read nest a few
  /// levels, and a configuration may be read on a worker thread with a small stack.
  static let maxDepth = 128

  var atEnd: Bool { i >= bytes.count }
  var startsWithBOM: Bool { bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF }

  func fail(_ message: String, at offset: Int? = nil) -> Failure {
    Failure(offset: offset ?? i, message: message)
  }

  /// "line:column" of `offset`, for a message that points at a second place.
  func place(_ offset: Int) -> String {
    let at = JSONSyntaxError(bytes: bytes, offset: offset, message: "")
    return "\(at.line):\(at.column)"
  }

  func line(of offset: Int) -> Int { JSONSyntaxError.line(bytes, offset).line }

  /// The character at `offset` for a message: "`x`", "`\u{1B}`", or "the end of the file".
  func found(at offset: Int? = nil) -> String {
    let at = offset ?? i
    guard at < bytes.count else { return "the end of the file" }
    var end = at + 1
    while end < bytes.count && end - at < 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<end]), as: UTF8.self)
    return "`" + Escaping.terminal(text) + "`"
  }

  // MARK: Blanks

  /// The length of the non-ASCII blank (JSON5) at `i`, or 0.
  func unicodeBlank(at k: Int) -> Int {
    guard json5, k + 1 < bytes.count else { return 0 }
    if bytes[k] == 0xC2 && bytes[k + 1] == 0xA0 { return 2 }  // U+00A0
    guard k + 2 < bytes.count else { return 0 }
    if bytes[k] == 0xE2 && bytes[k + 1] == 0x80 && (bytes[k + 2] == 0xA8 || bytes[k + 2] == 0xA9) { return 3 }
    if bytes[k] == 0xEF && bytes[k + 1] == 0xBB && bytes[k + 2] == 0xBF { return 3 }  // U+FEFF
    return 0
  }

  /// Skips whitespace and (JSON5) comments.
  mutating func skipBlanks() throws(Failure) {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0A, 0x0D:
        i += 1
      case 0x0B where json5, 0x0C where json5:
        i += 1
      case UInt8(ascii: "/") where json5 && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
        while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
      case UInt8(ascii: "/") where json5 && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
        let start = i
        i += 2
        while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
        guard i + 1 < bytes.count else { throw fail("unterminated comment: `/*` has no closing `*/`", at: start) }
        i += 2
      default:
        let n = unicodeBlank(at: i)
        guard n > 0 else { return }
        i += n
      }
    }
  }

  // MARK: Values

  mutating func value(depth: Int) throws(Failure) -> JSONValue {
    try skipBlanks()
    guard depth < Self.maxDepth else { throw fail("nested deeper than \(Self.maxDepth) levels") }
    guard !atEnd else { throw fail("expected a value, found the end of the file") }
    switch bytes[i] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "'") where json5: return .string(try string())
    case UInt8(ascii: "t") where word("true"): return .bool(true)
    case UInt8(ascii: "f") where word("false"): return .bool(false)
    case UInt8(ascii: "n") where word("null"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    case UInt8(ascii: "+") where json5, UInt8(ascii: ".") where json5, UInt8(ascii: "I") where json5,
      UInt8(ascii: "N") where json5:
      return try number()
    default: throw fail("expected a value, found \(found())")
    }
  }

  mutating func object(depth: Int) throws(Failure) -> JSONValue {
    let open = i
    var members: [(String, JSONValue)] = []
    var keyOffsets: [Int] = []
    var seen: [String: Int] = [:]
    try elements(open: open, closing: UInt8(ascii: "}"), what: "a member") { (p: inout Parser) throws(Failure) in
      let keyAt = p.i
      let key: String
      if p.bytes[p.i] == UInt8(ascii: "\"") || (p.json5 && p.bytes[p.i] == UInt8(ascii: "'")) {
        key = try p.string()
      } else if p.json5, let name = p.identifier() {
        key = name
      } else {
        throw p.fail(
          p.json5
            ? "expected a key (a string or a name), found \(p.found())"
            : "expected a key in double quotes, found \(p.found())")
      }
      // Linear in the members either way: a scan of the few, a dictionary past them.
      var first: Int?
      if members.count < 8 {
        first = members.firstIndex { $0.0 == key }.map { keyOffsets[$0] }
      } else {
        if seen.isEmpty { for (k, m) in members.enumerated() { seen[m.0] = keyOffsets[k] } }
        first = seen[key]
        seen[key] = first ?? keyAt
      }
      if let first {
        throw p.fail(
          "duplicate key `\(Escaping.excerpt(key))` on lines \(p.line(of: first)) and \(p.line(of: keyAt)); keep one",
          at: keyAt)
      }
      try p.skipBlanks()
      guard !p.atEnd, p.bytes[p.i] == UInt8(ascii: ":") else {
        throw p.fail("expected `:` after the key `\(Escaping.excerpt(key))`, found \(p.found())")
      }
      p.i += 1
      members.append((key, try p.value(depth: depth + 1)))
      keyOffsets.append(keyAt)
    }
    return .object(JSONObject(members))
  }

  mutating func array(depth: Int) throws(Failure) -> JSONValue {
    var items: [JSONValue] = []
    try elements(open: i, closing: UInt8(ascii: "]"), what: "an element") { (p: inout Parser) throws(Failure) in
      items.append(try p.value(depth: depth + 1))
    }
    return .array(items)
  }

  /// The members of the container whose opening bracket is at `open`, each read by
  /// `member`, separated by commas (JSON5: a trailing one allowed) up to `closing`.
  mutating func elements(
    open: Int, closing: UInt8, what: String, _ member: (inout Parser) throws(Failure) -> Void
  ) throws(Failure) {
    let opening = bytes[open]
    i = open + 1
    var afterComma = false
    while true {
      try skipBlanks()
      guard !atEnd else {
        throw fail(
          "`\(Character(Unicode.Scalar(opening)))` at \(place(open)) is not closed; expected `\(Character(Unicode.Scalar(closing)))`"
        )
      }
      if bytes[i] == closing && (json5 || !afterComma) {
        i += 1
        return
      }
      try member(&self)
      try skipBlanks()
      guard !atEnd else { continue }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        afterComma = true
      } else if bytes[i] == closing {
        afterComma = false
      } else {
        throw fail("expected `,` or `\(Character(Unicode.Scalar(closing)))` after \(what), found \(found())")
      }
    }
  }

  /// `true`, `false` or `null`, not run on into a longer name; advances past it.
  mutating func word(_ text: StaticString) -> Bool {
    let n = text.utf8CodeUnitCount
    guard i + n <= bytes.count else { return false }
    for k in 0..<n where bytes[i + k] != text.utf8Start[k] { return false }
    if i + n < bytes.count && Self.isNameByte(bytes[i + n]) { return false }
    i += n
    return true
  }

  static func isNameByte(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
      || b >= 0x80
  }

  /// An unquoted key (JSON5), or nil (nothing consumed) when there is none here.
  mutating func identifier() -> String? {
    let start = i
    while i < bytes.count && Self.isNameByte(bytes[i]) && (bytes[i] < 0x80 || unicodeBlank(at: i) == 0) { i += 1 }
    guard i > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")),
      let name = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
    else {
      i = start
      return nil
    }
    return name
  }

  // MARK: Strings

  /// A quoted string starting at `i` (its quote ends it).
  mutating func string() throws(Failure) -> String {
    let quote = bytes[i]
    let start = i
    i += 1
    var text: [UInt8] = []
    while i < bytes.count {
      let b = bytes[i]
      if b == quote {
        i += 1
        guard let decoded = String(validating: text, as: UTF8.self) else {
          throw fail("the string is not valid UTF-8", at: start)
        }
        return decoded
      }
      if b == 0 { throw fail("a NUL character (U+0000) in a string; remove it") }
      if b < 0x20 {
        throw fail(
          "an unescaped control character (U+\(Self.hex(UInt32(b)))) in a string; write it as `\\u\(Self.hex(UInt32(b)))`"
        )
      }
      if b != UInt8(ascii: "\\") {
        // The plain run up to the next quote, backslash or control byte, in one copy.
        var end = i + 1
        while end < bytes.count {
          let c = bytes[end]
          if c == quote || c == UInt8(ascii: "\\") || c < 0x20 { break }
          end += 1
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
        i = end
        continue
      }
      try escape(into: &text)
    }
    throw fail("unterminated string: no closing `\(Character(Unicode.Scalar(quote)))`", at: start)
  }

  /// The escape sequence at `i` (a backslash), appended to `text` as UTF-8.
  mutating func escape(into text: inout [UInt8]) throws(Failure) {
    let at = i
    guard i + 1 < bytes.count else { throw fail("unterminated string: a `\\` at the end of the file") }
    let escaped = bytes[i + 1]
    i += 2
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "'") where json5: text.append(escaped)
    case UInt8(ascii: "v") where json5: text.append(0x0B)
    case 0x0A where json5: break
    case 0x0D where json5:
      if i < bytes.count && bytes[i] == 0x0A { i += 1 }
    case 0xE2 where json5 && i + 1 < bytes.count && bytes[i] == 0x80 && (bytes[i + 1] == 0xA8 || bytes[i + 1] == 0xA9):
      i += 2
    case UInt8(ascii: "x") where json5:
      try scalar(try hexDigits(2, at: at), at: at, into: &text)
    case UInt8(ascii: "u"):
      var value = try hexDigits(4, at: at)
      if (0xD800..<0xDC00).contains(value) {
        // A high surrogate is only half a character: the low half must follow.
        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
          throw loneSurrogate(value, at: at)
        }
        i += 2
        let low = try hexDigits(4, at: i - 2)
        guard (0xDC00..<0xE000).contains(low) else { throw loneSurrogate(value, at: at) }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(value) {
        throw loneSurrogate(value, at: at)
      }
      try scalar(value, at: at, into: &text)
    case 0:
      throw fail("a NUL character (U+0000) in a string; remove it", at: at + 1)
    case UInt8(ascii: "0") where json5:
      throw fail("a NUL character (U+0000) in a string; remove it", at: at)
    default:
      let allowed = json5 ? #"\" \' \\ \/ \b \f \n \r \t \v \xHH and \uXXXX"# : #"\" \\ \/ \b \f \n \r \t and \uXXXX"#
      throw fail(
        "invalid escape `\\\(found(at: at + 1).dropFirst().dropLast())` in a string; \(json5 ? "JSON5" : "JSON") allows \(allowed)",
        at: at)
    }
  }

  mutating func hexDigits(_ n: Int, at escapeStart: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<n {
      guard i < bytes.count, let digit = Self.hexValue(bytes[i]) else {
        let form = n == 2 ? "\\xHH" : "\\uXXXX"
        throw fail(
          "invalid escape: `\(form)` needs \(n) hexadecimal digits, found \(found())",
          at: i < bytes.count ? i : escapeStart)
      }
      value = value << 4 | UInt32(digit)
      i += 1
    }
    return value
  }

  func scalar(_ value: UInt32, at: Int, into text: inout [UInt8]) throws(Failure) {
    guard value != 0, let scalar = Unicode.Scalar(value) else {
      throw fail("a NUL character (U+0000) in a string; remove it", at: at)
    }
    UTF8.encode(scalar) { text.append($0) }
  }

  func loneSurrogate(_ value: UInt32, at: Int) -> Failure {
    fail(
      "`\\u\(Self.hex(value))` is half of a surrogate pair (a lone surrogate), not a character; "
        + "write the character itself, or both halves (`\\uD83D\\uDE00`)", at: at)
  }

  static func hexValue(_ h: UInt8) -> UInt8? {
    switch h {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return h - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return h - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return h - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// Four uppercase hexadecimal digits, as Unicode writes code points.
  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: Numbers

  /// A number: JSON's grammar, and JSON5's additions in that dialect. Finite unless
  /// written `Infinity` or `NaN`.
  mutating func number() throws(Failure) -> JSONValue {
    let start = i
    func digits() -> Int {
      let from = i
      while i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") { i += 1 }
      return i - from
    }
    var negative = false
    if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
      negative = bytes[i] == UInt8(ascii: "-")
      i += 1
    }
    if json5 && word("Infinity") { return .number(negative ? -.infinity : .infinity) }
    if json5 && word("NaN") { return .number(.nan) }
    if json5, i + 1 < bytes.count, bytes[i] == UInt8(ascii: "0"), bytes[i + 1] | 0x20 == UInt8(ascii: "x") {
      i += 2
      var value = 0.0
      let from = i
      while i < bytes.count, let digit = Self.hexValue(bytes[i]) {
        value = value * 16 + Double(digit)
        i += 1
      }
      guard i > from else { throw fail("expected hexadecimal digits after `0x`, found \(found())") }
      return try finish(negative ? -value : value, from: start)
    }
    let first = i
    let whole = digits()
    if whole > 1 && bytes[first] == UInt8(ascii: "0") {
      throw fail("a number cannot start with `0` followed by digits (`\(excerpt(from: start))`)", at: start)
    }
    var fraction = 0
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      fraction = digits()
      guard fraction > 0 || (json5 && whole > 0) else { throw fail("expected a digit after `.`, found \(found())") }
    }
    guard whole > 0 || (json5 && fraction > 0) else { throw fail("expected a digit, found \(found())") }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
      guard digits() > 0 else { throw fail("expected a digit in the exponent, found \(found())") }
    }
    var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<i]), as: UTF8.self)
    if text.hasSuffix(".") { text += "0" }
    if text.hasPrefix(".") { text = "0" + text }
    guard let value = Double(text) else { throw fail("`\(excerpt(from: start))` is not a number", at: start) }
    return try finish(negative ? -value : value, from: start)
  }

  /// `value`, if it is finite and the number ends here.
  func finish(_ value: Double, from start: Int) throws(Failure) -> JSONValue {
    guard value.isFinite else {
      throw fail("the number `\(excerpt(from: start))` is out of range", at: start)
    }
    if i < bytes.count && Self.isNameByte(bytes[i]) {
      throw fail("expected the number to end, found \(found())")
    }
    return .number(value)
  }

  /// The text from `start` to `i`, shortened for a message.
  func excerpt(from start: Int) -> String {
    Escaping.excerpt(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
  }
}
