import Testing

@testable import PuenteHistory
@testable import PuenteSource

/// Names that are not valid UTF-8: shown with their bad bytes escaped, and skipped by
/// every listing (issue 28).
@Suite struct FileNameTests {
  @Test func validNamesAreKeptAndBadBytesEscapedOneByOne() {
    #expect(FileName.decode(Array("Café/Menü.swift".utf8)) == "Café/Menü.swift")
    #expect(FileName.decode([0x41, 0xFF]) == nil)
    // A stray byte, a good two-byte sequence, a truncated three-byte one, an overlong
    // encoding of `/`, a surrogate.
    let bytes: [UInt8] = [0x41, 0xFF, 0xC3, 0xA9, 0xE2, 0x82, 0x41, 0xC0, 0xAF, 0xED, 0xA0, 0x80]
    #expect(FileName.escaped(bytes) == "A\\xffé\\xe2\\x82A\\xc0\\xaf\\xed\\xa0\\x80")
    #expect(FileName.escaped(Array("plain.swift".utf8)) == "plain.swift")
    #expect(
      FileName.skipped([0x42, 0xFF])
        == FileProblem(path: "B\\xff", message: "the file name is not valid UTF-8; skipped (rename the file)"))
  }

  /// The tree parser escaped the name after moving past it, so the trend's path ran on
  /// into the object id (and was no Swift file, so no warning came).
  @Test func aTreeEntryWithABadNameIsEscapedAndMarked() throws {
    let id = [UInt8](repeating: 0xAB, count: 20)
    let tree =
      Array("100644 ".utf8) + [0x42, 0xFF] + Array(".swift".utf8) + [0] + id
      + Array("100644 Good.swift".utf8) + [0] + id
    let entries = try #require(TreeDiffer.parse(tree, idLength: 20))
    #expect(entries.map(\.name) == ["B\\xff.swift", "Good.swift"])
    #expect(entries.map(\.isNameValid) == [false, true])
  }
}
