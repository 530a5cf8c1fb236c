// Exact token tests for regex literals versus the division operator, in the contexts where the
// Swift lexer's heuristics decide between them.
import Testing

@testable import PuenteLexer

/// Regex literals and `/` as an operator.
@Suite struct RegexLiteralTests {
  /// After `(` a `/` starts a regex.
  @Test func regexAfterLeftParen() {
    let source = "f(/a+/)"
    #expect(
      lex(source) == [
        (.identifier, "f"),
        (.leftParen, "("),
        (.regex, "/a+/"),
        (.rightParen, ")"),
      ])
  }

  /// After `=` a regex must be one, so inner spaces are allowed.
  @Test func regexAfterEqualMayContainSpaces() {
    let source = "let r = /a b/"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "/a b/"),
      ])
  }

  /// After `,` a `/` starts a regex.
  @Test func regexAfterComma() {
    let source = "f(x, /a/)"
    #expect(
      lex(source) == [
        (.identifier, "f"),
        (.leftParen, "("),
        (.identifier, "x"),
        (.comma, ","),
        (.regex, "/a/"),
        (.rightParen, ")"),
      ])
  }

  /// After a keyword such as `return` a `/` starts a regex.
  @Test func regexAfterReturn() {
    let source = "func f() { return /ab/ }"
    #expect(
      lex(source) == [
        (.keyword, "func"),
        (.identifier, "f"),
        (.leftParen, "("),
        (.rightParen, ")"),
        (.leftBrace, "{"),
        (.keyword, "return"),
        (.regex, "/ab/"),
        (.rightBrace, "}"),
      ])
  }

  /// After `try?` a regex is preferred even where `/` would be binary.
  @Test func regexAfterTryQuestion() {
    let source = "let m = try? /a/.wholeMatch(in: s)"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "m"),
        (.equal, "="),
        (.keyword, "try"),
        (.postfixQuestion, "?"),
        (.regex, "/a/"),
        (.period, "."),
        (.identifier, "wholeMatch"),
        (.leftParen, "("),
        (.keyword, "in"),
        (.colon, ":"),
        (.identifier, "s"),
        (.rightParen, ")"),
      ])
  }

  /// After a binary operator a `/` starts a regex.
  @Test func regexAfterBinaryOperator() {
    let source = "if s ~= /a/ {}"
    #expect(
      lex(source) == [
        (.keyword, "if"),
        (.identifier, "s"),
        (.binaryOperator, "~="),
        (.regex, "/a/"),
        (.leftBrace, "{"),
        (.rightBrace, "}"),
      ])
  }

  /// Regexes as array elements.
  @Test func regexInArrayLiteral() {
    let source = "let q = [/a/, /b/]"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.leftSquare, "["),
        (.regex, "/a/"),
        (.comma, ","),
        (.regex, "/b/"),
        (.rightSquare, "]"),
      ])
  }

  /// A regex as a `case` pattern.
  @Test func regexAfterCase() {
    let source = "case /x/: break"
    #expect(
      lex(source) == [
        (.keyword, "case"),
        (.regex, "/x/"),
        (.colon, ":"),
        (.keyword, "break"),
      ])
  }

  /// A prefix operator before a regex is split off it.
  @Test func regexAfterPrefixOperatorSplits() {
    let source = "let x = !/a/.matches(s)"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "x"),
        (.equal, "="),
        (.prefixOperator, "!"),
        (.regex, "/a/"),
        (.period, "."),
        (.identifier, "matches"),
        (.leftParen, "("),
        (.identifier, "s"),
        (.rightParen, ")"),
      ])
  }

  /// A regex inside an interpolation.
  @Test func regexInsideInterpolation() {
    let source = #"let s = "\(/a/)""#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.stringQuote, "\""),
        (.interpolationStart, "\\("),
        (.regex, "/a/"),
        (.interpolationEnd, ")"),
        (.stringQuote, "\""),
      ])
  }

  /// A regex followed by a line comment.
  @Test func regexFollowedByComment() {
    let source = "let r = /a/ // note"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "/a/"),
        (.lineComment, "// note"),
      ])
  }

  /// An escaped slash does not close a regex; brackets and groups are pattern text.
  @Test func regexWithEscapedSlashAndClass() {
    let source = #"let r = /a\/b[0-9](c)/"#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "/a\\/b[0-9](c)/"),
      ])
  }

  /// A `/` bound only to its right starts a regex even after an identifier or a number.
  @Test func prefixSlashAfterIdentifierIsRegex() {
    let source = """
      let q = x /y/ z
      let d = 1 /2/ 3
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.identifier, "x"),
        (.regex, "/y/"),
        (.identifier, "z"),
        (.keyword, "let"),
        (.identifier, "d"),
        (.equal, "="),
        (.number, "1"),
        (.regex, "/2/"),
        (.number, "3"),
      ])
  }

  /// Bound on both sides after an identifier, `/` is division.
  @Test func divisionAfterIdentifier() {
    let source = "let q = x/2/y"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.identifier, "x"),
        (.binaryOperator, "/"),
        (.number, "2"),
        (.binaryOperator, "/"),
        (.identifier, "y"),
      ])
  }

  /// After `)` a spaced `/` is division.
  @Test func divisionAfterRightParen() {
    let source = "let q = (a) / b / c"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.leftParen, "("),
        (.identifier, "a"),
        (.rightParen, ")"),
        (.binaryOperator, "/"),
        (.identifier, "b"),
        (.binaryOperator, "/"),
        (.identifier, "c"),
      ])
  }

  /// `x / y / z` is two divisions, not a regex with spaces.
  @Test func divisionChain() {
    let source = "let q = x / y / z"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.identifier, "x"),
        (.binaryOperator, "/"),
        (.identifier, "y"),
        (.binaryOperator, "/"),
        (.identifier, "z"),
      ])
  }

  /// Division inside a closure.
  @Test func divisionInClosure() {
    let source = "let q = xs.map { $0 / 2 }"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.identifier, "xs"),
        (.period, "."),
        (.identifier, "map"),
        (.leftBrace, "{"),
        (.identifier, "$0"),
        (.binaryOperator, "/"),
        (.number, "2"),
        (.rightBrace, "}"),
      ])
  }

  /// In a result builder, `/ 1 /` continuing the previous line is operators: a regex cannot start
  /// with a space unless it must be one.
  @Test func spacedSlashesInBuilderAreOperators() {
    let source = """
      let r = Builder {
        0
        / 1 /
        2
      }
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.identifier, "Builder"),
        (.leftBrace, "{"),
        (.number, "0"),
        (.binaryOperator, "/"),
        (.number, "1"),
        (.binaryOperator, "/"),
        (.number, "2"),
        (.rightBrace, "}"),
      ])
  }

  /// `(/ 1 /)` is operators: a regex may not start with a space here.
  @Test func spacedSlashesInParenthesesAreOperators() {
    let source = "let r = (/ 1 /)"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.leftParen, "("),
        (.binaryOperator, "/"),
        (.number, "1"),
        (.binaryOperator, "/"),
        (.rightParen, ")"),
      ])
  }

  /// `[/ 1 /]` and `f(x, / 1 /)` are operators too.
  @Test func spacedSlashesInBracketsAndArgumentsAreOperators() {
    let source = """
      let r = [/ 1 /]
      f(x, / 1 /)
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.leftSquare, "["),
        (.binaryOperator, "/"),
        (.number, "1"),
        (.binaryOperator, "/"),
        (.rightSquare, "]"),
        (.identifier, "f"),
        (.leftParen, "("),
        (.identifier, "x"),
        (.comma, ","),
        (.binaryOperator, "/"),
        (.number, "1"),
        (.binaryOperator, "/"),
        (.rightParen, ")"),
      ])
  }

  /// After `case …:` and on the line after `#if X`, SwiftParser also reads `/ 1 /` as
  /// operators (unlike after `{`: see LexerRegressionTests).
  @Test func spacedSlashesAfterCaseLabelAndIfConditionAreOperators() {
    let source = """
      switch x {
      case 1:
        / 1 /
      }
      #if X
      / 1 /
      #endif
      """
    #expect(
      lex(source) == [
        (.keyword, "switch"),
        (.identifier, "x"),
        (.leftBrace, "{"),
        (.keyword, "case"),
        (.number, "1"),
        (.colon, ":"),
        (.binaryOperator, "/"),
        (.number, "1"),
        (.binaryOperator, "/"),
        (.rightBrace, "}"),
        (.poundKeyword, "#if"),
        (.identifier, "X"),
        (.binaryOperator, "/"),
        (.number, "1"),
        (.binaryOperator, "/"),
        (.poundKeyword, "#endif"),
      ])
  }

  /// `/abc, b: /` cannot be a regex (it would leave `)` unbalanced), so both are operators.
  @Test func unbalancedParenthesisMeansOperators() {
    let source = "foo(/abc, b: /)"
    #expect(
      lex(source) == [
        (.identifier, "foo"),
        (.leftParen, "("),
        (.prefixOperator, "/"),
        (.identifier, "abc"),
        (.comma, ","),
        (.identifier, "b"),
        (.colon, ":"),
        (.binaryOperator, "/"),
        (.rightParen, ")"),
      ])
  }

  /// After `func` the `/` names an operator.
  @Test func operatorNameAfterFunc() {
    let source = "prefix func / (a: Int) -> Int { a }"
    #expect(
      lex(source) == [
        (.identifier, "prefix"),
        (.keyword, "func"),
        (.binaryOperator, "/"),
        (.leftParen, "("),
        (.identifier, "a"),
        (.colon, ":"),
        (.identifier, "Int"),
        (.rightParen, ")"),
        (.arrow, "->"),
        (.identifier, "Int"),
        (.leftBrace, "{"),
        (.identifier, "a"),
        (.rightBrace, "}"),
      ])
  }

  /// After `operator` a slash operator is one token.
  @Test func operatorNameAfterOperatorKeyword() {
    let source = """
      infix operator /^/
      let i = 0 /^/ 1
      """
    #expect(
      lex(source) == [
        (.identifier, "infix"),
        (.keyword, "operator"),
        (.binaryOperator, "/^/"),
        (.keyword, "let"),
        (.identifier, "i"),
        (.equal, "="),
        (.number, "0"),
        (.binaryOperator, "/^/"),
        (.number, "1"),
      ])
  }

  /// `a!/b/c` is force-unwrap and divisions.
  @Test func postfixExclamationThenDivision() {
    let source = "let q = a!/b/c"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.identifier, "a"),
        (.postfixExclamation, "!"),
        (.binaryOperator, "/"),
        (.identifier, "b"),
        (.binaryOperator, "/"),
        (.identifier, "c"),
      ])
  }

  /// `#/…/#` may contain unescaped slashes.
  @Test func extendedRegexSingleLine() {
    let source = "let r = #/a/b/#"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "#/a/b/#"),
      ])
  }

  /// `##/…/##` is not closed by `/#`.
  @Test func extendedRegexTwoPounds() {
    let source = "let r = ##/a/#b/##"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "##/a/#b/##"),
      ])
  }

  /// A multi-line extended regex runs from `#/` at a line end to `/#` on its own line.
  @Test func extendedRegexMultiline() {
    let source = """
      let r = #/
        a # c
        /b
        /#
      x
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.regex, "#/\n  a # c\n  /b\n  /#"),
        (.identifier, "x"),
      ])
  }
}
