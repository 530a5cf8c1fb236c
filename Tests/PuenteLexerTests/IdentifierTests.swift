// Exact token tests for words: Unicode and escaped identifiers, dollar names, keywords versus
// contextual keywords, pound directives versus macros, attributes and editor placeholders.
import Foundation
import Testing

@testable import PuenteLexer

/// Identifiers, keywords, `#` words, attributes, placeholders.
@Suite struct IdentifierTests {
  /// Identifiers with precomposed and combining accents, CJK, Greek and emoji.
  @Test func unicodeIdentifiers() {
    let source = "let café = 名前 + π + 😀 + e\u{301}x"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "café"),
        (.equal, "="),
        (.identifier, "名前"),
        (.binaryOperator, "+"),
        (.identifier, "π"),
        (.binaryOperator, "+"),
        (.identifier, "😀"),
        (.binaryOperator, "+"),
        (.identifier, "e\u{301}x"),
      ])
  }

  /// A backticked keyword is one identifier.
  @Test func backtickedKeyword() {
    let source = "let `class` = `default`"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "`class`"),
        (.equal, "="),
        (.identifier, "`default`"),
      ])
  }

  /// A raw identifier (Swift 6.2) may contain spaces.
  @Test func rawIdentifier() {
    let source = """
      func `test a thing`() {}
      let x = `a b`
      """
    #expect(
      lex(source) == [
        (.keyword, "func"),
        (.identifier, "`test a thing`"),
        (.leftParen, "("),
        (.rightParen, ")"),
        (.leftBrace, "{"),
        (.rightBrace, "}"),
        (.keyword, "let"),
        (.identifier, "x"),
        (.equal, "="),
        (.identifier, "`a b`"),
      ])
  }

  /// `$0`, `$name` and `` `$` ``.
  @Test func dollarIdentifiers() {
    let source = "let a = $0 + $name + $1x + `$`"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "a"),
        (.equal, "="),
        (.identifier, "$0"),
        (.binaryOperator, "+"),
        (.identifier, "$name"),
        (.binaryOperator, "+"),
        (.identifier, "$1x"),
        (.binaryOperator, "+"),
        (.identifier, "`$`"),
      ])
  }

  /// `_` is an identifier token.
  @Test func wildcard() {
    let source = "let _ = f(_: x)"
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "_"),
        (.equal, "="),
        (.identifier, "f"),
        (.leftParen, "("),
        (.identifier, "_"),
        (.colon, ":"),
        (.identifier, "x"),
        (.rightParen, ")"),
      ])
  }

  /// Reserved words are keywords; contextual keywords are identifiers.
  @Test func keywordsVersusContextualKeywords() {
    let source = """
      actor some any await get set async willSet open final lazy weak
      self Self Any super nil true false in is as try let var func
      """
    #expect(
      lex(source) == [
        (.identifier, "actor"),
        (.identifier, "some"),
        (.identifier, "any"),
        (.identifier, "await"),
        (.identifier, "get"),
        (.identifier, "set"),
        (.identifier, "async"),
        (.identifier, "willSet"),
        (.identifier, "open"),
        (.identifier, "final"),
        (.identifier, "lazy"),
        (.identifier, "weak"),
        (.keyword, "self"),
        (.keyword, "Self"),
        (.keyword, "Any"),
        (.keyword, "super"),
        (.keyword, "nil"),
        (.keyword, "true"),
        (.keyword, "false"),
        (.keyword, "in"),
        (.keyword, "is"),
        (.keyword, "as"),
        (.keyword, "try"),
        (.keyword, "let"),
        (.keyword, "var"),
        (.keyword, "func"),
      ])
  }

  /// `#if`, `#elseif`, `#else`, `#endif` are single `poundKeyword` tokens.
  @Test func poundDirectivesAreOneToken() {
    let source = """
      #if DEBUG
      #elseif os(iOS)
      #else
      #endif
      """
    #expect(
      lex(source) == [
        (.poundKeyword, "#if"),
        (.identifier, "DEBUG"),
        (.poundKeyword, "#elseif"),
        (.identifier, "os"),
        (.leftParen, "("),
        (.identifier, "iOS"),
        (.rightParen, ")"),
        (.poundKeyword, "#else"),
        (.poundKeyword, "#endif"),
      ])
  }

  /// `#available`, `#unavailable` and `#sourceLocation` are `poundKeyword` tokens.
  @Test func poundAvailability() {
    let source = """
      if #available(iOS 15, *) {}
      if #unavailable(iOS 15) {}
      #sourceLocation(file: "a", line: 1)
      #sourceLocation()
      """
    #expect(
      lex(source) == [
        (.keyword, "if"),
        (.poundKeyword, "#available"),
        (.leftParen, "("),
        (.identifier, "iOS"),
        (.number, "15"),
        (.comma, ","),
        (.binaryOperator, "*"),
        (.rightParen, ")"),
        (.leftBrace, "{"),
        (.rightBrace, "}"),
        (.keyword, "if"),
        (.poundKeyword, "#unavailable"),
        (.leftParen, "("),
        (.identifier, "iOS"),
        (.number, "15"),
        (.rightParen, ")"),
        (.leftBrace, "{"),
        (.rightBrace, "}"),
        (.poundKeyword, "#sourceLocation"),
        (.leftParen, "("),
        (.identifier, "file"),
        (.colon, ":"),
        (.stringQuote, "\""),
        (.stringSegment, "a"),
        (.stringQuote, "\""),
        (.comma, ","),
        (.identifier, "line"),
        (.colon, ":"),
        (.number, "1"),
        (.rightParen, ")"),
        (.poundKeyword, "#sourceLocation"),
        (.leftParen, "("),
        (.rightParen, ")"),
      ])
  }

  /// `#selector`, `#file`, `#Preview`, `#warning` and other macros are a `pound` then an
  /// identifier.
  @Test func poundExpressionsAreSplit() {
    let source = """
      let s = #selector(f)
      let f = #file
      #Preview { V() }
      #warning("x")
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "s"),
        (.equal, "="),
        (.pound, "#"),
        (.identifier, "selector"),
        (.leftParen, "("),
        (.identifier, "f"),
        (.rightParen, ")"),
        (.keyword, "let"),
        (.identifier, "f"),
        (.equal, "="),
        (.pound, "#"),
        (.identifier, "file"),
        (.pound, "#"),
        (.identifier, "Preview"),
        (.leftBrace, "{"),
        (.identifier, "V"),
        (.leftParen, "("),
        (.rightParen, ")"),
        (.rightBrace, "}"),
        (.pound, "#"),
        (.identifier, "warning"),
        (.leftParen, "("),
        (.stringQuote, "\""),
        (.stringSegment, "x"),
        (.stringQuote, "\""),
        (.rightParen, ")"),
      ])
  }

  /// Attributes are an `@` then a name, with any arguments as ordinary tokens.
  @Test func attributes() {
    let source = """
      @MainActor @objc(foo:) @available(*, deprecated) @propertyWrapper
      func f(x: @escaping @Sendable () -> Void) {}
      """
    #expect(
      lex(source) == [
        (.atSign, "@"),
        (.identifier, "MainActor"),
        (.atSign, "@"),
        (.identifier, "objc"),
        (.leftParen, "("),
        (.identifier, "foo"),
        (.colon, ":"),
        (.rightParen, ")"),
        (.atSign, "@"),
        (.identifier, "available"),
        (.leftParen, "("),
        (.binaryOperator, "*"),
        (.comma, ","),
        (.identifier, "deprecated"),
        (.rightParen, ")"),
        (.atSign, "@"),
        (.identifier, "propertyWrapper"),
        (.keyword, "func"),
        (.identifier, "f"),
        (.leftParen, "("),
        (.identifier, "x"),
        (.colon, ":"),
        (.atSign, "@"),
        (.identifier, "escaping"),
        (.atSign, "@"),
        (.identifier, "Sendable"),
        (.leftParen, "("),
        (.rightParen, ")"),
        (.arrow, "->"),
        (.identifier, "Void"),
        (.rightParen, ")"),
        (.leftBrace, "{"),
        (.rightBrace, "}"),
      ])
  }

  /// `<#…#>` editor placeholders are identifiers, typed ones included.
  @Test func editorPlaceholders() {
    let source = """
      let p = <#placeholder#>
      f(<#T##Int#>)
      """
    #expect(
      lex(source) == [
        (.keyword, "let"),
        (.identifier, "p"),
        (.equal, "="),
        (.identifier, "<#placeholder#>"),
        (.identifier, "f"),
        (.leftParen, "("),
        (.identifier, "<#T##Int#>"),
        (.rightParen, ")"),
      ])
  }

  /// Without `#>` on the line, `<#` is an operator then a pound.
  @Test func unclosedPlaceholderIsOperatorAndPound() {
    let source = """
      a <#b
      c
      """
    #expect(
      lex(source) == [
        (.identifier, "a"),
        (.prefixOperator, "<"),
        (.pound, "#"),
        (.identifier, "b"),
        (.identifier, "c"),
      ])
  }
}

/// The sixteen-byte step that finds where an ASCII identifier ends, against the byte
/// table the rest of the lexer uses: every byte value at every position of the step.
struct IdentifierRunTests {
  @Test func theRunEndsAtTheFirstByteTheTableDoesNotContinue() {
    var buffer = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
    for byte in 0...255 {
      let continues = byte < 0x80 && ASCIIClass.table[byte] & ASCIIClass.identifierContinue != 0
      for position in 0..<16 {
        buffer[position] = UInt8(byte)
        let run = buffer.withUnsafeBytes { LexerCore.asciiIdentifierRun($0.baseAddress!) }
        #expect(run == (continues ? 16 : position), "byte \(byte) at \(position)")
        buffer[position] = UInt8(ascii: "a")
      }
    }
    // Only the first byte that ends it counts.
    let mixed = Array("ab_9$Z.c d".utf8) + [UInt8](repeating: 0x20, count: 6)
    #expect(mixed.withUnsafeBytes { LexerCore.asciiIdentifierRun($0.baseAddress!) } == 6)
  }

  /// The sixteen-byte step over a string's text stops at exactly the bytes the string
  /// loop acts on, every byte value at every position.
  @Test func stringTextRunsEndAtTheBytesTheStringLoopActsOn() {
    var buffer = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
    let special: Set<UInt8> = [0x5C, 0x22, 0x27, 0x0A, 0x0D]
    for byte in 0...255 {
      for position in 0..<16 {
        buffer[position] = UInt8(byte)
        let run = buffer.withUnsafeBytes { LexerCore.stringTextRun($0.baseAddress!) }
        #expect(run == (special.contains(UInt8(byte)) ? position : 16), "byte \(byte) at \(position)")
        buffer[position] = UInt8(ascii: "a")
      }
    }
  }

  /// Identifiers of every length up to 40 bytes, ending in each kind of byte, with the
  /// sixteen-byte steps crossing the end of the file or not.
  @Test func identifiersOfEveryLengthEndWhereTheyShould() {
    for length in 1...40 {
      let name = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
      for tail in ["", "(", " x", "é", ".y", "\n"] {
        let tokens = Lexer.tokenize(name + tail)
        #expect(tokens.first.map { Int($0.end) } == (tail == "é" ? length + 2 : length), "\(length) \(tail)")
      }
    }
  }
}

/// The loop for plain tokens against the general path it short-cuts: the same tokens,
/// kinds, keywords and offsets, on every fixture file and on random soups of the
/// fragments that loop stops at or passes over (words near the end of the file, `.` and
/// `=` before operators, non-ASCII words, strings and interpolations that open frames,
/// comments, regex-prone slashes).
struct PlainLoopTests {
  /// The tokens both ways; checks on the way that both give the name hashes of the
  /// identifiers (backticks removed), as hashed from the bytes afterwards.
  func both(_ bytes: [UInt8]) -> ([Token], [Token]) {
    bytes.withUnsafeBufferPointer { all in
      let plain = Lexer.tokenize(all, plainLoop: true, naming: true)
      let general = Lexer.tokenize(all, plainLoop: false, naming: true)
      let expected = plain.tokens.filter { $0.kind == .identifier }.map { token -> UInt32 in
        var (s, e) = (Int(token.start), Int(token.end))
        if e - s >= 2 && all[s] == UInt8(ascii: "`") && all[e - 1] == UInt8(ascii: "`") { (s, e) = (s + 1, e - 1) }
        return NameHash.of(String(decoding: all[s..<e], as: UTF8.self))
      }
      #expect(plain.nameHashes == expected)
      #expect(general.nameHashes == expected)
      #expect(Lexer.tokenize(all, plainLoop: true, naming: false).tokens.elementsEqual(plain.tokens))
      return (plain.tokens, general.tokens)
    }
  }

  func same(_ a: [Token], _ b: [Token]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 == $1 && $0.keyword == $1.keyword }
  }

  @Test func fixturesLexTheSameEitherWay() throws {
    var files = 0
    for folder in ["Tests/LexerStress", "Tests/Corpus", "Examples"] {
      let enumerator = FileManager.default.enumerator(atPath: folder)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: folder + "/" + path) else {
          continue
        }
        let (plain, general) = both([UInt8](data))
        #expect(same(plain, general), "\(folder)/\(path)")
        files += 1
      }
    }
    #expect(files > 300)
  }

  @Test func randomSoupsLexTheSameEitherWay() {
    let pieces = [
      "let", "x", "Self", "Any", "self", "actor", "UIHostingController", "é", "naïve", "𝑥", "_", "$0", "a1", "1",
      "0x1F",
      ".", "..", "...", "..<", "=", "==", "=>", "->", ".=", "=.", "+", "-", "/", "//", "/*", "*/", "/x/", "#/y/#", "?",
      "!", "&", "(", ")", "{", "}", "[", "]", ",", ":", ";", "@", "\\", "#if", "#available", "`x`", "\"", "\"a\"",
      "\"\\(x)\"", "\"\"\"", "'", " ", "  ", "\t", "\n", "\r\n", "\u{A0}", "\u{FEFF}", "try", "return", "in", "func",
      "abcdefgh", "abcdefghijklmnop", "abcdefghijklmnopq", "`abcdefghijklmnop`", "<#name#>", "$x",
      "UIViewRepresentable",
    ]
    var state: UInt64 = 0x5eed
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<next(40) { text += pieces[next(pieces.count)] + (next(3) == 0 ? " " : "") }
      let (plain, general) = both(Array(text.utf8))
      #expect(same(plain, general), "\(text.debugDescription)")
    }
  }
}
