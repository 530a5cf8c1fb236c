import Foundation
import Testing

@testable import PuenteJSON
@testable import PuenteRules

/// The one JSON reader and writer: strict JSON for puente's own files, JSON5 for
/// `.puente.json`; what the writer writes the reader reads back; on JSON5, the values
/// Foundation's reader gives wherever it reads a text.
@Suite struct JSONReaderTests {
  static func error(_ text: String, _ dialect: JSONReader.Dialect) -> String? {
    do {
      _ = try JSONReader.read(Array(text.utf8), dialect)
      return nil
    } catch {
      return error.description
    }
  }

  /// Strict JSON (the baseline, the ledger) reads none of JSON5's additions.
  @Test(arguments: [
    ("{a: 1}", "1:2: expected a key in double quotes, found `a`"),
    ("[1,]", "1:4: expected a value, found `]`"),
    ("{\"a\": 1,}", "1:9: expected a key in double quotes, found `}`"),
    ("['x']", "1:2: expected a value, found `'`"),
    ("[0x10]", "1:3: expected the number to end, found `x`"),
    ("[+1]", "1:2: expected a value, found `+`"),
    ("[.5]", "1:2: expected a value, found `.`"),
    ("[1.]", "1:4: expected a digit after `.`, found `]`"),
    ("[Infinity]", "1:2: expected a value, found `I`"),
    ("[1] // c", "1:5: extra text after the value: found `/`"),
    ("[\"\\x41\"]", "1:3: invalid escape `\\x` in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
    ("[\"\\'\"]", "1:3: invalid escape `\\'` in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
    ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key `a` on lines 1 and 1; keep one"),
    ("", "1:1: expected a value, found the end of the file"),
    ("[\"a\"\r\"b\"]", "2:1: expected `,` or `]` after an element, found `\"`"),
    ("[\"é\" 1]", "1:6: expected `,` or `]` after an element, found `1`"),
    ("[\"\u{7F}\", \"\\u00", "1:8: invalid escape: `\\uXXXX` needs 4 hexadecimal digits, found the end of the file"),
  ])
  func strictJSONReadsOnlyJSON(text: String, expected: String) {
    #expect(Self.error(text, .json) == expected)
  }

  @Test func strictJSONReadsWhatItShould() throws {
    let text = "\u{FEFF}{\"version\": 1, \"list\": [-0.5e+2, true, false, null, \"\\u00e9\\uD83D\\uDE00\\/\"]}\r\n"
    #expect(
      try JSONReader.read(Array(text.utf8), .json)
        == .object([
          ("version", .number(1)),
          ("list", .array([.number(-50), .bool(true), .bool(false), .null, .string("é😀/")])),
        ]))
    // Deeper than the limit is an error, not a stack overflow.
    let deep = String(repeating: "[", count: 100_000)
    #expect(Self.error(deep, .json) == "1:129: nested deeper than 128 levels")
  }

  /// Every control character, DEL and C1 included, is escaped (JSON printed to a
  /// terminal cannot send escape codes), and reads back as it was written.
  @Test func everyControlCharacterIsEscapedAndReadsBack() throws {
    var text = "quote\" back\\ é 😀 \u{2028}"
    for value in Array(1...0x1F) + Array(0x7F...0xA0) { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    let value = JSONValue.object([("k\u{1B}", .array([.string(text), .int(-3), .null, .bool(true)]))])
    for written in [value.prettyPrinted(), value.compact()] {
      #expect(!written.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
      let back = try JSONReader.read(Array(written.utf8), .json)
      #expect(back == .object([("k\u{1B}", .array([.string(text), .number(-3), .null, .bool(true)]))]))
    }
    #expect(Escaping.json("a\u{08}\u{0C}\u{7F}\u{85}\u{1B}") == "a\\b\\f\\u007f\\u0085\\u001b")
  }

  // MARK: - JSON5 against Foundation

  static func foundation(_ bytes: [UInt8]) -> JSONValue? {
    let decoder = JSONDecoder()
    decoder.allowsJSON5 = true
    return (try? decoder.decode(FoundationValue.self, from: Data(bytes)))?.value
  }

  /// Random texts from pieces that straddle the edges: wherever Foundation reads a text,
  /// this reader reads the same value, unless the text repeats a key (an error here:
  /// Foundation keeps the first silently).
  @Test func readsWhatFoundationReadsOnRandomTexts() {
    let pieces = [
      "{", "}", "[", "]", ",", ":", " ", "\n", "\r\n", "\r", "\t", "\"a\"", "\"b\"", "\"\\n\"", "\"\\u0041\"",
      "\"\\ud83d\"", "\"é\"", "'c'", "key", "_k$", "1", "0", "-2.5", "1e3", "01", ".5", "+1", "0x1F", "1.",
      "true", "false", "null", "nul", "trueish", "Infinity", "// c\n", "// c", "/* c */", "/* c", "\"\\q\"",
      "\"tab\there\"", "\u{00A0}", "\u{FEFF}", "\"\\x41\"", "é", "-Infinity",
    ]
    var random = SplitMix64(seed: 0x75)
    var agreed = 0
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<random.next(in: 1...14) { text += pieces[random.next(in: 0...(pieces.count - 1))] }
      // (Ended by a newline, white space to both readers: Foundation's JSON5 scanner reads
      // past the end of a text that ends in a number, and traps when that memory is not
      // a digit — a crash of the whole suite one run in three.)
      let bytes = Array((text + "\n").utf8)
      guard let theirs = Self.foundation(bytes) else { continue }
      do {
        #expect(try JSONReader.read(bytes, .json5) == theirs, "\(text.debugDescription)")
        agreed += 1
      } catch {
        #expect(error.message.hasPrefix("duplicate key"), "\(text.debugDescription): \(error)")
      }
    }
    #expect(agreed > 500)
  }
}

/// Foundation's reading of any JSON value, as a `JSONValue`, for comparison.
private struct FoundationValue: Decodable {
  var value: JSONValue

  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !array.isAtEnd { items.append(try array.decode(FoundationValue.self).value) }
      value = .array(items)
    } else if let object = try? decoder.container(keyedBy: Key.self) {
      value = .object(
        JSONObject(
          try object.allKeys.map { ($0.stringValue, try object.decode(FoundationValue.self, forKey: $0).value) }))
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        value = .null
      } else if let b = try? single.decode(Bool.self) {
        value = .bool(b)
      } else if let s = try? single.decode(String.self) {
        value = .string(s)
      } else {
        value = .number(try single.decode(Double.self))
      }
    }
  }

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
