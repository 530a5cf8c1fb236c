import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// `InnermostRanges` answers what a linear pass over the ranges answers: the shortest
/// range containing the position.
@Suite struct InnermostRangesTests {
  /// The answer by the linear pass `functionBody(containing:)` and
  /// `innermostType(containing:)` made before (issue 28): the index of the first of the
  /// shortest ranges containing `p`.
  static func linear(_ ranges: [Range<Int>], _ p: Int) -> Int? {
    var best: Int? = nil
    for (k, range) in ranges.enumerated() where range.contains(p) {
      if best == nil || range.count < ranges[best!].count { best = k }
    }
    return best
  }

  /// Nested and apart, sharing starts and ends, touching, duplicated, at 0.
  @Test func nestedRangesGiveTheInnermost() {
    let ranges = [0..<4, 0..<2, 5..<20, 6..<10, 6..<10, 10..<12, 12..<19, 13..<14, 21..<22]
    let index = InnermostRanges(ranges)
    for p in -1...23 {
      #expect(index.innermost(containing: p) == Self.linear(ranges, p), "at \(p)")
    }
  }

  /// Every range around a position, innermost first.
  @Test func enclosingListsEveryRangeAroundAPosition() {
    let ranges = [0..<30, 2..<10, 3..<5, 12..<20, 14..<15]
    let index = InnermostRanges(ranges)
    #expect(index.enclosing(4) == [2, 1, 0])
    #expect(index.enclosing(14) == [4, 3, 0])
    #expect(index.enclosing(11) == [0])
    #expect(index.enclosing(30) == [])
    #expect(InnermostRanges([0..<10, 5..<15, 7..<8]).enclosing(7) == [2, 0, 1])
  }

  /// Ranges that overlap without nesting are answered by the linear pass.
  @Test func overlappingRangesStillGiveTheShortest() {
    let ranges = [0..<10, 5..<15, 7..<8]
    let index = InnermostRanges(ranges)
    for p in -1...16 {
      #expect(index.innermost(containing: p) == Self.linear(ranges, p), "at \(p)")
    }
  }

  /// Every code position of every fixture and lexer stress file: its innermost function
  /// body and type are the linear pass's.
  @Test func everyPositionOfTheFixturesGivesTheLinearAnswer() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
    var checked = 0
    for folder in ["Corpus", "LexerStress", "LexerMalformed"] {
      let root = tests + "/" + folder
      let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
      for path in paths where path.hasSuffix(".swift") {
        let bytes = try FileReader.read(root + "/" + path)
        let outline = SourceFile(path: path, bytes: bytes).outline
        for p in -1...(outline.code.count + 1) {
          #expect(
            outline.functionBody(containing: p)
              == Self.linear(outline.functionBodies, p).map {
                outline.functionBodies[$0]
              }, "\(folder)/\(path) at \(p)")
          let typeBodies = outline.types.map { $0.body ?? 0..<0 }
          #expect(
            outline.innermostType(containing: p)?.namePosition
              == Self.linear(typeBodies, p).map { outline.types[$0].namePosition }, "\(folder)/\(path) at \(p)")
          let around = outline.types.filter { $0.body?.contains(p) == true }.sorted { $0.body!.count > $1.body!.count }
          #expect(
            outline.enclosingTypes(containing: p).map(\.namePosition) == around.map(\.namePosition),
            "\(folder)/\(path) at \(p)")
        }
        checked += outline.functionBodies.count
      }
    }
    #expect(checked > 100)
  }
}
