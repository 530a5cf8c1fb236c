import Testing

@testable import PuenteRules
@testable import PuenteSource

/// Shim-audit bugs found by review, each pinned by the test named for it.
@Suite struct ShimRegressionTests {
  /// A shim deprecated on iOS only was called removable although the macOS build, which
  /// the attribute says nothing about, still needed its fallback.
  @Test func aShimDeprecatedOnOnePlatformStaysWhileAnotherTargetedPlatformNeedsIt() throws {
    let files = [
      "Package.swift": "let package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v13)])\n",
      "Sources/Compat.swift": """
      import SwiftUI
      @available(iOS, deprecated: 17.0)
      extension View {
        func compatInspector() -> some View { self }
      }

      """,
    ]
    let source = MemorySource(files: files)
    let setup = try ShimAudit.prepare(source: source, configuration: .default, force: true)
    let report = try ShimAudit.run(source: source, configuration: .default, setup: setup)
    #expect(!setup.targets.global.isEmpty)
    #expect(!report.entries.contains { $0.finding.ruleID == "removable-shim" })
  }
}

/// Review: for a never-true `if #unavailable … else …` the suggested deletion ended at
/// the guarded body and left a dangling `else`.
@Suite struct UnavailableElseRegressionTests {
  @Test func aNeverTrueUnavailableWithElseReplacesTheWholeStatement() throws {
    let files = [
      "Package.swift": "let package = Package(name: \"App\", platforms: [.iOS(\"16.4\")])\n",
      "Sources/Feed.swift": """
      func refresh() {
        if #unavailable(iOS 16) {
          print("old")
        } else {
          print("new")
        }
      }

      """,
    ]
    let source = MemorySource(files: files)
    let setup = try ShimAudit.prepare(source: source, configuration: .default, force: true)
    let report = try ShimAudit.run(source: source, configuration: .default, setup: setup)
    let item = try #require(report.entries.first)
    #expect(item.removableLines == 2...6)
    #expect(item.finding.message.contains("replace the statement (lines 2-6) with the body of its `else` branch"))
  }
}
