import Foundation
import PuenteLexer
import Testing

@testable import PuenteRules

/// The items of `source` under `targets` (`iOS=17.0,…`), as `kind line[: removable lines]`.
private func items(_ source: String, _ targets: String = "iOS=17.0", path: String = "A.swift")
  throws -> [String]
{
  let file = SourceFile(path: path, bytes: Array(source.utf8))
  return ShimAnalysis.items(in: file, targets: try DeploymentTargets(parsing: targets)).map {
    item in
    let line = file.location(of: item.offset).line
    let lines = item.removableLines(in: file).map { " \($0.lowerBound)-\($0.upperBound)" } ?? ""
    return "\(item.kind.rawValue) \(line)\(lines)"
  }
}

/// What the analysis finds and which lines it says can go.
@Suite struct ShimAnalysisTests {
  @Test func anAlwaysTrueIfLosesItsWholeElseChain() throws {
    let source = """
      func f() {
        if #available(iOS 16, *) {
          a()
        } else if #available(iOS 15, *) {
          b()
        } else {
          c()
        }
      }
      """
    // Both checks are always true; the first makes everything after its `else` dead.
    #expect(try items(source) == ["alwaysTrueCheck 2 4-8", "alwaysTrueCheck 4 6-8"])
  }

  @Test func aLaterBranchOfAChainCanBeTheAlwaysTrueOne() throws {
    let source = """
      if #available(iOS 18, *) {
        a()
      } else if #available(iOS 17, *) {
        b()
      } else {
        c()
      }
      """
    #expect(try items(source) == ["alwaysTrueCheck 3 5-7"])
  }

  @Test func checksWithOtherConditionsOrNoElseOnlyLoseTheCheck() throws {
    let source = """
      if #available(iOS 15, *), isEnabled { a() } else { b() }
      if isEnabled, #available(iOS 15, *) { a() } else { b() }
      if #available(iOS 15, *) { a() }
      while #available(iOS 15, *) { break }
      """
    #expect(
      try items(source) == [
        "alwaysTrueCheck 1", "alwaysTrueCheck 2", "alwaysTrueCheck 3", "alwaysTrueCheck 4",
      ])
  }

  @Test func guardsLoseTheirElseOrWhatFollows() throws {
    let source = """
      func f() {
        guard #available(iOS 15, *) else {
          return
        }
        a()
      }
      func g() {
        guard #unavailable(iOS 16) else { return }
        legacy()
        legacyToo()
      }
      """
    #expect(try items(source) == ["alwaysTrueCheck 2 2-4", "neverTrueCheck 8 9-10"])
  }

  /// The whole statement goes (its `else` body stays): ending at the guarded body would
  /// leave a dangling `} else {`.
  @Test func aNeverTrueIfWithElseIsReplacedByItsElseBody() throws {
    let source = """
      if #unavailable(iOS 17) {
        legacy()
      } else {
        modern()
      }
      """
    #expect(try items(source) == ["neverTrueCheck 1 1-5"])
  }

  @Test func aNeverTrueIfWithoutElseLosesItsBody() throws {
    let source = """
      if #unavailable(iOS 17) {
        legacy()
      }
      modern()
      """
    #expect(try items(source) == ["neverTrueCheck 1 1-3"])
  }

  @Test func shimsGoWithTheirDocCommentsAndWholeDeclaration() throws {
    let source = """
      // MARK: - Compat
      /// Backport of `scrollBounceBehavior`.
      /// Delete with iOS 16.4.
      @available(iOS, deprecated: 16.4)
      @MainActor
      public func bounceBehavior(
        _ value: Int
      ) -> some View {
        self
      }

      extension View {
        @available(iOS, deprecated: 15.0) var legacyPadding: some View {
          padding()
        }
        @available(iOS, obsoleted: 16.0)
        static let legacyInsets = EdgeInsets(
          top: 1, leading: 2,
          bottom: 3, trailing: 4)
        func keep() {}
      }

      protocol Themed {
        @available(iOS, deprecated: 15.0)
        func legacyTint() -> Color
        var tint: Color { get }
      }

      enum Style {
        @available(iOS, deprecated: 15.0)
        case legacy
        case modern
      }
      """
    #expect(
      try items(source) == [
        "removableShim 4 2-10", "removableShim 13 13-15", "removableShim 16 16-19",
        "removableShim 24 24-25",
        "removableShim 30 30-31",
      ])
  }

  @Test func shimNamesAreTheDeclarationsOrAnExtensionsMembers() throws {
    let source = """
      @available(iOS, deprecated: 17.0)
      extension View where Self: Equatable {
        func emptyState() -> some View { placeholder() }
        var placeholderColor: Color { .gray }
        static func make() -> Self { fatalError() }
        private func placeholder() -> some View { self }
      }
      @available(iOS, deprecated: 17.0) init(legacy: Int) {}
      @available(iOS, deprecated: 17.0) static func + (a: V, b: V) -> V { a }
      """
    let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
    let found = ShimAnalysis.items(in: file, targets: try DeploymentTargets(parsing: "iOS=17"))
    #expect(found.map(\.declaration) == ["extension View", "init", "+"])
    #expect(found[0].names == ["emptyState", "placeholderColor", "make", "placeholder"])
    #expect(found[0].selfReferences == 5)
    #expect(found[1].names.isEmpty && found[2].names.isEmpty)
  }

  @Test func attributesAndChecksForUntargetedPlatformsAreIgnored() throws {
    let source = """
      @available(tvOS 15, *) struct A {}
      @available(tvOS, deprecated: 15) struct B {}
      if #available(watchOS 8, *) {}
      if #unavailable(visionOS 1) {}
      @available(iOS 15, tvOS 99, *) struct C {}
      """
    #expect(try items(source) == ["redundantAttribute 5"])
  }

  @Test func aTargetedPlatformBelowTheVersionKeepsTheItem() throws {
    let source = """
      @available(iOS 15, macOS 14, *) struct A {}
      @available(iOS, deprecated: 15) @available(macOS, deprecated: 14) struct B {}
      if #available(iOS 15, macOS 14, *) {}
      @available(iOS 15, *) struct C {}
      """
    // macOS 13 is below 14; `C` names only iOS, and macOS takes `*`.
    #expect(try items(source, "iOS=17.0,macOS=13.0") == ["redundantAttribute 4"])
  }

  @Test func offsetsAreBytesAndSurviveAMultibyteLineAbove() throws {
    let plain = "if #available(iOS 15, *) {}\n"
    let shifted = "let título = \"año 🌮\"\n" + plain
    let a = SourceFile(path: "A.swift", bytes: Array(plain.utf8))
    let b = SourceFile(path: "A.swift", bytes: Array(shifted.utf8))
    let targets = try DeploymentTargets(parsing: "iOS=17")
    let itemA = try #require(ShimAnalysis.items(in: a, targets: targets).first)
    let itemB = try #require(ShimAnalysis.items(in: b, targets: targets).first)
    #expect(itemA.offset == 3)
    #expect(Int(itemB.offset) == 3 + "let título = \"año 🌮\"\n".utf8.count)
    #expect(b.location(of: itemB.offset) == LineColumn(line: 2, column: 4))
  }

  @Test func malformedAvailabilityIsSkippedNotTrapped() throws {
    let source = """
      @available(
      if #available(iOS, *) {}
      if #available(iOS 15 {
      @available(iOS, deprecated: ) func f() {}
      @available(iOS, deprecated: 15.x) func g() {}
      @backDeployed(before:) func h() {}
      #available
      @
      """
    #expect(try items(source).isEmpty)
  }
}

/// Malformed and truncated input: the analysis and the build-file readers never trap.
@Suite struct ShimRobustnessTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("..")
    .standardized

  /// Every file of the lexer's malformed and stress fixtures and of the shim corpus.
  static var files: [String] {
    var result: [String] = []
    for folder in ["LexerMalformed", "LexerStress", "Corpus"] {
      let root = tests.appendingPathComponent(folder).path
      guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
      while let path = walker.nextObject() as? String {
        guard folder != "Corpus" || path.hasPrefix("Shim") else { continue }
        var isDirectory: ObjCBool = false
        let full = root + "/" + path
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          result.append(full)
        }
      }
    }
    return result.sorted()
  }

  @Test func everyReaderAndTheAnalysisSurviveEveryPrefixOfEveryFixture() throws {
    let targets = try DeploymentTargets(
      parsing: "iOS=99,macOS=99,macCatalyst=99,tvOS=99,watchOS=99,visionOS=99")
    let files = Self.files
    #expect(files.count > 100)
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let bytes = [UInt8](data)
      // Whole files, and prefixes cut every 13 bytes (through brackets and strings).
      var cuts = Array(stride(from: 0, to: bytes.count, by: 13))
      cuts.append(bytes.count)
      for cut in cuts where path.contains("/Corpus/") || cut == bytes.count {
        let prefix = Array(bytes[..<cut])
        _ = ShimAnalysis.items(in: SourceFile(path: "A.swift", bytes: prefix), targets: targets)
        for name in ["Package.swift", "Project.swift", "project.yml", "Podfile", "A.xcconfig"] {
          _ = DeploymentTargetDiscovery.read(prefix, path: name)
        }
      }
    }
  }
}
