import Testing

@testable import PuenteRules

/// The prefilter must never say no where a needle occurs (a file it rules out is never
/// lexed), and its mask must say exactly which needles occur (a rule whose needles are
/// absent is not run). Checked against a plain substring search on random needles and
/// texts that take every path: needles searched one by one (shorter than 7 bytes, or
/// shorter than 4), 4-byte windows at steps of 4 (every needle 7 bytes or more) and at
/// steps of 1 to 3 (more than `NeedleSearch.alone` short needles), more than 64 needles
/// (the last bit shared), needles at the very start and end, overlapping each other, and
/// buffers shorter than a step or a window.
struct NeedleSearchTests {
  static let alphabet = Array("FlagsHostingViewrt: \n\u{7F}".utf8)

  static func naive(_ haystack: [UInt8], _ needles: [[UInt8]]) -> Bool {
    needles.contains { needle in
      !needle.isEmpty && haystack.count >= needle.count
        && (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
  }

  /// The mask `scanMask` must give: the bits of exactly the needles that occur.
  static func expectedMask(_ search: NeedleSearch, _ haystack: [UInt8]) -> UInt64 {
    search.needles.indices.filter { naive(haystack, [search.needles[$0]]) }.reduce(0) { $0 | NeedleSearch.bit($1) }
  }

  @Test(arguments: [1, 3, 5, 6, 7, 12, 16, 40, 70])
  func agreesWithAPlainSearch(needleCount: Int) {
    var random = SplitMix64(seed: UInt64(0xfeed + needleCount))
    // How often each path ran: (one by one, windows at steps of 4, at smaller steps).
    var paths = (single: 0, four: 0, smaller: 0)
    for round in 0..<600 {
      // Needles from one byte; of 4 to 6 (alone, or more than `alone` of them by
      // windows at smaller steps); from seven (windows at steps of 4 only), in turn.
      let lengths = [1...14, 4...6, 7...14][round % 3]
      let needles = (0..<needleCount).map { _ in
        (0..<random.next(in: lengths)).map { _ in Self.alphabet[random.next(in: 0...(Self.alphabet.count - 1))] }
      }
      // Some long enough for many of the windows' four-step turns and `memchr`'s
      // vector steps; some shorter than a window.
      var haystack = (0..<random.next(in: 0...(round % 7 == 0 ? 2_000 : 300))).map { _ in
        Self.alphabet[random.next(in: 0...(Self.alphabet.count - 1))]
      }
      // Three rounds in four, plant needles, often at an edge; sometimes two overlapping.
      for _ in 0..<(round % 4) {
        let needle = needles[random.next(in: 0...(needles.count - 1))]
        guard haystack.count >= needle.count else { continue }
        let at = [0, haystack.count - needle.count, random.next(in: 0...(haystack.count - needle.count))][round % 3]
        haystack.replaceSubrange(at..<(at + needle.count), with: needle)
      }
      let search = NeedleSearch(needles.map { String(decoding: $0, as: UTF8.self) })
      if !search.single.isEmpty { paths.single += 1 }
      if search.windowStep == 4 { paths.four += 1 }
      if let step = search.windowStep, step < 4 { paths.smaller += 1 }
      let expected = Self.naive(haystack, needles)
      #expect(haystack.withUnsafeBufferPointer { search.containsAny($0) } == expected, "\(needles) in \(haystack)")
      let mask = haystack.withUnsafeBufferPointer { search.scanMask($0) }
      #expect(mask == Self.expectedMask(search, haystack), "needles \(search.needles) in \(haystack)")
      // A needle's own mask has a bit set wherever it occurs.
      for needle in needles where Self.naive(haystack, [needle]) {
        #expect(search.mask(ofAnyOf: [String(decoding: needle, as: UTF8.self)]) & mask != 0)
      }
    }
    // Every path this many needles can take was taken (one needle never takes the
    // smaller steps: they need more than `alone` short needles).
    #expect(paths.single >= 100)
    #expect(paths.four >= 200)
    if needleCount > NeedleSearch.alone { #expect(paths.smaller >= 100) } else { #expect(paths.smaller == 0) }
  }

  /// The needles of the default rules (`Flags` alone, the others by windows at steps of
  /// 4): each found at every offset across two of the windows' four-step turns, with its
  /// bit alone set, and at the very end of the buffer; one byte short of it, nothing.
  @Test func theDefaultNeedlesAreFoundWhereverTheyStart() {
    let needles = [
      "available", "deprecated", "obsoleted", "backDeployed", "Hosting", "Representable", "rootView", "puente:",
      "Flags", "FeatureFlag", "Toggles",
    ]
    let search = NeedleSearch(needles)
    #expect(search.single.map { search.needles[$0] } == [Array("Flags".utf8)])
    #expect(search.windowStep == 4)
    for needle in needles {
      let bit = NeedleSearch.bit(search.needles.firstIndex(of: Array(needle.utf8))!)
      for padding in 0..<72 {
        let text = Array(String(repeating: "x", count: padding).utf8) + Array(needle.utf8)
        for tail in ["", " ", "  ", "   ", "  \n"] {
          let all = text + Array(tail.utf8)
          #expect(all.withUnsafeBufferPointer { search.scanMask($0) } == bit, "\(needle) after \(padding) bytes")
          #expect(all.withUnsafeBufferPointer { search.containsAny($0) })
        }
        #expect(!Array(text.dropLast()).withUnsafeBufferPointer { search.containsAny($0) })
      }
    }
  }

  /// Needles that overlap in the text are each found: one whose windows hit inside
  /// another's occurrence, one that starts inside another, a needle repeated against itself.
  @Test func overlappingNeedlesAreEachFound() {
    let search = NeedleSearch(["rootView", "ViewController", "HostingHost", "Flags", "agsFl"])
    let text = Array("let c = rootViewController; HostingHostingHost; FlagsFlags".utf8)
    let mask = text.withUnsafeBufferPointer { search.scanMask($0) }
    #expect(mask == NeedleSearchTests.expectedMask(search, text))
    #expect(mask.nonzeroBitCount == 5)
  }

  /// No needles, or an empty buffer: nothing found.
  @Test func nothingToSearchOrNothingToSearchIn() {
    let none = NeedleSearch([String]())
    #expect(none.isEmpty)
    #expect(!none.containsAny(Array("Hosting".utf8)))
    let search = NeedleSearch(["Hosting", "Ab"])
    #expect(!search.containsAny([]))
    #expect(search.scanMask(UnsafeBufferPointer(start: nil, count: 0)) == 0)
    #expect(!search.containsAny(Array("Hostin".utf8)))
  }
}

/// Needles that Swift's `String` equality takes for one (`é` composed, and `e` with a
/// combining accent) are different bytes, and each is searched for, on every path:
/// alone (`Café`, 5 bytes), by windows at steps of 4, and by windows at smaller steps.
struct CanonicallyEquivalentNeedleTests {
  @Test func bothSpellingsAreFound() {
    let composed = "Caf\u{E9}HostingController"
    let decomposed = "Cafe\u{301}HostingController"
    #expect(composed == decomposed)  // what made a `Set<String>` keep one of them
    let short = ["Caf\u{E9}", "Cafe\u{301}"]
    let many = ["Abcd", "Bcde", "Cdef", "Defg", "Efgh"]
    for needles in [
      [composed, decomposed], [decomposed, composed], short, short + many, [composed, decomposed] + many,
    ] {
      let search = NeedleSearch(needles)
      #expect(search.needles.count == needles.count)
      for spelling in needles where !many.contains(spelling) {
        let text = Array("let x = \(spelling)()\n".utf8)
        let mask = text.withUnsafeBufferPointer { search.scanMask($0) }
        #expect(
          mask == NeedleSearch.bit(search.needles.firstIndex(of: Array(spelling.utf8))!), "\(needles) in \(spelling)")
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

/// The substring test over whole files (`memchr` for the rarest byte) against a plain
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
      // The first place it occurs, wherever its rarest byte is in it.
      let first =
        haystack.count < needle.count
        ? nil : (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
      let found = haystack.withUnsafeBufferPointer { h in
        needle.withUnsafeBufferPointer {
          NeedleSearch.find(h.baseAddress ?? UnsafePointer(bitPattern: 1)!, h.count, $0)
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
