import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// A streamed scan (`Engine.scan(_:each:)`) hands on every file's findings in path
/// order, whichever worker finishes first, and they are the held scan's.
struct StreamedScanTests {
  @Test func itemsCompletedOutOfOrderAreReleasedInOrder() {
    var released: [String] = []
    let inOrder = InOrder<String> { released.append($0) }
    inOrder.complete(2, "c")
    #expect(released.isEmpty)
    inOrder.complete(0, "a")
    #expect(released == ["a"])
    inOrder.complete(3, "d")
    #expect(released == ["a"])
    inOrder.complete(1, "b")
    #expect(released == ["a", "b", "c", "d"])
    inOrder.complete(4, "e")
    #expect(released == ["a", "b", "c", "d", "e"])
  }

  @Test func itemsCompletedOnManyThreadsAreReleasedInOrder() {
    final class Released: @unchecked Sendable { var items: [Int] = [] }
    let released = Released()
    let inOrder = InOrder<Int> { released.items.append($0) }
    // Each thread completes its items backwards, so most arrive before their turn.
    DispatchQueue.concurrentPerform(iterations: 4) { w in
      for i in stride(from: 999 - w, through: 0, by: -4) { inOrder.complete(i, i) }
    }
    #expect(released.items == Array(0..<1000))
  }

  /// Files found late (phase 2), files checked again for a grown needle (phase 3) and
  /// files past the budget of held findings all come out in their place.
  @Test(arguments: [1 << 16, 1, 0])
  func streamedFindingsAreTheHeldScansInPathOrder(budget: Int) throws {
    var files = EngineRegressionTests.grownNeedleFiles
    files["Features/Late.swift"] = "let t = ThemedHostingController(rootView: v)\n"
    for i in 0..<30 {
      files["Screens/S\(i).swift"] = String(repeating: "let h = UIHostingController(rootView: v)\n", count: i % 4)
    }
    let source = MemorySource(files: files)
    let held = try Engine(configuration: .default).scan(source)
    var engine = Engine(configuration: .default)
    engine.heldFindingsPerWorker = budget
    var streamed: [FileFindings] = []
    let report = try engine.scan(source) { streamed.append($0) }
    #expect(report.findings.isEmpty)
    #expect(report.filesScanned == held.filesScanned)
    let paths = streamed.map(\.path)
    #expect(paths == paths.sorted())
    #expect(Set(paths).count == paths.count)
    #expect(streamed.allSatisfy { file in !file.findings.isEmpty && file.findings.allSatisfy { $0.path == file.path } })
    #expect(streamed.flatMap(\.findings) == held.findings)
    #expect(streamed.flatMap { $0.fingerprints() } == held.findingFingerprints())
    #expect(paths.contains("Features/Late.swift"))
  }
}
