import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// The inventory `ui-test-identifier-missing` judges by is the one `puente identifiers`
/// lists, whether a scan gathers it in its pass over the files or the command reads the
/// repository.
@Suite struct IdentifierInventoryTests {
  /// The inventory of `source` as a scan gathers it, and as the command builds it; the
  /// scan's findings of the rule.
  static func inventories(_ source: any FileSource, configuration: Configuration = .default) throws -> (
    scanned: IdentifierInventory, built: IdentifierInventory, gathered: Bool
  ) {
    let repository = Repository(source: source)
    _ = try Engine(configuration: configuration).scan(source, gatheringInto: repository)
    let gathered = repository.gathered(IdentifierInventoryAnalysis.self) != nil
    let scan = ScanContext(configuration: configuration, inputs: ScanInputs(repository: repository))
    let built = IdentifierInventory.build(in: Repository(source: source), configuration: configuration)
    return (IdentifierInventoryAnalysis.run(scan), built, gathered)
  }

  @Test func aScanGathersTheInventoryTheCommandBuilds() throws {
    let corpus = CorpusTests.corpus + "/UITestIdentifiersAcrossScreens"
    let (scanned, built, gathered) = try Self.inventories(WalkSource(root: corpus))
    #expect(gathered)
    #expect(scanned == built)
    #expect(!built.queried.isEmpty && !built.set.isEmpty && !built.mentioned.isEmpty)
  }

  /// Constants declared where no needle is (`enum A11y`), resolved by a second look;
  /// a name that only occurs inside another (`playlist`) is no reason to lex a file.
  @Test func constantsWithoutANeedleAreFoundByTheirNames() throws {
    let source = MemorySource(files: [
      "App/A11y.swift": """
      enum A11y {
        enum Maps { static let list = "maps.list" }
      }
      """,
      "App/Playlist.swift": """
      enum Other {
        enum Maps { static let list = "other.list" }
      }
      let playlist = Other.Maps.self
      """,
      "App/MapsView.swift": """
      struct MapsView: View {
        var body: some View { List {}.accessibilityIdentifier(A11y.Maps.list) }
      }
      """,
      "UITests/MapsUITests.swift": """
      import XCTest
      final class MapsUITests: XCTestCase {
        func testList() { XCTAssertTrue(XCUIApplication().tables[A11y.Maps.list].exists) }
      }
      """,
    ])
    let (scanned, built, gathered) = try Self.inventories(source)
    #expect(gathered)
    #expect(scanned == built)
    #expect(built.queried["maps.list"] != nil && built.set["maps.list"] != nil)
    let declares = { (text: String) in
      Array(text.utf8).withUnsafeBufferPointer { IdentifierInventory.declaresName($0, Array("list".utf8)) }
    }
    #expect(declares("static let list = 1") && declares("case `list`") && declares("let\n  list = 1"))
    #expect(declares("let /* a */ list = 1") && declares("let // a\n  list = 1"))
    #expect(!declares("let playlist = 1; lists.append(list)") && !declares("for x in list {}"))
  }

  /// The literals that may name a missing identifier are found from every quote.
  @Test func quotedHashesFindEveryIdentifierLikeLiteral() {
    let text = #"a["x.y"]; b("c""d_e-1") "not one" "" "é.f""#
    let found = Array(text.utf8).withUnsafeBufferPointer(IdentifierInventory.quotedHashes)
    let expected = ["x.y", "c", "d_e-1", "é.f"].map { Array($0.utf8).withUnsafeBufferPointer(IdentifierInventory.hash) }
    #expect(Set(expected).isSubset(of: Set(found)))
    #expect(!found.contains(Array("not one".utf8).withUnsafeBufferPointer(IdentifierInventory.hash)))
  }

  /// Regression (issue 25): the inventory read every Swift file again, serially, up to
  /// three times, so a scan of a repository holding one UI test cost nine scans.
  @Test func aScanReadsEachFileOnceWhenEveryQueryIsSet() throws {
    var files: [String: String] = [
      "App/OrdersView.swift": """
      struct OrdersView: View {
        var body: some View { List {}.accessibilityIdentifier("orders.list") }
      }
      """,
      "UITests/OrdersUITests.swift": """
      import XCTest
      final class OrdersUITests: XCTestCase {
        func testList() { XCTAssertTrue(XCUIApplication().tables["orders.list"].exists) }
      }
      """,
    ]
    for i in 0..<20 { files["App/Model\(i).swift"] = "struct Model\(i) { var list: [Int] = [] }\n" }
    let source = CountingSource(MemorySource(files: files))
    let report = try Engine(configuration: .default).scan(source)
    #expect(report.findings.isEmpty)
    #expect(source.reads.values.allSatisfy { $0 == 1 } && source.reads.count == files.count)
  }
}

/// A source that counts the reads of each path.
final class CountingSource: FileSource, @unchecked Sendable {
  let wrapped: MemorySource
  private let lock = NSLock()
  private var counts: [String: Int] = [:]
  var description: String { wrapped.description }

  init(_ wrapped: MemorySource) { self.wrapped = wrapped }

  var reads: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    return counts
  }

  func list() throws(SourceError) -> [String] { try wrapped.list() }

  func read(_ path: String) throws(SourceError) -> [UInt8] {
    lock.lock()
    counts[path, default: 0] += 1
    lock.unlock()
    return try wrapped.read(path)
  }
}
