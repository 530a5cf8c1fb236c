import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// The baseline: recording findings, hiding them later, and only ever shrinking.
@Suite struct BaselineTests {
  static func scan(_ files: [String: String]) -> ScanReport {
    Engine(configuration: .default).scan(
      paths: files.keys.sorted(), source: MemorySource(files: files))
  }

  static func lines(_ report: ScanReport) -> [String] {
    report.findings.map { "\($0.path):\($0.location.line) \($0.ruleID)" }
  }

  static let old = """
    import SwiftUI

    let host = UIHostingController(rootView: Text("old"))

    """

  @Test func recordedDebtIsHiddenAfterLinesShiftWhileNewDebtInTheSameFileIsNot() {
    let baseline = Baseline(findings: Self.scan(["Features/A.swift": Self.old]).findings)
    #expect(baseline.entries.count == 1)
    let shifted = """
      import SwiftUI
      // a comment
      // and another, shifting everything down

      let host = UIHostingController(rootView: Text("old"))
      let fresh = UIHostingController(rootView: Text("new"))

      """
    let outcome = baseline.apply(to: Self.scan(["Features/A.swift": shifted]))
    #expect(Self.lines(outcome.report) == ["Features/A.swift:6 hosting-outside-adapter"])
    #expect(outcome.report.baselined == 1)
    #expect(outcome.report.fixedSinceBaseline == 0)
  }

  @Test func aKnownBridgeMovedToAnotherPathIsNewDebtThere() {
    let baseline = Baseline(findings: Self.scan(["Features/A.swift": Self.old]).findings)
    let outcome = baseline.apply(to: Self.scan(["Features/B.swift": Self.old]))
    #expect(Self.lines(outcome.report) == ["Features/B.swift:3 hosting-outside-adapter"])
    #expect(outcome.report.fixedSinceBaseline == 1)
  }

  @Test func identicalLinesAreCountedNotMerged() {
    let two = Self.old + "let host = UIHostingController(rootView: Text(\"old\"))\n"
    let baseline = Baseline(findings: Self.scan(["Features/A.swift": Self.old]).findings)
    let outcome = baseline.apply(to: Self.scan(["Features/A.swift": two]))
    #expect(outcome.report.findings.count == 1)
    #expect(outcome.report.baselined == 1)
  }

  /// A finding the baseline leaves visible keeps the fingerprint it has among all of its
  /// file's findings: the second of two identical lines stays the second, not the first
  /// (whose fingerprint the baseline holds), in what JSON and SARIF reports carry. Worked
  /// out from the visible findings alone, it took the hidden one's fingerprint, so code
  /// scanning saw the old alert where a new one was.
  @Test func aVisibleFindingKeepsItsFingerprintWhenAnEarlierIdenticalOneIsHidden() {
    let two = Self.old + "let host = UIHostingController(rootView: Text(\"old\"))\n"
    let baseline = Baseline(findings: Self.scan(["Features/A.swift": Self.old]).findings)
    let full = Self.scan(["Features/A.swift": two])
    let all = Fingerprint.compute(full.findings)
    let outcome = baseline.apply(to: full)
    #expect(outcome.report.findings.count == 1)
    #expect(outcome.report.findingFingerprints() == [all[1]])
    #expect(outcome.report.findingFingerprints() != baseline.entries.map(\.fingerprint))
    // A report no baseline touched has the fingerprints of its findings.
    #expect(full.findingFingerprints() == all)
  }

  @Test func fixedEntriesOutsideTheScopeAreNotCounted() {
    let baseline = Baseline(
      findings: Self.scan(["Features/A.swift": Self.old, "Features/B.swift": Self.old]).findings)
    let report = Self.scan(["Features/A.swift": "let fixed = 1\n"])
    #expect(baseline.apply(to: report).report.fixedSinceBaseline == 2)
    let scoped = baseline.apply(to: report, inScope: { $0 == "Features/A.swift" })
    #expect(scoped.report.fixedSinceBaseline == 1)
    #expect(scoped.fixed.map(\.path) == ["Features/A.swift"])
  }

  @Test func removingFixedOnlyShrinks() {
    let both = ["Features/A.swift": Self.old, "Features/B.swift": Self.old]
    let baseline = Baseline(findings: Self.scan(both).findings)
    // B fixed, C new: the update drops B and does not take C.
    let now = Self.scan(["Features/A.swift": Self.old, "Features/C.swift": Self.old])
    let updated = baseline.removingFixed(current: now.findings)
    #expect(updated.entries.map(\.path) == ["Features/A.swift"])
    #expect(Set(updated.entries).isSubset(of: Set(baseline.entries)))
  }

  @Test func serializedFileIsSortedOneEntryPerLineAndRoundTrips() throws {
    let fingerprint = String(repeating: "a", count: 64)
    let odd = "Features/Re\u{F1}as/\"quoted\" \\ back\nslash.swift"
    let baseline = Baseline(entries: [
      Baseline.Entry(path: "Z.swift", rule: "hosting-outside-adapter", fingerprint: fingerprint),
      Baseline.Entry(path: odd, rule: "representable-outside-adapter", fingerprint: fingerprint),
      Baseline.Entry(
        path: "A.swift", rule: "representable-outside-adapter", fingerprint: fingerprint),
      Baseline.Entry(path: "A.swift", rule: "hosting-outside-adapter", fingerprint: fingerprint),
      Baseline.Entry(path: "A.swift", rule: "hosting-outside-adapter", fingerprint: fingerprint),
    ])
    let text = String(decoding: baseline.serialized(), as: UTF8.self)
    let f = fingerprint
    #expect(
      text == """
        {
          "version": 1,
          "entries": [
            {"path": "A.swift", "rule": "hosting-outside-adapter", "fingerprint": "\(f)"},
            {"path": "A.swift", "rule": "representable-outside-adapter", "fingerprint": "\(f)"},
            {"path": "Features/Reñas/\\"quoted\\" \\\\ back\\nslash.swift", "rule": "representable-outside-adapter", "fingerprint": "\(f)"},
            {"path": "Z.swift", "rule": "hosting-outside-adapter", "fingerprint": "\(f)"}
          ]
        }

        """)
    let parsed = try Baseline.parse(baseline.serialized(), path: "b.json")
    #expect(parsed == baseline)
    #expect(parsed.serialized() == baseline.serialized())
  }

  @Test func emptyBaselineRoundTrips() throws {
    let empty = Baseline(entries: [])
    #expect(
      String(decoding: empty.serialized(), as: UTF8.self)
        == "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    #expect(try Baseline.parse(empty.serialized(), path: "b.json") == empty)
  }

  @Test(arguments: [
    ("{\"version\": 1, \"entries\": [", "not valid JSON"),
    ("[]", "expected a JSON object"),
    ("{\"entries\": []}", "missing the integer `version`"),
    ("{\"version\": 2, \"entries\": []}", "format version 2"),
    ("{\"version\": 1}", "missing the array `entries`"),
    (
      "{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"fingerprint\": \"x\"}]}",
      "entries[0] has no string `path`"
    ),
    (
      "{\"version\": 1, \"entries\": [{\"path\": \"p\", \"rule\": \"r\", \"fingerprint\": \"xyz\"}]}",
      "entries[0].fingerprint"
    ),
  ])
  func corruptFilesAreErrorsNamingTheFile(text: String, expected: String) {
    #expect {
      try Baseline.parse(Array(text.utf8), path: "team/.puente-baseline.json")
    } throws: { error in
      guard let error = error as? BaselineError else { return false }
      return error.path == "team/.puente-baseline.json" && error.message.contains(expected)
        && error.description.contains("team/.puente-baseline.json")
    }
  }

  @Test func writeIsAtomicAndLoadReadsItBack() throws {
    let folder = NSTemporaryDirectory() + "puente-baseline-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let baseline = Baseline(findings: Self.scan(["Features/A.swift": Self.old]).findings)
    let path = folder + "/" + Baseline.fileName
    try baseline.write(to: path)
    #expect(try Baseline.load(path: path) == baseline)
    // No temporary file left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [Baseline.fileName])
    #expect(throws: BaselineError.self) { try Baseline.load(path: folder + "/missing.json") }
  }
}
