import Testing

@testable import PuenteRules
@testable import PuenteSource

/// Reading `git diff -U0` output: the new side's changed lines, by new path.
@Suite struct ChangedLinesTests {
  static func parse(_ text: String) -> [String: [ClosedRange<Int>]] { ChangedLines.parse(Array(text.utf8)) }

  @Test func hunksGiveTheNewSidesLinesAndPureDeletionsGiveNone() {
    let diff = """
      diff --git a/App/A.swift b/App/A.swift
      index 1111111..2222222 100644
      --- a/App/A.swift
      +++ b/App/A.swift
      @@ -3 +3 @@ import SwiftUI
      -let a = 1
      +let a = 2
      @@ -7,2 +6,0 @@ struct S {
      -  let x = 1
      -  let y = 2
      @@ -10,0 +10,3 @@ struct S {
      +  let p = 1
      +  let q = 2
      +  let r = 3
      \\ No newline at end of file

      """
    #expect(Self.parse(diff) == ["App/A.swift": [3...3, 10...12]])
  }

  /// Regression: an added line reading `++ b/x` shows as `+++ b/x` in the hunk and is
  /// content, not the next file's header.
  @Test func aLineLookingLikeAHeaderInsideAHunkIsContent() {
    let diff = """
      diff --git a/A.swift b/A.swift
      --- a/A.swift
      +++ b/A.swift
      @@ -1,0 +2,2 @@
      +++ b/Other.swift
      +@@ -1 +1 @@
      diff --git a/Gone.swift b/Gone.swift
      deleted file mode 100644
      --- a/Gone.swift
      +++ /dev/null
      @@ -1,2 +0,0 @@
      -let a = 1
      -let b = 2

      """
    #expect(Self.parse(diff) == ["A.swift": [2...3]])
  }

  @Test func quotedNamesAndNamesWithSpacesAreDecoded() {
    let diff = """
      diff --git "a/App/Say \\"hi\\".swift" "b/App/Say \\"hi\\".swift"
      --- "a/App/Say \\"hi\\".swift"
      +++ "b/App/Say \\"hi\\".swift"
      @@ -0,0 +1 @@
      +let a = 1
      diff --git a/App/Login View.swift b/App/Login View.swift
      --- a/App/Login View.swift\t
      +++ b/App/Login View.swift\t
      @@ -0,0 +1 @@
      +let a = 1
      diff --git "a/App/\\303\\251t\\303\\251.swift" "b/App/\\303\\251t\\303\\251.swift"
      --- "a/App/\\303\\251t\\303\\251.swift"
      +++ "b/App/\\303\\251t\\303\\251\\t.swift"
      @@ -0,0 +5,2 @@
      +let a = 1
      +let b = 1

      """
    #expect(
      Self.parse(diff) == [
        "App/Say \"hi\".swift": [1...1], "App/Login View.swift": [1...1], "App/été\t.swift": [5...6],
      ])
  }

  @Test func containsChecksRangesAndWholeFiles() {
    let changed = ChangedLines(lines: ["A.swift": [3...4, 9...9]], wholeFiles: ["New.swift"])
    let lines = [2, 3, 4, 5, 9, 10].filter { changed.contains("A.swift", line: $0) }
    #expect(lines == [3, 4, 9])
    #expect(changed.contains("New.swift", line: 400))
    #expect(!changed.contains("B.swift", line: 1))
  }

  /// A merge being concluded: the lines changed against both parents, overlapping
  /// ranges cut to their common part; a path missing on one side has none.
  @Test func intersectionKeepsTheLinesChangedAgainstBothBases() {
    let head = ChangedLines(
      lines: ["A.swift": [2...5, 9...9, 20...22], "B.swift": [1...3]], wholeFiles: ["New.swift", "Mine.swift"])
    let mergeHead = ChangedLines(lines: ["A.swift": [1...2, 4...9], "C.swift": [1...1]], wholeFiles: ["New.swift"])
    let both = head.intersection(mergeHead)
    #expect(both == ChangedLines(lines: ["A.swift": [2...2, 4...5, 9...9]], wholeFiles: ["New.swift"]))
  }
}
