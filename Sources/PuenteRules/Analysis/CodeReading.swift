import PuenteLexer

/// Small readings of a file's code positions (indices into `Outline.code`) that the
/// migration-safety rules and their analyses share.
extension SourceFile {
  /// The kind of the code token at position `p`, nil past the end.
  func codeKind(_ p: Int) -> TokenKind? {
    let code = outline.code
    return p >= 0 && p < code.count ? tokens[code[p]].kind : nil
  }

  /// The name of the identifier at code position `p`, nil for anything else.
  func codeIdentifier(_ p: Int) -> String? {
    codeKind(p) == .identifier ? name(outline.code[p]) : nil
  }

  /// Whether the code token at `p` is the keyword `keyword`.
  func codeKeyword(_ p: Int, _ keyword: Keyword) -> Bool {
    codeKind(p) == .keyword && tokens[outline.code[p]].keyword == keyword
  }

  /// A plain string literal starting at code position `p` (no interpolation, not raw):
  /// its text (escapes as written) and the position after its closing quote.
  func stringLiteral(at p: Int) -> (text: String, end: Int)? {
    guard codeKind(p) == .stringQuote, tokens[outline.code[p]].length == 1 else { return nil }
    if codeKind(p + 1) == .stringQuote { return ("", p + 2) }
    guard codeKind(p + 1) == .stringSegment, codeKind(p + 2) == .stringQuote else { return nil }
    return (text(outline.code[p + 1]), p + 3)
  }

  /// A dotted name from `p` (`AccessibilityIdentifiers.Orders.list`, `.list`): its
  /// components and the position after it. A leading `.` gives an empty first component.
  func dottedName(at p: Int) -> (parts: [String], end: Int)? {
    var parts: [String] = []
    var q = p
    if codeKind(q) == .period {
      parts.append("")
      q += 1
    }
    while let name = codeIdentifier(q) {
      parts.append(name)
      q += 1
      guard codeKind(q) == .period, codeKind(q + 1) == .identifier else { break }
      q += 1
    }
    return parts.isEmpty || parts == [""] ? nil : (parts, q)
  }

  /// The argument labels of the call whose `(` is at code position `open`: each
  /// identifier (or keyword) directly followed by `:` at the top level of the parentheses.
  func argumentLabels(open: Int) -> [String] {
    let match = outline.match
    guard open < match.count, match[open] > open else { return [] }
    let close = Int(match[open])
    var labels: [String] = []
    var q = open + 1
    var atStart = true
    while q < close {
      let kind = codeKind(q)
      if atStart, kind == .identifier || kind == .keyword, codeKind(q + 1) == .colon {
        labels.append(name(outline.code[q]))
      }
      atStart = kind == .comma
      if let k = kind, k == .leftParen || k == .leftSquare || k == .leftBrace, match[q] > q {
        q = Int(match[q])
      }
      q += 1
    }
    return labels
  }

  /// The innermost type declaration whose body holds code position `p`.
  func innermostType(containing p: Int) -> Outline.TypeDeclaration? { outline.innermostType(containing: p) }

  /// The name of the function whose body is the innermost one holding `p`, if any.
  func enclosingFunctionName(_ p: Int) -> String? {
    guard let body = outline.functionBody(containing: p) else { return nil }
    var q = body.lowerBound - 1
    // Back over the signature to its `func` keyword (a signature holds no braces).
    while q > 0 && codeKind(q) != .leftBrace && codeKind(q) != .rightBrace && codeKind(q) != .semicolon {
      if codeKeyword(q, .func) { return codeIdentifier(q + 1) }
      q -= 1
    }
    return nil
  }
}
