import PuenteLexer

/// A path pattern from the configuration (`adapters`, `include`, `exclude`).
///
/// This comment is the reference for the pattern language; the configuration docs point here.
///
/// Paths are repository-relative, with `/` separators and no leading `./`, e.g.
/// `Modules/Checkout/Sources/Checkout/Adapters/CartView.swift`. Matching is case-sensitive.
/// A "character" is one Unicode scalar, with no normalization: a precomposed `é` and `e` plus a
/// combining accent are different (Git on macOS stores the precomposed form by default).
///
/// - `*` matches any run of characters, including none, except `/`.
/// - `?` matches exactly one character except `/`.
/// - `**` as a whole path segment matches zero or more whole segments: `**/Adapters/**` matches
///   `Adapters/A.swift`, `App/Adapters/A.swift` and `a/b/Adapters/c/d.swift`; `Sources/**`
///   matches `Sources` and everything under it; `**/*.swift` matches every Swift file.
///   `**` inside a segment (`a**b`) is the same as `*`.
/// - `[abc]` matches one of the listed characters, `[a-z]` one in the range, `[!a]` or `[^a]`
///   any character but those listed. A `]` right after `[` (or `[!`, `[^`) is literal, as is a
///   `-` at either end. Classes never match `/`.
/// - `{a,b,c}` matches any one of the comma-separated alternatives. Alternatives may be empty
///   (`*{,.generated}.swift`), may contain `/`, and may nest:
///   `{Adapters,Bridges/{UIKit,AppKit}}`. Outside braces, `,` and `}` are ordinary characters.
/// - `\` makes the next character literal: `\*`, `\[`, `\{`, `\\`.
/// - A pattern ending in `/` matches that folder and everything under it: `Pods/` is the same
///   as `Pods/**`.
/// - A pattern with no `/` anywhere (`Pods`, `*.generated.swift`) matches as any single path
///   segment at any depth, and everything under it, like a `.gitignore` line: `Pods` matches
///   `Pods/A.swift` and `a/Pods/b/A.swift`; `*.generated.swift` matches the file at any depth.
/// - A pattern with a `/` is anchored at the repository root and must match the whole path:
///   `App/Adapters` matches only that path, so write `App/Adapters/` for the folder. A leading
///   `/` or `./` is allowed and ignored.
///
/// Matching takes time proportional to (pattern segments × path segments) per brace
/// alternative and allocates nothing beyond splitting the path: `**` is matched like `*` one
/// level up (the fixed segments between two `**` are found leftmost-first, which never needs
/// to be undone), and `*` inside a segment by the usual single-star backtrack.
///
/// Two globs are equal when their pattern text is equal.
public struct Glob: Sendable, Hashable {
  /// The pattern text as written in the configuration.
  public let pattern: String
  /// One entry per brace alternative; each is the list of segments the path must match.
  let alternatives: [[Segment]]
  /// Per alternative, the literal starts of its segments (`Pods` of `**/Pods/**`, `.`
  /// of `**/.*/**`), each with a `/` in front: a path the alternative matches has each
  /// of them at its start or after a `/`. Most paths fail that test against most
  /// globs, and the test needs neither the path's scalars nor its segments.
  let segmentStarts: [[[UInt8]]]
  /// Per alternative, the bits `SegmentHeads` sets for the first one or two bytes of
  /// each of `segmentStarts`: all of them must be among a path's heads.
  let headMasks: [SegmentHeads]

  /// The most alternatives a pattern may expand to; `{a,b}{c,d}…` multiplies, so a cap keeps a
  /// hostile or mistaken pattern from using unbounded memory.
  static let maxAlternatives = 1024

  /// Compiles `pattern`, or explains what is wrong with it and where.
  public init(_ pattern: String) throws(GlobError) {
    self.pattern = pattern
    let scalars = Array(pattern.unicodeScalars)
    guard !scalars.isEmpty else { throw GlobError(message: "empty pattern") }
    // A pattern without any `/` floats: it names a segment at any depth, like gitignore.
    let floating = !scalars.contains("/")
    var alternatives: [[Segment]] = []
    for tokens in try GlobParser(scalars: scalars, pattern: pattern).expand() {
      var segments = Self.segments(from: tokens)
      if floating { segments = [.globstar] + segments + [.globstar] }
      alternatives.append(Self.collapsingGlobstars(segments))
    }
    self.alternatives = alternatives
    segmentStarts = alternatives.map { segments in
      segments.compactMap { segment -> [UInt8]? in
        var scalars: [Unicode.Scalar] = []
        switch segment {
        case .globstar: return nil
        case .literal(let literal): scalars = literal
        case .atoms(let atoms): scalars = Array(atoms.prefix { $0.literal != nil }.compactMap(\.literal))
        }
        guard !scalars.isEmpty else { return nil }
        // (Encoded directly: `String.UnicodeScalarView.append(contentsOf:)` is slow, and
        // this runs at every start, for the default globs too.)
        var bytes = [UInt8(ascii: "/")]
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return bytes
      }
    }
    headMasks = segmentStarts.map { starts in
      var mask = SegmentHeads()
      for start in starts { mask.add(start[1], start.count > 2 ? start[2] : nil) }
      return mask
    }
  }

  /// True when `path` (repository-relative, `/`-separated) matches the pattern.
  public func matches(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { mayMatch($0) } && matches(SplitPath(path))
  }

  /// False when `path` (its UTF-8) certainly does not match: some literal segment start
  /// of every alternative is missing from it (see `segmentStarts`).
  func mayMatch(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
    mayMatch(path, heads: SegmentHeads(path))
  }

  /// `mayMatch(_:)` given the path's `SegmentHeads`, which rule most globs out at once.
  func mayMatch(_ path: UnsafeBufferPointer<UInt8>, heads: SegmentHeads) -> Bool {
    segmentStarts.indices.contains { i in
      heads.contains(headMasks[i])
        && segmentStarts[i].allSatisfy { start in Self.hasSegment(startingWith: start, in: path) }
    }
  }

  /// Whether `path` starts with `start` (without its leading `/`) or contains `start`.
  static func hasSegment(startingWith start: [UInt8], in path: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = path.count
    let m = start.count
    if n >= m - 1 && path.prefix(m - 1).elementsEqual(start[1...]) { return true }
    guard n >= m else { return false }
    let first = start[0]
    var i = 0
    while i <= n - m {
      if path[i] == first && path[i + 1] == start[1] {
        var k = 2
        while k < m && path[i + k] == start[k] { k += 1 }
        if k == m { return true }
      }
      i += 1
    }
    return false
  }

  /// Matches an already split path; `Configuration` splits once and tries many globs.
  func matches(_ path: SplitPath) -> Bool {
    alternatives.contains { Self.match($0, path) }
  }

  public static func == (a: Glob, b: Glob) -> Bool { a.pattern == b.pattern }
  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}

/// The first byte, and the first two bytes, of every segment of a path, as bits of two
/// words (hashed): a glob whose literal segment starts are not all among them cannot
/// match, which one pass over the path tells for every glob (a search of the path for
/// each start of each glob was most of the time spent choosing the files to scan).
struct SegmentHeads: Sendable {
  private var one: UInt64 = 0
  private var two: UInt64 = 0

  init() {}

  init(_ path: UnsafeBufferPointer<UInt8>) {
    guard let base = path.baseAddress, !path.isEmpty else { return }
    let n = path.count
    // The segments start at 0 and after each `/`, found eight bytes at a time (a path
    // is asked of every listed file, and byte by byte this was most of the asking).
    add(path[0], n > 1 ? path[1] : nil)
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i + 8 <= n {
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self).littleEndian
      var slashes = ByteWords.zeroBytes(word ^ 0x2F2F_2F2F_2F2F_2F2F)
      while slashes != 0 {
        addAfterSlash(i + slashes.trailingZeroBitCount >> 3, path)
        slashes &= slashes &- 1
      }
      i += 8
    }
    while i < n {
      if path[i] == UInt8(ascii: "/") { addAfterSlash(i, path) }
      i += 1
    }
  }

  /// Records the segment after the `/` at `slash`, if the path goes on past it.
  @inline(__always)
  private mutating func addAfterSlash(_ slash: Int, _ path: UnsafeBufferPointer<UInt8>) {
    let s = slash + 1
    guard s < path.count else { return }
    add(path[s], s + 1 < path.count ? path[s + 1] : nil)
  }

  /// Records a segment starting with `first`, then `second` (nil: the segment or the
  /// path ends there).
  mutating func add(_ first: UInt8, _ second: UInt8?) {
    one |= 1 << UInt64(first & 63)
    if let second { two |= 1 << UInt64((first &* 31 &+ second) & 63) }
  }

  /// Whether every bit of `mask` is set here.
  func contains(_ mask: SegmentHeads) -> Bool { one & mask.one == mask.one && two & mask.two == mask.two }
}

/// Why a pattern could not be compiled. The message names the problem, the 1-based column
/// (in Unicode scalars, which for ASCII are characters) where it is, and the pattern, e.g.
/// "unterminated `[` at column 5 in `Sources/[ab`".
public struct GlobError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String

  public init(message: String) { self.message = message }

  public var description: String { message }
}

// MARK: - Compiled form

extension Glob {
  /// One single-character element of a segment pattern (or `*`).
  enum Atom: Sendable {
    case literal(Unicode.Scalar)
    /// `?`
    case any
    /// `*`, or `**` that is not a whole segment.
    case star
    case characterClass(CharacterClass)

    /// Whether this single-character atom accepts `c`; `star` is handled by the matcher.
    func accepts(_ c: Unicode.Scalar) -> Bool {
      switch self {
      case .literal(let l): return l == c
      case .any: return true
      case .star: return true
      case .characterClass(let cls): return cls.accepts(c)
      }
    }

    var isStar: Bool {
      if case .star = self { return true }
      return false
    }

    var literal: Unicode.Scalar? {
      if case .literal(let c) = self { return c }
      return nil
    }
  }

  /// A bracket expression such as `[a-z_]` or `[!.]`.
  struct CharacterClass: Sendable {
    var negated: Bool
    var singles: [Unicode.Scalar]
    var ranges: [ClosedRange<Unicode.Scalar>]

    func accepts(_ c: Unicode.Scalar) -> Bool {
      // Path segments never contain `/`, so a class can never match it either.
      let listed = singles.contains(c) || ranges.contains { $0.contains(c) }
      return listed != negated
    }
  }

  /// One path segment of a compiled alternative.
  enum Segment: Sendable {
    /// `**` as a whole segment: zero or more path segments.
    case globstar
    /// Exactly this text (the common case, compared without the wildcard matcher).
    case literal([Unicode.Scalar])
    /// One path segment matching these atoms.
    case atoms([Atom])

    var isGlobstar: Bool {
      if case .globstar = self { return true }
      return false
    }
  }

  /// A brace-free token sequence, the output of brace expansion.
  enum Token: Sendable {
    case atom(Atom)
    case separator
  }

  /// Splits an expanded token sequence at `/` into segments, applying the path rules:
  /// a leading `/` or `./` is dropped, empty segments are dropped, a trailing `/` means
  /// "and everything under it", and an all-star segment of two or more stars is `**`.
  static func segments(from tokens: [Token]) -> [Segment] {
    var raw: [[Atom]] = [[]]
    for token in tokens {
      switch token {
      case .separator: raw.append([])
      case .atom(let atom): raw[raw.count - 1].append(atom)
      }
    }
    var endsWithSlash = false
    if case .separator? = tokens.last { endsWithSlash = true }
    if raw.count > 1, raw[0].count == 1, raw[0][0].literal == "." {
      raw.removeFirst()  // `./Sources/**` means `Sources/**`
    }
    var segments: [Segment] = []
    for atoms in raw where !atoms.isEmpty {
      if atoms.count >= 2 && atoms.allSatisfy(\.isStar) {
        segments.append(.globstar)
      } else if atoms.allSatisfy({ $0.literal != nil }) {
        segments.append(.literal(atoms.compactMap(\.literal)))
      } else {
        // `a**b` acts like `a*b`; collapsing keeps the single-star matcher simple.
        var collapsed: [Atom] = []
        for atom in atoms where !(atom.isStar && collapsed.last?.isStar == true) {
          collapsed.append(atom)
        }
        segments.append(.atoms(collapsed))
      }
    }
    if endsWithSlash { segments.append(.globstar) }
    return segments
  }

  /// `**/**` means the same as `**`.
  static func collapsingGlobstars(_ segments: [Segment]) -> [Segment] {
    var result: [Segment] = []
    for segment in segments {
      if segment.isGlobstar, result.last?.isGlobstar == true { continue }
      result.append(segment)
    }
    return result
  }
}

/// A path split once into `/`-separated segments, so several globs can match it without
/// splitting again. Empty segments (from a doubled or trailing `/`) are ignored.
struct SplitPath {
  let scalars: [Unicode.Scalar]
  /// Ranges of `scalars`, one per non-empty segment.
  let segments: [Range<Int>]

  init(_ path: String) {
    // An ASCII path (nearly all) byte by byte, without walking the scalar view: asked of
    // every file in an adapter folder.
    let ascii = path.utf8.withContiguousStorageIfAvailable { utf8 -> [Unicode.Scalar]? in
      utf8.allSatisfy { $0 < 0x80 } ? utf8.map { Unicode.Scalar($0) } : nil
    }
    let scalars = (ascii ?? nil) ?? Array(path.unicodeScalars)
    var segments: [Range<Int>] = []
    var start = 0
    for i in 0...scalars.count where i == scalars.count || scalars[i] == "/" {
      if i > start { segments.append(start..<i) }
      start = i + 1
    }
    self.scalars = scalars
    self.segments = segments
  }

  var count: Int { segments.count }

  subscript(index: Int) -> ArraySlice<Unicode.Scalar> { scalars[segments[index]] }
}

// MARK: - Matching

extension Glob {
  /// Whether the segment pattern `pattern` matches the whole path `path`.
  ///
  /// Seen one level up, `**` is a `*` over segments and every other pattern segment matches
  /// exactly one path segment. So the pattern is `head ** chunk ** … ** tail`: `head` must
  /// match at the start, `tail` at the end, and each middle chunk is placed at its leftmost
  /// fit after the previous one. Leftmost placement leaves the most room for what follows, so
  /// a failure there is final and nothing is retried: O(pattern segments × path segments).
  static func match(_ pattern: [Segment], _ path: SplitPath) -> Bool {
    let n = path.count
    guard let firstStar = pattern.firstIndex(where: \.isGlobstar),
      let lastStar = pattern.lastIndex(where: \.isGlobstar)
    else {
      return pattern.count == n && matchRun(pattern, 0..<pattern.count, path, at: 0)
    }
    let tailCount = pattern.count - lastStar - 1
    guard firstStar + tailCount <= n else { return false }
    let tailStart = n - tailCount
    guard matchRun(pattern, 0..<firstStar, path, at: 0),
      matchRun(pattern, (lastStar + 1)..<pattern.count, path, at: tailStart)
    else { return false }

    var s = firstStar  // first path segment not yet consumed
    var p = firstStar + 1
    while p < lastStar {
      var q = p
      while !pattern[q].isGlobstar { q += 1 }  // stops at `lastStar` at the latest
      let chunk = p..<q
      var placed = false
      while s + chunk.count <= tailStart {
        if matchRun(pattern, chunk, path, at: s) {
          placed = true
          break
        }
        s += 1
      }
      guard placed else { return false }
      s += chunk.count
      p = q + 1
    }
    return true
  }

  /// Whether the pattern segments in `run` match the path segments starting at `start`,
  /// one to one. `run` holds no `**`.
  static func matchRun(
    _ pattern: [Segment], _ run: Range<Int>, _ path: SplitPath, at start: Int
  ) -> Bool {
    for (offset, p) in run.enumerated() {
      let text = path[start + offset]
      switch pattern[p] {
      case .globstar: return false  // not reached: runs are cut at `**`
      case .literal(let literal):
        if !literal.elementsEqual(text) { return false }
      case .atoms(let atoms):
        if !matchSegment(atoms, text) { return false }
      }
    }
    return true
  }

  /// Matches one segment against a pattern with single-character atoms and `*`.
  ///
  /// Classic wildcard matching: on a mismatch, retry from the most recent `*` with it taking
  /// one more character. Only the last star needs remembering, so this is O(atoms × chars).
  static func matchSegment(_ atoms: [Atom], _ text: ArraySlice<Unicode.Scalar>) -> Bool {
    var a = 0
    var t = text.startIndex
    var starAtom = -1
    var starText = t
    while t < text.endIndex {
      if a < atoms.count, atoms[a].isStar {
        starAtom = a
        starText = t
        a += 1
      } else if a < atoms.count, atoms[a].accepts(text[t]) {
        a += 1
        t += 1
      } else if starAtom >= 0 {
        a = starAtom + 1
        starText += 1
        t = starText
      } else {
        return false
      }
    }
    while a < atoms.count, atoms[a].isStar { a += 1 }
    return a == atoms.count
  }
}

// MARK: - Parsing and brace expansion

/// Reads a pattern left to right, expanding braces as it goes.
///
/// Braces are tracked with an explicit stack rather than recursion, so deeply nested input
/// cannot exhaust the call stack. Each open group keeps the expansions of its finished
/// alternatives and of the alternative being read; closing a group multiplies its expansions
/// into the enclosing sequence.
struct GlobParser {
  let scalars: [Unicode.Scalar]
  let pattern: String

  /// An open `{` and what has been read inside it so far.
  private struct Group {
    /// 1-based column of the `{`, for the error if it is never closed.
    var column: Int
    /// Expansions of the alternatives already ended by `,`.
    var finished: [[Glob.Token]]
    /// Expansions of the alternative being read (several if it contains nested groups).
    var current: [[Glob.Token]]
  }

  func expand() throws(GlobError) -> [[Glob.Token]] {
    // stack[0] is the top level; its `current` is the result.
    var stack = [Group(column: 0, finished: [], current: [[]])]
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      let column = i + 1
      switch c {
      case "\\":
        guard i + 1 < scalars.count else {
          throw error("trailing `\\` at column \(column)")
        }
        append(.atom(.literal(scalars[i + 1])), to: &stack)
        i += 2
        continue
      case "*":
        append(.atom(.star), to: &stack)
      case "?":
        append(.atom(.any), to: &stack)
      case "/":
        append(.separator, to: &stack)
      case "[":
        let (cls, end) = try parseClass(openingAt: i)
        append(.atom(.characterClass(cls)), to: &stack)
        i = end + 1
        continue
      case "{":
        stack.append(Group(column: column, finished: [], current: [[]]))
      case "," where stack.count > 1:
        let last = stack.count - 1
        stack[last].finished += stack[last].current
        stack[last].current = [[]]
        try checkCount(stack[last].finished.count)
      case "}" where stack.count > 1:
        let group = stack.removeLast()
        let options = group.finished + group.current
        let last = stack.count - 1
        try checkCount(stack[last].current.count * options.count)
        var product: [[Glob.Token]] = []
        product.reserveCapacity(stack[last].current.count * options.count)
        for prefix in stack[last].current {
          for option in options { product.append(prefix + option) }
        }
        stack[last].current = product
      default:
        append(.atom(.literal(c)), to: &stack)
      }
      i += 1
    }
    if stack.count > 1 {
      // Report the outermost unclosed brace: it is the one the reader will look for first.
      throw error("unterminated `{` at column \(stack[1].column)")
    }
    return stack[0].current
  }

  private func append(_ token: Glob.Token, to stack: inout [Group]) {
    let last = stack.count - 1
    for k in stack[last].current.indices { stack[last].current[k].append(token) }
  }

  private func checkCount(_ count: Int) throws(GlobError) {
    if count > Glob.maxAlternatives {
      throw GlobError(
        message:
          "`{}` alternatives in `\(pattern)` expand to more than \(Glob.maxAlternatives) patterns")
    }
  }

  /// Parses `[...]` starting at the `[` at `open`; returns the class and the index of `]`.
  private func parseClass(openingAt open: Int) throws(GlobError) -> (Glob.CharacterClass, Int) {
    let unterminated = error("unterminated `[` at column \(open + 1)")
    var i = open + 1
    var cls = Glob.CharacterClass(negated: false, singles: [], ranges: [])
    if i < scalars.count, scalars[i] == "!" || scalars[i] == "^" {
      cls.negated = true
      i += 1
    }
    var first = true
    while i < scalars.count {
      var c = scalars[i]
      let start = i
      if c == "]" && !first { return (cls, i) }
      first = false
      if c == "\\" {
        guard i + 1 < scalars.count else { throw unterminated }
        i += 1
        c = scalars[i]
      }
      i += 1
      // `c-d` is a range unless the `-` is last in the class (then it is literal).
      if i + 1 < scalars.count, scalars[i] == "-", scalars[i + 1] != "]" {
        var upper = scalars[i + 1]
        i += 2
        if upper == "\\" {
          guard i < scalars.count else { throw unterminated }
          upper = scalars[i]
          i += 1
        }
        guard c <= upper else {
          throw error("empty range `\(c)-\(upper)` at column \(start + 1)")
        }
        cls.ranges.append(c...upper)
      } else {
        cls.singles.append(c)
      }
    }
    throw unterminated
  }

  private func error(_ what: String) -> GlobError {
    GlobError(message: "\(what) in `\(pattern)`")
  }
}
