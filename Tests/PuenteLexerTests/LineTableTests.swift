// LineTable converts UTF-8 byte offsets to 1-based line and character columns. These tests
// put multibyte characters and every kind of line end before the offsets they convert.
import Testing

@testable import PuenteLexer

/// Byte offset → line and column, after multibyte prefixes and mixed line ends.
@Suite struct LineTableTests {
  /// The 1-based locations of `offsets` (UTF-8 byte offsets) in `source`.
  func locations(_ source: String, _ offsets: [UInt32]) -> [LineColumn] {
    let bytes = Array(source.utf8)
    let table = LineTable(bytes)
    return bytes.withUnsafeBufferPointer { buffer in
      offsets.map { table.location(of: $0, in: buffer) }
    }
  }

  // Bytes of `mixed`:
  //   0-1 "é"  2 LF | 3-5 "名"  6 "x"  7-8 CRLF | 9-12 "😀"  13 "y"  14 CR | 15 "z"  16 LF | 17 (end)
  let mixed = "é\n名x\r\n😀y\rz\n"

  /// Lines start after LF, after CRLF (not between its bytes) and after a lone CR.
  @Test func lineStartsForEveryLineEnd() {
    let table = LineTable(Array(mixed.utf8))
    #expect(table.lineStarts == [0, 3, 9, 15, 17])
    #expect(table.lineCount == 5)
  }

  /// Columns count Unicode scalars, not bytes: 2-, 3- and 4-byte characters are one column each.
  @Test func columnsCountScalarsAfterMultibytePrefixes() {
    #expect(
      locations(mixed, [0, 2, 3, 6, 7, 8, 9, 13, 14, 15, 16, 17]) == [
        LineColumn(line: 1, column: 1),  // é
        LineColumn(line: 1, column: 2),  // LF after é (2 bytes)
        LineColumn(line: 2, column: 1),  // 名
        LineColumn(line: 2, column: 2),  // x after 名 (3 bytes)
        LineColumn(line: 2, column: 3),  // CR of CRLF
        LineColumn(line: 2, column: 4),  // LF of CRLF: still line 2
        LineColumn(line: 3, column: 1),  // 😀
        LineColumn(line: 3, column: 2),  // y after 😀 (4 bytes)
        LineColumn(line: 3, column: 3),  // lone CR
        LineColumn(line: 4, column: 1),  // z, after the lone CR
        LineColumn(line: 4, column: 2),  // LF
        LineColumn(line: 5, column: 1),  // end of file: the empty last line
      ])
  }

  /// The location of a token found by the lexer, on a line after CRLF with a multibyte prefix.
  @Test func tokenLocationAfterMultibytePrefix() throws {
    let source = "// 注释\r\nlet café = \"名前\"; let target = 1\r\n"
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes)
    let target = try #require(
      tokens.first {
        String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) == "target"
      })
    // Bytes: "// 注释" is 9, CRLF 2, so line 2 starts at 11; "let café = \"名前\"; let " is
    // 21 characters and 26 bytes, so `target` is at byte 37, column 22.
    #expect(target.start == 37)
    #expect(locations(source, [target.start]) == [LineColumn(line: 2, column: 22)])
  }

  /// Two CRs are two line ends; a CR followed by LF is one.
  @Test func consecutiveCarriageReturns() {
    let table = LineTable(Array("a\r\rb\r\nc".utf8))
    #expect(table.lineStarts == [0, 2, 3, 6])
    #expect(
      locations("a\r\rb\r\nc", [2, 3, 6]) == [
        LineColumn(line: 2, column: 1), LineColumn(line: 3, column: 1),
        LineColumn(line: 4, column: 1),
      ])
  }

  /// `lineRange` excludes the line terminator, whichever it is.
  @Test func lineRangeExcludesTerminators() {
    let bytes = Array(mixed.utf8)
    let table = LineTable(bytes)
    let ranges = bytes.withUnsafeBufferPointer { buffer in
      (0..<table.lineCount).map { table.lineRange($0, in: buffer) }
    }
    #expect(ranges == [0..<2, 3..<7, 9..<14, 15..<16, 17..<17])
  }

  /// An empty file has one empty line, and offset 0 is line 1, column 1.
  @Test func emptyFile() {
    let table = LineTable([UInt8]())
    #expect(table.lineStarts == [0])
    #expect(locations("", [0]) == [LineColumn(line: 1, column: 1)])
  }

  /// A `\r\n` split by the kernel's 32-byte step is one line end, and a `\r` that ends
  /// a step or the file is one of its own.
  @Test func lineEndsAcrossTheVectorStep() {
    for pad in 0..<70 {
      let text = String(repeating: "x", count: pad) + "\r\ny\r"
      let start = UInt32(pad)
      #expect(LineTable(Array(text.utf8)).lineStarts == [0, start + 2, start + 4], "pad \(pad)")
    }
  }

  /// The C kernel finds the same line starts as a plain scan, on random mixes of `\n`,
  /// `\r\n`, lone `\r` and long runs without any (most texts cross its 32-byte step).
  @Test func lineStartsMatchAPlainScan() {
    let pieces = ["\n", "\r\n", "\r", "a", "let value = 1", "é", String(repeating: "x", count: 17)]
    var state: UInt64 = 0x11e5
    for _ in 0..<1_000 {
      var text = ""
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count]
      }
      let bytes = Array(text.utf8)
      var expected: [UInt32] = [0]
      var i = 0
      while i < bytes.count {
        if bytes[i] == 0x0A {
          expected.append(UInt32(i + 1))
        } else if bytes[i] == 0x0D {
          if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
          expected.append(UInt32(i + 1))
        }
        i += 1
      }
      #expect(LineTable(bytes).lineStarts == expected, "\(text.debugDescription)")
    }
  }
}

/// The word-at-a-time search for a line break (line tables and line comments) against a
/// byte loop: breaks at every position of the eight-byte words and in the tail, `\r`
/// and `\n` mixed, bytes from 0x80 (whose `^ 0x0A` could look like a zero byte to a
/// wrong test), and no break at all.
@Suite struct NextLineBreakTests {
  @Test func agreesWithAByteLoop() {
    var generator = FragmentSoupTests.Generator(state: 0x11_4E_B2)
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x20, 0x61, 0x8A, 0x8D, 0xFF, 0x0B, 0x09, 0x2F]
    for _ in 0..<3_000 {
      let bytes = (0..<generator.next(40)).map { _ in
        // Mostly letters, so that the breaks fall anywhere in a word.
        generator.next(4) == 0 ? alphabet[generator.next(alphabet.count)] : UInt8(0x61)
      }
      bytes.withUnsafeBufferPointer { buffer in
        guard let raw = UnsafeRawPointer(buffer.baseAddress) else { return }
        for from in 0...buffer.count {
          let expected = buffer[from...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? buffer.count
          #expect(ByteWords.nextLineBreak(raw, from: from, count: buffer.count) == expected, "\(bytes) from \(from)")
        }
      }
    }
  }

  /// A line comment ends at its line break whatever its length, and the next token starts
  /// there (lengths around the eight-byte steps, each line end, and the end of the input).
  @Test func lineCommentsEndAtTheirLineBreak() {
    for length in 0..<20 {
      for end in ["\n", "\r\n", "\r", ""] {
        let comment = "//" + String(repeating: "x", count: length)
        // Without a line end the comment runs to the end of the input.
        let bytes = Array((comment + end + (end.isEmpty ? "" : "a")).utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.first?.kind == .lineComment)
        #expect(tokens.first.map { Int($0.end) } == comment.utf8.count, "\(length) \(end.debugDescription)")
        if !end.isEmpty { #expect(tokens.last.map { Int($0.start) } == bytes.count - 1) }
      }
    }
  }
}
