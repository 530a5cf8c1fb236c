// Exact token tests for trivia: comments, the shebang line, the byte order mark and line
// ends. Each test lexes a snippet and compares every token's kind and text.
import Testing

@testable import PuenteLexer

/// Comments, shebang, BOM and line terminators.
@Suite struct TriviaAndCommentTests {
  /// A line comment ends before the newline; the next line is code.
  @Test func lineCommentRunsToEndOfLine() {
    let source = """
      let a = 1 // one
      let b = 2
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.number, "1"),
        (.lineComment, "// one"),
        (.keyword, "let"),
        (.identifier, "b"),
        (.equal, "="),
        (.number, "2"),
      ])
  }

  /// A block comment between tokens.
  @Test func blockComment() {
    let source = "let a /* the value */ = 1"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.blockComment, "/* the value */"),
        (.equal, "="),
        (.number, "1"),
      ])
  }

  /// Block comments nest: the first `*/` closes only the inner one.
  @Test func nestedBlockComment() {
    let source = "/* outer /* inner */ still outer */ x"
    #expect(
      lex(source) == [
        (.blockComment, "/* outer /* inner */ still outer */"),
        (.identifier, "x"),
      ])
  }

  /// A block comment may span lines.
  @Test func blockCommentSpanningLines() {
    let source = """
      /*
       * line one
       * line two
       */
      x
      """
    #expect(
      lex(source) == [
        (.blockComment, "/*\n * line one\n * line two\n */"),
        (.identifier, "x"),
      ])
  }

  /// `///` is a documentation comment.
  @Test func docLineComment() {
    let source = """
      /// Returns one.
      func one() -> Int { 1 }
      """
    #expect(
      lex(source) == [
        (.docLineComment, "/// Returns one."),
        (.keyword, "func"),
        (.identifier, "one"),
        (.leftParen, "("),
        (.rightParen, ")"),
        (.arrow, "->"),
        (.identifier, "Int"),
        (.leftBrace, "{"),
        (.number, "1"),
        (.rightBrace, "}"),
      ])
  }

  /// `/** … */` is a documentation block comment, nested comments included.
  @Test func docBlockComment() {
    let source = """
      /** Docs with /* nested */ text. */
      struct S {}
      """
    #expect(
      lex(source) == [
        (.docBlockComment, "/** Docs with /* nested */ text. */"),
        (.keyword, "struct"),
        (.identifier, "S"),
        (.leftBrace, "{"),
        (.rightBrace, "}"),
      ])
  }

  /// `/**/` is an empty ordinary block comment, not documentation.
  @Test func emptyBlockCommentIsNotDoc() {
    let source = "/**/ x"
    #expect(
      lex(source) == [
        (.blockComment, "/**/"),
        (.identifier, "x"),
      ])
  }

  /// `//` and `/*` inside a string literal are string text.
  @Test func commentMarkersInsideStringAreText() {
    let source = "let url = \"https://example.com/*path\" // real comment"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "url"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "https://example.com/*path"),
        (.stringQuote, "\""),
        (.lineComment, "// real comment"),
      ])
  }

  /// A `*/` with no comment open is an unknown token.
  @Test func commentEndWithoutStartIsUnknown() {
    let source = "x */ y"
    #expect(
      lex(source) == [
        (.identifier, "x"),
        (.unknown, "*/"),
        (.identifier, "y"),
      ])
  }

  /// A comment right after an operator ends the operator; a block comment before one counts as
  /// whitespace.
  @Test func commentDirectlyAfterOperator() {
    let source = """
      a +// note
      b
      c/**/+ d
      """
    #expect(
      lex(source) == [
        (.identifier, "a"),
        (.binaryOperator, "+"),
        (.lineComment, "// note"),
        (.identifier, "b"),
        (.identifier, "c"),
        (.blockComment, "/**/"),
        (.binaryOperator, "+"),
        (.identifier, "d"),
      ])
  }

  /// `#!` on the first line is a shebang comment.
  @Test func shebangFirstLine() {
    let source = """
      #!/usr/bin/env swift
      print(1)
      """
    #expect(
      lex(source) == [
        (.shebang, "#!/usr/bin/env swift"),
        (.identifier, "print"),
        (.leftParen, "("),
        (.number, "1"),
        (.rightParen, ")"),
      ])
  }

  /// `#!` after the first byte is a `#` and a `!`.
  @Test func shebangOnlyAtFileStart() {
    let source = """
      x
      #!y
      """
    #expect(
      lex(source) == [
        (.identifier, "x"),
        (.pound, "#"),
        (.postfixExclamation, "!"),
        (.identifier, "y"),
      ])
  }

  /// A UTF-8 byte order mark is a token of its own (the toolchain reports it as unexpected text).
  @Test func byteOrderMarkIsAToken() {
    let source = "\u{FEFF}import Foundation"
    #expect(
      lex(source) == [
        (.byteOrderMark, "\u{FEFF}"),
        (.keyword, "import"),
        (.identifier, "Foundation"),
      ])
  }

  /// CRLF line ends are whitespace and end line comments.
  @Test func crlfLineEnds() {
    let source = "let a = 1\r\n// note\r\nlet b = 2\r\n"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.number, "1"),
        (.lineComment, "// note"),
        (.keyword, "let"),
        (.identifier, "b"),
        (.equal, "="),
        (.number, "2"),
      ])
  }

  /// A lone CR ends a line (and a line comment) too.
  @Test func loneCarriageReturnLineEnds() {
    let source = "let a = 1\r// note\rlet b = 2\r"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.number, "1"),
        (.lineComment, "// note"),
        (.keyword, "let"),
        (.identifier, "b"),
        (.equal, "="),
        (.number, "2"),
      ])
  }

  /// `////…` is a documentation line comment like `///`: only the third character decides,
  /// as in SwiftSyntax and the compiler.
  @Test func fourSlashLineCommentIsDocumentation() {
    #expect(lex("//// x\ny") == [(.docLineComment, "//// x"), (.identifier, "y")])
  }

  /// `/***…*/` is a documentation block comment like `/**…*/`; only the empty `/**/` is
  /// ordinary.
  @Test func threeStarBlockCommentIsDocumentation() {
    #expect(lex("/*** x */ y") == [(.docBlockComment, "/*** x */"), (.identifier, "y")])
    #expect(lex("/***/ y") == [(.docBlockComment, "/***/"), (.identifier, "y")])
    #expect(lex("/*****/ y") == [(.docBlockComment, "/*****/"), (.identifier, "y")])
  }

  /// A comment inside an interpolation hides its `)`.
  @Test func commentInsideInterpolation() {
    let source = #"let s = "x\(/* ) */ 1)""#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.stringSegment, "x"),
        (.interpolationStart, "\\("),
        (.blockComment, "/* ) */"),
        (.number, "1"),
        (.interpolationEnd, ")"),
        (.stringQuote, "\""),
      ])
  }

  /// Vertical tab, form feed and a no-break space separate tokens like spaces. (SwiftParser
  /// reports U+00A0 as unexpected text; the compiler's lexer skips it as whitespace with a
  /// diagnostic, and so do we.)
  @Test func unusualWhitespace() {
    let source = "a\u{A0}b\u{B}c\u{C}d"
    #expect(
      lex(source) == [
        (.identifier, "a"),
        (.identifier, "b"),
        (.identifier, "c"),
        (.identifier, "d"),
      ])
  }

  /// A byte order mark after the start of the file is a token too; inside a string it is text.
  @Test func byteOrderMarkAfterTheStart() {
    let source = "x /* a */\u{FEFF} y\n\"a\u{FEFF}b\""
    #expect(
      lex(source) == [
        (.identifier, "x"),
        (.blockComment, "/* a */"),
        (.byteOrderMark, "\u{FEFF}"),
        (.identifier, "y"),
        (.stringQuote, "\""),
        (.stringSegment, "a\u{FEFF}b"),
        (.stringQuote, "\""),
      ])
  }
}
