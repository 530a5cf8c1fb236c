// Every Swift file in the repository's fixture folders lexes without dropping a byte: the
// tokens and the whitespace between them reproduce the file exactly.
import Foundation
import Testing

@testable import PuenteLexer

/// The round-trip invariant over Tests/Corpus, Tests/LexerStress and Examples/.
@Suite struct CorpusRoundTripTests {
  /// The package root, found from this file's path (Tests/PuenteLexerTests/…).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folders scanned; those that do not exist are skipped.
  static let folders = ["Tests/Corpus", "Tests/LexerStress", "Examples"]

  /// Every `.swift` file under the folders, relative to the package root.
  static var files: [String] {
    folders.flatMap { folder in
      filesUnder(root.appendingPathComponent(folder), withExtension: "swift").map {
        "\(folder)/\($0)"
      }
    }
  }

  /// Guards against a wrong root making the parameterized test vacuous.
  @Test func findsTheStressFiles() {
    #expect(Self.files.contains { $0.hasPrefix("Tests/LexerStress/") })
  }

  @Test(arguments: files)
  func tokensAndGapsReproduceTheFile(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(path)))
    #expect(tokenInvariantViolation(bytes, Lexer.tokenize(bytes)) == nil)
  }

  /// Every keyword token names its keyword, spelled as its bytes; every other token
  /// names none (the outline compares keywords by this byte, never by text).
  @Test(arguments: files)
  func keywordTokensCarryTheirKeyword(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(path)))
    for token in Lexer.tokenize(bytes) {
      let text = String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
      if token.kind == .keyword {
        #expect(token.keyword.spelling == text, "\(path): `\(text)` at \(token.start)")
      } else {
        #expect(token.keyword == .none, "\(path): `\(text)` at \(token.start)")
      }
    }
  }

  /// The name hashes the lexer takes are one per identifier token, in order, each the
  /// hash of the name without backticks: rules walk the identifiers and the hashes
  /// side by side.
  @Test(arguments: files)
  func nameHashesAreOnePerIdentifierInOrder(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(path)))
    let (tokens, hashes) = bytes.withUnsafeBufferPointer { Lexer.tokenizeNamingIdentifiers($0) }
    #expect(tokens == Lexer.tokenize(bytes))
    let expected = tokens.filter { $0.kind == .identifier }.map { token -> UInt32 in
      var name = bytes[Int(token.start)..<Int(token.end)]
      if name.count >= 2 && name.first == UInt8(ascii: "`") && name.last == UInt8(ascii: "`") {
        name = name.dropFirst().dropLast()
      }
      return NameHash.of(String(decoding: name, as: UTF8.self))
    }
    #expect(hashes == expected, "\(path)")
  }
}

@Suite struct KeywordTableTests {
  /// The written-out spellings agree with the cases' names, and every spelling lexes as
  /// its own keyword.
  @Test func spellingsMatchTheCasesAndLexBack() {
    for keyword in Keyword.allCases where keyword != .none {
      #expect(keyword.spelling == String(describing: keyword))
      let tokens = Lexer.tokenize(Array(keyword.spelling.utf8))
      #expect(tokens.count == 1 && tokens[0].kind == .keyword && tokens[0].keyword == keyword, "\(keyword)")
    }
    #expect(Keyword.none.spelling.isEmpty)
  }
}
