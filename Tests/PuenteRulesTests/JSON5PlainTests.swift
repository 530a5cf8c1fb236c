import Foundation
import Testing

@testable import PuenteRules

/// The plain JSON5 parser either gives exactly the value Foundation's `JSONDecoder`
/// gives, or nothing (and Foundation reads the file): on the files people write, and on
/// thousands of random texts around the edges of what it reads.
@Suite struct JSON5PlainTests {
  static func foundation(_ bytes: [UInt8]) -> JSONValue? {
    let decoder = JSONDecoder()
    decoder.allowsJSON5 = true
    return try? decoder.decode(JSONValue.self, from: Data(bytes))
  }

  /// What `puente init` writes and what the README shows are read without Foundation.
  @Test func readsTheFilesPeopleWrite() throws {
    let texts = [
      InitTemplate.text(rules: RuleRegistry.all),
      """
      {
        "adapters": ["**/Adapters/**"],
      }
      """,
      """
      // Team settings
      {
        adapters: ["App/Bridge/**", "Modules/*/Adapters/**"], /* two layers */
        exclude: ["**/Generated/**"],
        rules: {
          "hosting-outside-adapter": { "severity": "warning", "types": ["ThemedHost"] },
          "flag-overdue": { "enabled": false },
        },
        "flags": { "containers": ["FeatureFlags"], "maxDays": 90, "ratio": -1.5e2 },
        "note": "tab\\t, quote \\", slash \\/, \\u00e9 and é",
        "none": null, "yes": true,
      }
      """,
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let plain = try #require(JSON5.plainValue(bytes), "\(text)")
      #expect(plain == Self.foundation(bytes))
    }
  }

  /// Random texts from pieces that straddle the edges: whatever the plain parser
  /// reads, Foundation reads the same; much of it is read.
  @Test func agreesWithFoundationOnRandomTexts() {
    let pieces = [
      "{", "}", "[", "]", ",", ":", " ", "\n", "\r\n", "\r", "\t", "\"a\"", "\"b\"", "\"\\n\"", "\"\\u0041\"",
      "\"\\ud83d\"", "\"é\"", "'c'", "key", "_k$", "1", "0", "-2.5", "1e3", "01", ".5", "+1", "0x1F", "1.",
      "true", "false", "null", "nul", "trueish", "Infinity", "// c\n", "// c", "/* c */", "/* c", "\"\\q\"",
      "\"tab\there\"", "\u{00A0}", "\u{FEFF}",
    ]
    var random = SplitMix64(seed: 0x75)
    var readPlainly = 0
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<random.next(in: 1...14) { text += pieces[random.next(in: 0...(pieces.count - 1))] }
      let bytes = Array(text.utf8)
      guard let plain = JSON5.plainValue(bytes) else { continue }
      readPlainly += 1
      #expect(plain == Self.foundation(bytes), "\(text.debugDescription)")
    }
    #expect(readPlainly > 500)
  }

  /// Documents shaped like configurations (objects of arrays of strings), nested and
  /// commented at random: read plainly, and the same as Foundation reads them.
  @Test func agreesWithFoundationOnConfigurationShapes() throws {
    var random = SplitMix64(seed: 0xc0f)
    let blanks = [" ", "\n", "  // note\n", "/* x */", "\t", "\r\n"]
    func blank() -> String { blanks[random.next(in: 0...(blanks.count - 1))] }
    func value(_ depth: Int) -> String {
      switch random.next(in: 0...(depth > 2 ? 3 : 5)) {
      case 0: return "\"s\(random.next(in: 0...99))/**\""
      case 1: return String(random.next(in: 0...1000))
      case 2: return random.next(in: 0...1) == 0 ? "true" : "null"
      case 3: return "\"é\\t\(random.next(in: 0...9))\""
      case 4:
        let items = (0..<random.next(in: 0...3)).map { _ in blank() + value(depth + 1) }
        return "[" + items.joined(separator: ",") + (!items.isEmpty && random.next(in: 0...1) == 0 ? "," : "") + "]"
      default:
        let members = (0..<random.next(in: 0...3)).map { k in
          blank() + (random.next(in: 0...1) == 0 ? "\"k\(k)\"" : "k\(k)") + blank() + ":" + value(depth + 1)
        }
        return "{" + members.joined(separator: ",") + blank() + "}"
      }
    }
    for _ in 0..<2_000 {
      let text = blank() + "{\"adapters\": " + value(0) + "," + blank() + "}" + blank()
      let bytes = Array(text.utf8)
      let plain = try #require(JSON5.plainValue(bytes), "\(text.debugDescription)")
      #expect(plain == Self.foundation(bytes), "\(text.debugDescription)")
    }
  }
}
