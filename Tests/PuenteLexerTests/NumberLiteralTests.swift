// Exact token tests for number literals: bases, exponents, hex floats, underscores, and where
// a number stops before member access.
import Testing

@testable import PuenteLexer

/// Integer and floating-point literals.
@Suite struct NumberLiteralTests {
  /// Decimal integers, with underscores and a leading-zero form.
  @Test func decimalIntegersAndUnderscores() {
    let source = "let a = [0, 42, 1_000_000, 007]"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.leftSquare, "["),
        (.number, "0"),
        (.comma, ","),
        (.number, "42"),
        (.comma, ","),
        (.number, "1_000_000"),
        (.comma, ","),
        (.number, "007"),
        (.rightSquare, "]"),
      ])
  }

  /// Fractions and exponents with either case and sign.
  @Test func floatsAndExponents() {
    let source = "let a = [3.14, 1.5e10, 2E-3, 6.02e+23, 1_0.0_1]"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.leftSquare, "["),
        (.number, "3.14"),
        (.comma, ","),
        (.number, "1.5e10"),
        (.comma, ","),
        (.number, "2E-3"),
        (.comma, ","),
        (.number, "6.02e+23"),
        (.comma, ","),
        (.number, "1_0.0_1"),
        (.rightSquare, "]"),
      ])
  }

  /// Hex, octal and binary integers, with underscores.
  @Test func hexOctalBinary() {
    let source = "let a = [0xff, 0xFF_FF, 0o777, 0b1010_0101]"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.leftSquare, "["),
        (.number, "0xff"),
        (.comma, ","),
        (.number, "0xFF_FF"),
        (.comma, ","),
        (.number, "0o777"),
        (.comma, ","),
        (.number, "0b1010_0101"),
        (.rightSquare, "]"),
      ])
  }

  /// Hex floats need a `p` exponent: `0x1p-3`, `0xA.8p0`, `0xFF_FFp+2`.
  @Test func hexFloats() {
    let source = "let a = [0x1p-3, 0xA.8p0, 0xFF_FFp+2, 0xfp1]"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.leftSquare, "["),
        (.number, "0x1p-3"),
        (.comma, ","),
        (.number, "0xA.8p0"),
        (.comma, ","),
        (.number, "0xFF_FFp+2"),
        (.comma, ","),
        (.number, "0xfp1"),
        (.rightSquare, "]"),
      ])
  }

  /// `1.description` and `0xff.description` are a number, a period and a name.
  @Test func memberAccessOnIntegerLiterals() {
    let source = "let a = [1.description, 0xff.description, 0xff.fpValue, 1.0.description]"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.leftSquare, "["),
        (.number, "1"),
        (.period, "."),
        (.identifier, "description"),
        (.comma, ","),
        (.number, "0xff"),
        (.period, "."),
        (.identifier, "description"),
        (.comma, ","),
        (.number, "0xff"),
        (.period, "."),
        (.identifier, "fpValue"),
        (.comma, ","),
        (.number, "1.0"),
        (.period, "."),
        (.identifier, "description"),
        (.rightSquare, "]"),
      ])
  }

  /// `x.0.1` is member access by index, not the float `0.1`.
  @Test func tupleIndexChains() {
    let source = """
      let t = x.0.1.2
      let u = t.0
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "t"),
        (.equal, "="),
        (.identifier, "x"),
        (.period, "."),
        (.number, "0"),
        (.period, "."),
        (.number, "1"),
        (.period, "."),
        (.number, "2"),
        (.keyword, "let"),
        (.identifier, "u"),
        (.equal, "="),
        (.identifier, "t"),
        (.period, "."),
        (.number, "0"),
      ])
  }

  /// `.5` is a period then a number.
  @Test func leadingDotIsNotPartOfTheNumber() {
    let source = "let a = .5"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.period, "."),
        (.number, "5"),
      ])
  }

  /// Malformed numbers lex as one number token up to the end of the word.
  @Test func malformedNumbersStayOneToken() {
    let source = "let a = [1e, 0x, 0b102, 12abc, 1e+]"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.leftSquare, "["),
        (.number, "1e"),
        (.comma, ","),
        (.number, "0x"),
        (.comma, ","),
        (.number, "0b102"),
        (.comma, ","),
        (.number, "12abc"),
        (.comma, ","),
        (.number, "1e+"),
        (.rightSquare, "]"),
      ])
  }

  /// `1..<2` and `1...3` are numbers around a range operator; `-1` is a prefix minus.
  @Test func rangesBetweenNumbers() {
    let source = """
      let v = 1..<2
      let w = 1...3
      let n = -1
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "v"),
        (.equal, "="),
        (.number, "1"),
        (.binaryOperator, "..<"),
        (.number, "2"),
        (.keyword, "let"),
        (.identifier, "w"),
        (.equal, "="),
        (.number, "1"),
        (.binaryOperator, "..."),
        (.number, "3"),
        (.keyword, "let"),
        (.identifier, "n"),
        (.equal, "="),
        (.prefixOperator, "-"),
        (.number, "1"),
      ])
  }
}
