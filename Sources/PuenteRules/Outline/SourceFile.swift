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
  /// The line table, made when first asked for (most files are asked only where their
  /// few findings are, which `locations(of:)` and `lineText(at:)` work out without it).
  public var lines: LineTable {
    if let builtLines { return builtLines }
    let table = LineTable(bytes)
    builtLines = table
    return table
  }
  private var builtLines: LineTable?
  /// The `NameHash` of every identifier token's name (backticks removed), in order: the
  /// lexer takes them as it goes.
  public let identifierNameHashes: [UInt32]

  /// Whether the bytes spell `puente:` anywhere: no suppression or flag directive can
  /// be in a file that does not (most files), so both are ruled out by one search.
  public private(set) lazy var mentionsDirective: Bool = NeedleSearch.contains(bytes, Self.directive)
  static let directive = Array(Suppressions.directive.utf8)

  /// Each name a `let`/`var` declares → the code positions of those keywords, in order:
  /// `localInitializer` looks a local up here rather than walking its function from the
  /// top for every use (quadratic in a long function of locals handed on).
  /// `additions(to:)`, by name, as found.
  var additionsFound: [String: [(at: Int, added: ClosedRange<Int>)]] = [:]
  /// What the screen facts found the additions to a collection make, by its name and
  /// declaration (see `ScreenFactsBuilder.constructions`).
  var additionsMade: [String: (types: [String], calls: [String])] = [:]
  private(set) lazy var localDeclarations: [String: [Int]] = {
    let code = outline.code
    var found: [String: [Int]] = [:]
    for p in code.indices.dropLast()
    where tokens[code[p]].kind == .keyword && (tokenIs(code[p], "let") || tokenIs(code[p], "var"))
      && tokens[code[p + 1]].kind == .identifier
    {
      found[name(code[p + 1]), default: []].append(p)
    }
    return found
  }()

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

  /// Whether some identifier's name may be in `names` (no means none is).
  public func mentionsAny(of names: NameHashFilter) -> Bool { names.mayContainAny(identifierNameHashes) }

  /// The identifier tokens whose names are in `names`, in order: each token's index in
  /// `tokens` and its name. Names are compared by hash first, so most identifiers are
  /// ruled out without being spelled out.
  public func identifiers(in names: NameSet) -> [(index: Int, name: String)] {
    guard mentionsAny(of: names.filter) else { return [] }
    var result: [(index: Int, name: String)] = []
    // (Read in place: most files have thousands of tokens and a few matches.)
    tokens.withUnsafeBufferPointer { tokens in
      identifierNameHashes.withUnsafeBufferPointer { hashes in
        var k = 0
        for index in tokens.indices where tokens[index].kind == .identifier {
          let hash = hashes[k]
          k += 1
          guard names.filter.mayContain(hash) else { continue }
          let name = name(index)
          if names.names.contains(name) { result.append((index, name)) }
        }
      }
    }
    return result
  }

  /// Whether `part` occurs inside an identifier whose name is not in `except`
  /// (`ThemedHostingController` holds `Hosting`). Looked for where the bytes spell it (a
  /// few places a file), not in every name.
  public func hasIdentifier(containing part: [UInt8], except: NameSet) -> Bool {
    var from = 0
    while let found = NeedleSearch.firstOffset(of: part, in: bytes, from: from) {
      from = found + 1
      // The last token starting at or before the match.
      var low = 0
      var high = tokens.count
      while high - low > 1 {
        let mid = (low + high) / 2
        if Int(tokens[mid].start) <= found { low = mid } else { high = mid }
      }
      guard low < tokens.count, tokens[low].kind == .identifier, found + part.count <= Int(tokens[low].end) else {
        continue
      }
      if !except.contains(name(low)) { return true }
    }
    return false
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

  /// Whether the token at `index` ends with the UTF-8 spelling `suffix`.
  @inline(__always)
  public func tokenEnds(_ index: Int, with suffix: StaticString) -> Bool {
    let t = tokens[index]
    let n = suffix.utf8CodeUnitCount
    guard t.length >= n else { return false }
    let p = suffix.utf8Start
    let o = Int(t.end) - n
    for i in 0..<n where bytes[o + i] != p[i] { return false }
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
  /// takes a slower generic path).
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
    if builtLines == nil, let counted = countedLocations(of: offsets, order: order) { return counted }
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
        if index == 0 && hasByteOrderMark {
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

  /// `locations(of:)` without a line table, for a few offsets: the line breaks are
  /// counted up to each (as far as the last), and the column from the
  /// line's start, found backwards. A table's two passes over the whole file, and its
  /// memory, were most of what placing a file's findings cost. Nil when an offset is
  /// not where a token may start (a line break), which the table answers.
  private func countedLocations(of offsets: [UInt32], order: [Int]) -> [LineColumn]? {
    guard offsets.count <= 32 else { return nil }
    let bom = hasByteOrderMark
    // (An offset inside a byte order mark: where the table's count starts then depends
    // on the order of the offsets. No token starts there.)
    if bom && offsets.contains(where: { $0 < 3 }) { return nil }
    return bytes.withUnsafeBufferPointer { b -> [LineColumn]? in
      var result = [LineColumn](repeating: LineColumn(line: 1, column: 1), count: offsets.count)
      var counted = 0
      var line = 0
      for i in order {
        let offset = Int(offsets[i])
        guard offset <= b.count, offset == b.count || (b[offset] != 0x0A && b[offset] != 0x0D) else { return nil }
        if offset > counted {
          LineTable.forEachLineStart(in: UnsafeBufferPointer(rebasing: b[counted..<offset])) { _ in line += 1 }
          // A `\r\n` cut by the last count (its `\r` was taken for a line break alone).
          if counted > 0 && b[counted] == 0x0A && b[counted - 1] == 0x0D { line -= 1 }
          counted = offset
        }
        var start = lineStart(of: offset)
        // A byte order mark is not a column (Xcode and editors do not count it).
        if start == 0 && bom { start = 3 }
        var column = 1
        for k in start..<offset where b[k] & 0xC0 != 0x80 { column += 1 }
        result[i] = LineColumn(line: line + 1, column: column)
      }
      return result
    }
  }

  /// Where the line holding byte `offset` starts: just past the last `\n` or `\r` before
  /// it (as the line table has it; an offset is never inside a `\r\n`).
  private func lineStart(of offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D { start -= 1 }
    return start
  }

  var hasByteOrderMark: Bool { bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF }

  /// Longest line text kept for a finding (fingerprints and baselines use it): a
  /// minified or generated line of megabytes would otherwise be copied per finding.
  public static let maximumLineText = 1024

  /// The text of the line containing `offset`, trimmed of surrounding blanks and cut
  /// to `maximumLineText` bytes (at a character boundary).
  public func lineText(at offset: UInt32) -> String {
    // The line's ends, found from the offset (the line table's ranges, without it).
    var s = lineStart(of: Int(offset))
    var e = bytes.withUnsafeBytes { raw in
      raw.baseAddress.map { ByteWords.nextLineBreak($0, from: s, count: raw.count) } ?? s
    }
    while s < e && (bytes[s] == 0x20 || bytes[s] == 0x09) { s += 1 }
    while e > s && (bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09) { e -= 1 }
    if e - s > Self.maximumLineText {
      e = s + Self.maximumLineText
      while e > s && bytes[e] & 0xC0 == 0x80 { e -= 1 }
    }
    return String(decoding: bytes[s..<e], as: UTF8.self)
  }
}
