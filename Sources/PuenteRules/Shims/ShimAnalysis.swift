import PuenteLexer

/// One thing the deployment targets have made removable in a file, before it becomes a
/// message: shared by the three shim rules (which report it) and the audit (which sizes
/// it). Offsets are UTF-8 byte offsets into the file.
public struct ShimItem: Sendable, Hashable {
  /// What was found.
  public enum Kind: String, Sendable, Hashable {
    /// A declaration whose `@available(…, deprecated:/obsoleted:)` or `@backDeployed(before:)`
    /// the targets have reached (`removable-shim`).
    case removableShim
    /// A `#available` check the targets guarantee (`always-true-availability`).
    case alwaysTrueCheck
    /// A `#unavailable` check the targets rule out (`always-true-availability`).
    case neverTrueCheck
    /// An `@available` attribute with introduced versions only, all guaranteed
    /// (`redundant-availability`).
    case redundantAttribute

    /// The id of the rule that reports this kind.
    public var ruleID: String {
      switch self {
      case .removableShim: return RemovableShimRule.info.id
      case .alwaysTrueCheck, .neverTrueCheck: return AlwaysTrueAvailabilityRule.info.id
      case .redundantAttribute: return RedundantAvailabilityRule.info.id
      }
    }
  }

  public var kind: Kind
  /// UTF-8 byte offset of the flagged token: the attribute's `@` or the `#available` keyword.
  public var offset: UInt32
  /// The attribute or check as written, whitespace collapsed: `#available(iOS 15, *)`.
  public var syntax: String
  /// For a shim: `emptyState`, `init`, `extension View`; nil otherwise.
  public var declaration: String?
  /// For a shim: the names whose uses are its references (an extension's member names;
  /// none for `init`, `subscript` and operators, whose uses are not plain names).
  public var names: [String]
  /// `deprecated on`, `obsoleted on`, `back-deployed before`; empty for checks.
  public var verb: String
  /// The platforms judged, with the version the code names and the target.
  public var judged: [JudgedPlatform]
  /// The code that can go (the whole shim, a dead `else` branch, a never-run body):
  /// half-open UTF-8 byte range; nil when only the check or attribute itself goes.
  public var removable: Range<UInt32>?
  /// Identifier uses of `names` inside the shim itself (not references).
  public var selfReferences: Int
  /// For a never-true check in a `guard`: the guard always exits, and `removable` is the
  /// code after it.
  public var guardFails = false
  /// A never-true `if #unavailable … else …`: the whole statement goes and its `else`
  /// body stays (deleting only the guarded part would leave a dangling `else`).
  public var keepsElse = false
  /// 1-based first and last line of `removable`, when `ShimItems` made the item.
  public var lines: ClosedRange<Int>? = nil

  /// 1-based first and last line of `removable` in `file`.
  public func removableLines(in file: SourceFile) -> ClosedRange<Int>? {
    guard let removable, removable.upperBound > removable.lowerBound else { return nil }
    return
      (file.lineIndex(of: removable.lowerBound) + 1)...(file.lineIndex(of: removable.upperBound - 1)
      + 1)
  }
}

/// Finds the `ShimItem`s of one file for given deployment targets. Pure and per file;
/// references across files are counted elsewhere (`ShimReferences`).
public enum ShimAnalysis {
  /// Byte strings a file must contain for any shim item to be in it.
  public static let needles = ["available", "backDeployed"]

  /// Every item in `file` under `targets`, in source order. Attributes and checks in
  /// comments and string literals are not code and never count.
  public static func items(in file: SourceFile, targets: DeploymentTargets) -> [ShimItem] {
    guard !targets.isEmpty else { return [] }
    var scanner = Scanner(file: file, targets: targets)
    scanner.run()
    return scanner.items
  }

  // MARK: - Scanner

  /// Walks the code tokens once: attribute groups in front of declarations, and checks.
  struct Scanner {
    let file: SourceFile
    let targets: DeploymentTargets
    let code: [Int]
    let match: [Int32]
    let n: Int
    var items: [ShimItem] = []

    init(file: SourceFile, targets: DeploymentTargets) {
      self.file = file
      self.targets = targets
      code = file.outline.code
      match = file.outline.match
      n = code.count
    }

    func kind(_ p: Int) -> TokenKind? { p >= 0 && p < n ? file.tokens[code[p]].kind : nil }
    func isWord(_ p: Int, _ s: StaticString) -> Bool { p >= 0 && p < n && file.tokenIs(code[p], s) }
    func start(_ p: Int) -> UInt32 { file.tokens[code[p]].start }
    func end(_ p: Int) -> UInt32 { file.tokens[code[p]].end }
    func line(_ p: Int) -> Int { file.lineIndex(of: start(p)) }
    /// The matching bracket of an opening bracket at `p`, if it is matched.
    func closing(_ p: Int) -> Int? { p < n && match[p] > Int32(p) ? Int(match[p]) : nil }

    mutating func run() {
      var p = 0
      while p < n {
        switch kind(p) {
        case .atSign?:
          p = attributeGroup(at: p)
        case .poundKeyword?:
          check(at: p)
          p += 1
        default:
          p += 1
        }
      }
    }

    // MARK: Attributes and declarations

    /// Modifiers that may stand between attributes and a declaration keyword.
    static let modifiers: Set<String> = [
      "public", "private", "fileprivate", "internal", "open", "package", "static", "final",
      "override", "mutating",
      "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "dynamic", "nonisolated",
      "indirect",
      "optional", "prefix", "postfix", "infix", "isolated", "distributed", "consuming", "borrowing",
      "__consuming",
    ]

    /// Reads the attributes and modifiers starting at `p`, judges the availability ones,
    /// and returns where scanning goes on (the declaration keyword, whose body may hold
    /// more items).
    mutating func attributeGroup(at groupStart: Int) -> Int {
      var q = groupStart
      var syntaxes: [AvailabilitySyntax] = []
      while q < n {
        if kind(q) == .atSign, kind(q + 1) == .identifier {
          if let syntax = AvailabilitySyntax(file: file, at: q) {
            syntaxes.append(syntax)
            q = syntax.close + 1
          } else if kind(q + 2) == .leftParen, line(q + 2) == line(q + 1),
            let close = closing(q + 2)
          {
            q = close + 1
          } else {
            q += 2
          }
        } else if kind(q) == .identifier || kind(q) == .keyword, isModifier(q) {
          q = kind(q + 1) == .leftParen ? (closing(q + 1) ?? q) + 1 : q + 1
        } else {
          break
        }
      }
      if syntaxes.isEmpty { return max(q, groupStart + 1) }
      let declaration = self.declaration(at: q)
      for syntax in syntaxes
      where syntax.kind == .availableAttribute && !syntax.saysMore && !syntax.introduced.isEmpty {
        guard let judged = AvailabilityJudgement.satisfied(syntax.introduced, by: targets) else {
          continue
        }
        items.append(
          ShimItem(
            kind: .redundantAttribute, offset: start(syntax.start), syntax: syntax.text(in: file),
            declaration: nil,
            names: [], verb: "", judged: judged, removable: nil,
            selfReferences: 0))
      }
      // The shim: every retirement entry of the group, judged together.
      let retiring = syntaxes.filter { !$0.retired.isEmpty }
      if let first = retiring.first, let declaration,
        let judged = AvailabilityJudgement.satisfied(
          retiring.flatMap(\.retired), by: targets, everyPlatform: true)
      {
        let removableStart = docCommentStart(before: groupStart)
        let range = removableStart..<end(declaration.end)
        let names = Set(declaration.names)
        var inside = 0
        for p in groupStart...declaration.end
        where kind(p) == .identifier && names.contains(file.name(code[p])) {
          inside += 1
        }
        let verbs = Set(retiring.map(\.retiredVerb))
        items.append(
          ShimItem(
            kind: .removableShim, offset: start(first.start), syntax: first.text(in: file),
            declaration: declaration.display, names: declaration.names,
            verb: verbs.count == 1 ? first.retiredVerb : "retired on", judged: judged,
            removable: range,
            selfReferences: inside))
      }
      return max(q, groupStart + 1)
    }

    func isModifier(_ p: Int) -> Bool {
      let word = file.name(code[p])
      if word == "class" {
        // `class func`, `class var`: a modifier; `class Foo`: the declaration.
        return isWord(p + 1, "func") || isWord(p + 1, "var") || isWord(p + 1, "let")
          || isWord(p + 1, "subscript")
          || (kind(p + 1) == .identifier && Self.modifiers.contains(file.name(code[p + 1])))
          || (kind(p + 1) == .keyword && Self.modifiers.contains(file.name(code[p + 1])))
      }
      return Self.modifiers.contains(word)
    }

    /// The byte offset where a declaration starting at code position `p` begins,
    /// including the doc comments right above it.
    func docCommentStart(before p: Int) -> UInt32 {
      var index = code[p]
      while index > 0 {
        let previous = file.tokens[index - 1]
        guard previous.kind == .docLineComment || previous.kind == .docBlockComment else { break }
        index -= 1
      }
      return file.tokens[index].start
    }

    /// A declaration: what to call it, the names its uses go by, and its last code position.
    struct Declaration {
      var display: String
      var names: [String]
      var end: Int
    }

    /// The declaration whose keyword is at `p`, or nil when `p` is not a declaration keyword.
    func declaration(at p: Int) -> Declaration? {
      guard p < n else { return nil }
      let word = file.name(code[p])
      let isActor = kind(p) == .identifier && word == "actor" && kind(p + 1) == .identifier
      guard kind(p) == .keyword || isActor else { return nil }
      switch word {
      case "func":
        if kind(p + 1) == .identifier {
          let name = file.name(code[p + 1])
          return Declaration(display: name, names: [name], end: bodyEnd(from: p + 1))
        }
        return Declaration(
          display: p + 1 < n ? file.text(code[p + 1]) : "func", names: [], end: bodyEnd(from: p + 1)
        )
      case "init", "deinit", "subscript":
        return Declaration(display: word, names: [], end: bodyEnd(from: p + 1))
      case "var", "let":
        var q = p + 1
        while q < n && kind(q) == .leftParen { q += 1 }
        guard kind(q) == .identifier else { return nil }
        let name = file.name(code[q])
        return Declaration(
          display: name, names: [name], end: statementEnd(from: q + 1, bodies: true))
      case "class", "struct", "enum", "protocol", "actor":
        guard kind(p + 1) == .identifier else { return nil }
        let name = file.name(code[p + 1])
        return Declaration(display: name, names: [name], end: bodyEnd(from: p + 1))
      case "extension":
        guard kind(p + 1) == .identifier else { return nil }
        var q = p + 1
        while kind(q + 1) == .period && kind(q + 2) == .identifier { q += 2 }
        let typeText = String(
          decoding: file.bytes[Int(start(p + 1))..<Int(end(q))], as: UTF8.self)
        let end = bodyEnd(from: q + 1)
        let open = (p...end).first { kind($0) == .leftBrace }
        let names = open.map { memberNames(open: $0, close: end) } ?? []
        return Declaration(display: "extension \(typeText)", names: names, end: end)
      case "typealias", "case":
        guard kind(p + 1) == .identifier else { return nil }
        let name = file.name(code[p + 1])
        return Declaration(
          display: name, names: [name], end: statementEnd(from: p + 2, bodies: false))
      default:
        return nil
      }
    }

    /// The last code position of a declaration whose header continues at `p`: its
    /// body's `}`, or the end of its signature when it has none (a protocol requirement).
    func bodyEnd(from p: Int) -> Int {
      var q = p
      var last = p - 1
      while q < n {
        switch kind(q) {
        case .leftBrace?:
          return closing(q) ?? last
        case .leftParen?, .leftSquare?:
          guard let close = closing(q) else { return last }
          last = close
          q = close + 1
          continue
        case .rightBrace?, .rightParen?, .rightSquare?, .semicolon?, .poundKeyword?:
          return last
        case .atSign?:
          if line(q) != line(last) { return last }
        case .keyword?:
          if isDeclarationKeyword(q) { return last }
        default:
          break
        }
        last = q
        q += 1
      }
      return last
    }

    func isDeclarationKeyword(_ p: Int) -> Bool {
      for word: StaticString in [
        "func", "var", "let", "case", "init", "deinit", "subscript", "struct", "class", "enum",
        "typealias", "import",
        "extension", "protocol",
      ] where isWord(p, word) {
        return true
      }
      return false
    }

    /// The last code position of a statement-like declaration (`var x = …`, `case a`,
    /// `typealias T = …`) starting at `p`. With `bodies`, a `{` before any `=` is a
    /// computed property's or observers' body and ends the declaration.
    func statementEnd(from p: Int, bodies: Bool) -> Int {
      var q = p
      var last = p - 1
      var seenEqual = false
      while q < n {
        guard let k = kind(q) else { break }
        if q > p, line(q) != line(last), !continues(after: last, before: q) { return last }
        switch k {
        case .leftBrace:
          guard let close = closing(q) else { return last }
          if bodies && !seenEqual { return close }
          last = close
          q = close + 1
          continue
        case .leftParen, .leftSquare:
          guard let close = closing(q) else { return last }
          last = close
          q = close + 1
          continue
        case .rightBrace, .rightParen, .rightSquare, .semicolon, .poundKeyword:
          return last
        case .equal:
          seenEqual = true
        case .keyword where isDeclarationKeyword(q):
          return last
        default:
          break
        }
        last = q
        q += 1
      }
      return last
    }

    /// Whether the statement goes on from `last` to `next` on a following line.
    func continues(after last: Int, before next: Int) -> Bool {
      let continuing: Set<TokenKind> = [
        .equal, .binaryOperator, .comma, .colon, .arrow, .period, .prefixOperator,
      ]
      if let k = kind(last), continuing.contains(k) { return true }
      // `.modifier()` chains, infix operators, and a body's `{` on its own line.
      if let k = kind(next), k == .period || k == .binaryOperator || k == .leftBrace { return true }
      return false
    }

    /// Names declared directly in an extension body (members, not their locals).
    func memberNames(open: Int, close: Int) -> [String] {
      var names: [String] = []
      var q = open + 1
      while q < close {
        if let k = kind(q), k == .leftBrace || k == .leftParen || k == .leftSquare,
          let c = closing(q)
        {
          q = c + 1
          continue
        }
        let isActor =
          kind(q) == .identifier && file.name(code[q]) == "actor" && kind(q + 1) == .identifier
        if (kind(q) == .keyword || isActor) && kind(q + 1) == .identifier {
          let word = file.name(code[q])
          let declares =
            ["func", "var", "let", "struct", "enum", "typealias", "protocol", "actor", "case"]
            .contains(word)
            || (word == "class" && !isModifier(q))
          if declares {
            let name = file.name(code[q + 1])
            if !names.contains(name) { names.append(name) }
          }
        }
        q += 1
      }
      return names
    }

    // MARK: Checks

    /// Judges a `#available` or `#unavailable` check at `p`.
    mutating func check(at p: Int) {
      guard let syntax = AvailabilitySyntax(file: file, at: p),
        syntax.kind == .availableCheck || syntax.kind == .unavailableCheck,
        let judged = AvailabilityJudgement.satisfied(syntax.introduced, by: targets)
      else { return }
      let close = syntax.close
      // The statement keyword, and whether the check is its only condition.
      var keyword: Int? = nil
      var sole = true
      var q = p - 1
      while q >= 0 {
        guard let k = kind(q) else { break }
        if k == .rightParen || k == .rightSquare, match[q] >= 0, Int(match[q]) < q {
          q = Int(match[q]) - 1
          sole = false
          continue
        }
        if isWord(q, "if") || isWord(q, "guard") || isWord(q, "while") {
          keyword = q
          break
        }
        // `#available` only appears in conditions, so the keyword is found before the
        // statement's start unless the code is malformed.
        if k == .leftBrace || k == .rightBrace || k == .semicolon || k == .leftParen
          || k == .leftSquare
        {
          break
        }
        sole = false
        q -= 1
      }
      if kind(close + 1) == .comma { sole = false }
      var removable: Range<UInt32>? = nil
      var guardFails = false
      var keepsElse = false
      if let keyword {
        let isIf = isWord(keyword, "if")
        let isGuard = isWord(keyword, "guard")
        let body =
          isGuard
          ? nil : firstBrace(after: close).flatMap { open in closing(open).map { (open, $0) } }
        if syntax.kind == .availableCheck {
          if isIf && sole, let body, kind(close + 1) == .leftBrace {
            removable = elseChain(after: body.1)
          } else if isGuard && sole, isWord(close + 1, "else"), kind(close + 2) == .leftBrace,
            let elseClose = closing(close + 2)
          {
            removable = start(close + 1)..<end(elseClose)
          }
        } else if !isGuard, let body {
          // Never true: the guarded body never runs. With an `else`, the statement is
          // replaced by the `else` body.
          if let chain = elseChain(after: body.1) {
            removable = start(keyword)..<chain.upperBound
            keepsElse = true
          } else {
            removable = start(keyword)..<end(body.1)
          }
        } else if isGuard, let elseOpen = firstBrace(after: close),
          let elseClose = closing(elseOpen)
        {
          // A guard that always fails: its `else` always runs, and what follows it in the
          // same scope never does.
          var last = elseClose
          var r = elseClose + 1
          while r < n, kind(r) != .rightBrace {
            if let k = kind(r), k == .leftBrace || k == .leftParen || k == .leftSquare,
              let c = closing(r)
            {
              last = c
              r = c + 1
              continue
            }
            last = r
            r += 1
          }
          if last > elseClose { removable = start(elseClose + 1)..<end(last) }
          guardFails = true
        }
      }
      items.append(
        ShimItem(
          kind: syntax.kind == .availableCheck ? .alwaysTrueCheck : .neverTrueCheck,
          offset: start(p),
          syntax: syntax.text(in: file), declaration: nil, names: [], verb: "", judged: judged,
          removable: removable,
          selfReferences: 0, guardFails: guardFails, keepsElse: keepsElse))
    }

    /// The first `{` after `p` outside brackets: the body of an `if` or `while`.
    func firstBrace(after p: Int) -> Int? {
      var q = p + 1
      while q < n {
        switch kind(q) {
        case .leftBrace?: return q
        case .leftParen?, .leftSquare?:
          guard let c = closing(q) else { return nil }
          q = c
        case .rightBrace?, .semicolon?:
          return nil
        default: break
        }
        q += 1
      }
      return nil
    }

    /// The `else` branches after a then-body ending at `close`, through the end of an
    /// `else if` chain; nil when there is no `else`.
    func elseChain(after close: Int) -> Range<UInt32>? {
      guard isWord(close + 1, "else") else { return nil }
      var last = close
      var q = close + 1
      while isWord(q, "else") {
        if kind(q + 1) == .leftBrace, let c = closing(q + 1) {
          last = c
          break
        }
        guard isWord(q + 1, "if"), let open = firstBrace(after: q + 1), let c = closing(open) else {
          break
        }
        last = c
        q = c + 1
      }
      return last > close ? start(close + 1)..<end(last) : nil
    }
  }
}
