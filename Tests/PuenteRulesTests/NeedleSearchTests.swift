import Testing

@testable import PuenteRules

/// The prefilter must never say no where a needle occurs (a file it rules out is never
/// lexed), and its "all ASCII" must be exact (a file it calls ASCII skips UTF-8 validation).
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

  @Test(arguments: [1, 3, 6, 7, 12, 40])
  func agreesWithAPlainSearch(needleCount: Int) {
    var random = SplitMix64(seed: UInt64(0xfeed + needleCount))
    for round in 0..<600 {
      let needles = (0..<needleCount).map { _ in
        (0..<random.next(in: 1...14)).map { _ in Self.alphabet[random.next(in: 0...(Self.alphabet.count - 1))] }
      }
      var haystack = (0..<random.next(in: 0...300)).map { _ in
        Self.alphabet[random.next(in: 0...(Self.alphabet.count - 1))]
      }
      // Half the time, plant a needle somewhere (often at an edge).
      let needle = needles[random.next(in: 0...(needles.count - 1))]
      if round % 2 == 0, haystack.count >= needle.count {
        let at = [0, haystack.count - needle.count, random.next(in: 0...(haystack.count - needle.count))][round % 3]
        haystack.replaceSubrange(at..<(at + needle.count), with: needle)
      }
      if round % 5 == 0 { haystack.append(0xC3) }  // a non-ASCII byte
      let search = NeedleSearch(needles.map { String(decoding: $0, as: UTF8.self) })
      let expected = Self.naive(haystack, needles)
      let (found, ascii) = haystack.withUnsafeBufferPointer { search.scan($0) }
      #expect(found == expected, "needles \(needles) in \(haystack)")
      if !found { #expect(ascii == haystack.allSatisfy { $0 < 0x80 }, "ASCII of \(haystack)") }
    }
  }

  /// The needles of the default rules take the split path: `Flags` by anchors, the
  /// others by windows at steps of 4.
  @Test func theDefaultNeedlesAreFoundWhereverTheyStart() {
    let needles = ["Hosting", "Representable", "puente:", "rootView", "Flags", "FeatureFlag", "Toggles"]
    let search = NeedleSearch(needles)
    for needle in needles {
      for padding in 0..<24 {
        let text = Array(String(repeating: "x", count: padding).utf8) + Array(needle.utf8) + Array("  ".utf8)
        #expect(text.withUnsafeBufferPointer { search.scan($0).found }, "\(needle) after \(padding) bytes")
        #expect(!Array(text.dropLast(3)).withUnsafeBufferPointer { search.scan($0).found })
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
