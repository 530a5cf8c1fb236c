import Testing

@testable import PuenteHistory
@testable import PuenteLexer

/// `WordSet.of` against the plain byte-by-byte definition of a file's words and lines.
struct WordSetTests {
  /// The definition, one byte at a time: a word is a run of ASCII letters, digits, `_`,
  /// `$` and bytes from 0x80; a run with bytes from 0x80 also gives its ASCII parts; only
  /// those starting with an ASCII capital are kept.
  static func reference(_ bytes: [UInt8]) -> (hashes: [UInt32], lines: Int) {
    func isWord(_ c: UInt8) -> Bool {
      c >= 0x80 || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
        || c == 0x24
    }
    var words = Set<UInt32>()
    bytes.withUnsafeBufferPointer { b in
      func add(_ s: Int, _ e: Int) {
        guard b[s] >= 0x41 && b[s] <= 0x5A else { return }
        let h = NameHash.of(b, s, e)
        words.insert(h == 0 ? 1 : h)
      }
      var i = 0
      while i < b.count {
        guard isWord(b[i]) else {
          i += 1
          continue
        }
        let start = i
        while i < b.count && isWord(b[i]) { i += 1 }
        add(start, i)
        var part = start
        for k in start..<i where b[k] >= 0x80 {
          if part < k { add(part, k) }
          part = k + 1
        }
        if part > start && part < i { add(part, i) }
      }
    }
    let newlines = bytes.filter { $0 == 0x0A }.count
    return (words.sorted(), bytes.isEmpty ? 0 : newlines + (bytes.last == 0x0A ? 0 : 1))
  }

  static func check(_ bytes: [UInt8]) {
    let (set, lines) = WordSet.of(bytes)
    let expected = reference(bytes)
    #expect(set.hashes == expected.hashes, "words of \(bytes)")
    #expect(lines == expected.lines, "lines of \(bytes)")
  }

  @Test(arguments: [
    "", "a", "A", "\n", "a\n", "let x = 1\n", "struct Café: View {}\n", "a≤b", "A≤B", "≤", "é", "Éa", "$0 + _x",
    "`class` `é` `Type`", "x\r\ny", String(repeating: "word Word ", count: 40),
    String(repeating: "A", count: 64), String(repeating: "A", count: 65), String(repeating: "a", count: 63) + " B",
    String(repeating: " ", count: 63) + "Ab" + String(repeating: "c", count: 70) + "éZ",
  ])
  func wordsOfText(_ text: String) {
    Self.check(Array(text.utf8))
  }

  /// `containsAny` against a plain intersection, with few names and with as many names as
  /// words (its two ways), hits at either end and in the middle.
  @Test func containsAnyAgreesWithAnIntersection() {
    var rng = SplitMix64(seed: 7)
    for words in [0, 1, 5, 40, 300] {
      for names in [0, 1, 3, 40, 300] {
        for _ in 0..<20 {
          let set = Set((0..<words).map { _ in UInt32(truncatingIfNeeded: rng.next() % 1000) }).sorted()
          let wanted = (0..<names).map { _ in UInt32(truncatingIfNeeded: rng.next() % 1000) }.sorted()
          #expect(
            WordSet(hashes: set).containsAny(ofSorted: wanted) == !Set(set).isDisjoint(with: wanted),
            "\(wanted) in \(set)")
        }
      }
    }
  }

  /// Thousands of distinct words: the table grows twice, and hashes whose slots run past
  /// its end wrap to its start, out of order until sorted.
  @Test func manyDistinctWords() {
    Self.check(Array((0..<5000).map { "W\($0) " }.joined().utf8))
  }

  /// Every length across block edges, with words, wide bytes and newlines at every offset.
  @Test func wordsOfRandomBytes() {
    var rng = SplitMix64(seed: 27)
    // Word bytes, the bytes next to their ranges, newlines, and parts of `é` and `≤`.
    let alphabet: [UInt8] =
      Array("aZA09_$ \n\r\t.(`".utf8) + [0xC3, 0xA9, 0xE2, 0x89, 0xA4, 0x00, 0x7F, 0x80, 0xFF]
      + [0x2F, 0x3A, 0x40, 0x5B, 0x60, 0x7B, 0x23, 0x25, 0x5E]
    for length in 0..<300 {
      for _ in 0..<4 {
        let bytes = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
        Self.check(bytes)
      }
    }
    // Long texts of 64-byte blocks, with a byte from 0x80 in few of them: words that
    // span blocks, and blocks with such a byte just before or after a word.
    let plain = Array("aB_$9 \n.(".utf8)
    for length in stride(from: 60, to: 700, by: 7) {
      var bytes = (0..<length).map { _ in plain[Int(rng.next() % UInt64(plain.count))] }
      if rng.next() % 2 == 0 { bytes[Int(rng.next() % UInt64(length))] = 0xC3 }
      Self.check(bytes)
    }
    // A capital word at every offset across two block edges, alone, followed by a byte
    // from 0x80 in the same word, or by one in a later word.
    for offset in 0..<140 {
      for tail in ["", "é", " é", "\nxé", "Éa"] {
        Self.check(Array((String(repeating: " ", count: offset) + "Abcdefghij" + tail + " Z\n").utf8))
      }
    }
    // Every byte value once, in and next to words.
    Self.check((0...255).map { UInt8($0) })
    Self.check((0...255).flatMap { [UInt8(ascii: "a"), UInt8($0), UInt8(ascii: "b")] })
  }
}
