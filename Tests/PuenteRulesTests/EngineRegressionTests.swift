import PuenteLexer
import Testing

@testable import PuenteRules
@testable import PuenteSource

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
    let context = engine.initialContext()
    let rules = Engine.PreparedRules(engine, in: context)
    let file = SourceFile(path: "Features/A.swift", bytes: Array("let h = AppHost(rootView: v)\n".utf8))
    func ids(_ hosting: [String: String]) -> [String] {
      engine.checkedRuleIDs(
        file, in: context.seeded(BridgeTypes.self, BridgeTypes(hosting: hosting, representable: [:])), rules: rules)
    }
    #expect(ids(["OtherHost": "UIHostingController"]).isEmpty)
    #expect(ids(["AppHost": "UIHostingController"]) == ["hosting-outside-adapter"])
  }

  /// A byte order mark counted as a column: Xcode and editors put `let` at 1:1.
  @Test func byteOrderMarkIsNotAColumn() throws {
    let source = "\u{FEFF}let h = UIHostingController(rootView: v)\n"
    let report = try Engine(configuration: .default).scan(MemorySource(files: ["Features/BOM.swift": source]))
    #expect(report.findings.map(\.location) == [LineColumn(line: 1, column: 9)])
  }

  /// The fix a hosting finding asks for names what the factory would hand out: a cell's
  /// content configuration and a hosting view are not view controllers.
  @Test func hostingMessagesNameWhatTheFactoryWouldMake() throws {
    let source = """
      cell.contentConfiguration = UIHostingConfiguration { Row() }
      let view = NSHostingView(rootView: Row())
      let host = UIHostingController(rootView: Row())

      """
    let report = try Engine(configuration: .default).scan(MemorySource(files: ["Features/Cells.swift": source]))
    #expect(
      report.findings.map { $0.message.components(separatedBy: "ask a factory there for the ").last ?? "" } == [
        "cell's content configuration", "view", "view controller",
      ])
  }

  /// A line directive above a statement whose finding is further down is misplaced, and
  /// the message says where the finding is rather than "delete it".
  @Test func aMisplacedLineSuppressionSaysWhereTheFindingIs() throws {
    let source = """
      // puente:disable-next-line environment-reinjection-outside-adapter -- legacy
      let host = UIHostingController(rootView: OrdersView()
        .environmentObject(store))
      // puente:disable-next-line representable-outside-adapter -- nothing here

      """
    let engine = Engine(configuration: .default, options: ScanOptions(reportUnusedSuppressions: true))
    let report = try engine.scan(MemorySource(files: ["Features/Host.swift": source]))
    let unused = report.findings.filter { $0.ruleID == "unused-suppression" }.map(\.message)
    #expect(
      unused == [
        "this suppression of `environment-reinjection-outside-adapter` silences nothing: the finding is on line 3, "
          + "not the line after the comment; move the comment to just above line 3, or put "
          + "`// puente:disable environment-reinjection-outside-adapter` and "
          + "`// puente:enable environment-reinjection-outside-adapter` around the statement",
        "this suppression of `representable-outside-adapter` silences nothing; delete it",
      ])
  }

  /// A rule id with a stray colon (`hosting-outside-adapter: legacy`) or a typo gets the
  /// id it most likely meant.
  @Test func anUnknownSuppressedRuleSuggestsTheClosestId() throws {
    let source = """
      // puente:disable-next-line hosting-outside-adapter: legacy
      let host = UIHostingController(rootView: OrdersView())

      """
    let report = try Engine(configuration: .default).scan(MemorySource(files: ["Features/Host.swift": source]))
    #expect(
      report.findings.filter { $0.ruleID == "unknown-suppression-rule" }.map(\.message) == [
        "`puente:disable-next-line` names unknown rules `hosting-outside-adapter:`, `legacy`; write the reason "
          + "after `--` (`puente:disable-next-line RULE-ID -- reason`), and see `puente rules` for ids"
      ])
    let typo =
      "// puente:disable-next-line hosting-outside-adaptor -- legacy\nlet h = UIHostingController(rootView: V())\n"
    let typoReport = try Engine(configuration: .default).scan(MemorySource(files: ["Features/Typo.swift": typo]))
    #expect(
      typoReport.findings.filter { $0.ruleID == "unknown-suppression-rule" }.map(\.message) == [
        "`puente:disable-next-line` names unknown rule `hosting-outside-adaptor`; did you mean "
          + "`hosting-outside-adapter`? `puente rules` lists the rule ids"
      ])
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
  /// A hosting subclass that phase 2 makes a needle, named in a file with identical
  /// lines, and a file without findings.
  static let grownNeedleFiles: [String: String] = {
    let line = "let h = UIHostingController(rootView: v)"
    return [
      "Adapters/Host.swift": "final class ThemedHostingController<V: View>: UIHostingController<V> {}\n",
      "Features/B.swift": "\(line)\n\(line)\nlet t = ThemedHostingController(rootView: v)\n",
      "Features/A.swift": "\(line)\n// x\n\(line)\n\(line)\n",
      "Features/C.swift": "let x = 1\n",
    ]
  }()

  @Test func fingerprintsWorkedOutPerFileAreTheWholeReportsOnes() throws {
    let report = try Engine(configuration: .default).scan(MemorySource(files: Self.grownNeedleFiles))
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

/// The analyses rules share: each computed once where it is asked for.
@Suite struct AnalysisTests {
  /// Counts its runs, to prove memoisation.
  final class Runs: @unchecked Sendable {
    var count = 0
  }
  static let runs = Runs()

  enum CountingFileAnalysis: FileAnalysis {
    static func run(_ file: SourceFile, in scan: ScanContext) -> Int {
      AnalysisTests.runs.count += 1
      return file.tokens.count
    }
  }

  enum CountingScanAnalysis: ScanAnalysis {
    static func run(_ scan: ScanContext) -> Int {
      AnalysisTests.runs.count += 1
      return scan.configuration.adapters.count
    }
  }

  @Test func fileAndScanAnalysesRunOncePerFileAndScan() {
    let scan = ScanContext(configuration: .default)
    let file = SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8))
    let analyses = FileAnalyses()
    let first = RuleContext(file: file, isAdapter: false, options: [:], scan: scan, analyses: analyses)
    let second = RuleContext(file: file, isAdapter: false, options: [:], scan: scan, analyses: analyses)
    Self.runs.count = 0
    #expect(first.result(of: CountingFileAnalysis.self) == 4)
    #expect(second.result(of: CountingFileAnalysis.self) == 4)
    #expect(first.result(of: CountingScanAnalysis.self) == 1)
    #expect(second.result(of: CountingScanAnalysis.self) == 1)
    #expect(Self.runs.count == 2)
    // Another scan (another set of declarations) computes its own.
    #expect(scan.with(declarations: TypeIndex()).result(of: CountingScanAnalysis.self) == 1)
    #expect(Self.runs.count == 3)
  }

  /// The report and the trend listed the rules that ran without the suppression checks
  /// once those stopped being rules: their columns went missing from `puente report`.
  @Test func theChecksThatRanIncludeTheSuppressionChecks() {
    #expect(Engine(configuration: .default).enabledChecks.map(\.id).contains("unknown-suppression-rule"))
    #expect(!Engine(configuration: .default).enabledChecks.map(\.id).contains("unused-suppression"))
    let reporting = Engine(configuration: .default, options: ScanOptions(reportUnusedSuppressions: true))
    #expect(reporting.enabledChecks.map(\.id).contains("unused-suppression"))
    #expect(reporting.enabledChecks.map(\.id) == reporting.enabledChecks.map(\.id).sorted())
  }

  /// A declared bridge type is a needle that grew from the declarations: a staged
  /// change to its declaration can make debt in files the commit does not touch.
  @Test func needlesGrownFromDeclarationsAreReported() {
    let files = [
      "Adapters/Host.swift": "final class AppHost: UIHostingController<AnyView> {}\n",
      "Features/A.swift": "let a = AppHost(rootView: AnyView(Text(\"a\")))\n",
    ]
    let report = Engine(configuration: .default).scan(paths: files.keys.sorted(), source: MemorySource(files: files))
    #expect(report.grownNeedles == ["AppHost"])
    #expect(report.findings.map(\.path) == ["Features/A.swift"])
  }
}
