import Foundation
import Testing

@testable import PuenteRules

/// Malformed `.puente.json` files (issue 28 §2): every syntax error names the line and
/// column and says what is wrong there; quoted input in a message is cut short.
@Suite struct ConfigurationSyntaxTests {
  static let schema = ConfigSchema(rules: ["hosting-outside-adapter": ["types"]], extraTopLevelKeys: ["flags"])

  /// The `description` of the error `text` gives, as `puente` prints it.
  static func message(_ text: String) -> String? {
    do {
      _ = try Configuration.parse(Array(text.utf8), path: ".puente.json", schema: schema)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    // Syntax errors: where, and the character found there.
    ("{ adapters: [\"a\" \"b\"] }", ".puente.json:1:18: expected `,` or `]` after an element, found `\"`"),
    ("{\n  adapters: [\n}", ".puente.json:3:1: expected a value, found `}`"),
    ("{ adapters: [] } extra", ".puente.json:1:18: extra text after the value: found `e`"),
    ("{\n  adapters: [\"a\"]\n  include: []\n}", ".puente.json:3:3: expected `,` or `}` after a member, found `i`"),
    ("{ adapters: [\"a\",", ".puente.json:1:18: `[` at 1:13 is not closed; expected `]`"),
    ("{ adapters = [] }", ".puente.json:1:12: expected `:` after the key `adapters`, found `=`"),
    ("{ \"é\": 1, ü: [] ,, }", ".puente.json:1:18: expected a key (a string or a name), found `,`"),
    ("{ adapters: [\u{1B}[31m] }", ".puente.json:1:14: expected a value, found `\\u{1B}`"),
    ("/* unterminated comment", ".puente.json:1:1: unterminated comment: `/*` has no closing `*/`"),
    ("{ adapters: [\"App/**] }", ".puente.json:1:14: unterminated string: no closing `\"`"),
    ("{ flags: { maxDays: 01 } }", ".puente.json:1:21: a number cannot start with `0` followed by digits (`01`)"),
    ("{ flags: { big: 1e400 } }", ".puente.json:1:17: the number `1e400` is out of range"),
    // Duplicate keys, quoted or not: the key and both lines.
    (
      "{\n  \"adapters\": [\"A/**\"],\n  exclude: [],\n  adapters: [\"B/**\"],\n}",
      ".puente.json:4:3: duplicate key `adapters` on lines 2 and 4; keep one"
    ),
    (
      "{ rules: { \"hosting-outside-adapter\": {}, 'hosting-outside-adapter': {} } }",
      ".puente.json:1:43: duplicate key `hosting-outside-adapter` on lines 1 and 1; keep one"
    ),
    // Strings: what is wrong with them.
    (
      "{ adapters: [\"\\q41\"] }",
      ".puente.json:1:15: invalid escape `\\q` in a string; JSON5 allows \\\" \\' \\\\ \\/ \\b \\f \\n \\r \\t \\v \\xHH and \\uXXXX"
    ),
    ("{ adapters: [\"\\xG1\"] }", ".puente.json:1:17: invalid escape: `\\xHH` needs 2 hexadecimal digits, found `G`"),
    (
      "{ adapters: [\"\\uD800\"] }",
      ".puente.json:1:15: `\\uD800` is half of a surrogate pair (a lone surrogate), not a character; "
        + "write the character itself, or both halves (`\\uD83D\\uDE00`)"
    ),
    (
      "{ adapters: [\"\\uDE00x\"] }",
      ".puente.json:1:15: `\\uDE00` is half of a surrogate pair (a lone surrogate), not a character; "
        + "write the character itself, or both halves (`\\uD83D\\uDE00`)"
    ),
    ("{ adapters: [\"a\u{0}b\"] }", ".puente.json:1:16: a NUL character (U+0000) in a string; remove it"),
    ("{ adapters: [\"a\\u0000b\"] }", ".puente.json:1:16: a NUL character (U+0000) in a string; remove it"),
    ("{ adapters: [\"a\\0\"] }", ".puente.json:1:16: a NUL character (U+0000) in a string; remove it"),
    (
      "{ adapters: [\"tab\there\"] }",
      ".puente.json:1:18: an unescaped control character (U+0009) in a string; write it as `\\u0009`"
    ),
  ])
  func syntaxErrorsPointAtThePlace(text: String, expected: String) {
    #expect(Self.message(text) == expected)
  }

  /// What Foundation's JSON5 reader accepted is still read (so no file that worked stops
  /// working), with the values it gave.
  @Test func readsTheJSON5ThatWorkedBefore() throws {
    let text = """
      \u{FEFF}// Team settings
      {
        adapters: ['App/Bridge/**', "Modules/\\x41*/Adapters/**", "a\\
      b"], /* two layers */
        flags: { maxDays: 0x10, ratio: +.5, big: 5., none: null, yes: true, é: Infinity },
      }
      """
    let config = try Configuration.parse(Array(text.utf8), path: ".puente.json", schema: Self.schema)
    #expect(config.adapters.map(\.pattern) == ["App/Bridge/**", "Modules/A*/Adapters/**", "ab"])
    #expect(
      config.extra["flags"]
        == .object([
          ("maxDays", .number(16)), ("ratio", .number(0.5)), ("big", .number(5)), ("none", .null),
          ("yes", .bool(true)), ("é", .number(.infinity)),
        ]))
  }

  /// A ten-megabyte key: read in linear time, and named in a message of one short line.
  @Test func aHugeKeyIsReadQuicklyAndQuotedShort() throws {
    let key = String(repeating: "k", count: 10_000_000)
    let clock = ContinuousClock()
    var message: String?
    let took = clock.measure { message = Self.message("{ \"\(key)\": [], \"\(key)\": [] }") }
    #expect(
      message
        == ".puente.json:1:10000011: duplicate key `\(String(repeating: "k", count: 40))…` on lines 1 and 1; keep one")
    let unknown = clock.measure { message = Self.message("{ \(key): [] }") }
    #expect(
      message
        == ".puente.json: \(String(repeating: "k", count: 120))…: unknown key `\(String(repeating: "k", count: 40))…`; known keys: adapters, exclude, flags, generated, include, rules"
    )
    // Generous, for a debug build on a loaded machine (each takes under 1 s alone): the
    // old reader took 6.7 s in a release build, which is minutes in a debug one.
    #expect(took < .seconds(30) && unknown < .seconds(30), "\(took), \(unknown)")
  }

  /// docs/configuration.md's examples are what puente prints for these files.
  @Test func theDocsShowTheRealMessages() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/configuration.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    for file in [
      "{\n  \"adapters\": [\"A/**\"],\n  exclude: [],\n  adapters: [\"B/**\"],\n}",
      "{\n  adapters: [\"a\"]\n  include: []\n}",
      "{ adaptrs: [] }",
    ] {
      let message = try #require(Self.message(file))
      #expect(text.contains("puente: configuration error: \(message)\n"), "\(message)")
    }
  }
}
