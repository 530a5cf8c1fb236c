// Exact token tests for operators and punctuation: fixity from whitespace, optional chaining,
// ranges, dot operators, Unicode operators and the kinds with their own names.
import Testing

@testable import PuenteLexer

/// Operators and punctuation.
@Suite struct OperatorTests {
  /// Whitespace on both sides or neither makes a binary operator; on one side, prefix or postfix.
  @Test func fixityFromWhitespace() {
    let source = "let a = b+c - d -e f- !g"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.identifier, "b"),
        (.binaryOperator, "+"),
        (.identifier, "c"),
        (.binaryOperator, "-"),
        (.identifier, "d"),
        (.prefixOperator, "-"),
        (.identifier, "e"),
        (.identifier, "f"),
        (.postfixOperator, "-"),
        (.prefixOperator, "!"),
        (.identifier, "g"),
      ])
  }

  /// `?` and `!` bound to the left are postfix; `?.` and `!.` are that then a period.
  @Test func optionalChainingAndForceUnwrap() {
    let source = """
      i?.j
      k!.l
      x!
      var w: Int? = nil
      """
    #expect(
      lex(source) == [
        (.identifier, "i"),
        (.postfixQuestion, "?"),
        (.period, "."),
        (.identifier, "j"),
        (.identifier, "k"),
        (.postfixExclamation, "!"),
        (.period, "."),
        (.identifier, "l"),
        (.identifier, "x"),
        (.postfixExclamation, "!"),
        (.keyword, "var"),
        (.identifier, "w"),
        (.colon, ":"),
        (.identifier, "Int"),
        (.postfixQuestion, "?"),
        (.equal, "="),
        (.keyword, "nil"),
      ])
  }

  /// `..<` and `...` as binary, postfix and prefix operators.
  @Test func rangeOperators() {
    let source = """
      let a = 0..<n
      let b = 1...m
      let r = a...
      let s = ...b
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.number, "0"),
        (.binaryOperator, "..<"),
        (.identifier, "n"),
        (.keyword, "let"),
        (.identifier, "b"),
        (.equal, "="),
        (.number, "1"),
        (.binaryOperator, "..."),
        (.identifier, "m"),
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.identifier, "a"),
        (.postfixOperator, "..."),
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.prefixOperator, "..."),
        (.identifier, "b"),
      ])
  }

  /// An operator starting with `.` may contain more dots: `.+.`.
  @Test func dotOperator() {
    let source = "let z = x.+.y"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "z"),
        (.equal, "="),
        (.identifier, "x"),
        (.binaryOperator, ".+."),
        (.identifier, "y"),
      ])
  }

  /// A Unicode operator such as `√`.
  @Test func unicodeOperator() {
    let source = "let r = √z"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "r"),
        (.equal, "="),
        (.prefixOperator, "√"),
        (.identifier, "z"),
      ])
  }

  /// `->` and a lone `=` have their own kinds; `==` and `!=` are operators.
  @Test func arrowAndEqual() {
    let source = "func f() -> Int { x = 1; return a == b ? 1 : a != b ? 2 : 3 }"
    #expect(
      lex(source) == [
        (.keyword, "func"),
        (.identifier, "f"),
        (.leftParen, "("),
        (.rightParen, ")"),
        (.arrow, "->"),
        (.identifier, "Int"),
        (.leftBrace, "{"),
        (.identifier, "x"),
        (.equal, "="),
        (.number, "1"),
        (.semicolon, ";"),
        (.keyword, "return"),
        (.identifier, "a"),
        (.binaryOperator, "=="),
        (.identifier, "b"),
        (.infixQuestion, "?"),
        (.number, "1"),
        (.colon, ":"),
        (.identifier, "a"),
        (.binaryOperator, "!="),
        (.identifier, "b"),
        (.infixQuestion, "?"),
        (.number, "2"),
        (.colon, ":"),
        (.number, "3"),
        (.rightBrace, "}"),
      ])
  }

  /// A prefix `&` is an inout marker; a spaced `&` is binary.
  @Test func prefixAmpersand() {
    let source = """
      f(&x, y)
      let q = a & b
      """
    #expect(
      lex(source) == [
        (.identifier, "f"),
        (.leftParen, "("),
        (.prefixAmpersand, "&"),
        (.identifier, "x"),
        (.comma, ","),
        (.identifier, "y"),
        (.rightParen, ")"),
        (.keyword, "let"),
        (.identifier, "q"),
        (.equal, "="),
        (.identifier, "a"),
        (.binaryOperator, "&"),
        (.identifier, "b"),
      ])
  }

  /// A spaced `?` is the ternary's; `??` is an operator.
  @Test func ternaryQuestion() {
    let source = "let t = c ? d : e ?? f"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "t"),
        (.equal, "="),
        (.identifier, "c"),
        (.infixQuestion, "?"),
        (.identifier, "d"),
        (.colon, ":"),
        (.identifier, "e"),
        (.binaryOperator, "??"),
        (.identifier, "f"),
      ])
  }

  /// Generic angle brackets lex as operators.
  @Test func genericAngleBrackets() {
    let source = """
      let a: Array<Int> = []
      let u = a<b>c
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.colon, ":"),
        (.identifier, "Array"),
        (.binaryOperator, "<"),
        (.identifier, "Int"),
        (.postfixOperator, ">"),
        (.equal, "="),
        (.leftSquare, "["),
        (.rightSquare, "]"),
        (.keyword, "let"),
        (.identifier, "u"),
        (.equal, "="),
        (.identifier, "a"),
        (.binaryOperator, "<"),
        (.identifier, "b"),
        (.binaryOperator, ">"),
        (.identifier, "c"),
      ])
  }

  /// Custom postfix and prefix operators.
  @Test func incrementOperators() {
    let source = "let v = x++ + ++y"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "v"),
        (.equal, "="),
        (.identifier, "x"),
        (.postfixOperator, "++"),
        (.binaryOperator, "+"),
        (.prefixOperator, "++"),
        (.identifier, "y"),
      ])
  }

  /// `a!=b` is a force unwrap then `=`, as in Swift.
  @Test func exclamationBeforeEqual() {
    let source = "let z = a!=b"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "z"),
        (.equal, "="),
        (.identifier, "a"),
        (.postfixExclamation, "!"),
        (.equal, "="),
        (.identifier, "b"),
      ])
  }

  /// Brackets, braces, commas, colons, semicolons, periods, backslash key paths.
  @Test func punctuation() {
    let source = #"let d: [String: Int] = ["a": 1]; f(\.x, { $0 }, a.b)"#
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "d"),
        (.colon, ":"),
        (.leftSquare, "["),
        (.identifier, "String"),
        (.colon, ":"),
        (.identifier, "Int"),
        (.rightSquare, "]"),
        (.equal, "="),
        (.leftSquare, "["),
        (.stringQuote, "\""),
        (.stringSegment, "a"),
        (.stringQuote, "\""),
        (.colon, ":"),
        (.number, "1"),
        (.rightSquare, "]"),
        (.semicolon, ";"),
        (.identifier, "f"),
        (.leftParen, "("),
        (.backslash, "\\"),
        (.period, "."),
        (.identifier, "x"),
        (.comma, ","),
        (.leftBrace, "{"),
        (.identifier, "$0"),
        (.rightBrace, "}"),
        (.comma, ","),
        (.identifier, "a"),
        (.period, "."),
        (.identifier, "b"),
        (.rightParen, ")"),
      ])
  }
}
