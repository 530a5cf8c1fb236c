import PuenteLexer
import Testing

@testable import PuenteRules

/// Engine bugs found by review, each pinned by the test named for it.
@Suite struct EngineRegressionTests {
  /// Every finding kept its own copy of its line, and each column was counted from the
  /// line start: 100,000 findings on one 3.4 MB line ran out of memory.
  @Test func manyFindingsOnOneLongLineShareTheLineAndCountColumnsOnce() throws {
    let item = "UIHostingController<AnyView>.self"
    let count = 2000
    let source = "import SwiftUI\nlet a = [" + Array(repeating: item, count: count).joined(separator: ",") + "]\n"
    let engine = Engine(configuration: .default)
    let report = try engine.scan(MemorySource(files: ["Features/Long.swift": source]))
    #expect(report.findings.count == count)
    let last = try #require(report.findings.last)
    #expect(last.location == LineColumn(line: 2, column: 10 + (count - 1) * (item.count + 1)))
    #expect(last.lineText.utf8.count <= SourceFile.maximumLineText)
  }

  /// The hosting names' filter was kept in the values shared by a scan's checks under
  /// the hosting map's size: checks with two different maps of one size (the trend's
  /// per-version maps) took the first one's filter, and missed the second's names.
  @Test func checksWithEqualSizedHostingMapsDoNotShareAFilter() {
    let engine = Engine(configuration: .default)
    let rules = engine.enabledRules
    let known = Set(RuleRegistry.all.map(\.id))
    let shared = ScanShared()
    let file = SourceFile(path: "Features/A.swift", bytes: Array("let h = AppHost(rootView: v)\n".utf8))
    let first = engine.check(
      file, rules: rules, known: known, hosting: ["OtherHost": "UIHostingController"], representable: [:],
      shared: shared)
    let second = engine.check(
      file, rules: rules, known: known, hosting: ["AppHost": "UIHostingController"], representable: [:],
      shared: shared)
    #expect(first.isEmpty)
    #expect(second.map(\.ruleID) == ["hosting-outside-adapter"])
  }

  /// A byte order mark counted as a column: Xcode and editors put `let` at 1:1.
  @Test func byteOrderMarkIsNotAColumn() throws {
    let source = "\u{FEFF}let h = UIHostingController(rootView: v)\n"
    let report = try Engine(configuration: .default).scan(MemorySource(files: ["Features/BOM.swift": source]))
    #expect(report.findings.map(\.location) == [LineColumn(line: 1, column: 9)])
  }

  /// The engine checks a lexed file at once against the hosting and representable roots
  /// and checks it again only when its identifiers name a type declared elsewhere. Each
  /// route must give the findings of a whole-index check: a name without `Hosting` in it
  /// (checked early, then again), one with it (held until the index is whole), a file
  /// with no needle at all (found by the later name search), and one naming nothing
  /// declared (checked once).
  @Test func filesCheckedBeforeTheIndexIsWholeGetTheSameFindings() throws {
    let files: [String: String] = [
      "Adapters/Screens.swift": """
      typealias Screen = UIHostingController<AnyView>
      final class ThemedHostingController<V: View>: UIHostingController<V> {}
      protocol Wrapper: UIViewRepresentable {}
      """,
      "Features/Early.swift": """
      func make(_ v: AnyView) -> UIViewController {
        let host = Screen(rootView: v) // a needle (`rootView`), no `Hosting` in a name
        return host
      }
      """,
      "Features/Held.swift": "let themed = ThemedHostingController(rootView: Text(\"x\"))\n",
      "Features/Late.swift": "let plain = Screen(content: v)\n",
      "Features/Conforms.swift":
        "struct MapView: Wrapper { func makeUIView(context: Context) -> MKMapView { .init() } }\n",
      "Features/Unrelated.swift": "let host = UIHostingController(rootView: v)\n",
    ]
    let report = try Engine(configuration: .default).scan(MemorySource(files: files))
    let found = report.findings.map { "\($0.path):\($0.location.line):\($0.location.column) \($0.ruleID)" }
    #expect(
      found == [
        "Features/Conforms.swift:1:17 representable-outside-adapter",
        "Features/Early.swift:2:14 hosting-outside-adapter",
        "Features/Held.swift:1:14 hosting-outside-adapter",
        "Features/Late.swift:1:13 hosting-outside-adapter",
        "Features/Unrelated.swift:1:12 hosting-outside-adapter",
      ])
  }

  /// The engine works each file's fingerprints out in its workers: they are what
  /// `Fingerprint.compute` gives over the whole report, across files and routes (checked
  /// at once, held, found late) and with identical lines in one file; and a report
  /// whose findings change forgets them.
  @Test func fingerprintsWorkedOutPerFileAreTheWholeReportsOnes() throws {
    let line = "let h = UIHostingController(rootView: v)"
    let files: [String: String] = [
      "Adapters/Host.swift": "final class ThemedHostingController<V: View>: UIHostingController<V> {}\n",
      "Features/B.swift": "\(line)\n\(line)\nlet t = ThemedHostingController(rootView: v)\n",
      "Features/A.swift": "\(line)\n// x\n\(line)\n\(line)\n",
      "Features/C.swift": "let x = 1\n",
    ]
    let report = try Engine(configuration: .default).scan(MemorySource(files: files))
    #expect(report.findings.count == 6)
    #expect(report.findings == report.findings.sorted())
    let ordered = try #require(report.orderedFingerprints)
    #expect(ordered == Fingerprint.compute(report.findings))
    #expect(report.findingFingerprints() == ordered)
    var changed = report
    changed.findings.removeFirst()
    #expect(changed.orderedFingerprints == nil)
    #expect(changed.findingFingerprints() == Fingerprint.compute(changed.findings))
  }
}

/// The environment rule walks only its boundaries, merged: overlapping, nested and
/// touching ranges become one, in order, and gaps stay.
struct BoundaryMergeTests {
  @Test func rangesAreSortedAndCoalesced() {
    let merged = EnvironmentReinjectionOutsideAdapterRule.merged([20...25, 3...5, 4...9, 10...12, 30...30, 22...23])
    #expect(merged == [3...12, 20...25, 30...30])
    #expect(EnvironmentReinjectionOutsideAdapterRule.merged([]) == [])
  }
}
