// The Swift lexer: one forward pass over UTF-8 bytes that produces a flat token list.
//
// It follows the toolchain's own lexer (swift-syntax's `Lexer.Cursor`) rule for rule where
// the rules decide what is code, comment or string and where words begin and end: regex
// literal heuristics, raw-string delimiters, multiline string indentation, operator
// boundness. It never throws and never recurses: string interpolation is an explicit
// stack of frames, so 100,000 nested interpolations cost memory, not stack.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point: bytes in, tokens out.
public enum Lexer {
  /// Lexes `bytes` (UTF-8 source, any content) into tokens in source order.
  ///
  /// Whitespace and the indentation of multiline strings are the gaps between tokens;
  /// every other byte is inside exactly one token.
  public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
    tokenize(bytes, plainLoop: true, naming: false).tokens
  }

  /// `tokenize`, and the `NameHash` of every identifier's name (backticks removed), in
  /// order: taken as each is lexed, while its bytes are in registers, rather than in a
  /// pass of their own over the tokens afterwards.
  public static func tokenizeNamingIdentifiers(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    tokens: [Token], nameHashes: [UInt32]
  ) {
    tokenize(bytes, plainLoop: true, naming: true)
  }

  /// `tokenize`, with or without the loop for plain tokens (`LexerCore.lexPlainTokens`)
  /// (the tests compare the two), and with the identifiers' name hashes or not.
  static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, plainLoop: Bool, naming: Bool) -> (
    tokens: [Token], nameHashes: [UInt32]
  ) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], []) }
    // Lexed into this thread's scratch memory, sized to the bound `TokenBuffer` describes,
    // and copied out at the tokens' size: some five times less than the bound. (Returned
    // at the bound's capacity, hundreds of arrays kept by the trend spread over the heap,
    // so that later files' memory came from fresh pages, a fault for every 4 KiB.)
    // (Identifiers are tokens: as many name hashes fit as tokens do.)
    let capacity = bytes.count + 16
    let scratch = LexScratch.current
    let (storage, nameStorage) = scratch.reserve(capacity, names: naming)
    var core = LexerCore(base: base, count: bytes.count, tokens: TokenBuffer(storage: storage, capacity: capacity))
    core.plainLoop = plainLoop
    if naming { core.names = ScratchBuffer(storage: nameStorage, capacity: capacity) }
    core.run()
    guard !core.tokens.overflowed && !core.names.overflowed else {
      var core = LexerCore(base: base, count: bytes.count, tokens: TokenBuffer(capacity: bytes.count / 5 + 16))
      core.plainLoop = plainLoop
      if naming { core.names = ScratchBuffer(capacity: bytes.count / 10 + 16) }
      core.run()
      let names = Array(UnsafeBufferPointer(start: core.names.base, count: core.names.count))
      return (core.finish(), names)
    }
    let count = core.hasEmptyTokens ? core.tokens.drop(core.empties) : core.tokens.count
    return (Self.copy(storage, count), naming ? Self.copy(nameStorage, core.names.count) : [])
  }

  /// An array of the `count` values at `p`, copied in one block (`Array(UnsafeBufferPointer)`
  /// copies them one at a time).
  @inline(__always)
  static func copy<T: BitwiseCopyable>(_ p: UnsafePointer<T>, _ count: Int) -> [T] {
    [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      if count > 0 {
        UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: p, byteCount: count * MemoryLayout<T>.stride)
      }
      initialized = count
    }
  }

  /// Lexes a byte array.
  public static func tokenize(_ bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { tokenize($0) }
  }

  /// Lexes a string's UTF-8 bytes.
  public static func tokenize(_ source: String) -> [Token] {
    tokenize(Array(source.utf8))
  }
}

/// The kind of string literal a frame is lexing.
enum StringLiteralKind: UInt8 {
  case singleLine, multiLine, singleQuote
}

/// One entry of the lexer's state stack: a string literal being lexed, or an
/// interpolation inside one. Normal code is the implicit bottom of the stack.
struct Frame {
  enum Kind: UInt8 { case string, interpolation }
  var kind: Kind
  var stringKind: StringLiteralKind
  /// Number of `#` in the raw-string delimiter (0 for ordinary strings).
  var delimiter: Int
  /// Open parentheses inside an interpolation, not counting the `\(` itself.
  var parenDepth: Int = 0
  /// Multiline strings: where this string's elements start in `LexerCore.elements`.
  var elementBase: Int = 0
  /// Multiline strings: whether the opening `"""` is followed directly by a newline.
  var openEndsLine: Bool = false
}

/// The lexer proper. All byte access goes through `base`, bounded by `count`; `peek`
/// returns 0 past the end, so reads never leave the buffer.
///
/// `unsafe` pointer access is confined to this type: it is what lets the lexer reach
/// the throughput bar (see `make bench`), and every read is bounds-checked by `peek`.
struct LexerCore {
  let base: UnsafePointer<UInt8>
  let count: Int
  var pos = 0
  var tokens: TokenBuffer
  var frames: [Frame] = []
  /// Token indices of the segments, continuations and interpolations of the multiline
  /// strings being lexed (a stack shared by nested strings; each frame owns a suffix).
  var elements: [Int] = []
  /// The indices of the zero-length tokens (left by multiline strings' indentation),
  /// which are dropped at the end by moving the runs between them, instead of testing
  /// every token of the file for emptiness.
  var empties: [Int] = []
  var hasEmptyTokens: Bool { !empties.isEmpty }

  /// Records that the token at `index` is empty (a token never grows back).
  @inline(__always) mutating func noteEmpty(_ index: Int) {
    empties.append(index)
  }

  // What the previous non-comment token was, for the regex and number heuristics.
  var prevKind: TokenKind? = nil
  var prevRole: KeywordRole = .none
  /// Whether the previous `#` keyword was `#available`, `#unavailable` or `#sourceLocation`.
  var prevPoundIsCondition = false
  /// Set after `try?` / `try!`: the next `/` prefers to start a regex.
  var preferRegex = false
  /// Whether plain tokens take `lexPlainTokens` (always, but in the tests that compare).
  var plainLoop = true
  /// The name hashes of the identifiers lexed, when they are asked for (`naming`).
  var names = ScratchBuffer<UInt32>(storage: LexScratch.none, capacity: 0)
  var naming: Bool { names.capacity > 0 }

  /// A failed same-line search for a raw string's closing delimiter: from `start` to
  /// the line end there is no `"` followed by `length` or more `#`. Keeps `#"""` lines
  /// linear.
  var noRawCloseStart = -1
  var noRawCloseEnd = -1
  var noRawCloseLength = 0
  /// The smallest pound count for which an extended multiline regex already ran to the
  /// end of the file unterminated (so later ones with as many pounds will too).
  var unterminatedRegexPounds = Int.max

  /// The ASCII class table and keyword buckets, copied from their statics once per
  /// file: reading a global in the hot loop costs a `swift_once` check per byte.
  let table: UnsafePointer<UInt8>
  /// `singlesTable`, copied like `table`.
  let singles: UnsafePointer<UInt8>
  let keywords: Keywords.Table

  init(base: UnsafePointer<UInt8>, count: Int, tokens: TokenBuffer) {
    self.base = base
    self.count = count
    self.table = ASCIIClass.pointer
    self.singles = Self.singlesTable
    self.keywords = Keywords.table
    self.tokens = tokens
  }

  // MARK: - Cursor primitives

  @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
    let i = pos &+ offset
    return i < count ? base[i] : 0
  }

  @inline(__always) func byte(at i: Int) -> UInt8 {
    i >= 0 && i < count ? base[i] : 0
  }

  @inline(__always) var atEnd: Bool { pos >= count }

  @inline(__always) static func isNewline(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D }

  /// Decodes the UTF-8 scalar at `i`; `nil` for invalid UTF-8 or the end of the input.
  /// Minimal encodings only, as the Swift lexer requires.
  @inline(__always) func scalar(at i: Int) -> (value: UInt32, length: Int)? {
    guard i < count else { return nil }
    let b0 = base[i]
    if b0 < 0x80 { return (UInt32(b0), 1) }
    guard b0 >= 0xC2 && b0 < 0xF5 else { return nil }
    let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2
    guard i + length <= count else { return nil }
    var value = UInt32(b0) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for k in 1..<length {
      let b = base[i + k]
      guard b & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(b & 0x3F)
    }
    if length == 3 && value < 0x800 { return nil }
    if length == 4 && (value < 0x10000 || value > 0x10FFFF) { return nil }
    if value >= 0xD800 && value <= 0xDFFF { return nil }
    return (value, length)
  }

  /// The position after the identifier-continuation characters starting at `i`.
  @inline(__always) func skipIdentifierContinue(from i: Int) -> Int {
    var j = i
    while j < count {
      let b = base[j]
      if b < 0x80 {
        if table[Int(b)] & ASCIIClass.identifierContinue != 0 { j &+= 1; continue }
        return j
      }
      guard let (v, n) = scalar(at: j), let s = Unicode.Scalar(v), s.isSwiftIdentifierContinue else { return j }
      j += n
    }
    return j
  }

  /// Whether the scalar at `i` starts an identifier.
  func identifierStarts(at i: Int) -> Bool {
    guard let (v, _) = scalar(at: i), let s = Unicode.Scalar(v) else { return false }
    return s.isSwiftIdentifierStart
  }

  // MARK: - Emitting

  @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword = .none) {
    tokens.append(Token(kind, UInt32(truncatingIfNeeded: start), UInt32(truncatingIfNeeded: end), keyword: keyword))
    if kind == .identifier && naming { nameIdentifier(start, end) }
    if start == end { noteEmpty(tokens.count - 1) }
    if !kind.isComment && kind != .byteOrderMark {
      prevKind = kind
      prevRole = .none
    }
  }

  /// Records the name hash of the identifier `start..<end` (backticks removed).
  mutating func nameIdentifier(_ start: Int, _ end: Int) {
    var s = start
    var e = end
    if e - s >= 2 && base[s] == UInt8(ascii: "`") && base[e - 1] == UInt8(ascii: "`") {
      s += 1
      e -= 1
    }
    names.append(NameHash.of(UnsafeBufferPointer(start: base, count: count), s, e))
  }

  /// Drops zero-length tokens (left by string segments whose text was all indentation).
  consuming func finish() -> [Token] {
    tokens.finish(dropping: empties)
  }

  // MARK: - Main loop

  mutating func run() {
    while true {
      if let top = frames.last {
        if top.kind == .string {
          lexStringContent()
          continue
        }
        // Inside an interpolation.
        skipTrivia(newlines: top.stringKind == .multiLine)
        if atEnd { return }
        if Self.isNewline(peek()) {
          // A single-line string cannot span lines: the interpolation is unterminated.
          frames.removeLast()
          continue
        }
      } else {
        if plainLoop { lexPlainTokens() }
        skipTrivia(newlines: true)
        if atEnd { return }
      }
      // Words are most tokens: straight to them, without `lexNormalToken`'s dispatch
      // (what it does first for a word, clearing `preferRegex`, is done here).
      let b = base[pos]
      if b < 0x80 && table[Int(b)] & ASCIIClass.identifierStart != 0 {
        preferRegex = false
        lexIdentifier()
        continue
      }
      lexNormalToken()
    }
  }

  /// The commonest tokens, in one loop that keeps the position, the token count and the
  /// previous token's kind in registers, while no string or interpolation is open: ASCII
  /// words, the one-byte punctuation, a lone `.` or `=`, and the spaces and line breaks
  /// between them. It stops, `pos` at it, before anything else (a comment, a string, an
  /// operator, a word going on past ASCII), which the general path lexes. Every token it
  /// makes is the one that path would make: a word as `lexIdentifier` does, the rest as
  /// `lexNormalToken` and `lexOperator` do when no frame is open. (Through the general
  /// path each of these tokens, most of a file's, would take two calls, a dispatch and
  /// the state in memory.)
  mutating func lexPlainTokens() {
    var p = pos
    let out = tokens.base
    var n = tokens.count
    let limit = tokens.capacity
    var kind = prevKind
    var role = prevRole
    let named = naming
    let nameOut = names.base
    var names = self.names.count
    let nameLimit = named ? self.names.capacity : Int.max
    let all = UnsafeBufferPointer(start: base, count: count)
    defer {
      if n != tokens.count {
        tokens.commit(upTo: n)
        self.names.commit(upTo: names)
        prevKind = kind
        prevRole = role
        preferRegex = false
      }
      pos = p
    }
    while p < count && n < limit && names < nameLimit {
      let b = base[p]
      if b <= 0x20 {
        guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0B || b == 0x0C else { return }
        p = skipSpaces(from: p &+ 1)
        continue
      }
      guard b < 0x80 else { return }
      let flags = table[Int(b)]
      if flags & ASCIIClass.identifierStart != 0 {
        var j = p &+ 1
        var ended = false
        while j &+ 16 <= count {
          let k = Self.asciiIdentifierRun(UnsafeRawPointer(base + j))
          j &+= k
          if k < 16 {
            ended = true
            break
          }
        }
        // (Byte by byte only within 16 bytes of the end of the file.)
        if !ended {
          while j < count && base[j] < 0x80 && table[Int(base[j])] & ASCIIClass.identifierContinue != 0 { j &+= 1 }
        }
        // A byte from 0x80 may go on with the word: the general path decides.
        if j < count && base[j] >= 0x80 { return }
        let length = j &- p
        let keyword: Keyword
        var hash: UInt32 = 0
        if count &- p >= 16 && length <= 16 {
          // The name's two words, masked to its length, for the keyword table and the hash.
          let (lo, hi) = Keywords.words(UnsafeRawPointer(base + p), length)
          keyword = keywords.keyword(lo: lo, hi: hi, length: length)
          if named { hash = NameHash.of(lo: lo, hi: hi, length: length) }
        } else {
          keyword = keywords.keyword(base + p, length, available: count &- p)
          if named { hash = NameHash.of(all, p, j) }
        }
        if named && keyword == .none {
          (nameOut + names).initialize(to: hash)
          names &+= 1
        }
        kind = keyword == .none ? .identifier : .keyword
        role = keyword.role
        (out + n).initialize(
          to: Token(kind!, UInt32(truncatingIfNeeded: p), UInt32(truncatingIfNeeded: j), keyword: keyword))
        n &+= 1
        // One space after a word is the commonest gap: stepped over here, without the
        // branch at the loop's top that tells gaps from tokens (a mispredicted one).
        if j < count { j &+= base[j] == 0x20 ? 1 : 0 }
        p = j
        continue
      }
      // One-byte punctuation, by table (a `switch` here was a jump through a table, and
      // mispredicted as often as the punctuation changes).
      let code = singles[Int(b)]
      guard code != Self.notSingle else { return }
      let single: TokenKind
      if code == Self.periodOrEqual {
        // Alone (what follows is ASCII and no operator character): a period or an
        // equal sign whatever surrounds it.
        let next = p &+ 1 < count ? base[p &+ 1] : 0
        guard next < 0x80 && table[Int(next)] & ASCIIClass.operatorChar == 0 else { return }
        single = b == UInt8(ascii: ".") ? .period : .equal
      } else {
        single = TokenKind(rawValue: code).unsafelyUnwrapped
      }
      kind = single
      role = .none
      (out + n).initialize(to: Token(single, UInt32(truncatingIfNeeded: p), UInt32(truncatingIfNeeded: p &+ 1)))
      n &+= 1
      p &+= 1
      if p < count { p &+= base[p] == 0x20 ? 1 : 0 }
    }
  }

  /// `singles` entries: not one-byte punctuation, and `.` or `=` (punctuation when alone).
  static let notSingle: UInt8 = 0xFF
  static let periodOrEqual: UInt8 = 0xFE
  /// For each byte below 0x80, the kind of the one-byte punctuation it is in the plain
  /// loop (`TokenKind.rawValue`), `periodOrEqual`, or `notSingle`.
  nonisolated(unsafe) static let singlesTable: UnsafePointer<UInt8> = {
    let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    t.initialize(repeating: notSingle, count: 256)
    let kinds: [(Character, TokenKind)] = [
      ("(", .leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftSquare),
      ("]", .rightSquare), (",", .comma), (":", .colon), (";", .semicolon), ("@", .atSign),
    ]
    for (c, kind) in kinds { t[Int(c.asciiValue!)] = kind.rawValue }
    t[Int(UInt8(ascii: "."))] = periodOrEqual
    t[Int(UInt8(ascii: "="))] = periodOrEqual
    return UnsafePointer(t)
  }()

  // MARK: - Trivia

  /// Skips whitespace and emits comments. With `newlines` false, stops at a newline.
  @inline(__always)
  mutating func skipTrivia(newlines: Bool) {
    // Most tokens follow another directly or after one space: decide those here
    // without entering the general loop.
    if pos < count {
      let b = base[pos]
      if b > 0x20 && b < 0x80 && b != UInt8(ascii: "/") { return }
      if b == 0x20 && pos &+ 1 < count {
        let next = base[pos &+ 1]
        if next > 0x20 && next < 0x80 && next != UInt8(ascii: "/") {
          pos &+= 1
          return
        }
      }
    }
    skipTriviaSlow(newlines: newlines)
  }

  mutating func skipTriviaSlow(newlines: Bool) {
    while pos < count {
      let b = base[pos]
      switch b {
      case 0x20, 0x09, 0x0B, 0x0C:
        pos = skipSpaces(from: pos &+ 1)
      case 0x0A, 0x0D:
        if !newlines { return }
        pos = skipSpaces(from: pos &+ 1)
      case UInt8(ascii: "/"):
        let next = peek(1)
        if next == UInt8(ascii: "/") {
          lexLineComment()
        } else if next == UInt8(ascii: "*") {
          lexBlockComment()
        } else {
          return
        }
      case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:
        pos &+= 3
        emit(.byteOrderMark, pos - 3, pos)
      case 0xC2 where peek(1) == 0xA0:  // no-break space, whitespace to Swift
        pos &+= 2
      default:
        return
      }
    }
  }

  /// The position after the spaces from `i` on: eight bytes at a time, since the
  /// indentation after a newline is most of a file's whitespace.
  @inline(__always) func skipSpaces(from i: Int) -> Int {
    var j = i
    let raw = UnsafeRawPointer(base)
    while j &+ 8 <= count {
      let other = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self).littleEndian ^ 0x2020_2020_2020_2020
      if other != 0 { return j &+ other.trailingZeroBitCount >> 3 }
      j &+= 8
    }
    while j < count && base[j] == 0x20 { j &+= 1 }
    return j
  }

  mutating func lexLineComment() {
    let start = pos
    // Eight bytes a step: comments are a good part of most Swift files.
    pos = ByteWords.nextLineBreak(UnsafeRawPointer(base), from: pos + 2, count: count)
    // `///` (and `////…`) is documentation, as SwiftSyntax classifies it.
    let isDoc = byte(at: start + 2) == UInt8(ascii: "/")
    emit(isDoc ? .docLineComment : .lineComment, start, pos)
  }

  mutating func lexBlockComment() {
    let start = pos
    pos += 2
    var depth = 1
    while pos < count {
      let b = base[pos]
      if b == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        pos += 2
        depth -= 1
        if depth == 0 { break }
      } else if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        pos += 2
        depth += 1
      } else {
        pos &+= 1
      }
    }
    // `/**…*/` is documentation (`/***…*/` too), except the empty `/**/`.
    let isDoc =
      byte(at: start + 2) == UInt8(ascii: "*") && !(pos - start == 4 && byte(at: start + 3) == UInt8(ascii: "/"))
    emit(isDoc ? .docBlockComment : .blockComment, start, pos)
  }

  // MARK: - Normal tokens

  mutating func lexNormalToken() {
    let start = pos
    let b = base[pos]
    let preferRegexHere = preferRegex
    preferRegex = false
    switch b {
    case UInt8(ascii: "@"): pos += 1; emit(.atSign, start, pos)
    case UInt8(ascii: "{"): pos += 1; emit(.leftBrace, start, pos)
    case UInt8(ascii: "}"): pos += 1; emit(.rightBrace, start, pos)
    case UInt8(ascii: "["): pos += 1; emit(.leftSquare, start, pos)
    case UInt8(ascii: "]"): pos += 1; emit(.rightSquare, start, pos)
    case UInt8(ascii: "("):
      pos += 1
      if frames.last?.kind == .interpolation { frames[frames.count - 1].parenDepth += 1 }
      emit(.leftParen, start, pos)
    case UInt8(ascii: ")"):
      pos += 1
      if let top = frames.last, top.kind == .interpolation {
        if top.parenDepth == 0 {
          frames.removeLast()
          emit(.interpolationEnd, start, pos)
          return
        }
        frames[frames.count - 1].parenDepth -= 1
      }
      emit(.rightParen, start, pos)
    case UInt8(ascii: ","): pos += 1; emit(.comma, start, pos)
    case UInt8(ascii: ";"): pos += 1; emit(.semicolon, start, pos)
    case UInt8(ascii: ":"): pos += 1; emit(.colon, start, pos)
    case UInt8(ascii: "\\"): pos += 1; emit(.backslash, start, pos)
    case UInt8(ascii: "#"):
      lexPound()
    case UInt8(ascii: "!"), UInt8(ascii: "?"):
      if isLeftBound(start) {
        let wasTry = prevKind == .keyword && prevRole == .try
        pos += 1
        emit(b == UInt8(ascii: "!") ? .postfixExclamation : .postfixQuestion, start, pos)
        if wasTry { preferRegex = true }
      } else {
        lexOperator(preferRegex: preferRegexHere)
      }
    case UInt8(ascii: "<"):
      if peek(1) == UInt8(ascii: "#"), let end = placeholderEnd(from: pos) {
        pos = end
        emit(.identifier, start, pos)
      } else {
        lexOperator(preferRegex: preferRegexHere)
      }
    case UInt8(ascii: "$"):
      lexDollarIdentifier()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      lexOpeningQuote(delimiter: 0)
    case UInt8(ascii: "`"):
      lexEscapedIdentifier()
    default:
      // (ASCII words never get here: `run` lexes them before calling this.)
      if b < 0x80 {
        let flags = table[Int(b)]
        if flags & ASCIIClass.operatorChar != 0 {
          lexOperator(preferRegex: preferRegexHere)
        } else {
          pos += 1  // a control character or NUL
          emit(.unknown, start, pos)
        }
        return
      }
      guard let (v, n) = scalar(at: pos), let s = Unicode.Scalar(v) else {
        // Invalid UTF-8: the bad byte and any continuation bytes after it.
        pos += 1
        while pos < count && base[pos] & 0xC0 == 0x80 { pos += 1 }
        emit(.unknown, start, pos)
        return
      }
      if s.isSwiftIdentifierStart {
        lexIdentifier()
      } else if s.isSwiftOperatorStart {
        lexOperator(preferRegex: preferRegexHere)
      } else if s.isSwiftIdentifierContinue {
        // A combining mark cannot start an identifier; Swift recovers with one.
        pos = skipIdentifierContinue(from: pos + n)
        emit(.identifier, start, pos)
      } else {
        pos += n
        emit(.unknown, start, pos)
      }
    }
  }

  // MARK: - Identifiers

  mutating func lexIdentifier() {
    let start = pos
    var j = pos &+ 1
    var ascii = base[pos] < 0x80
    if !ascii, let (_, n) = scalar(at: pos) { j = pos + n }
    // Sixteen bytes a step while they fit: the end of an identifier is the first byte
    // that is not an ASCII letter, digit, `_` or `$` (a byte from 0x80 goes on below).
    // A byte at a time, the loop's exit at an identifier's unpredictable length is a
    // branch mispredicted once a word.
    while j &+ 16 <= count {
      let k = Self.asciiIdentifierRun(UnsafeRawPointer(base + j))
      j &+= k
      if k < 16 { break }
    }
    while j < count {
      let b = base[j]
      if b < 0x80 {
        if table[Int(b)] & ASCIIClass.identifierContinue != 0 { j &+= 1; continue }
        break
      }
      let k = skipIdentifierContinue(from: j)
      if k == j { break }
      ascii = false
      j = k
    }
    pos = j
    let keyword = ascii ? keywords.keyword(base + start, j - start, available: count - start) : .none
    emit(keyword == .none ? .identifier : .keyword, start, pos, keyword: keyword)
    prevRole = keyword.role
  }

  /// How many of the 16 bytes at `p` (0 to 16) are ASCII identifier characters
  /// (`a-z A-Z 0-9 _ $`) before the first one that is not.
  @inline(__always) static func asciiIdentifierRun(_ p: UnsafeRawPointer) -> Int {
    typealias V = SIMD16<UInt8>
    let v = p.loadUnaligned(as: V.self)
    let letter = (v | V(repeating: 0x20)) &- V(repeating: 0x61) .< V(repeating: 26)
    let digit = v &- V(repeating: 0x30) .< V(repeating: 10)
    let other = (v .== V(repeating: 0x5F)) .| (v .== V(repeating: 0x24))
    let lanes = unsafeBitCast(unsafeBitCast(letter .| digit .| other, to: V.self), to: SIMD2<UInt64>.self)
    // Each lane's bytes are 0xFF (identifier) or 0: the first zero byte ends the run.
    return bytesBeforeSet(~lanes)
  }

  /// How many of the 16 bytes of `lanes` (each 0 or 0xFF) come before the first 0xFF
  /// (16 when none). Without a branch: the high lane counts only when the low one has
  /// none (its count is 64, bit 6 set), which a length-dependent branch mispredicted.
  @inline(__always) static func bytesBeforeSet(_ lanes: SIMD2<UInt64>) -> Int {
    let low = lanes[0].trailingZeroBitCount
    let high = lanes[1].trailingZeroBitCount
    return low &>> 3 &+ ((low &>> 6) & 1) &* (high &>> 3)
  }

  mutating func lexDollarIdentifier() {
    let start = pos
    pos = skipIdentifierContinue(from: pos + 1)
    emit(.identifier, start, pos)
  }

  /// `` `name` ``, `` `$` ``, or a raw identifier `` `any text` `` (Swift 6.2); a lone
  /// backtick is punctuation.
  mutating func lexEscapedIdentifier() {
    let start = pos
    let inner = pos + 1
    if identifierStarts(at: inner), let (_, n) = scalar(at: inner) {
      let end = skipIdentifierContinue(from: inner + n)
      if byte(at: end) == UInt8(ascii: "`") {
        pos = end + 1
        emit(.identifier, start, pos)
        return
      }
    }
    if byte(at: inner) == UInt8(ascii: "$") && byte(at: inner + 1) == UInt8(ascii: "`") {
      pos = inner + 2
      emit(.identifier, start, pos)
      return
    }
    // Raw identifier: any characters but a backtick or a newline, not all whitespace.
    var j = inner
    var sawText = false
    while j < count {
      let b = base[j]
      if b == UInt8(ascii: "`") || Self.isNewline(b) { break }
      if b != 0x20 && b != 0x09 { sawText = true }
      j += 1
    }
    if sawText && byte(at: j) == UInt8(ascii: "`") {
      pos = j + 1
      emit(.identifier, start, pos)
      return
    }
    pos = inner
    emit(.backtick, start, pos)
  }

  /// The end of an editor placeholder `<#…#>` starting at `i`, if it is one.
  func placeholderEnd(from i: Int) -> Int? {
    var j = i + 2
    while j < count {
      let b = base[j]
      if b == 0x0A { return nil }
      if b == UInt8(ascii: "<") && byte(at: j + 1) == UInt8(ascii: "#") { return nil }
      if b == UInt8(ascii: "#") && byte(at: j + 1) == UInt8(ascii: ">") { return j + 2 }
      j += 1
    }
    return nil
  }

  // MARK: - Pound

  mutating func lexPound() {
    let start = pos
    // A `#!` script line, only at the very start of the file.
    if start == 0 && peek(1) == UInt8(ascii: "!") {
      while pos < count && !Self.isNewline(base[pos]) { pos += 1 }
      emit(.shebang, start, pos)
      return
    }
    var j = pos
    while byte(at: j) == UInt8(ascii: "#") { j += 1 }
    let pounds = j - pos
    if byte(at: j) == UInt8(ascii: "\"") {
      pos = j
      emit(.rawStringDelimiter, start, pos)
      lexOpeningQuote(delimiter: pounds)
      return
    }
    if byte(at: j) == UInt8(ascii: "/"), let end = scanRegex(at: start, mustBeRegex: true) {
      pos = end
      emit(.regex, start, pos)
      return
    }
    // `#if` and friends are single tokens; any other `#name` is `#` then the name.
    var k = pos + 1
    while k < count, base[k] < 0x80, table[Int(base[k])] & ASCIIClass.identifierStart != 0 {
      k += 1
    }
    switch k - pos - 1 {
    case 2, 4, 5, 6, 9, 11, 14:
      let word = String(decoding: UnsafeBufferPointer(start: base + pos + 1, count: k - pos - 1), as: UTF8.self)
      switch word {
      case "if", "else", "elseif", "endif":
        pos = k
        emit(.poundKeyword, start, pos)
        prevPoundIsCondition = false
        return
      case "available", "unavailable", "sourceLocation":
        pos = k
        emit(.poundKeyword, start, pos)
        prevPoundIsCondition = true
        return
      default: break
      }
    default: break
    }
    pos += 1
    emit(.pound, start, pos)
  }

  // MARK: - Operators

  /// Whether the operator starting at `i` is bound to what precedes it.
  @inline(__always) func isLeftBound(_ i: Int) -> Bool {
    if i == 0 { return false }
    switch base[i - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "/"):
      return byte(at: i - 2) != UInt8(ascii: "*")  // the end of a block comment is whitespace
    case 0xA0:
      return byte(at: i - 2) != 0xC2
    default:
      return true
    }
  }

  /// Whether the operator ending at `i` is bound to what follows it.
  @inline(__always) func isRightBound(_ i: Int, leftBound: Bool) -> Bool {
    guard i < count else { return false }
    switch base[i] {
    case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      let n = byte(at: i + 1)
      return n != UInt8(ascii: "/") && n != UInt8(ascii: "*")
    case 0xC2:
      return byte(at: i + 1) != 0xA0
    default:
      return true
    }
  }

  /// Whether a regex literal may start after the previous token (when the `/` is
  /// unbound on both sides, so fixity does not decide).
  var inRegexPosition: Bool {
    guard let kind = prevKind else { return true }
    switch kind {
    case .leftParen, .leftBrace, .leftSquare, .prefixOperator, .prefixAmpersand, .interpolationStart,
      .binaryOperator, .equal, .semicolon, .comma, .colon, .infixQuestion, .unknown, .shebang:
      return true
    case .keyword:
      return prevRole != .expression
    case .poundKeyword:
      return !prevPoundIsCondition
    default:
      return false
    }
  }

  mutating func lexOperator(preferRegex: Bool) {
    let start = pos
    let startsWithDot = base[pos] == UInt8(ascii: ".")
    pos += scalar(at: pos)?.length ?? 1
    while pos < count {
      let b = base[pos]
      if b == UInt8(ascii: ".") && !startsWithDot { break }
      if b == UInt8(ascii: "<") && byte(at: pos + 1) == UInt8(ascii: "#") && placeholderEnd(from: pos) != nil { break }
      if b < 0x80 {
        if table[Int(b)] & ASCIIClass.operatorChar != 0 { pos += 1; continue }
        break
      }
      guard let (v, n) = scalar(at: pos), let s = Unicode.Scalar(v), s.isSwiftOperatorContinue else { break }
      pos += n
    }
    var end = pos

    // A `/` in the operator may start a regex literal.
    var slash = start
    while slash < end && base[slash] != UInt8(ascii: "/") { slash += 1 }
    if slash < end,
      let regexEnd = tryOperatorAsRegex(slash: slash, operatorStart: start, operatorEnd: end, preferRegex: preferRegex)
    {
      if slash > start {
        pos = slash
        emit(.prefixOperator, start, slash)
      }
      pos = regexEnd
      emit(.regex, slash, regexEnd)
      return
    }

    // A `//` or `/*` inside the operator starts a comment.
    if end - start > 2 {
      var k = start + 1
      while k < end {
        if base[k] == UInt8(ascii: "/")
          && (byte(at: k + 1) == UInt8(ascii: "/") || byte(at: k + 1) == UInt8(ascii: "*"))
        {
          end = k
          break
        }
        k += 1
      }
    }
    pos = end
    emit(classifyOperator(start, end), start, end)
  }

  /// (`mutating` although it changes nothing: a read-only method called from the
  /// mutating lexer got a copy of the whole `LexerCore`, a 136-byte `memcpy` for
  /// every operator, and the compiler would not inline this one.)
  mutating func classifyOperator(_ start: Int, _ end: Int) -> TokenKind {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, leftBound: leftBound)
    let length = end - start
    if length == 1 {
      switch base[start] {
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "&"): if !leftBound && rightBound { return .prefixAmpersand }
      case UInt8(ascii: "."): return .period
      case UInt8(ascii: "?"): return leftBound ? .postfixQuestion : .infixQuestion
      default: break
      }
    } else if length == 2 {
      if base[start] == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: ">") { return .arrow }
      if base[start] == UInt8(ascii: "*") && base[start + 1] == UInt8(ascii: "/") { return .unknown }
    } else {
      var k = start
      while k + 1 < end {
        if base[k] == UInt8(ascii: "*") && base[k + 1] == UInt8(ascii: "/") { return .unknown }
        k += 1
      }
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }

  // MARK: - Regex literals

  /// Decides whether the `/` at `slash` inside the operator `operatorStart..<operatorEnd`
  /// starts a regex literal; returns the literal's end if it does.
  mutating func tryOperatorAsRegex(slash: Int, operatorStart: Int, operatorEnd: Int, preferRegex: Bool) -> Int? {
    let leftBound = isLeftBound(operatorStart)
    if leftBound { return nil }
    if prevKind == .keyword && prevRole == .declaresOperator { return nil }
    let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
    var mustBeRegex = false
    if leftBound == rightBound {
      if preferRegex { mustBeRegex = true }
      if !mustBeRegex && !inRegexPosition { return nil }
      if prevKind == .binaryOperator || prevKind == .equal { mustBeRegex = true }
      // Where a statement starts (after `{`, `;`, `return`, a closure's `in`, or at the
      // start of the file) a binary operator cannot stand, so the Swift parser re-lexes
      // the `/` as a regex that must be one: `f { / 1 / }`.
      if prevKind == nil || prevKind == .leftBrace || prevKind == .semicolon
        || (prevKind == .keyword && prevRole == .startsStatement)
      {
        mustBeRegex = true
      }
    }
    return scanRegex(at: slash, mustBeRegex: mustBeRegex)
  }

  /// Scans a regex literal whose opening delimiter (`#`s then `/`) starts at `start`.
  /// Returns its end, or `nil` when it is not a regex. With `mustBeRegex`, an
  /// unterminated literal still counts (it ends where the scan stopped).
  mutating func scanRegex(at start: Int, mustBeRegex: Bool) -> Int? {
    var i = start
    while byte(at: i) == UInt8(ascii: "#") { i += 1 }
    let pounds = i - start
    guard byte(at: i) == UInt8(ascii: "/") else { return nil }
    i += 1
    if pounds == 0 && i < count {
      let next = base[i]
      if (next == 0x20 || next == 0x09) && !mustBeRegex { return nil }
      if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
    }
    var firstNewline: Int? = nil
    if pounds > 0 {
      var k = i
      while byte(at: k) == 0x20 || byte(at: k) == 0x09 { k += 1 }
      if k < count && Self.isNewline(base[k]) {
        if pounds >= unterminatedRegexPounds { return mustBeRegex ? k : nil }
        firstNewline = k
        i = k
      }
    }
    var groupDepth = 0
    var classDepth = 0
    var lastSpace = -2
    while true {
      // The closing delimiter?
      if i < count && base[i] == UInt8(ascii: "/") {
        var j = i + 1
        var closePounds = 0
        if pounds > 0 {
          while byte(at: j) == UInt8(ascii: "#") { j += 1; closePounds += 1 }
        }
        if closePounds >= pounds {
          if closePounds == 0 {
            let after = byte(at: j)
            if j < count && (after == UInt8(ascii: "*") || after == UInt8(ascii: "/")) {
              return mustBeRegex ? i : nil
            }
            if lastSpace + 1 == i && !mustBeRegex { return nil }
          }
          return j
        }
      }
      // A pattern character.
      guard i < count else {
        if let firstNewline {
          unterminatedRegexPounds = min(unterminatedRegexPounds, pounds)
          return mustBeRegex ? firstNewline : nil
        }
        return mustBeRegex ? i : nil
      }
      var c = base[i]
      var escaped = false
      if c == UInt8(ascii: "\\") {
        i += 1
        guard i < count else {
          if let firstNewline { return mustBeRegex ? firstNewline : nil }
          return mustBeRegex ? i : nil
        }
        c = base[i]
        escaped = true
      }
      if Self.isNewline(c) {
        if firstNewline == nil { return mustBeRegex ? i : nil }
      } else if !escaped {
        switch c {
        case UInt8(ascii: "("):
          if classDepth == 0 { groupDepth += 1 }
        case UInt8(ascii: ")"):
          if classDepth == 0 {
            if groupDepth == 0 {
              if !mustBeRegex { return nil }
            } else {
              groupDepth -= 1
            }
          }
        case UInt8(ascii: "["):
          classDepth += 1
        case UInt8(ascii: "]"):
          if classDepth > 0 { classDepth -= 1 }
        case 0x20, 0x09:
          lastSpace = i
        default:
          break
        }
      }
      i += c < 0x80 ? 1 : (scalar(at: i)?.length ?? 1)
    }
  }

  // MARK: - Numbers

  mutating func lexNumber() {
    let start = pos
    defer { emit(.number, start, pos) }
    let b1 = peek(1)
    if base[pos] == UInt8(ascii: "0") && b1 == UInt8(ascii: "x") {
      lexHexNumber()
      return
    }
    if base[pos] == UInt8(ascii: "0") && (b1 == UInt8(ascii: "o") || b1 == UInt8(ascii: "b")) {
      pos += 2
      let isOctal = b1 == UInt8(ascii: "o")
      func isDigit(_ c: UInt8) -> Bool {
        isOctal
          ? (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "7")) : (c == UInt8(ascii: "0") || c == UInt8(ascii: "1"))
      }
      if pos < count && !isDigit(base[pos]) {
        pos = skipIdentifierContinue(from: pos)
        return
      }
      while pos < count && (isDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
      pos = skipIdentifierContinue(from: pos)
      return
    }
    skipDecimalDigits()
    if peek() == UInt8(ascii: ".") {
      let next = peek(1)
      if pos + 1 >= count || !isDecimalDigit(next) || prevKind == .period { return }
    } else if atEnd || (peek() != UInt8(ascii: "e") && peek() != UInt8(ascii: "E")) {
      pos = skipIdentifierContinue(from: pos)
      return
    }
    if peek() == UInt8(ascii: ".") {
      pos += 1
      skipDecimalDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      pos += 1
      if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { pos += 1 }
      if !isDecimalDigit(peek()) || atEnd {
        pos = skipIdentifierContinue(from: pos)
        return
      }
      skipDecimalDigits()
      pos = skipIdentifierContinue(from: pos)
    }
  }

  @inline(__always) func isDecimalDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  @inline(__always) func isHexDigit(_ c: UInt8) -> Bool {
    c < 0x80 && table[Int(c)] & ASCIIClass.hexDigit != 0
  }

  mutating func skipDecimalDigits() {
    while pos < count && (isDecimalDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
  }

  mutating func skipHexDigits() {
    while pos < count && (isHexDigit(base[pos]) || base[pos] == UInt8(ascii: "_")) { pos += 1 }
  }

  mutating func lexHexNumber() {
    pos += 2
    guard pos < count else { return }
    guard isHexDigit(base[pos]) else {
      pos = skipIdentifierContinue(from: pos)
      return
    }
    skipHexDigits()
    let c = peek()
    if atEnd || (c != UInt8(ascii: ".") && c != UInt8(ascii: "p") && c != UInt8(ascii: "P")) {
      pos = skipIdentifierContinue(from: pos)
      return
    }
    var dot: Int? = nil
    if c == UInt8(ascii: ".") {
      dot = pos
      pos += 1
      if pos < count && !isHexDigit(base[pos]) {
        pos -= 1
        return
      }
      skipHexDigits()
      let e = peek()
      if atEnd || (e != UInt8(ascii: "p") && e != UInt8(ascii: "P")) {
        if pos + 1 < count && !isDecimalDigit(peek(1)) { pos = dot! }  // `0xff.description`
        return
      }
    }
    pos += 1  // p or P
    var signed = false
    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
      pos += 1
      signed = true
    }
    if pos < count && !isDecimalDigit(base[pos]) {
      if let dot, !isDecimalDigit(byte(at: dot + 1)) && !signed {
        pos = dot  // `0xff.fpValue`
        return
      }
      pos = skipIdentifierContinue(from: pos)
      return
    }
    skipDecimalDigits()
    pos = skipIdentifierContinue(from: pos)
  }

  // MARK: - Strings

  /// If `delimiter` `#`s follow `i`, the position after them — and after one more `#`
  /// if there is one, as the Swift lexer consumes it too — else `nil`.
  func afterDelimiter(_ i: Int, _ delimiter: Int) -> Int? {
    if delimiter == 0 { return i }
    var j = i
    var n = 0
    while byte(at: j) == UInt8(ascii: "#") {
      j += 1
      if n >= delimiter { break }
      n += 1
    }
    return n >= delimiter ? j : nil
  }

  /// Lexes an opening quote at `pos` (after `delimiter` raw-string `#`s) and pushes the
  /// string's frame.
  mutating func lexOpeningQuote(delimiter: Int) {
    let start = pos
    if base[pos] == UInt8(ascii: "'") {
      pos += 1
      emit(.stringQuote, start, pos)
      frames.append(Frame(kind: .string, stringKind: .singleQuote, delimiter: delimiter))
      return
    }
    pos += 1
    if peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && !rawStringClosesOnLine(from: pos + 2, delimiter)
    {
      pos += 2
      emit(.stringQuote, start, pos)
      var frame = Frame(kind: .string, stringKind: .multiLine, delimiter: delimiter)
      frame.elementBase = elements.count
      if pos < count && Self.isNewline(base[pos]) {
        // The newline after `"""` is not part of the string.
        frame.openEndsLine = true
        pos += (base[pos] == 0x0D && peek(1) == 0x0A) ? 2 : 1
      }
      frames.append(frame)
      return
    }
    emit(.stringQuote, start, pos)
    frames.append(Frame(kind: .string, stringKind: .singleLine, delimiter: delimiter))
  }

  /// For `#"""`: whether the raw string closes on the same line, which makes it a
  /// single-line string that starts with `""`.
  mutating func rawStringClosesOnLine(from i: Int, _ delimiter: Int) -> Bool {
    guard delimiter > 0 else { return false }
    if afterDelimiter(i, delimiter) != nil { return true }
    if i >= noRawCloseStart && i < noRawCloseEnd && delimiter >= noRawCloseLength { return false }
    var j = i
    while j < count && !Self.isNewline(base[j]) {
      if base[j] == UInt8(ascii: "\"") {
        j += 1
        if afterDelimiter(j, delimiter) != nil { return true }
        continue
      }
      j += 1
    }
    noRawCloseStart = i
    noRawCloseEnd = j
    noRawCloseLength = delimiter
    return false
  }

  /// Emits a string segment and, in a multiline string, records it for the
  /// indentation pass.
  mutating func emitSegment(_ start: Int, _ end: Int, multiline: Bool) {
    if !multiline && start == end {
      prevKind = .stringSegment
      return
    }
    if multiline { elements.append(tokens.count) }
    tokens.append(Token(.stringSegment, UInt32(truncatingIfNeeded: start), UInt32(truncatingIfNeeded: end)))
    if start == end { noteEmpty(tokens.count - 1) }
    prevKind = .stringSegment
  }

  /// Lexes string text from `pos` until the string closes, an interpolation opens, or
  /// (single-line) the line ends.
  mutating func lexStringContent() {
    let frame = frames[frames.count - 1]
    let kind = frame.stringKind
    let delimiter = frame.delimiter
    let multiline = kind == .multiLine
    var segmentStart = pos
    while pos < count {
      let c = base[pos]
      switch c {
      case UInt8(ascii: "\\"):
        if let afterPounds = afterDelimiter(pos + 1, delimiter) {
          if byte(at: afterPounds) == UInt8(ascii: "(") {
            emitSegment(segmentStart, pos, multiline: multiline)
            if multiline { elements.append(tokens.count) }
            let start = pos
            pos = afterPounds + 1
            emit(.interpolationStart, start, pos)
            frames.append(Frame(kind: .interpolation, stringKind: kind, delimiter: delimiter))
            return
          }
          if multiline {
            var k = afterPounds
            while byte(at: k) == 0x20 || byte(at: k) == 0x09 { k += 1 }
            if k < count && Self.isNewline(base[k]) {
              emitSegment(segmentStart, pos, multiline: true)
              // The escaped newline is trivia: `\`, all the `#`s, blanks, the newline.
              var e = pos + 1
              while byte(at: e) == UInt8(ascii: "#") { e += 1 }
              while byte(at: e) == 0x20 || byte(at: e) == 0x09 { e += 1 }
              e += (byte(at: e) == 0x0D && byte(at: e + 1) == 0x0A) ? 2 : 1
              elements.append(tokens.count)
              tokens.append(Token(.stringContinuation, UInt32(truncatingIfNeeded: pos), UInt32(truncatingIfNeeded: e)))
              pos = e
              segmentStart = pos
              continue
            }
          }
          pos = afterPounds
          lexEscapeSequence()
        } else {
          pos += 1
        }
      case UInt8(ascii: "\""):
        if kind == .singleLine {
          if afterDelimiter(pos + 1, delimiter) != nil {
            emitSegment(segmentStart, pos, multiline: false)
            lexClosingQuote()
            return
          }
        } else if kind == .multiLine {
          if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && afterDelimiter(pos + 3, delimiter) != nil
          {
            emitSegment(segmentStart, pos, multiline: true)
            lexClosingQuote()
            return
          }
        }
        pos += 1
      case UInt8(ascii: "'"):
        if kind == .singleQuote {
          emitSegment(segmentStart, pos, multiline: false)
          lexClosingQuote()
          return
        }
        pos += 1
      case 0x0A, 0x0D:
        if multiline {
          pos += (c == 0x0D && peek(1) == 0x0A) ? 2 : 1
          emitSegment(segmentStart, pos, multiline: true)
          segmentStart = pos
        } else {
          // A single-line string cannot span lines: it is unterminated.
          emitSegment(segmentStart, pos, multiline: false)
          popString()
          return
        }
      default:
        // Text: up to the next byte that may end it or start something, sixteen bytes
        // a step rather than a byte at a time through the switch.
        pos += 1
        while pos &+ 16 <= count {
          let run = Self.stringTextRun(UnsafeRawPointer(base + pos))
          pos &+= run
          if run < 16 { break }
        }
      }
    }
    emitSegment(segmentStart, pos, multiline: multiline)
    popString()
  }

  /// How many of the 16 bytes at `p` (0 to 16) come before the first `\`, `"`, `'`, line
  /// feed or carriage return: the bytes `lexStringContent` does something with.
  @inline(__always) static func stringTextRun(_ p: UnsafeRawPointer) -> Int {
    typealias V = SIMD16<UInt8>
    let v = p.loadUnaligned(as: V.self)
    let special =
      (v .== V(repeating: 0x5C)) .| (v .== V(repeating: 0x22)) .| (v .== V(repeating: 0x27))
      .| (v .== V(repeating: 0x0A)) .| (v .== V(repeating: 0x0D))
    // Bytes 0xFF where special: the first of them ends the run.
    return bytesBeforeSet(unsafeBitCast(unsafeBitCast(special, to: V.self), to: SIMD2<UInt64>.self))
  }

  /// After a `\` (and the raw delimiter): consumes an escape sequence's characters.
  mutating func lexEscapeSequence() {
    let c = peek()
    switch c {
    case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), UInt8(ascii: "\\"):
      pos += 1
    case UInt8(ascii: "u"):
      pos += 1
      guard peek() == UInt8(ascii: "{") else { return }
      pos += 1
      while isHexDigit(peek()) && !atEnd { pos += 1 }
      if peek() == UInt8(ascii: "}") { pos += 1 }
    default:
      if !atEnd && c < 0x80 && table[Int(c)] & (ASCIIClass.identifierStart | ASCIIClass.digit) != 0
        && c != UInt8(ascii: "_")
      {
        pos += 1
      }
    }
  }

  /// Lexes the closing quote (and raw delimiter) of the string on top of the stack.
  mutating func lexClosingQuote() {
    let frame = frames[frames.count - 1]
    let start = pos
    if base[pos] == UInt8(ascii: "'") {
      pos += 1
    } else {
      pos += 1
      if peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") { pos += 2 }
    }
    let closeIndex = tokens.count
    let quoteLength = pos - start
    emit(.stringQuote, start, pos)
    if frame.delimiter > 0 && peek() == UInt8(ascii: "#") {
      let delimiterStart = pos
      while peek() == UInt8(ascii: "#") && !atEnd { pos += 1 }
      emit(.rawStringDelimiter, delimiterStart, pos)
    }
    if frame.stringKind == .multiLine && quoteLength == 3 {
      reclassifyIndentation(of: frame, closeIndex: closeIndex)
    }
    popString()
  }

  mutating func popString() {
    let frame = frames.removeLast()
    if frame.stringKind == .multiLine { elements.removeSubrange(frame.elementBase...) }
  }

  // MARK: - Multiline string indentation

  /// Moves a closed multiline string's indentation and final newline out of its
  /// segments, as the Swift parser does: the closing `"""`'s indentation is removed
  /// from the start of every line (or, on an under-indented line, its leading blanks),
  /// and the newline before the closing line is not part of the string.
  mutating func reclassifyIndentation(of frame: Frame, closeIndex: Int) {
    let all = elements[frame.elementBase...]
    guard let lastIndex = all.last, tokens[lastIndex].kind == .stringSegment else { return }
    var middle = Array(all.dropLast())

    // The newline of the last line belongs to the closing delimiter's line.
    var frozenSegment = -1
    let closesOnNewLine: Bool
    if let lastMiddle = middle.last {
      switch tokens[lastMiddle].kind {
      case .stringContinuation:
        closesOnNewLine = true
        // An escaped newline on the last line is an error in an ordinary string; the
        // parser keeps that segment's text as it is.
        if frame.delimiter == 0 && middle.count >= 2 { frozenSegment = middle[middle.count - 2] }
      case .stringSegment:
        let t = tokens[lastMiddle]
        let n = newlineSuffixLength(t)
        if n > 0 {
          tokens[lastMiddle].end -= UInt32(n)
          if tokens[lastMiddle].start == tokens[lastMiddle].end { noteEmpty(lastMiddle) }
          closesOnNewLine = true
        } else {
          closesOnNewLine = false
        }
      default:
        closesOnNewLine = false
      }
    } else {
      closesOnNewLine = frame.openEndsLine
    }
    guard closesOnNewLine else { return }

    // The closing delimiter's indentation.
    let last = tokens[lastIndex]
    let lastStart = Int(last.start)
    var indentEnd = lastStart
    while indentEnd < Int(last.end) && (base[indentEnd] == 0x20 || base[indentEnd] == 0x09) { indentEnd += 1 }
    let indentLength = indentEnd - lastStart
    if indentEnd == Int(last.end) {
      tokens[lastIndex].start = last.end
      if last.start != last.end { noteEmpty(lastIndex) }
    } else {
      middle.append(lastIndex)
    }

    var onNewLine = frame.openEndsLine
    var k = 0
    while k < middle.count {
      let index = middle[k]
      k += 1
      switch tokens[index].kind {
      case .stringSegment:
        let hasContinuation = k < middle.count && tokens[middle[k]].kind == .stringContinuation
        let t = tokens[index]
        if onNewLine && index != frozenSegment {
          let s = Int(t.start)
          let e = Int(t.end)
          if e - s >= indentLength && hasIndentation(at: s, from: lastStart, length: indentLength) {
            tokens[index].start += UInt32(indentLength)
          } else if (s == e || isSingleNewline(s, e)) && !hasContinuation {
            // An empty line needs no indentation.
          } else {
            var j = s
            while j < e && (base[j] == 0x20 || base[j] == 0x09) { j += 1 }
            tokens[index].start = UInt32(j)
          }
          if tokens[index].start == tokens[index].end { noteEmpty(index) }
        }
        onNewLine = newlineSuffixLength(tokens[index]) > 0 || hasContinuation
        if hasContinuation { k += 1 }
      case .interpolationStart:
        onNewLine = false
      default:
        break
      }
    }
  }

  func newlineSuffixLength(_ t: Token) -> Int {
    let s = Int(t.start)
    let e = Int(t.end)
    guard e > s else { return 0 }
    if base[e - 1] == 0x0A { return e - 2 >= s && base[e - 2] == 0x0D ? 2 : 1 }
    return base[e - 1] == 0x0D ? 1 : 0
  }

  func isSingleNewline(_ s: Int, _ e: Int) -> Bool {
    (e - s == 1 && Self.isNewline(base[s])) || (e - s == 2 && base[s] == 0x0D && base[s + 1] == 0x0A)
  }

  func hasIndentation(at s: Int, from indentStart: Int, length: Int) -> Bool {
    var i = 0
    while i < length {
      if base[s + i] != base[indentStart + i] { return false }
      i += 1
    }
    return true
  }
}

/// Memory one thread lexes into, grown to the largest file it lexed and freed when the
/// thread ends.
final class LexScratch {
  private var base: UnsafeMutablePointer<Token>
  private var capacity: Int
  /// The identifiers' name hashes, as many as there is room for tokens (when asked for).
  private var names: UnsafeMutablePointer<UInt32>
  private var namesCapacity: Int

  private init() {
    capacity = 1 << 12
    base = .allocate(capacity: capacity)
    namesCapacity = 0
    names = Self.none
  }

  deinit {
    base.deallocate()
    if namesCapacity > 0 { names.deallocate() }
  }

  /// Storage of no capacity (for a lexer run that hashes no names).
  nonisolated(unsafe) static let none = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)

  /// Room for `count` tokens and, with `names`, as many name hashes (their former
  /// contents are not kept).
  func reserve(_ count: Int, names wanted: Bool) -> (UnsafeMutablePointer<Token>, UnsafeMutablePointer<UInt32>) {
    if count > capacity {
      base.deallocate()
      capacity = max(count, capacity * 2)
      base = .allocate(capacity: capacity)
    }
    if wanted && count > namesCapacity {
      if namesCapacity > 0 { names.deallocate() }
      namesCapacity = max(count, namesCapacity * 2)
      names = .allocate(capacity: namesCapacity)
    }
    return (base, wanted ? names : Self.none)
  }

  /// The calling thread's scratch, made on its first use.
  static var current: LexScratch { perThread.current }

  private static let perThread = PerThread { LexScratch() }
}
