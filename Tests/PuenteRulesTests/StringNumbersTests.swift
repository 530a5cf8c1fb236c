import Testing

@testable import PuenteRules

/// The trend's string table numbers strings as a dictionary that hands out 0, 1, 2, … in
/// order of first sight would: the same number for equal strings (however they were
/// made), none for strings never numbered, across growth of its slots.
struct StringNumbersTests {
  @Test func numbersStringsAsADictionaryWould() {
    var random = SplitMix64(seed: 11)
    // Paths, blob ids, names: empty, short, long, non-ASCII, and strings that differ
    // only past their eighth byte or only in length.
    let alphabet = Array("abAB/._-0é中😀".unicodeScalars)
    var pool = ["", "a", "aaaaaaaa", "aaaaaaaab", "aaaaaaaa\u{0}", "Modules/App/Sources/App/Views/A.swift"]
    for _ in 0..<3000 {
      let length = Int(random.next() % 50)
      var s = String.UnicodeScalarView()
      for _ in 0..<length { s.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
      pool.append(String(s))
    }
    var table = StringNumbers()
    var reference: [String: Int32] = [:]
    for _ in 0..<12000 {
      let s = pool[Int(random.next() % UInt64(pool.count))]
      // The same string made anew (another storage), half the time.
      let asked = random.next() % 2 == 0 ? String(decoding: Array(s.utf8), as: UTF8.self) : s
      #expect(table.number(of: asked) == reference[s])
      let expected = reference[s] ?? Int32(reference.count)
      reference[s] = expected
      #expect(table.numbering(asked) == expected)
    }
    #expect(table.count == reference.count)
    for (s, n) in reference { #expect(table.strings[Int(n)] == s) }
    #expect(table.number(of: "never numbered") == nil)
    #expect(StringNumbers().number(of: "") == nil)
  }
}
