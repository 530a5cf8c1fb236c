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

  /// A byte order mark counted as a column: Xcode and editors put `let` at 1:1.
  @Test func byteOrderMarkIsNotAColumn() throws {
    let source = "\u{FEFF}let h = UIHostingController(rootView: v)\n"
    let report = try Engine(configuration: .default).scan(MemorySource(files: ["Features/BOM.swift": source]))
    #expect(report.findings.map(\.location) == [LineColumn(line: 1, column: 9)])
  }
}
