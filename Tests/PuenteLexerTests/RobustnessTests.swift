// Malformed and huge input: the lexer never crashes, never loops, stays linear and never drops
// a byte. Every test checks `tokenInvariantViolation` (tokens sorted, non-overlapping, in
// bounds, non-empty, and only whitespace between them); the small cases also pin the exact
// tokens. There are no timing assertions (speed is `make bench`'s job), but each case must
// finish in a few seconds in a debug build, and the time limit turns a hang into a failure.
import Foundation
import Testing

@testable import PuenteLexer

/// Unterminated constructs at the end of the file or line, with their exact tokens.
@Suite struct MalformedInputTests {
  /// A string cut by the end of the file: its quote and text.
  @Test func unterminatedString() {
    let source = "\"abc"
    #expect(
      lex(source) == [
        (.stringQuote, "\""),
        (.stringSegment, "abc"),
      ])
  }

  /// A single-line string cannot span lines: it ends at the newline and the next line is code.
  @Test func stringCutByNewline() {
    let source = """
      "abc
      let x = 1
      """
    #expect(
      lex(source) == [
        (.stringQuote, "\""),
        (.stringSegment, "abc"),
        (.keyword, "let"),
        (.identifier, "x"),
        (.equal, "="),
        (.number, "1"),
      ])
  }

  /// A multiline string with no closing delimiter runs to the end of the file, unstripped.
  @Test func unterminatedMultilineString() {
    let source = #"""
      let s = """
        abc
        def
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "  abc\n"),
        (.stringSegment, "  def"),
      ])
  }

  /// A raw string with no closing `"#`.
  @Test func unterminatedRawString() {
    let source = "let s = #\"abc\""
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\""),
        (.stringSegment, "abc\""),
      ])
  }

  /// `"""` without the raw delimiter's `#` does not close a raw multiline string.
  @Test func rawMultilineClosedWithoutPound() {
    let source = #"""
      let s = #"""
        abc
        """
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "  abc\n"),
        (.stringSegment, "  \"\"\""),
      ])
  }

  /// An unterminated block comment runs to the end of the file.
  @Test func unterminatedBlockComment() {
    let source = "x /* comment"
    #expect(
      lex(source) == [
        (.identifier, "x"),
        (.blockComment, "/* comment"),
      ])
  }

  /// A nested block comment missing its outer `*/` runs to the end of the file.
  @Test func unterminatedNestedBlockComment() {
    let source = "/* a /* b */ c"
    #expect(
      lex(source) == [
        (.blockComment, "/* a /* b */ c")
      ])
  }

  /// An interpolation cut by the end of the file.
  @Test func unterminatedInterpolation() {
    let source = #"let s = "a\(b"#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "a"),
        (.interpolationStart, "\\("),
        (.identifier, "b"),
      ])
  }

  /// In a single-line string an interpolation ends at the newline, and so does the string.
  @Test func interpolationCutByNewline() {
    let source = #"""
      let s = "a\(b
      let x = 1
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "a"),
        (.interpolationStart, "\\("),
        (.identifier, "b"),
        (.keyword, "let"),
        (.identifier, "x"),
        (.equal, "="),
        (.number, "1"),
      ])
  }

  /// An interpolation in a multiline string cut by the end of the file.
  @Test func unterminatedMultilineInterpolation() {
    let source = #"""
      let s = """
        \(x +
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "  "),
        (.interpolationStart, "\\("),
        (.identifier, "x"),
        (.binaryOperator, "+"),
      ])
  }

  /// An unterminated single-quoted literal.
  @Test func unterminatedSingleQuote() {
    let source = "'ab"
    #expect(
      lex(source) == [
        (.stringQuote, "'"),
        (.stringSegment, "ab"),
      ])
  }

  /// A backtick with no closing one is punctuation.
  @Test func unterminatedBacktick() {
    let source = "`abc"
    #expect(
      lex(source) == [
        (.backtick, "`"),
        (.identifier, "abc"),
      ])
  }

  /// `<#` with no `#>` is an operator and a pound.
  @Test func unterminatedPlaceholder() {
    let source = "<#abc"
    #expect(
      lex(source) == [
        (.prefixOperator, "<"),
        (.pound, "#"),
        (.identifier, "abc"),
      ])
  }

  /// A `\u{` escape cut by the end of the file stays in the segment.
  @Test func unterminatedUnicodeEscape() {
    let source = #""\u{12"#
    #expect(
      lex(source) == [
        (.stringQuote, "\""),
        (.stringSegment, "\\u{12"),
      ])
  }

  /// A string ending in a lone backslash.
  @Test func backslashAtEndOfFile() {
    let source = #""abc\"#
    #expect(
      lex(source) == [
        (.stringQuote, "\""),
        (.stringSegment, "abc\\"),
      ])
  }

  /// An extended regex cut by the end of its line runs to the line end.
  @Test func unterminatedExtendedRegex() {
    let source = "let r = #/abc"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "#/abc"),
      ])
  }

  /// A multi-line extended regex with no closing `/#` is only its opening delimiter.
  @Test func unterminatedMultilineExtendedRegex() {
    let source = "let r = #/\n  abc\n"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "#/"),
        (.identifier, "abc"),
      ])
  }

  /// Numbers cut short.
  @Test func truncatedNumbers() {
    let source = """
      let a = 0x
      let b = 1e+
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.number, "0x"),
        (.keyword, "let"),
        (.identifier, "b"),
        (.equal, "="),
        (.number, "1e+"),
      ])
  }

  /// A lone `#`, `@` and `\` at the end of the file.
  @Test func lonePunctuationAtEndOfFile() {
    let source = #"# @ \"#
    #expect(
      lex(source) == [
        (.pound, "#"),
        (.atSign, "@"),
        (.backslash, "\\"),
      ])
  }

  /// NUL and other control characters are unknown tokens; lexing goes on.
  @Test func controlCharacters() {
    let source = "a\u{0}b\u{1}c\u{7F}"
    #expect(
      lex(source) == [
        (.identifier, "a"),
        (.unknown, "\u{0}"),
        (.identifier, "b"),
        (.unknown, "\u{1}"),
        (.identifier, "c"),
        (.unknown, "\u{7F}"),
      ])
  }
}

/// Bytes that are not valid UTF-8: each bad sequence is one `unknown` token (the bad lead
/// byte and the continuation bytes after it), and lexing goes on after it.
@Suite struct InvalidUTF8Tests {
  /// Lone continuation bytes and bytes that never occur in UTF-8.
  @Test func strayBytes() {
    #expect(lexBytes([0x80]) == [(.unknown, 0..<1)])
    #expect(lexBytes([0xFF]) == [(.unknown, 0..<1)])
    #expect(lexBytes([0xFE, 0x20, 0x61]) == [(.unknown, 0..<1), (.identifier, 2..<3)])
  }

  /// Multibyte sequences cut short, at the end of the file and before ASCII.
  @Test func truncatedSequences() {
    #expect(lexBytes([0x61, 0xC3]) == [(.identifier, 0..<1), (.unknown, 1..<2)])
    #expect(lexBytes([0xE2, 0x82]) == [(.unknown, 0..<2)])
    #expect(lexBytes([0xF0, 0x9F, 0x98]) == [(.unknown, 0..<3)])
    #expect(lexBytes([0xF0, 0x9F, 0x98, 0x78]) == [(.unknown, 0..<3), (.identifier, 3..<4)])
    #expect(lexBytes([0xC3, 0x28]) == [(.unknown, 0..<1), (.leftParen, 1..<2)])
  }

  /// Overlong encodings, a UTF-16 surrogate and a scalar past U+10FFFF are invalid.
  @Test func overlongSurrogateAndOutOfRange() {
    #expect(lexBytes([0xC0, 0xAF]) == [(.unknown, 0..<2)])  // overlong "/"
    #expect(lexBytes([0xE0, 0x80, 0xAF]) == [(.unknown, 0..<3)])  // overlong "/"
    #expect(lexBytes([0xF0, 0x80, 0x80, 0xAF]) == [(.unknown, 0..<4)])  // overlong "/"
    #expect(lexBytes([0xED, 0xA0, 0x80]) == [(.unknown, 0..<3)])  // U+D800
    #expect(lexBytes([0xF4, 0x90, 0x80, 0x80]) == [(.unknown, 0..<4)])  // U+110000
  }

  /// An invalid byte splits an identifier in two.
  @Test func invalidByteInsideIdentifier() {
    #expect(
      lexBytes(Array("ab".utf8) + [0xFF] + Array("cd".utf8)) == [
        (.identifier, 0..<2), (.unknown, 2..<3), (.identifier, 3..<5),
      ])
  }

  /// Inside strings and comments invalid bytes are just text.
  @Test func invalidBytesInsideStringsAndComments() {
    #expect(
      lexBytes([0x22, 0x61, 0xFF, 0x62, 0x22]) == [
        (.stringQuote, 0..<1), (.stringSegment, 1..<4), (.stringQuote, 4..<5),
      ])
    let comments =
      Array("// ".utf8) + [0xFF, 0xFE, 0x0A] + Array("/* ".utf8) + [0xC0] + Array(" */x".utf8)
    #expect(
      lexBytes(comments) == [
        (.lineComment, 0..<5), (.blockComment, 6..<13), (.identifier, 13..<14),
      ])
    let multiline = Array("let s = \"\"\"\n  ".utf8) + [0xFF] + Array("\n  \"\"\"".utf8)
    #expect(
      lexBytes(multiline) == [
        (.keyword, 0..<3), (.identifier, 4..<5), (.equal, 6..<7), (.stringQuote, 8..<11),
        (.stringSegment, 14..<15), (.stringQuote, 18..<21),
      ])
  }

  /// Every byte value after every ASCII byte, in code, strings and comments: no crash, no
  /// dropped byte.
  @Test func everyBytePairInEveryContext() {
    for prefix in ["", "\"", "\"\"\"\n", "#\"", "/*", "//", "/", "#/", "`", "<#", "\"\\(", "0x"] {
      var input = Array(prefix.utf8)
      for high in UInt8(0x80)...0xFF {
        for low in [UInt8(0x0A), 0x20, 0x22, 0x23, 0x28, 0x29, 0x2F, 0x5C, 0x61, 0x80, 0xBF, high] {
          input.append(high)
          input.append(low)
        }
      }
      #expect(
        tokenInvariantViolation(input, Lexer.tokenize(input)) == nil,
        "prefix \(prefix.debugDescription)")
    }
  }
}

/// Inputs far past anything real: deep nesting, huge lines, pathological slash runs. Each
/// must complete (the lexer has no recursion and no rescanning) and keep the invariant.
@Suite(.timeLimit(.minutes(1))) struct HugeInputTests {
  /// Lexes `bytes`, checks the invariant and returns the tokens.
  func lexChecked(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [Token] {
    let tokens = Lexer.tokenize(bytes)
    #expect(tokenInvariantViolation(bytes, tokens) == nil, sourceLocation: sourceLocation)
    return tokens
  }

  /// `count` copies of `unit`.
  func repeated(_ unit: String, _ count: Int) -> [UInt8] {
    let bytes = Array(unit.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * count)
    for _ in 0..<count { out.append(contentsOf: bytes) }
    return out
  }

  /// A 50 MB line of realistic code: closures, interpolation, a regex, a raw string and
  /// block comments, repeated with no newline. It lexes to exactly the repeated tokens of
  /// one copy, so the lexer never lost its place.
  @Test func fiftyMegabyteSingleLine() {
    let unit =
      ##"let total = items.filter { $0.isActive && $0.price > 10.5 }.map { "\($0.name): \($0.price * 2)" }.joined(separator: ", "); if let m = try? /[a-z]+(\d+)/.firstMatch(in: s) { print(m.1, #"raw \#(x) \(y)"#, 0x1F) } /* note */ "##
    let unitKinds = Lexer.tokenize(unit).map(\.kind)
    let copies = 50_000_000 / unit.utf8.count + 1
    let input = repeated(unit, copies)
    #expect(input.count >= 50_000_000)
    let tokens = lexChecked(input)
    #expect(tokens.count == unitKinds.count * copies)
    #expect(tokens.suffix(unitKinds.count).map(\.kind) == unitKinds)
    #expect(tokens.prefix(unitKinds.count).map(\.kind) == unitKinds)
  }

  /// 100,000 nested parentheses, balanced, then only opened.
  @Test func hundredThousandNestedParentheses() {
    let n = 100_000
    let balanced = lexChecked(repeated("(", n) + repeated(")", n))
    #expect(balanced.count == 2 * n)
    #expect(balanced.prefix(n).allSatisfy { $0.kind == .leftParen })
    #expect(balanced.suffix(n).allSatisfy { $0.kind == .rightParen })
    let open = lexChecked(repeated("(", n))
    #expect(open.count == n && open.allSatisfy { $0.kind == .leftParen })
  }

  /// `"\("\("…x…)")"` nested 100,000 deep: quote and `\(` per level on the way in, `)` and
  /// quote per level on the way out.
  @Test func hundredThousandNestedInterpolations() {
    let n = 100_000
    let tokens = lexChecked(repeated(#""\("#, n) + Array("x".utf8) + repeated(#")""#, n))
    #expect(tokens.count == 4 * n + 1)
    let expectedIn: [TokenKind] = [.stringQuote, .interpolationStart]
    let expectedOut: [TokenKind] = [.interpolationEnd, .stringQuote]
    #expect(
      (0..<n).allSatisfy { i in
        tokens[2 * i].kind == expectedIn[0] && tokens[2 * i + 1].kind == expectedIn[1]
      })
    #expect(tokens[2 * n].kind == .identifier)
    #expect(
      (0..<n).allSatisfy { i in
        tokens[2 * n + 1 + 2 * i].kind == expectedOut[0]
          && tokens[2 * n + 2 + 2 * i].kind == expectedOut[1]
      })
  }

  /// The same interpolations, never closed, at the end of the file and then cut by a newline.
  @Test func hundredThousandUnterminatedInterpolations() {
    let n = 100_000
    let atEnd = lexChecked(repeated(#""\("#, n))
    #expect(atEnd.count == 2 * n)
    let cut = lexChecked(repeated(#""\("#, n) + Array("\nlet x = 1".utf8))
    #expect(cut.suffix(4).map(\.kind) == [.keyword, .identifier, .equal, .number])
    let multiline = lexChecked(repeated("\"\"\"\n\\(", n))
    #expect(multiline.count == 2 * n)
  }

  /// 100,000 nested block comments are one comment, closed or not.
  @Test func hundredThousandNestedBlockComments() {
    let n = 100_000
    let closed = repeated("/*", n) + repeated("*/", n)
    #expect(lexChecked(closed + Array(" x".utf8)).map(\.kind) == [.blockComment, .identifier])
    let unclosed = repeated("/* ", n) + repeated("*/", n - 1)
    let tokens = lexChecked(unclosed)
    #expect(tokens.map(\.kind) == [.blockComment])
    #expect(tokens.first?.end == UInt32(unclosed.count))
  }

  /// A 200,000-slash line where every `/` is in regex position: `(/a(/a(/a…`. Each `/a(/`
  /// is a regex (the next unit's slash closes it), so the line is `(`, regex, `a` repeated.
  @Test func twoHundredThousandSlashesInRegexPosition() {
    let n = 200_000
    let tokens = lexChecked(repeated("(/a", n))
    #expect(tokens.count == 3 * n / 2)
    #expect(
      (0..<n / 2).allSatisfy { i in
        tokens[3 * i].kind == .leftParen && tokens[3 * i + 1].kind == .regex
          && tokens[3 * i + 1].length == 4 && tokens[3 * i + 2].kind == .identifier
      })
    // And variants that make the regex scanner look further: escaped slashes, spaces that
    // forbid a regex, slashes after `=`, and extended regexes that never close.
    _ = lexChecked(repeated("(/a\\/", n))
    _ = lexChecked(repeated("(/ a /", n))
    _ = lexChecked(repeated("= /a", n))
    _ = lexChecked(repeated("x = #/a", n))
  }

  /// Openers that search ahead on their line for a closer that never comes, 100,000 per line.
  @Test func hundredThousandUnclosedOpenersOnOneLine() {
    let n = 100_000
    let openers = [
      "#\"\"\"", "#/", "`a ", "<#a ", "#\"", "'", "\"", "\"\"\"", "#\"\"\"\"", "##/a/#",
    ]
    for unit in openers {
      _ = lexChecked(repeated(unit, n))
      _ = lexChecked(repeated(unit + "\n", n))
    }
  }

  /// 100,000 lines each with an interpolation-bearing multiline string, closed.
  @Test func manyMultilineStrings() {
    let unit = "let s = \"\"\"\n    a \\(b) c\n  d\n    \\\n    \"\"\"\n"
    let unitKinds = Lexer.tokenize(unit).map(\.kind)
    let tokens = lexChecked(repeated(unit, 100_000))
    #expect(tokens.count == unitKinds.count * 100_000)
  }
}

/// Every file in Tests/LexerMalformed: hand-written broken Swift, lexed whole and cut at
/// every prefix length up to 4 KB (so each construct is also seen unterminated).
@Suite struct MalformedFolderTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("LexerMalformed")

  static var files: [String] { filesUnder(folder) }

  @Test func folderExists() {
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: Self.folder.path, isDirectory: &isDirectory)
        && isDirectory.boolValue,
      "Tests/LexerMalformed is missing")
  }

  @Test(arguments: files)
  func malformedFile(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(path)))
    #expect(tokenInvariantViolation(bytes, Lexer.tokenize(bytes)) == nil)
    for length in 0..<min(bytes.count, 4096) {
      let prefix = Array(bytes[..<length])
      if let problem = tokenInvariantViolation(prefix, Lexer.tokenize(prefix)) {
        Issue.record("first \(length) bytes: \(problem)")
        break
      }
    }
  }
}

/// Random concatenations of Swift's delimiters, whitespace, multibyte characters and bad
/// bytes: every combination of openers and closers, including the unbalanced ones.
@Suite struct FragmentSoupTests {
  /// SplitMix64: a fixed seed gives the same inputs on every run and platform.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  static let fragments: [[UInt8]] =
    [
      "\"", "\"\"\"", "#", "##", "\\(", "\\#(", ")", "(", "/", "/*", "*/", "//", "\n", "\r",
      "\r\n", " ", "\t", "'", "`", "<#", "#>", "a", "1", "0x", "e", ".", "{", "}", "[", "]",
      "?", "!", "=", "-", "\\", "#/", "/#", "é", "😀", "\u{A0}", "\u{FEFF}", "$", "@", "#if",
      "\u{301}",
    ].map { Array($0.utf8) } + [[0x80], [0xFF], [0xC3], [0xE2, 0x82], [0x00], [0x0B]]

  /// 20,000 inputs of 1 to 60 fragments.
  @Test func twentyThousandRandomInputs() {
    var random = Generator(state: 2024)
    for iteration in 0..<20_000 {
      var input: [UInt8] = []
      for _ in 0...random.next(60) {
        input += Self.fragments[random.next(Self.fragments.count)]
      }
      if let problem = tokenInvariantViolation(input, Lexer.tokenize(input)) {
        Issue.record("input \(iteration) \(input): \(problem)")
        return
      }
    }
  }
}

/// The token array comes back at about its size, not at the bound it was lexed into
/// (a byte's worth of tokens per byte): callers keep hundreds of them.
@Suite struct TokenArraySizeTests {
  @Test func tokensAreReturnedAtTheirSize() {
    let source = String(repeating: "let value = compute(first, second) // note\n", count: 500)
    let tokens = Lexer.tokenize(source)
    #expect(tokens.count == 500 * 10)  // nine tokens of code and the comment
    #expect(tokens.capacity < tokens.count * 2)
    // Every byte a token of its own: the bound itself, kept as it is.
    let dense = Lexer.tokenize(String(repeating: "(", count: 4000))
    #expect(dense.count == 4000)
  }
}
