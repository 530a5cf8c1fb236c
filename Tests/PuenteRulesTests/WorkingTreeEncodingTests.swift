import Testing

@testable import PuenteSource

/// Decoding what git checks out in another encoding (`working-tree-encoding`).
@Suite struct WorkingTreeEncodingTests {
  static let text = "let café = 1\n"

  func wide(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { WorkingTreeEncoding.mayBeWide($0) } }
  func decode(_ bytes: [UInt8], _ name: String) -> String? {
    let decoded = bytes.withUnsafeBufferPointer { WorkingTreeEncoding.decode($0, from: name) }
    return decoded.map { String(decoding: $0, as: UTF8.self) }
  }
  var utf16LE: [UInt8] { Self.text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
  var utf16BE: [UInt8] { Self.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

  /// UTF-8 Swift is never asked about (no process for it); UTF-16 and UTF-32 text are.
  @Test func onlyWideTextIsAskedAbout() {
    #expect(!wide(Array(Self.text.utf8)))
    #expect(!wide(Array("\u{FEFF}import UIKit\n".utf8)))
    #expect(!wide([]))
    #expect(wide(utf16LE))
    #expect(wide(utf16BE))
    #expect(wide([0xFF, 0xFE]))
    #expect(wide([0xFE, 0xFF, 0x00]))
  }

  @Test func textIsDecodedByTheAttributesNameAndLosesItsByteOrderMark() {
    #expect(decode([0xFF, 0xFE] + utf16LE, "UTF-16") == Self.text)
    #expect(decode([0xFE, 0xFF] + utf16BE, "utf-16") == Self.text)
    #expect(decode(utf16LE, "UTF-16LE") == Self.text)
    #expect(decode(utf16BE, "UTF-16BE") == Self.text)
    #expect(decode([0xFF, 0xFE] + utf16LE, "UTF-16LE-BOM") == Self.text)
    let utf32LE = Self.text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
    #expect(decode(utf32LE, "UTF-32LE") == Self.text)
    #expect(decode(utf16LE, "SHIFT-JIS") == nil)
    #expect(decode([0x00, 0xD8], "UTF-16LE") == nil)  // a lone surrogate is not text
  }
}
