// Character classes of the Swift lexical grammar ("Identifiers" and "Operators" in
// The Swift Programming Language, Lexical Structure). ASCII is decided by table lookups
// on the hot path; the Unicode ranges are only consulted for bytes >= 0x80.

/// Per-byte flags for ASCII, indexed by byte value.
@usableFromInline
enum ASCIIClass {
  static let identifierStart: UInt8 = 1
  static let identifierContinue: UInt8 = 2
  static let operatorChar: UInt8 = 4
  static let digit: UInt8 = 8
  static let hexDigit: UInt8 = 16
  static let space: UInt8 = 32  // space, tab, vertical tab, form feed (not newlines)

  /// The table as a pointer that lives for the whole process (256 entries, the upper
  /// half zero), for the lexer's hot loop.
  nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    p.initialize(repeating: 0, count: 256)
    for (i, v) in table.enumerated() { p[i] = v }
    return UnsafePointer(p)
  }()

  /// 128 entries, one per ASCII byte.
  static let table: [UInt8] = {
    var t = [UInt8](repeating: 0, count: 128)
    for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] |= identifierStart | identifierContinue }
    for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] |= identifierStart | identifierContinue }
    t[Int(UInt8(ascii: "_"))] |= identifierStart | identifierContinue
    t[Int(UInt8(ascii: "$"))] |= identifierContinue
    for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] |= identifierContinue | digit | hexDigit }
    for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hexDigit }
    for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hexDigit }
    for c in "/=-+*%<>!&|^~.?".utf8 { t[Int(c)] |= operatorChar }
    for c in [0x20, 0x09, 0x0B, 0x0C] as [UInt8] { t[Int(c)] |= space }
    return t
  }()
}

extension Unicode.Scalar {
  /// Whether the scalar may continue an identifier (ASCII letters, digits, `_`, `$`, and
  /// the Unicode ranges of the Swift grammar).
  @usableFromInline var isSwiftIdentifierContinue: Bool {
    let c = value
    if c < 0x80 { return ASCIIClass.table[Int(c)] & ASCIIClass.identifierContinue != 0 }
    return c == 0xA8 || c == 0xAA || c == 0xAD || c == 0xAF
      || (0xB2...0xB5).contains(c) || (0xB7...0xBA).contains(c) || (0xBC...0xBE).contains(c)
      || (0xC0...0xD6).contains(c) || (0xD8...0xF6).contains(c) || (0xF8...0xFF).contains(c)
      || (0x100...0x167F).contains(c) || (0x1681...0x180D).contains(c) || (0x180F...0x1FFF).contains(c)
      || (0x200B...0x200D).contains(c) || (0x202A...0x202E).contains(c) || (0x203F...0x2040).contains(c)
      || c == 0x2054 || (0x2060...0x206F).contains(c)
      || (0x2070...0x218F).contains(c) || (0x2460...0x24FF).contains(c) || (0x2776...0x2793).contains(c)
      || (0x2C00...0x2DFF).contains(c) || (0x2E80...0x2FFF).contains(c)
      || (0x3004...0x3007).contains(c) || (0x3021...0x302F).contains(c) || (0x3031...0x303F).contains(c)
      || (0x3040...0xD7FF).contains(c)
      || (0xF900...0xFD3D).contains(c) || (0xFD40...0xFDCF).contains(c) || (0xFDF0...0xFE44).contains(c)
      || (0xFE47...0xFFF8).contains(c)
      || (c >= 0x10000 && c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD)
  }

  /// Whether the scalar may start an identifier (combining marks may not).
  @usableFromInline var isSwiftIdentifierStart: Bool {
    let c = value
    if c < 0x80 { return ASCIIClass.table[Int(c)] & ASCIIClass.identifierStart != 0 }
    guard isSwiftIdentifierContinue else { return false }
    return
      !((0x300...0x36F).contains(c) || (0x1DC0...0x1DFF).contains(c) || (0x20D0...0x20FF).contains(c)
      || (0xFE20...0xFE2F).contains(c))
  }

  /// Whether the scalar may start an operator.
  @usableFromInline var isSwiftOperatorStart: Bool {
    let c = value
    if c < 0x80 { return ASCIIClass.table[Int(c)] & ASCIIClass.operatorChar != 0 }
    return (0xA1...0xA7).contains(c) || c == 0xA9 || c == 0xAB || c == 0xAC || c == 0xAE
      || c == 0xB0 || c == 0xB1 || c == 0xB6 || c == 0xBB || c == 0xBF || c == 0xD7 || c == 0xF7
      || c == 0x2016 || c == 0x2017 || (0x2020...0x2027).contains(c)
      || (0x2030...0x203E).contains(c) || (0x2041...0x2053).contains(c)
      || (0x2055...0x205E).contains(c) || (0x2190...0x23FF).contains(c)
      || (0x2500...0x2775).contains(c) || (0x2794...0x2BFF).contains(c)
      || (0x2E00...0x2E7F).contains(c) || (0x3001...0x3003).contains(c) || (0x3008...0x3030).contains(c)
  }

  /// Whether the scalar may continue an operator (operator characters, combining marks
  /// and variation selectors).
  @usableFromInline var isSwiftOperatorContinue: Bool {
    if isSwiftOperatorStart { return true }
    let c = value
    return (0x300...0x36F).contains(c) || (0x1DC0...0x1DFF).contains(c) || (0x20D0...0x20FF).contains(c)
      || (0xFE00...0xFE0F).contains(c) || (0xFE20...0xFE2F).contains(c) || (0xE0100...0xE01EF).contains(c)
  }
}
