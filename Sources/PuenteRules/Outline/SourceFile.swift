import PuenteLexer

/// One lexed Swift file: its bytes, tokens and outline. Rules read it; nothing mutates it
/// but the values it makes lazily (outline, line table, names, flag declarations),
/// which are not guarded: one file's rules run on one thread at a time (the engine's
/// workers each own their files; `DebtAnalyzer` runs the checks of one file together).
public final class SourceFile: @unchecked Sendable {
  /// Path relative to the repository root, with `/` separators.
  public let path: String
  /// The file's UTF-8 bytes, exactly as read.
  public let bytes: [UInt8]
  public let tokens: [Token]
  /// The bracket structure, declarations and calls (see `Outline`).
  public private(set) lazy var outline: Outline = Outline(file: self)
  public private(set) lazy var lines: LineTable = LineTable(bytes)
  /// The `NameHash` of every identifier token's name (backticks removed), in order: the
  /// lexer takes them as it goes.
  public let identifierNameHashes: [UInt32]

  /// Whether the bytes spell `puente:` anywhere: no suppression or flag directive can
  /// be in a file that does not (most files), so both are ruled out by one search. (The
  /// engine sets it from its own search's mask when that is exact.)
  public internal(set) lazy var mentionsDirective: Bool = NeedleSearch.contains(bytes, Self.directive)
  /// The engine's search mask of the file (`NeedleSearch.scanMask`): a clear bit is a
  /// needle the bytes do not hold. Every bit set when it is not known.
  var needleMask: UInt64 = ~0
  static let directive = Array("puente:".utf8)

  /// The file's flag declarations, found once for the four flag rules (see
  /// `FlagRuleInput`; the settings are the scan's, the same for every rule). A typed
  /// field: a memo table keyed by strings, behind a lock and a dynamic cast, cost more
  /// than finding that a file declares no flag.
  var flagDeclarations: [FlagDeclaration]?

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    (tokens, identifierNameHashes) = bytes.withUnsafeBufferPointer { Lexer.tokenizeNamingIdentifiers($0) }
  }

  /// Whether some comment token contains `text`.
  func hasComment(containing text: [UInt8]) -> Bool {
    // (`puente:flag` contains `puente:`: a file that does not spell that has none.)
    if !mentionsDirective && NeedleSearch.contains(text, Self.directive) { return false }
    return bytes.withUnsafeBufferPointer { all in
      // Most files do not contain `text` at all: one search of the bytes says so
      // faster than a walk over every token.
      NeedleSearch.contains(all, text)
        && tokens.contains { token in
          token.kind.isComment
            && NeedleSearch.contains(UnsafeBufferPointer(rebasing: all[Int(token.start)..<Int(token.end)]), text)
        }
    }
  }

  /// Whether the token at `index` has exactly the UTF-8 spelling `text`.
  @inline(__always)
  public func tokenIs(_ index: Int, _ text: StaticString) -> Bool {
    let t = tokens[index]
    let n = text.utf8CodeUnitCount
    guard t.length == n else { return false }
    let p = text.utf8Start
    var i = 0
    var o = Int(t.start)
    while i < n {
      if bytes[o] != p[i] { return false }
      i += 1
      o += 1
    }
    return true
  }

  /// The token's text. Backticks around an escaped identifier are removed, so
  /// `` `UIHostingController` `` reads as `UIHostingController`.
  public func name(_ index: Int) -> String {
    let t = tokens[index]
    var s = Int(t.start)
    var e = Int(t.end)
    if e - s >= 2 && bytes[s] == UInt8(ascii: "`") && bytes[e - 1] == UInt8(ascii: "`") {
      s += 1
      e -= 1
    }
    return string(s, e)
  }

  /// The bytes `s..<e` as a string, decoded from contiguous memory (an `ArraySlice`
  /// took a slower generic path: a fifth of building an outline).
  @inline(__always) func string(_ s: Int, _ e: Int) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[s..<e]), as: UTF8.self) }
  }

  /// The raw text of a token.
  public func text(_ index: Int) -> String {
    let t = tokens[index]
    return string(Int(t.start), Int(t.end))
  }

  /// 1-based line and character column of a byte offset.
  public func location(of offset: UInt32) -> LineColumn { locations(of: [offset])[0] }

  /// Whether a line ends between the byte offsets `from` and `to` (a token's end and a
  /// later token's start). Scans the gap instead of building the line table, which
  /// most files never need.
  public func lineBreak(between from: UInt32, and to: UInt32) -> Bool {
    var i = Int(from)
    let end = min(Int(to), bytes.count)
    while i < end {
      if bytes[i] == 0x0A || bytes[i] == 0x0D { return true }
      i += 1
    }
    return false
  }

  /// The 0-based line index of a byte offset.
  public func lineIndex(of offset: UInt32) -> Int { lines.lineIndex(of: offset) }

  /// The 1-based line and column of each of `offsets`, in the same order: one pass
  /// over the bytes, so many findings on one long line cost no more than one.
  public func locations(of offsets: [UInt32]) -> [LineColumn] {
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var result = [LineColumn](repeating: LineColumn(line: 1, column: 1), count: offsets.count)
    var line = -1
    var cursor = 0
    var column = 1
    for i in order {
      let offset = Int(offsets[i])
      let index = lines.lineIndex(of: offsets[i])
      if index != line {
        line = index
        cursor = Int(lines.lineStarts[index])
        column = 1
        // A byte order mark is not a column (Xcode and editors do not count it).
        if index == 0 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
          cursor = min(3, offset)
        }
      }
      while cursor < offset && cursor < bytes.count {
        if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
        cursor += 1
      }
      result[i] = LineColumn(line: index + 1, column: column)
    }
    return result
  }

  /// Longest line text kept for a finding (fingerprints and baselines use it): a
  /// minified or generated line of megabytes would otherwise be copied per finding.
  public static let maximumLineText = 1024

  /// The text of the line containing `offset`, trimmed of surrounding blanks and cut
  /// to `maximumLineText` bytes (at a character boundary).
  public func lineText(at offset: UInt32) -> String {
    let index = lines.lineIndex(of: offset)
    let range = bytes.withUnsafeBufferPointer { lines.lineRange(index, in: $0) }
    var s = range.lowerBound
    var e = range.upperBound
    while s < e && (bytes[s] == 0x20 || bytes[s] == 0x09) { s += 1 }
    while e > s && (bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09) { e -= 1 }
    if e - s > Self.maximumLineText {
      e = s + Self.maximumLineText
      while e > s && bytes[e] & 0xC0 == 0x80 { e -= 1 }
    }
    return String(decoding: bytes[s..<e], as: UTF8.self)
  }
}
