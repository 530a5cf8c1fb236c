import PuenteLexer

/// Statements and locals, over a file's code positions: the flow of a local from its
/// `let vc = X(…)` to where it is handed on (the environment rule follows a local into
/// `rootView:`, `puente screens` one into `pushViewController`).
extension SourceFile {
  /// The initializer of the last `let`/`var name = …` before `position` in the same
  /// function body (or at file level when the call is not in a function).
  public func localInitializer(named local: String, before position: Int) -> ClosedRange<Int>? {
    let code = outline.code
    // Locals live in function bodies; a property initializer names properties, not locals.
    guard let scope = outline.functionBody(containing: position),
      let declarations = localDeclarations[local]
    else { return nil }
    // The declarations in the scope before `position`, the last one first (sorted, so
    // both ends are binary searches).
    let first = declarations.lowerBound(of: scope.lowerBound)
    for p in declarations[first..<max(first, declarations.lowerBound(of: position - 2))].reversed() {
      // Skip an optional type annotation up to `=`.
      var q = p + 2
      while q < position && tokens[code[q]].kind != .equal && q < p + 24 {
        let k = tokens[code[q]].kind
        if k == .semicolon || k == .leftBrace || k == .rightBrace { break }
        q += 1
      }
      if q < position && tokens[code[q]].kind == .equal {
        var end = statementEnd(from: q + 1)
        // (A binding of a condition, `if let first = pages.first {`, ends at the body's
        // brace or the next condition's comma.)
        if p > 0, case let before = tokens[code[p - 1]],
          before.kind == .comma
            || (before.kind == .keyword
              && (before.keyword == .if || before.keyword == .guard || before.keyword == .while))
        {
          var r = q + 1
          while r < end, tokens[code[r]].kind != .leftBrace, tokens[code[r]].kind != .comma {
            let k = tokens[code[r]].kind
            if (k == .leftParen || k == .leftSquare) && outline.match[r] > r { r = Int(outline.match[r]) }
            r += 1
          }
          end = r
        }
        if end > q + 1 { return (q + 1)...(end - 1) }
      }
    }
    return nil
  }

  /// The values assigned to the local `local` (`local = X()`) in its function before
  /// `position`, once declared there without an initializer (`let vc: UIViewController`
  /// assigned in each case of a `switch`).
  public func localAssignments(named local: String, before position: Int) -> [ClosedRange<Int>] {
    let code = outline.code
    guard let scope = outline.functionBody(containing: position), let declarations = localDeclarations[local],
      let declared = declarations.first(where: { scope.contains($0) && $0 < position })
    else { return [] }
    var ranges: [ClosedRange<Int>] = []
    for (index, _) in identifiers(in: NameSet([local])) {
      guard let q = outline.codePosition(ofToken: index), q > declared + 1, q < position, q + 2 < code.count,
        tokens[code[q - 1]].kind != .period, tokens[code[q + 1]].kind == .equal
      else { continue }
      let end = statementEnd(from: q + 2)
      if end > q + 2 { ranges.append((q + 2)...(end - 1)) }
    }
    return ranges
  }

  /// The code position of the `let`/`var` declaring the property `name` of the type whose
  /// body (or an extension of it in this file) holds `position`, if any.
  public func propertyDeclaration(named name: String, at position: Int) -> Int? {
    guard let type = outline.innermostType(containing: position), let declarations = localDeclarations[name] else {
      return nil
    }
    return declarations.first {
      outline.functionBody(containing: $0) == nil && outline.innermostType(containing: $0)?.name == type.name
    }
  }

  /// The values the methods of the type whose body holds `position` assign to its
  /// property `name` in this file (`chart = ChartViewController()` in `viewDidLoad`,
  /// `self.header = header` in `init`).
  public func propertyAssignments(named name: String, at position: Int) -> [ClosedRange<Int>] {
    let code = outline.code
    guard let type = outline.innermostType(containing: position) else { return [] }
    return additions(to: name).compactMap { (q, added) in
      // (`let chart = …` in a method declares a local: no assignment of the property.)
      tokens[code[q + 1]].kind == .equal && !tokenIs(code[q - 1], "let") && !tokenIs(code[q - 1], "var")
        && outline.functionBody(containing: q) != nil && outline.innermostType(containing: q)?.name == type.name
        ? added : nil
    }
  }

  /// What is put in the collection `name`, made empty (`var pages: [UIViewController] =
  /// []`), by the function holding `position` for a local, or by the type's methods for a
  /// property: assigned (`pages = [A(), B()]`, `pages += [C()]`) or added
  /// (`pages.append(D())`, `append(contentsOf:)`, `insert(_:at:)`).
  public func additions(to name: String, at position: Int) -> [ClosedRange<Int>] {
    let local = isLocal(name, at: position)
    let function = outline.functionBody(containing: position)
    guard let type = outline.innermostType(containing: position), !local || function != nil else { return [] }
    return additions(to: name).compactMap { (q, added) in
      let ours =
        local
        ? function!.contains(q) && q < position
        : outline.functionBody(containing: q) != nil && outline.innermostType(containing: q)?.name == type.name
          && !isLocal(name, at: q)
      return ours ? added : nil
    }
  }

  /// Every addition to a collection named `name` in the file, at the name's position:
  /// found once a name (a screen reading `rows[i]` a thousand times searches once).
  func additions(to name: String) -> [(at: Int, added: ClosedRange<Int>)] {
    if let known = additionsFound[name] { return known }
    let code = outline.code
    var found: [(at: Int, added: ClosedRange<Int>)] = []
    for (index, _) in identifiers(in: NameSet([name])) {
      guard let q = outline.codePosition(ofToken: index), q > 1, q + 3 < code.count, isOnSelf(q) else { continue }
      let next = tokens[code[q + 1]].kind
      if next == .equal || (next == .binaryOperator && tokenIs(code[q + 1], "+=")) {
        let end = statementEnd(from: q + 2)
        if end > q + 2 { found.append((q, (q + 2)...(end - 1))) }
      } else if next == .period, tokenIs(code[q + 2], "append") || tokenIs(code[q + 2], "insert"),
        tokens[code[q + 3]].kind == .leftParen, outline.match[q + 3] > q + 3
      {
        found.append((q, (q + 3)...Int(outline.match[q + 3])))
      }
    }
    additionsFound[name] = found
    return found
  }

  /// Whether the name at code position `p` is bare or on `self` (`self.x`, and in a `[weak
  /// self]` closure `self?.x`, `self!.x`).
  public func isOnSelf(_ p: Int) -> Bool {
    let code = outline.code
    guard p > 0, tokens[code[p - 1]].kind == .period else { return true }
    var q = p - 2
    if q >= 0, tokens[code[q]].kind == .postfixQuestion || tokens[code[q]].kind == .postfixExclamation { q -= 1 }
    return q >= 0 && tokenIs(code[q], "self")
  }

  /// The initializer of the property `name` of the type whose body (or an extension of
  /// it in this file) holds `position`: `lazy var filters = FiltersViewController()`,
  /// `let legend: Legend = { … }()`, shown later by a method.
  public func propertyInitializer(named name: String, at position: Int) -> ClosedRange<Int>? {
    let code = outline.code
    guard let type = outline.innermostType(containing: position), let declarations = localDeclarations[name] else {
      return nil
    }
    for p in declarations where outline.functionBody(containing: p) == nil {
      guard outline.innermostType(containing: p)?.name == type.name else { continue }
      var q = p + 2
      while q < code.count && tokens[code[q]].kind != .equal && q < p + 24 {
        let k = tokens[code[q]].kind
        if k == .semicolon || k == .leftBrace || k == .rightBrace { break }
        q += 1
      }
      if q < code.count && tokens[code[q]].kind == .equal {
        let end = statementEnd(from: q + 1)
        if end > q + 1 { return (q + 1)...(end - 1) }
      }
    }
    return nil
  }

  /// Whether `name` at code position `p` is a local of the function around it: bound
  /// before `p` by `let`/`var` there (`if let`, `guard let` included). (The keywords'
  /// positions are sorted: a binary search, so a file of many functions stays linear.)
  public func isLocal(_ name: String, at p: Int) -> Bool {
    guard let body = outline.functionBody(containing: p), let bindings = localDeclarations[name] else {
      return false
    }
    let first = bindings.lowerBound(of: body.lowerBound)
    return first < bindings.count && bindings[first] + 1 < p
  }

  /// The code position just past the expression statement that starts at `start`:
  /// it ends at `;`, at a bracket that closes an enclosing group, or at a new line that
  /// does not continue it (a continuing line starts with `.` or an operator, or the
  /// previous line ends with one).
  public func statementEnd(from start: Int) -> Int {
    let outline = self.outline
    let code = outline.code
    let n = code.count
    var p = start
    while p < n {
      let t = tokens[code[p]]
      switch t.kind {
      case .semicolon, .rightParen, .rightBrace, .rightSquare, .interpolationEnd:
        return p
      case .keyword where tokenIs(code[p], "else"):
        // `guard let x = y else { … }`: the body is not the initializer; an `if`
        // expression's `else` is part of it (`let vc = if c { A() } else { B() }`).
        guard tokens[code[start]].keyword == .if, tokens[code[p - 1]].kind == .rightBrace else { return p }
      case .leftParen, .leftBrace, .leftSquare, .interpolationStart:
        if p > start && startsLine(p) && t.kind == .leftBrace { return p }
        if outline.match[p] > p {
          p = Int(outline.match[p]) + 1
          continue
        }
      default:
        if p > start && startsLine(p) {
          let previous = tokens[code[p - 1]].kind
          let continues =
            t.kind == .period || t.kind == .binaryOperator || t.kind == .infixQuestion || t.kind == .colon
            || previous == .binaryOperator || previous == .equal || previous == .comma
            || previous == .prefixOperator || previous == .infixQuestion || previous == .colon
          if !continues { return p }
        }
      }
      p += 1
    }
    return n
  }

  public func startsLine(_ p: Int) -> Bool {
    let code = outline.code
    guard p > 0 else { return true }
    return lineBreak(between: tokens[code[p - 1]].end, and: tokens[code[p]].start)
  }
}
