// Regression tests for lexer bugs found while writing the lexer tests, each named for
// the bug it pins. The expected tokens are what the toolchain's parser reports
// (checked with Tools/swift-spans).
import Testing

@testable import PuenteLexer

/// A `/` followed by a space where a statement or `return`'s expression starts is a regex
/// literal to SwiftParser: a binary operator cannot begin a statement, so the parser
/// re-lexes it as a regex that must be one (so a leading space is allowed, and an
/// unterminated one runs to the end of the line). This happens after `{`, `;`, a
/// closure's `in`, `return`, and at the start of the file; the lexer makes `/` a binary
/// operator there because the regex would start with a space. (Where the `/` continues
/// the previous line's expression — `0⏎/ 1 /⏎2` in a builder, or after `(`, `[`, `,`,
/// `case …:` or `#if X` — both agree it is an operator; see RegexLiteralTests.)
@Suite struct StatementStartRegexBugTests {
  /// After `{`.
  @Test func spacedRegexAfterLeftBrace() {
    #expect(
      lex("f { / 1 / }") == [
        (.identifier, "f"), (.leftBrace, "{"), (.regex, "/ 1 /"), (.rightBrace, "}"),
      ])
  }

  /// After `;`.
  @Test func spacedRegexAfterSemicolon() {
    #expect(
      lex("x = 1; / 1 /") == [
        (.identifier, "x"), (.equal, "="), (.number, "1"), (.semicolon, ";"), (.regex, "/ 1 /"),
      ])
  }

  /// After a closure's `in`.
  @Test func spacedRegexAfterClosureIn() {
    #expect(
      lex("f { x in / a / }") == [
        (.identifier, "f"), (.leftBrace, "{"), (.identifier, "x"), (.keyword, "in"),
        (.regex, "/ a /"),
        (.rightBrace, "}"),
      ])
  }

  /// After `return`.
  @Test func spacedRegexAfterReturn() {
    #expect(
      lex("func f() { return / 1 / }") == [
        (.keyword, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"),
        (.leftBrace, "{"),
        (.keyword, "return"), (.regex, "/ 1 /"), (.rightBrace, "}"),
      ])
  }

  /// At the start of the file, also after a comment.
  @Test func spacedRegexAtFileStart() {
    #expect(lex("/ 1 /") == [(.regex, "/ 1 /")])
    #expect(lex("// c\n/ 1 /") == [(.lineComment, "// c"), (.regex, "/ 1 /")])
  }

  /// A builder whose first line is `/ 1 /`: that line is the regex, and the next `/ 2 /`
  /// continues its expression as two divisions. (The lexer gets both wrong: after its
  /// binary `/`, it takes `/ 2 /` for a regex.)
  @Test func spacedRegexOpeningABuilder() {
    #expect(
      lex("let r = Regex {\n  / 1 /\n  / 2 /\n}") == [
        (.keyword, "let"), (.identifier, "r"), (.equal, "="), (.identifier, "Regex"),
        (.leftBrace, "{"),
        (.regex, "/ 1 /"), (.binaryOperator, "/"), (.number, "2"), (.binaryOperator, "/"),
        (.rightBrace, "}"),
      ])
  }

  /// Unterminated, it is a regex to the end of the line (`}` included).
  @Test func unterminatedSpacedRegexAfterLeftBrace() {
    #expect(
      lex("f { / 1 }\nx") == [
        (.identifier, "f"), (.leftBrace, "{"), (.regex, "/ 1 }"), (.identifier, "x"),
      ])
  }
}
