import Testing

@testable import PuenteRules

/// The prefilter must never say no where a needle occurs (a file it rules out is never
/// lexed), and its "valid UTF-8" must be right (a file it calls valid skips validation).
/// Checked against a plain substring search on random needles and texts that stress
/// every strategy: short needles (vector anchors), long ones (4-byte windows at steps
/// of 4), both, too many short ones (steps of 2), needles at the very start and end, and
/// buffers shorter than a step.
struct NeedleSearchTests {
  static let alphabet = Array("FlagsHostingViewrt: \n\u{7F}".utf8)

  static func naive(_ haystack: [UInt8], _ needles: [[UInt8]]) -> Bool {
    needles.contains { needle in
      !needle.isEmpty && haystack.count >= needle.count
        && (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
  }

  @Test(arguments: [1, 3, 6, 7, 12, 16, 40], [true, false])
  func agreesWithAPlainSearch(needleCount: Int, vector: Bool) {
    var random = SplitMix64(seed: UInt64(0xfeed + needleCount))
    var vectorRounds = 0
    for round in 0..<600 {
      // Every other round, needles of three bytes or more: sets the Teddy search takes
      // (with lengths from one, few sets of many needles would be).
      let lengths = round % 2 == 1 ? 3...14 : 1...14
      let needles = (0..<needleCount).map { _ in
        (0..<random.next(in: lengths)).map { _ in Self.alphabet[random.next(in: 0...(Self.alphabet.count - 1))] }
      }
      // Some long enough for many of the Teddy search's 32-byte steps.
      var haystack = (0..<random.next(in: 0...(round % 7 == 0 ? 2_000 : 300))).map { _ in
        Self.alphabet[random.next(in: 0...(Self.alphabet.count - 1))]
      }
      // Half the time (in rounds of both kinds), plant a needle somewhere, often at an edge.
      let needle = needles[random.next(in: 0...(needles.count - 1))]
      if round % 4 < 2, haystack.count >= needle.count {
        let at = [0, haystack.count - needle.count, random.next(in: 0...(haystack.count - needle.count))][round % 3]
        haystack.replaceSubrange(at..<(at + needle.count), with: needle)
      }
      if round % 5 == 0 { haystack.append(0xC3) }  // a non-ASCII byte
      let search = NeedleSearch(needles.map { String(decoding: $0, as: UTF8.self) }, vector: vector)
      let expected = Self.naive(haystack, needles)
      let (found, valid) = haystack.withUnsafeBufferPointer { search.scan($0) }
      #expect(found == expected, "needles \(needles) in \(haystack)")
      let isValid = String(validating: haystack, as: UTF8.self) != nil
      if valid { #expect(isValid, "said valid: \(haystack)") }
      if search.usesVector {
        vectorRounds += 1
        #expect(valid == isValid, "Teddy's UTF-8 verdict: \(haystack)")
      }
      if !found && haystack.allSatisfy({ $0 < 0x80 }) { #expect(valid, "ASCII, said not known: \(haystack)") }
      // The mask: with the Teddy search exactly the needles that occur, otherwise every
      // bit when one does; its UTF-8 verdict is the scan's.
      let (mask, maskValid) = haystack.withUnsafeBufferPointer { search.scanMask($0) }
      if search.usesVector {
        let present = search.needles.indices.filter { Self.naive(haystack, [search.needles[$0]]) }
        #expect(mask == present.reduce(0) { $0 | 1 << UInt64($1) }, "needles \(search.needles) in \(haystack)")
        #expect(maskValid == isValid)
      } else {
        #expect(mask == (expected ? ~0 : 0))
      }
      // A needle's own mask has a bit set wherever it occurs.
      for needle in needles where Self.naive(haystack, [needle]) {
        #expect(search.mask(ofAnyOf: [String(decoding: needle, as: UTF8.self)]) & mask != 0)
      }
    }
    // The rounds of needles from three bytes on did take the Teddy search, where it runs.
    if vector && TeddySearch.isAvailable && needleCount <= TeddySearch.maximumNeedles {
      #expect(vectorRounds >= 300)
    } else {
      #expect(vectorRounds == 0)
    }
  }

  /// With a short needle the anchors validate as they search: when they find nothing,
  /// their verdict must be the standard library's, on texts where characters of two to
  /// four bytes and invalid sequences fall anywhere, across the 64-byte blocks too.
  @Test(arguments: [true, false])
  func anchorsValidateUTF8Exactly(vector: Bool) {
    let search = NeedleSearch(["Flags", "Hosting"], vector: vector)
    // The Teddy search's verdict is exact, found or not; the anchors' is "not known"
    // once a short needle stops them.
    let exact = vector && TeddySearch.isAvailable
    let pieces: [[UInt8]] =
      UTF8ValidationTests.pieces + [Array(String(repeating: "x", count: 61).utf8), Array("// © 2026\n".utf8)]
    var random = SplitMix64(seed: 0x0a17)
    for _ in 0..<3_000 {
      var bytes: [UInt8] = []
      for _ in 0..<random.next(in: 0...14) { bytes += pieces[random.next(in: 0...(pieces.count - 1))] }
      let (found, valid) = bytes.withUnsafeBufferPointer { search.scan($0) }
      #expect(!found)
      #expect(valid == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
    }
    // Characters that straddle a block boundary, then a long needle: the anchors ran to
    // the end, so their verdict comes with the find. A short needle stops them first.
    for padding in 58..<70 {
      let before = Array(String(repeating: "x", count: padding).utf8) + Array("é—😀 ".utf8)
      for (tail, valid) in [("Hosting", true), ("Hosting\u{FFFF}", true), ("Flags Hosting", exact)] {
        let text = before + Array(tail.utf8)
        let result = text.withUnsafeBufferPointer { search.scan($0) }
        #expect(result.found && result.valid == valid, "\(tail) after \(padding)")
      }
      let broken = before + Array("Hosting".utf8) + [0xFF]
      let result = broken.withUnsafeBufferPointer { search.scan($0) }
      #expect(result.found && !result.valid)
      // An invalid byte before the find, in an earlier block or the same one.
      for early in [[0xFF] + before, before + [0xC3]] {
        let text = early + Array("Hosting".utf8)
        let found = text.withUnsafeBufferPointer { search.scan($0) }
        #expect(found.found && !found.valid, "invalid before the find, after \(padding)")
      }
    }
  }

  /// The needles of the default rules: the Teddy search where the CPU has AVX2, else the
  /// split path (`Flags` by anchors, the others by windows at steps of 4); found at
  /// every offset across two of Teddy's 32-byte steps and its tail.
  @Test(arguments: [true, false])
  func theDefaultNeedlesAreFoundWhereverTheyStart(vector: Bool) {
    let needles = ["Hosting", "Representable", "puente:", "rootView", "Flags", "FeatureFlag", "Toggles"]
    let search = NeedleSearch(needles, vector: vector)
    #expect(search.usesVector == (vector && TeddySearch.isAvailable))
    for needle in needles {
      for padding in 0..<72 {
        let text = Array(String(repeating: "x", count: padding).utf8) + Array(needle.utf8) + Array("  ".utf8)
        #expect(text.withUnsafeBufferPointer { search.scan($0).found }, "\(needle) after \(padding) bytes")
        #expect(!Array(text.dropLast(3)).withUnsafeBufferPointer { search.scan($0).found })
      }
    }
  }
}

/// Needles that Swift's `String` equality takes for one (`é` composed, and `e` with a
/// combining accent) are different bytes, and each is searched for, on every path.
struct CanonicallyEquivalentNeedleTests {
  @Test(arguments: [true, false])
  func bothSpellingsAreFound(vector: Bool) {
    let composed = "Caf\u{E9}HostingController"
    let decomposed = "Cafe\u{301}HostingController"
    #expect(composed == decomposed)  // what made a `Set<String>` keep one of them
    for needles in [[composed, decomposed], [decomposed, composed], [composed, decomposed, "Flags"]] {
      let search = NeedleSearch(needles, vector: vector)
      for spelling in [composed, decomposed] {
        let text = Array("let x = \(spelling)()\n".utf8)
        #expect(text.withUnsafeBufferPointer { search.scan($0).found }, "\(needles) in \(spelling)")
      }
      let bigram = BigramSearch(needles)
      for spelling in [composed, decomposed] {
        let text = Array("let x = \(spelling)()\n".utf8)
        #expect(text.withUnsafeBufferPointer { bigram.contains($0) }, "bigram: \(needles) in \(spelling)")
      }
    }
  }
}

/// The engine's UTF-8 check against the standard library's decoder, on random mixes of
/// ASCII runs (long enough for the 32-byte steps), valid multibyte characters, and the
/// invalid sequences that matter: stray continuation bytes, overlong forms, surrogates,
/// code points past U+10FFFF and sequences cut by the end of the buffer.
struct UTF8ValidationTests {
  static let pieces: [[UInt8]] = [
    Array(String(repeating: "let x = 1\n", count: 4).utf8), Array("é".utf8), Array("—".utf8), Array("😀".utf8),
    [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F], [0xFF],
    Array("a".utf8),
  ]

  @Test func agreesWithTheStandardLibrary() {
    var random = SplitMix64(seed: 0x07f8)
    for _ in 0..<4_000 {
      var bytes: [UInt8] = []
      for _ in 0..<random.next(in: 0...9) { bytes += Self.pieces[random.next(in: 0...(Self.pieces.count - 1))] }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      #expect(bytes.withUnsafeBufferPointer { Engine.isValidUTF8($0) } == expected, "\(bytes)")
    }
  }
}

/// The substring test over whole files (sixteen positions a step) against a plain
/// search, with needles of one to twenty bytes placed at the very start, the very end
/// and across the steps, and needles as long as the text or longer.
struct SubstringTests {
  @Test func agreesWithAPlainSearch() {
    var random = SplitMix64(seed: 0x5b57)
    let alphabet = Array("puente:ab\n ".utf8)
    for round in 0..<3_000 {
      let needle = (0..<random.next(in: 1...20)).map { _ in alphabet[random.next(in: 0...(alphabet.count - 1))] }
      var haystack = (0..<random.next(in: 0...400)).map { _ in alphabet[random.next(in: 0...(alphabet.count - 1))] }
      if round % 2 == 0, haystack.count >= needle.count {
        let at = [0, haystack.count - needle.count, random.next(in: 0...(haystack.count - needle.count))][round % 3]
        haystack.replaceSubrange(at..<(at + needle.count), with: needle)
      }
      let expected = NeedleSearchTests.naive(haystack, [needle])
      #expect(NeedleSearch.contains(haystack, needle) == expected, "\(needle) in \(haystack)")
      // The first place it occurs, from the vector search.
      let first =
        haystack.count < needle.count
        ? nil : (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
      let found = haystack.withUnsafeBufferPointer { h in
        needle.withUnsafeBufferPointer {
          NeedleSearch.vectorFind(h.baseAddress ?? UnsafePointer(bitPattern: 1)!, h.count, $0)
        }
      }
      #expect(found == first, "\(needle) in \(haystack)")
    }
  }
}

/// Which needles a rule's strings stand for in a search's mask.
struct NeedleMaskTests {
  @Test func aStringIsCoveredByTheNeedlesItContains() {
    let search = NeedleSearch(["Flags", "FeatureFlags", "Hosting", "puente:", "puente:flag"])
    // `FeatureFlags` and `puente:flag` contain shorter needles, so they are not searched.
    #expect(Set(search.needles.map { String(decoding: $0, as: UTF8.self) }) == ["Flags", "Hosting", "puente:"])
    let bit = { (name: String) in UInt64(1) << UInt64(search.needles.firstIndex(of: Array(name.utf8))!) }
    #expect(search.mask(ofAnyOf: ["FeatureFlags"]) == bit("Flags"))
    #expect(search.mask(ofAnyOf: ["puente:flag", "Hosting"]) == bit("puente:") | bit("Hosting"))
    // A string that holds no needle cannot be ruled out.
    #expect(search.mask(ofAnyOf: ["available"]) == ~0)
    #expect(search.mask(ofAnyOf: []) == 0)
  }
}
