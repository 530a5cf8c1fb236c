// Exact token tests for string literals: single-line, multiline (indentation stripping and
// line continuations), raw strings, escapes and nested interpolation.
import Testing

@testable import PuenteLexer

/// String literals and interpolation.
@Suite struct StringLiteralTests {
  /// A string literal is its quotes and one segment.
  @Test func singleLineString() {
    let source = "let s = \"hello, world\""
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "hello, world"),
        (.stringQuote, "\""),
      ])
  }

  /// An empty string has no segment.
  @Test func emptyString() {
    let source = "let s = \"\""
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringQuote, "\""),
      ])
  }

  /// Escapes are part of the segment, and an escaped quote does not close the string.
  @Test func escapesStayInTheSegment() {
    let source = #"let s = "a\n\t\"\\\u{1F600}\0\'b""#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "a\\n\\t\\\"\\\\\\u{1F600}\\0\\'b"),
        (.stringQuote, "\""),
      ])
  }

  /// Multibyte text inside a string.
  @Test func unicodeTextInString() {
    let source = "let s = \"café 名前 😀\""
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "café 名前 😀"),
        (.stringQuote, "\""),
      ])
  }

  /// A single-quoted literal lexes like a string (the parser rejects it later).
  @Test func singleQuotedLiteral() {
    let source = "let c = 'a'"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "c"),
        (.equal, "="),
        (.stringQuote, "'"),
        (.stringSegment, "a"),
        (.stringQuote, "'"),
      ])
  }

  /// A multiline string's segments exclude the closing delimiter's indentation and the final
  /// newline; deeper lines keep their extra indentation.
  @Test func multilineStripsIndentation() {
    let source = #"""
      let m = """
          first
            indented
          last
          """
      x
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "first\n"),
        (.stringSegment, "  indented\n"),
        (.stringSegment, "last"),
        (.stringQuote, "\"\"\""),
        (.identifier, "x"),
      ])
  }

  /// An empty line needs no indentation, a whitespace-only line loses its blanks, and an
  /// under-indented line loses its leading blanks.
  @Test func multilineBlankAndUnderIndentedLines() {
    let source = "let m = \"\"\"\n    a\n\n  \n  under\n    b\n    \"\"\""
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "a\n"),
        (.stringSegment, "\n"),
        (.stringSegment, "\n"),
        (.stringSegment, "under\n"),
        (.stringSegment, "b"),
        (.stringQuote, "\"\"\""),
      ])
  }

  /// A backslash before the newline is a `stringContinuation` token (trivia to the parser), not
  /// string text; `\\` at the end of a line is an escaped backslash.
  @Test func multilineLineContinuation() {
    let source = #"""
      let m = """
          one \
          two
          three\\
          """
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "one "),
        (.stringContinuation, "\\\n"),
        (.stringSegment, "two\n"),
        (.stringSegment, "three\\\\"),
        (.stringQuote, "\"\"\""),
      ])
  }

  /// Tab indentation and CRLF line ends in a multiline string.
  @Test func multilineWithTabsAndCRLF() {
    let source = "let m = \"\"\"\r\n\tx\r\n\t\ty\r\n\t\"\"\"\r\n"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "x\r\n"),
        (.stringSegment, "\ty"),
        (.stringQuote, "\"\"\""),
      ])
  }

  /// A multiline string with no lines has no segment.
  @Test func emptyMultilineString() {
    let source = #"""
      let m = """
          """
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringQuote, "\"\"\""),
      ])
  }

  /// Quotes, two quotes and an escaped triple quote inside a multiline string are text.
  @Test func multilineQuotesInside() {
    let source = #"""
      let m = """
        say "hi" and "" and \"""
        """
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "say \"hi\" and \"\" and \\\"\"\""),
        (.stringQuote, "\"\"\""),
      ])
  }

  /// Interpolations in a multiline string; indentation is stripped only at line starts.
  @Test func multilineInterpolation() {
    let source = #"""
      let m = """
        a \(x) b
        \(y)
        """
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "a "),
        (.interpolationStart, "\\("),
        (.identifier, "x"),
        (.interpolationEnd, ")"),
        (.stringSegment, " b\n"),
        (.interpolationStart, "\\("),
        (.identifier, "y"),
        (.interpolationEnd, ")"),
        (.stringQuote, "\"\"\""),
      ])
  }

  /// A multiline string inside the interpolation of another, each stripped by its own closing
  /// delimiter.
  @Test func multilineInsideMultilineInterpolation() {
    let source = #"""
      let s = """
        a \(f("""
          inner
          """)) b
        """
      """#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "a "),
        (.interpolationStart, "\\("),
        (.identifier, "f"),
        (.leftParen, "("),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "inner"),
        (.stringQuote, "\"\"\""),
        (.rightParen, ")"),
        (.interpolationEnd, ")"),
        (.stringSegment, " b"),
        (.stringQuote, "\"\"\""),
      ])
  }

  /// `#"…"#`: backslashes and lone quotes are text.
  @Test func rawStringOnePound() {
    let source = ##"let r = #"a\n"b"#"##
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\""),
        (.stringSegment, "a\\n\"b"),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "#"),
      ])
  }

  /// `##"…"##`: `"#` does not close it.
  @Test func rawStringTwoPounds() {
    let source = "let r = ##\"x\"#y\"##"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.rawStringDelimiter, "##"),
        (.stringQuote, "\""),
        (.stringSegment, "x\"#y"),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "##"),
      ])
  }

  /// `###"…"###`: `"##` does not close it.
  @Test func rawStringThreePounds() {
    let source = "let r = ###\"q\"##\"###"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.rawStringDelimiter, "###"),
        (.stringQuote, "\""),
        (.stringSegment, "q\"##"),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "###"),
      ])
  }

  /// `#"""#` closes on its own line, so it is a single-line raw string containing one quote.
  @Test func rawStringSingleLineTripleQuote() {
    let source = "let r = #\"\"\"#"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\""),
        (.stringSegment, "\""),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "#"),
      ])
  }

  /// `#""#` has no segment.
  @Test func emptyRawString() {
    let source = "let r = #\"\"#"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\""),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "#"),
      ])
  }

  /// In a raw string only `\#(` interpolates; `\(` is text.
  @Test func rawStringInterpolation() {
    let source = ##"let r = #"a \#(x) \(y)"#"##
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\""),
        (.stringSegment, "a "),
        (.interpolationStart, "\\#("),
        (.identifier, "x"),
        (.interpolationEnd, ")"),
        (.stringSegment, " \\(y)"),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "#"),
      ])
  }

  /// With two pounds only `\##(` interpolates.
  @Test func rawStringTwoPoundInterpolation() {
    let source = ###"let r = ##"\#(no) \##(yes)"##"###
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.rawStringDelimiter, "##"),
        (.stringQuote, "\""),
        (.stringSegment, "\\#(no) "),
        (.interpolationStart, "\\##("),
        (.identifier, "yes"),
        (.interpolationEnd, ")"),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "##"),
      ])
  }

  /// A raw multiline string with `\#(` interpolation and a raw line continuation `\#`.
  @Test func rawMultilineString() {
    let source = ##"""
      let m = #"""
        a \#(x) \(y) "" """ \#
        b
        """#
      """##
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\"\"\""),
        (.stringSegment, "a "),
        (.interpolationStart, "\\#("),
        (.identifier, "x"),
        (.interpolationEnd, ")"),
        (.stringSegment, " \\(y) \"\" \"\"\" "),
        (.stringContinuation, "\\#\n"),
        (.stringSegment, "b"),
        (.stringQuote, "\"\"\""),
        (.rawStringDelimiter, "#"),
      ])
  }

  /// `\(` and the `)` that closes it are interpolation tokens; the code inside is ordinary tokens.
  @Test func simpleInterpolation() {
    let source = #"let s = "a\(b)c""#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "a"),
        (.interpolationStart, "\\("),
        (.identifier, "b"),
        (.interpolationEnd, ")"),
        (.stringSegment, "c"),
        (.stringQuote, "\""),
      ])
  }

  /// Interpolations nested three deep, with a closure, braces, a subscript, strings and comments
  /// containing parentheses inside.
  @Test func interpolationNestedThreeDeep() {
    let source = #"let s = "a\(f { x in "b\(g(/* ) */ "c\(h[1] + "}")" /* ( */) )" })d""#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "a"),
        (.interpolationStart, "\\("),
        (.identifier, "f"),
        (.leftBrace, "{"),
        (.identifier, "x"),
        (.keyword, "in"),
        (.stringQuote, "\""),
        (.stringSegment, "b"),
        (.interpolationStart, "\\("),
        (.identifier, "g"),
        (.leftParen, "("),
        (.blockComment, "/* ) */"),
        (.stringQuote, "\""),
        (.stringSegment, "c"),
        (.interpolationStart, "\\("),
        (.identifier, "h"),
        (.leftSquare, "["),
        (.number, "1"),
        (.rightSquare, "]"),
        (.binaryOperator, "+"),
        (.stringQuote, "\""),
        (.stringSegment, "}"),
        (.stringQuote, "\""),
        (.interpolationEnd, ")"),
        (.stringQuote, "\""),
        (.blockComment, "/* ( */"),
        (.rightParen, ")"),
        (.interpolationEnd, ")"),
        (.stringQuote, "\""),
        (.rightBrace, "}"),
        (.interpolationEnd, ")"),
        (.stringSegment, "d"),
        (.stringQuote, "\""),
      ])
  }

  /// Parentheses inside an interpolation nest; only the matching `)` ends it.
  @Test func interpolationWithParenthesesInside() {
    let source = #"let s = "\((a + (b * c)))!""#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.interpolationStart, "\\("),
        (.leftParen, "("),
        (.identifier, "a"),
        (.binaryOperator, "+"),
        (.leftParen, "("),
        (.identifier, "b"),
        (.binaryOperator, "*"),
        (.identifier, "c"),
        (.rightParen, ")"),
        (.rightParen, ")"),
        (.interpolationEnd, ")"),
        (.stringSegment, "!"),
        (.stringQuote, "\""),
      ])
  }

  /// A raw-string interpolation containing an ordinary string with its own interpolation.
  @Test func rawInterpolationContainingStrings() {
    let source = ##"let s = #"a\#(f { "\("x")" }) \(no)"#"##
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.rawStringDelimiter, "#"),
        (.stringQuote, "\""),
        (.stringSegment, "a"),
        (.interpolationStart, "\\#("),
        (.identifier, "f"),
        (.leftBrace, "{"),
        (.stringQuote, "\""),
        (.interpolationStart, "\\("),
        (.stringQuote, "\""),
        (.stringSegment, "x"),
        (.stringQuote, "\""),
        (.interpolationEnd, ")"),
        (.stringQuote, "\""),
        (.rightBrace, "}"),
        (.interpolationEnd, ")"),
        (.stringSegment, " \\(no)"),
        (.stringQuote, "\""),
        (.rawStringDelimiter, "#"),
      ])
  }
}
