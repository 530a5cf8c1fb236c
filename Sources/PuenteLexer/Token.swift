/// The kind of a lexical token.
///
/// The set follows the Swift grammar closely enough that the outline and the rules can
/// work from kinds alone, and the "spans v1" classes (`word`, `string`, `comment`, …)
/// that the toolchain's own parser prints can be derived from it (see `spanClass`).
public enum TokenKind: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  // MARK: Words
  /// An identifier: `foo`, `` `class` ``, `` `raw identifier` ``, `$0`, `$name`, `_`, `<#placeholder#>`.
  case identifier
  /// A keyword the lexer reserves (`class`, `func`, `true`, `self`, …); contextual
  /// keywords such as `actor` or `some` are identifiers, as in the Swift lexer.
  case keyword

  // MARK: Literals
  /// An integer or floating-point literal: `42`, `0x1p-3`, `1_000.5e3`.
  case number
  /// The quote that opens or closes a string: `"`, `"""` or `'`.
  case stringQuote
  /// The `#` delimiters of a raw string, before the opening or after the closing quote.
  case rawStringDelimiter
  /// Literal text inside a string (escapes included).
  case stringSegment
  /// A multiline string's escaped newline, `\` (with raw `#`s) up to and including the
  /// newline. The Swift parser treats it as trivia, so it is not string text.
  case stringContinuation
  /// `\(` or `\#(`, the start of an interpolation.
  case interpolationStart
  /// The `)` that ends an interpolation.
  case interpolationEnd
  /// A whole regex literal, delimiters included: `/a+/`, `#/ … /#`.
  case regex

  // MARK: Comments
  /// `// …` up to the end of the line.
  case lineComment
  /// `/// …`
  case docLineComment
  /// `/* … */`, nested comments included.
  case blockComment
  /// `/** … */`
  case docBlockComment
  /// The `#!` first line of a script.
  case shebang

  // MARK: Punctuation
  case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
  case comma, colon, semicolon, period, atSign, backslash, backtick
  /// `#` followed by a name that is not a directive (`#selector`, `#file`, `#Preview`).
  case pound
  /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#unavailable`, `#sourceLocation`.
  case poundKeyword
  /// A lone `=`.
  case equal
  /// `->`
  case arrow
  /// A prefix `&` (inout argument).
  case prefixAmpersand
  /// A postfix `?` (optional chaining) or `!` (force unwrap) bound to the left.
  case postfixQuestion, postfixExclamation
  /// The `?` of a ternary.
  case infixQuestion

  // MARK: Operators
  case binaryOperator, prefixOperator, postfixOperator

  /// A UTF-8 byte order mark. Swift tolerates one at the start of a file; the toolchain's
  /// parser reports it as unexpected text, so it is not whitespace here either.
  case byteOrderMark

  /// Bytes that are not Swift: a stray control character, invalid UTF-8, NUL, a `*/`
  /// with no comment open. Lexing goes on after it.
  case unknown

  /// Whether tokens of this kind are comments (rules skip them; suppressions read them).
  @inlinable public var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: return true
    default: return false
    }
  }

  /// Whether tokens of this kind are part of a string literal's text or delimiters
  /// (not the code inside its interpolations).
  @inlinable public var isStringPart: Bool {
    switch self {
    case .stringQuote, .rawStringDelimiter, .stringSegment, .stringContinuation: return true
    default: return false
    }
  }

  /// Whether this is an identifier or a keyword (the "word" class of spans v1).
  @inlinable public var isWord: Bool { self == .identifier || self == .keyword }

  /// Whether this is an operator of any fixity.
  @inlinable public var isOperator: Bool {
    self == .binaryOperator || self == .prefixOperator || self == .postfixOperator
  }

  /// The class this kind has in the "spans v1" format shared with `swift-spans`, or
  /// `nil` for kinds the Swift parser treats as trivia.
  public var spanClass: String? {
    switch self {
    case .identifier, .keyword: return "word"
    case .number: return "number"
    case .stringQuote, .rawStringDelimiter, .stringSegment: return "string"
    case .stringContinuation: return nil
    case .interpolationStart, .interpolationEnd: return "interp"
    case .regex: return "regex"
    case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: return "comment"
    case .binaryOperator, .prefixOperator, .postfixOperator: return "operator"
    case .unknown, .byteOrderMark: return "other"
    default: return "punct"
    }
  }
}

/// One token: its kind and its byte range in the file.
///
/// Offsets are **UTF-8 byte offsets** from the start of the file (0-based, `end`
/// exclusive). They are 32-bit to keep the token list compact; files are limited to
/// 4 GiB, far beyond any source file. (12 bytes: the keyword fills padding.)
public struct Token: Sendable, Equatable, Hashable, BitwiseCopyable {
  public var kind: TokenKind
  /// Which reserved word a `.keyword` token is; `.none` for every other kind. It is a
  /// function of the bytes in the range, so equality and hashing leave it out: a token
  /// written in a test as `Token(.keyword, 0, 5)` equals the lexer's `class`.
  public var keyword: Keyword
  /// UTF-8 byte offset of the first byte.
  public var start: UInt32
  /// UTF-8 byte offset just past the last byte.
  public var end: UInt32

  @inlinable public init(_ kind: TokenKind, _ start: UInt32, _ end: UInt32, keyword: Keyword = .none) {
    self.kind = kind
    self.keyword = keyword
    self.start = start
    self.end = end
  }

  public static func == (a: Token, b: Token) -> Bool { a.kind == b.kind && a.start == b.start && a.end == b.end }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(start)
    hasher.combine(end)
  }

  /// The token's length in bytes.
  @inlinable public var length: Int { Int(end &- start) }
}
