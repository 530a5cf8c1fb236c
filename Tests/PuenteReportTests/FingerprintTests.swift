import PuenteLexer
import Testing

@testable import PuenteRules

@Suite struct SHA256Tests {
  /// FIPS 180-2 appendix B vectors, plus the empty message.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func knownVectors(message: String, expected: String) {
    #expect(SHA256.hexDigest(Array(message.utf8)) == expected)
  }

  /// 55, 56 and 64 bytes sit on the padding boundaries (one block, two blocks).
  @Test func paddingBoundaries() {
    #expect(
      SHA256.hexDigest(Array(repeating: UInt8(ascii: "a"), count: 55))
        == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
    #expect(
      SHA256.hexDigest(Array(repeating: UInt8(ascii: "a"), count: 56))
        == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    #expect(
      SHA256.hexDigest(Array(repeating: UInt8(ascii: "a"), count: 64))
        == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
  }
}

@Suite struct FingerprintTests {
  /// The byte-wise path for ASCII lines collapses exactly what Unicode's White_Space does.
  @Test func asciiNormalizationMatchesTheScalarDefinition() {
    let pieces = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "a", "let", "\u{1C}", "=", "  "]
    var state: UInt64 = 0x5eed
    for _ in 0..<2_000 {
      var line = ""
      for _ in 0..<8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        line += pieces[Int(state >> 33) % pieces.count]
      }
      var expected = ""
      var pending = false
      for scalar in line.unicodeScalars {
        if scalar.properties.isWhitespace {
          pending = !expected.isEmpty
        } else {
          if pending { expected += " " }
          pending = false
          expected.unicodeScalars.append(scalar)
        }
      }
      #expect(Fingerprint.normalize(line) == expected, "\(line.debugDescription)")
    }
  }

  func finding(
    rule: String = "hosting-outside-adapter", path: String = "App/Root.swift", line: Int,
    text: String
  ) -> Finding {
    Finding(
      ruleID: rule, severity: .error, path: path, offset: UInt32(line * 40),
      location: LineColumn(line: line, column: 5),
      message: "`UIHostingController` used outside the adapter layer", lineText: text)
  }

  /// Pinned against `printf 'rule\0path\0line\0' '0' | sha256sum`, so the documented formula
  /// is what ships and a change to it cannot go unnoticed (baselines store these).
  @Test func matchesDocumentedFormula() {
    let f = Finding(
      ruleID: "uikit-import-in-view", severity: .warning, path: "App/Login View.swift",
      offset: 0, location: LineColumn(line: 1, column: 1), message: "m",
      lineText: "import   UIKit")
    #expect(
      Fingerprint.compute([f])
        == ["83cb053e3c6fd3cb436a7ff66e43d26eb21c28889874130cd9513ff625e99dd0"])
  }

  @Test func survivesLineShift() {
    let before = finding(line: 10, text: "let host = UIHostingController(rootView: v)")
    let after = finding(line: 42, text: "let host = UIHostingController(rootView: v)")
    #expect(Fingerprint.compute([before]) == Fingerprint.compute([after]))
  }

  @Test func survivesReindentation() {
    let before = finding(line: 10, text: "let host = UIHostingController(rootView: v)")
    let after = finding(line: 11, text: "\tlet host =  UIHostingController(rootView: v)  ")
    #expect(Fingerprint.compute([before]) == Fingerprint.compute([after]))
  }

  @Test func survivesEditsToOtherFindingsLines() {
    let target = finding(line: 30, text: "UIHostingController(rootView: b)")
    let before = Fingerprint.compute([
      finding(line: 3, text: "UIHostingController(rootView: a)"), target,
    ])
    let after = Fingerprint.compute([
      finding(line: 3, text: "UIHostingController(rootView: z)"), target,
    ])
    #expect(before[1] == after[1])
    #expect(before[0] != after[0])
  }

  @Test func identicalLinesGetDistinctFingerprintsByOccurrence() {
    let text = "UIHostingController(rootView: v)"
    let prints = Fingerprint.compute([finding(line: 3, text: text), finding(line: 9, text: text)])
    #expect(prints[0] != prints[1])
    let composed = { (n: Int) in
      SHA256.hexDigest(
        Array("hosting-outside-adapter\u{0}App/Root.swift\u{0}\(text)\u{0}\(n)".utf8))
    }
    #expect(prints == [composed(0), composed(1)])
  }

  @Test func occurrenceIsCountedPerRuleAndFile() {
    let text = "UIHostingController(rootView: v)"
    let prints = Fingerprint.compute([
      finding(path: "A.swift", line: 1, text: text),
      finding(path: "B.swift", line: 1, text: text),
      finding(rule: "other-rule", path: "B.swift", line: 2, text: text),
    ])
    let alone = [
      Fingerprint.compute([finding(path: "A.swift", line: 1, text: text)])[0],
      Fingerprint.compute([finding(path: "B.swift", line: 1, text: text)])[0],
      Fingerprint.compute([finding(rule: "other-rule", path: "B.swift", line: 2, text: text)])[0],
    ]
    #expect(prints == alone)
  }

  /// A large report in order is worked out in two halves cut where the path changes:
  /// the same fingerprints as on one thread, whether the middle falls inside a file's
  /// findings (repeated identical lines among them) or there is no second file at all.
  @Test func halvesGiveWhatOneThreadGives() {
    var findings: [Finding] = []
    for file in 0..<7 {
      for line in 1...(file == 3 ? 60 : 11) {
        findings.append(
          finding(path: "Feature\(file).swift", line: line, text: "UIHostingController(rootView: v\(line % 4))"))
      }
    }
    findings.sort()
    #expect(findings.count >= 64)
    #expect(Fingerprint.compute(findings) == Fingerprint.serially(findings))
    #expect(Set(Fingerprint.compute(findings)).count == findings.count)
    let oneFile = (1...80).map { finding(line: $0, text: "UIHostingController(rootView: v)") }
    #expect(Fingerprint.compute(oneFile) == Fingerprint.serially(oneFile))
    // Out of order: one thread, as before.
    #expect(Fingerprint.compute(findings.reversed()) == Fingerprint.serially(findings).reversed())
  }

  @Test func resultDoesNotDependOnInputOrder() {
    let text = "UIHostingController(rootView: v)"
    let first = finding(line: 3, text: text)
    let second = finding(line: 9, text: text)
    let sorted = Fingerprint.compute([first, second])
    let reversed = Fingerprint.compute([second, first])
    #expect(reversed == [sorted[1], sorted[0]])
  }

  @Test func changesWhenRulePathOrLineTextChanges() {
    let base = finding(line: 1, text: "UIHostingController(rootView: v)")
    var otherRule = base
    otherRule.ruleID = "other-rule"
    var otherPath = base
    otherPath.path = "App/Other.swift"
    var otherText = base
    otherText.lineText = "UIHostingController(rootView: w)"
    let prints =
      Fingerprint.compute([base]) + Fingerprint.compute([otherRule])
      + Fingerprint.compute([otherPath]) + Fingerprint.compute([otherText])
    #expect(Set(prints).count == 4)
  }

  @Test func emptyInputGivesEmptyOutput() {
    #expect(Fingerprint.compute([]) == [])
  }

  @Test(arguments: [
    ("let x = 1", "let x = 1"),
    ("  let\t\tx =\u{00A0}1  ", "let x = 1"),
    ("\r\n let x\n", "let x"),
    ("", ""),
    (" \t ", ""),
    ("let café  = \"ü\"", "let café = \"ü\""),
  ])
  func normalize(line: String, expected: String) {
    #expect(Fingerprint.normalize(line) == expected)
  }
}
