import Testing

@testable import PuenteRules

/// One row of the matching table: does `pattern` match `path`?
struct GlobCase: CustomTestStringConvertible, Sendable {
  var pattern: String
  var path: String
  var matches: Bool

  init(_ pattern: String, _ path: String, _ matches: Bool) {
    self.pattern = pattern
    self.path = path
    self.matches = matches
  }

  var testDescription: String { "`\(pattern)` \(matches ? "matches" : "does not match") `\(path)`" }
}

let globCases: [GlobCase] = [
  // Literal, anchored, whole-path matching.
  GlobCase("App/Main.swift", "App/Main.swift", true),
  GlobCase("App/Main.swift", "App/Main.swiftx", false),
  GlobCase("App/Main.swift", "Other/App/Main.swift", false),
  GlobCase("App/Adapters", "App/Adapters/A.swift", false),
  // Case-sensitive.
  GlobCase("App/Main.swift", "app/main.swift", false),
  // `*` stays within a segment.
  GlobCase("Sources/*.swift", "Sources/A.swift", true),
  GlobCase("Sources/*.swift", "Sources/.swift", true),
  GlobCase("Sources/*.swift", "Sources/a/B.swift", false),
  GlobCase("Sources/*", "Sources/A.swift", true),
  GlobCase("Sources/*", "Sources/a/B.swift", false),
  GlobCase("*/Main.swift", "App/Main.swift", true),
  GlobCase("S*s/*View*.swift", "Sources/CartViewModel.swift", true),
  GlobCase("S*s/*View*.swift", "Sources/CartModel.swift", false),
  // `?` is exactly one character, never `/`.
  GlobCase("App/?.swift", "App/A.swift", true),
  GlobCase("App/?.swift", "App/AB.swift", false),
  GlobCase("App/?.swift", "App/.swift", false),
  GlobCase("App?Main.swift", "App/Main.swift", false),
  // `**` as a whole segment: zero or more segments.
  GlobCase("**/Adapters/**", "Adapters/A.swift", true),
  GlobCase("**/Adapters/**", "App/Adapters/A.swift", true),
  GlobCase("**/Adapters/**", "a/b/Adapters/c/d.swift", true),
  GlobCase("**/Adapters/**", "App/AdaptersX/A.swift", false),
  GlobCase("**/Adapters/**", "App/MyAdapters/A.swift", false),
  GlobCase("Sources/**", "Sources/A.swift", true),
  GlobCase("Sources/**", "Sources/a/b/c/D.swift", true),
  GlobCase("Sources/**", "Sources", true),
  GlobCase("Sources/**", "Tests/Sources/A.swift", false),
  GlobCase("**/*.swift", "A.swift", true),
  GlobCase("**/*.swift", "a/b/c/A.swift", true),
  GlobCase("**/*.swift", "a/b/c/A.swiftinterface", false),
  GlobCase("a/**/b", "a/b", true),
  GlobCase("a/**/b", "a/x/y/b", true),
  GlobCase("a/**/b", "a/x/y/c", false),
  GlobCase("**", "anything/at/all.swift", true),
  // `**` inside a segment acts like `*`.
  GlobCase("Sources/a**b.swift", "Sources/axyb.swift", true),
  GlobCase("Sources/a**b.swift", "Sources/ax/yb.swift", false),
  // Character classes.
  GlobCase("v[12].swift", "v1.swift", true),
  GlobCase("v[12].swift", "v3.swift", false),
  GlobCase("[A-C]*.swift", "Cart.swift", true),
  GlobCase("[A-C]*.swift", "Dart.swift", false),
  GlobCase("[!.]*.swift", "Cart.swift", true),
  GlobCase("[!.]*.swift", ".Cart.swift", false),
  GlobCase("[^a-z]x", "Ax", true),
  GlobCase("[^a-z]x", "bx", false),
  GlobCase("a[]]b", "a]b", true),
  GlobCase("a[]]b", "a[b", false),
  GlobCase("a[!]]b", "axb", true),
  GlobCase("a[!]]b", "a]b", false),
  GlobCase("a[a-]b", "a-b", true),
  GlobCase("a[\\]x]b", "a]b", true),
  GlobCase("x/a[/]b", "x/a/b", false),
  // Braces: alternation, nesting, empty alternatives, `/` inside.
  GlobCase("**/{Adapters,Bridges}/**", "App/Bridges/B.swift", true),
  GlobCase("**/{Adapters,Bridges}/**", "App/Views/B.swift", false),
  GlobCase("**/{Adapters,Bridges/{UIKit,AppKit}}/*.swift", "M/Bridges/AppKit/W.swift", true),
  GlobCase("**/{Adapters,Bridges/{UIKit,AppKit}}/*.swift", "M/Adapters/W.swift", true),
  GlobCase("**/{Adapters,Bridges/{UIKit,AppKit}}/*.swift", "M/Bridges/W.swift", false),
  GlobCase("**/*{,.generated}.swift", "a/Foo.swift", true),
  GlobCase("**/*{,.generated}.swift", "a/Foo.generated.swift", true),
  GlobCase("**/Foo{,.generated}.swift", "a/Foo.gen.swift", false),
  GlobCase("a{}b", "ab", true),
  GlobCase("a,b}", "a,b}", true),
  // Escapes.
  GlobCase("a\\*b", "a*b", true),
  GlobCase("a\\*b", "axb", false),
  GlobCase("\\[x\\]/\\{y\\}", "[x]/{y}", true),
  GlobCase("a\\\\b", "a\\b", true),
  // Trailing `/`: the folder and everything under it.
  GlobCase("Pods/", "Pods/A.swift", true),
  GlobCase("Pods/", "Pods/x/y/A.swift", true),
  GlobCase("Pods/", "Pods", true),
  GlobCase("Pods/", "a/Pods/A.swift", false),
  GlobCase("App/Adapters/", "App/Adapters/A.swift", true),
  // No `/` at all: any segment at any depth, and everything under it.
  GlobCase("Pods", "Pods/x.swift", true),
  GlobCase("Pods", "a/Pods/b/x.swift", true),
  GlobCase("Pods", "Podspec/x.swift", false),
  GlobCase("Pods", "a/MyPods/x.swift", false),
  GlobCase("*.generated.swift", "Foo.generated.swift", true),
  GlobCase("*.generated.swift", "a/b/Foo.generated.swift", true),
  GlobCase("*.generated.swift", "a/b/Foo.swift", false),
  GlobCase("{Pods,Carthage}", "x/Carthage/y.swift", true),
  // Leading `/` and `./` anchor at the root and are otherwise ignored.
  GlobCase("/Pods", "Pods", true),
  GlobCase("/Pods", "a/Pods", false),
  GlobCase("./Sources/**", "Sources/A.swift", true),
  // Hidden folders, as in the default excludes.
  GlobCase("**/.*/**", ".git/config", true),
  GlobCase("**/.*/**", "a/.hidden/b.swift", true),
  GlobCase("**/.*/**", "a/hidden/b.swift", false),
  // Non-ASCII: `?` is one character, not one byte.
  GlobCase("Vistas/Señ?r.swift", "Vistas/Señor.swift", true),
  GlobCase("?.swift", "é.swift", true),
]

/// A pattern that cannot compile, and the exact message.
struct GlobErrorCase: CustomTestStringConvertible, Sendable {
  var pattern: String
  var message: String

  init(_ pattern: String, _ message: String) {
    self.pattern = pattern
    self.message = message
  }

  var testDescription: String { "`\(pattern)`" }
}

let globErrorCases: [GlobErrorCase] = [
  GlobErrorCase("", "empty pattern"),
  GlobErrorCase("Sources/[ab", "unterminated `[` at column 9 in `Sources/[ab`"),
  GlobErrorCase("Src/[ab", "unterminated `[` at column 5 in `Src/[ab`"),
  GlobErrorCase("a[]", "unterminated `[` at column 2 in `a[]`"),
  GlobErrorCase("a[!]", "unterminated `[` at column 2 in `a[!]`"),
  GlobErrorCase("a[x\\", "unterminated `[` at column 2 in `a[x\\`"),
  GlobErrorCase("{a,b", "unterminated `{` at column 1 in `{a,b`"),
  GlobErrorCase("x/{a,{b}", "unterminated `{` at column 3 in `x/{a,{b}`"),
  GlobErrorCase("x/{a,{b,c}/d", "unterminated `{` at column 3 in `x/{a,{b,c}/d`"),
  GlobErrorCase("Sources\\", "trailing `\\` at column 8 in `Sources\\`"),
  GlobErrorCase("ñ/[z-a]", "empty range `z-a` at column 4 in `ñ/[z-a]`"),
  GlobErrorCase(
    String(repeating: "{a,b}", count: 11),
    "`{}` alternatives in `\(String(repeating: "{a,b}", count: 11))` expand to more than 1024 patterns"
  ),
]

/// The pattern language documented on `Glob`: every feature, its negative, and its errors.
struct GlobTests {
  @Test(arguments: globCases)
  func globMatching(_ row: GlobCase) throws {
    let glob = try Glob(row.pattern)
    #expect(glob.matches(row.path) == row.matches)
  }

  /// A pattern that would make a naive backtracking matcher take exponential time.
  @Test func globstarsDoNotBacktrackExponentially() throws {
    let glob = try Glob("**/**/**/**/**/**/x")
    let segments = (0..<50).map { "s\($0)" }
    let clock = ContinuousClock()
    var miss = false
    var hit = false
    let elapsed = clock.measure {
      miss = glob.matches(segments.joined(separator: "/") + "/y")
      hit = glob.matches(segments.joined(separator: "/") + "/x")
    }
    #expect(!miss)
    #expect(hit)
    #expect(elapsed < .seconds(1))
  }

  /// The same within one segment: `*a*a*a*…b` against a long run of `a`.
  @Test func starsWithinSegmentDoNotBacktrackExponentially() throws {
    let glob = try Glob("**/" + String(repeating: "*a", count: 30) + "*b")
    let clock = ContinuousClock()
    var matched = true
    let elapsed = clock.measure {
      matched = glob.matches("dir/" + String(repeating: "a", count: 200))
    }
    #expect(!matched)
    #expect(elapsed < .seconds(1))
  }

  @Test func globEqualityIsByPatternText() throws {
    #expect(try Glob("Pods/") == Glob("Pods/"))
    #expect(try Glob("Pods/") != Glob("Pods/**"))
    #expect(try Set([Glob("a"), Glob("a"), Glob("b")]).count == 2)
  }

  @Test(arguments: globErrorCases)
  func globErrors(_ row: GlobErrorCase) {
    #expect(throws: GlobError(message: row.message)) { try Glob(row.pattern) }
  }

  /// Ten levels of binary braces is exactly the cap, and still compiles.
  @Test func braceExpansionAtTheCapCompiles() throws {
    let glob = try Glob(String(repeating: "{a,b}", count: 10))
    #expect(glob.matches("abababaaaa"))
    #expect(!glob.matches("abababaaa"))
  }

  /// Deep brace nesting must not recurse on the call stack.
  @Test func deeplyNestedBracesCompile() throws {
    let depth = 20_000
    let glob = try Glob(
      String(repeating: "{", count: depth) + "x" + String(repeating: "}", count: depth))
    #expect(glob.matches("x"))
    #expect(glob.matches("a/x"))
  }

  /// The leftmost-placement matcher for `**` against an obviously correct (and exponential)
  /// backtracking reference, on many small random patterns and paths.
  /// `SegmentHeads` finds the slashes eight bytes at a time: the same heads as a walk
  /// byte by byte, on random paths long enough to cross words, with doubled, leading and
  /// trailing slashes and non-ASCII bytes.
  @Test func segmentHeadsAgreeWithAByteWalk() {
    var random = SplitMix64(seed: 0x5e9)
    let pieces = ["/", "//", "a", "Sources", ".build", "Pods", "App", "é", "Feature.swift", "x", "Adapters"]
    for _ in 0..<5_000 {
      var path = ""
      for _ in 0..<random.next(in: 0...12) { path += pieces[random.next(in: 0...(pieces.count - 1))] }
      let bytes = Array(path.utf8)
      var expected = SegmentHeads()
      var atStart = true
      for i in bytes.indices {
        if atStart { expected.add(bytes[i], i + 1 < bytes.count ? bytes[i + 1] : nil) }
        atStart = bytes[i] == UInt8(ascii: "/")
      }
      let heads = bytes.withUnsafeBufferPointer { SegmentHeads($0) }
      #expect(heads.contains(expected) && expected.contains(heads), "\(path)")
    }
  }

  /// The quick tests (`SegmentHeads`, segment starts) only ever rule out paths that do
  /// not match: `Configuration.anyMatches` agrees with matching every glob in full.
  @Test func quickTestsNeverRuleOutAMatch() throws {
    let globs = try [
      "**/.build/**", "**/Pods/**", "**/.*/**", "**/Adapters/**", "App/Adapters/", "P", "Pods", "*.generated.swift",
      "**/{Adapters,Bridge/{UIKit,AppKit}}/**", "a/b", "**/x?z/**", "[AB]dapters/**", "Ad*/*.swift",
    ].map { try Glob($0) }
    let paths = [
      "P", "P/x.swift", "a/P", "a/P/b.swift", "Pods/A.swift", "a/Pods/b/A.swift", "Podsx/A.swift", ".build/x.swift",
      "a/.build/x.swift", "a/.b/x.swift", "Adapters/A.swift", "App/Adapters/A.swift", "App/Adapters",
      "m/Bridge/UIKit/V.swift", "m/Bridge/AppKit/V.swift", "m/Bridge/Other/V.swift", "a/b", "a/bc", "q/xyz/r.swift",
      "q/xz/r.swift", "Bdapters/x.swift", "Adx/y.swift", "Ad/y.swift", "V.generated.swift", "m/V.generated.swift",
      "", "/", "a//b", "Adapter/A.swift", "é/Adapters/ü.swift",
    ]
    for path in paths {
      for glob in globs {
        #expect(
          Configuration.anyMatches([glob], path) == glob.matches(SplitPath(path)), "`\(glob.pattern)` against `\(path)`"
        )
      }
      #expect(Configuration.anyMatches(globs, path) == globs.contains { $0.matches(SplitPath(path)) }, "\(path)")
    }
  }

  @Test func globstarMatchingAgreesWithBacktrackingReference() throws {
    let patternSegments = ["**", "a", "b", "*", "a*", "*b", "?", "a?", "[ab]b"]
    let pathSegments = ["a", "b", "ab", "ba", "bb", "aab"]
    var random = SplitMix64(seed: 0x5eed)
    for _ in 0..<20_000 {
      // At least two segments, so the pattern contains `/` and is anchored.
      let pattern = (0..<random.next(in: 2...7)).map { _ in random.pick(patternSegments) }
      let path = (0..<random.next(in: 0...8)).map { _ in random.pick(pathSegments) }
      let glob = try Glob(pattern.joined(separator: "/"))
      let expected = referenceMatch(pattern[...], path[...])
      #expect(
        glob.matches(path.joined(separator: "/")) == expected,
        "`\(glob.pattern)` against `\(path.joined(separator: "/"))`")
    }
  }
}

/// Straightforward recursive matching over segments, for cross-checking `Glob`.
private func referenceMatch(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
  guard let first = pattern.first else { return path.isEmpty }
  if first == "**" {
    return referenceMatch(pattern.dropFirst(), path)
      || (!path.isEmpty && referenceMatch(pattern, path.dropFirst()))
  }
  guard let segment = path.first else { return false }
  return referenceSegment(Array(first)[...], Array(segment)[...])
    && referenceMatch(pattern.dropFirst(), path.dropFirst())
}

/// `*`, `?`, `[ab]` and literals within one segment, by plain backtracking.
private func referenceSegment(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>)
  -> Bool
{
  guard let p = pattern.first else { return text.isEmpty }
  switch p {
  case "*":
    return referenceSegment(pattern.dropFirst(), text)
      || (!text.isEmpty && referenceSegment(pattern, text.dropFirst()))
  case "[":
    guard let close = pattern.firstIndex(of: "]"), let t = text.first else { return false }
    return pattern[(pattern.startIndex + 1)..<close].contains(t)
      && referenceSegment(pattern[(close + 1)...], text.dropFirst())
  default:
    guard let t = text.first, p == "?" || p == t else { return false }
    return referenceSegment(pattern.dropFirst(), text.dropFirst())
  }
}
