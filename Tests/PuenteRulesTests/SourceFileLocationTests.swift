import PuenteLexer
import Testing

@testable import PuenteRules

/// `SourceFile` places a few findings by counting line breaks up to them, without a line
/// table: the same lines, columns and line texts as the table gives, on random text with
/// every kind of line break, a byte order mark, multi-byte characters and long lines.
@Suite struct SourceFileLocationTests {
  static let pieces = [
    "a", "let x", " ", "\t", "\n", "\r\n", "\r", "\n\r", "é", "🙂", "\u{FEFF}", "UIHostingController", "  ",
    String(repeating: "w", count: 70),
  ]

  @Test func countedLocationsAgreeWithTheTable() {
    var random = SplitMix64(seed: 0x10c)
    for round in 0..<3_000 {
      var text = round % 7 == 0 ? "\u{FEFF}" : ""
      for _ in 0..<random.next(in: 0...40) { text += Self.pieces[random.next(in: 0...(Self.pieces.count - 1))] }
      let bytes = Array(text.utf8)
      // Offsets where tokens may start (not on a line break), in random order, repeats too.
      let starts = bytes.indices.filter { bytes[$0] != 0x0A && bytes[$0] != 0x0D } + [bytes.count]
      let offsets = (0..<random.next(in: 1...6)).map { _ in UInt32(starts[random.next(in: 0...(starts.count - 1))]) }
      let counted = SourceFile(path: "A.swift", bytes: bytes)
      let tabled = SourceFile(path: "A.swift", bytes: bytes)
      _ = tabled.lines
      #expect(counted.locations(of: offsets) == tabled.locations(of: offsets), "\(text.debugDescription) \(offsets)")
      for offset in offsets {
        let index = tabled.lines.lineIndex(of: offset)
        let range = bytes.withUnsafeBufferPointer { tabled.lines.lineRange(index, in: $0) }
        var expected = Array(bytes[range])
        while let first = expected.first, first == 0x20 || first == 0x09 { expected.removeFirst() }
        while let last = expected.last, last == 0x20 || last == 0x09 { expected.removeLast() }
        #expect(Array(counted.lineText(at: offset).utf8) == expected, "\(text.debugDescription) \(offset)")
      }
    }
  }
}
