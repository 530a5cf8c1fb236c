import PuenteLexer

/// What a type declaration declares, by its keyword.
public enum DeclarationKind: UInt8, Sendable, Hashable {
  case `class` = 0
  case `struct` = 1
  case `enum` = 2
  case actor = 3
  case `protocol` = 4
  case `extension` = 5
  /// `typealias Host = UIHostingController<AnyView>`: its target is its one "base", so
  /// what the target is passes on to the alias.
  case `typealias` = 6

  /// The kind a declaration keyword starts (`actor` is contextual: not a keyword).
  init(_ keyword: Keyword) {
    switch keyword {
    case .class: self = .class
    case .struct: self = .struct
    case .enum: self = .enum
    case .protocol: self = .protocol
    case .extension: self = .extension
    case .typealias: self = .typealias
    default: self = .actor
    }
  }

  /// Whether the declaration introduces a value type (nothing can inherit from it).
  public var isValueType: Bool { self == .struct || self == .enum || self == .actor }
}

/// A light index over a file's tokens, built in one pass: bracket matching, type
/// declarations with their inheritance clauses, function bodies, imports and calls.
///
/// It is not a parser: it is what rules query instead of re-inventing bracket matching.
/// A class, so that the many `file.outline` reads of the rules share one value instead
/// of copying (and retaining) its eight arrays each time.
/// Every position in it is an index into `code`, the file's tokens without comments
/// (and without multiline-string continuations), so "the next token" skips comments.
public final class Outline: Sendable {
  /// Indices into `SourceFile.tokens` of the code tokens, in order.
  public let code: [Int]
  /// For each code position of an opening bracket (`(`, `[`, `{`, `\(`), the position
  /// of its closing bracket, and the reverse; -1 when unmatched or not a bracket.
  public let match: [Int32]
  public let types: [TypeDeclaration]
  public let functionBodies: [Range<Int>]
  /// `functionBodies`, for `functionBody(containing:)`.
  private let innermostBodies: InnermostRanges
  /// The bodies of `types` (empty for none), for `innermostType(containing:)`.
  private let innermostTypeBodies: InnermostRanges
  /// Code positions of the declared names of types (`class Foo` → `Foo`), sorted. (An
  /// array: a `Set` built per file would hash every name for a question asked only of
  /// names that are bridges.)
  public let declaredNames: [Int]

  /// Whether the name at code position `p` is a type's declared name.
  public func declaresName(at p: Int) -> Bool { Self.position(of: p, in: declaredNames) != nil }

  /// The code position of the token at `index` in `SourceFile.tokens`, nil for a
  /// comment (or a multiline string's continuation), which has none.
  public func codePosition(ofToken index: Int) -> Int? { Self.position(of: index, in: code) }

  /// Where `value` is in the ascending `sorted`, by binary search; nil if it is not.
  static func position(of value: Int, in sorted: [Int]) -> Int? {
    var lo = 0
    var hi = sorted.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo < sorted.count && sorted[lo] == value ? lo : nil
  }

  /// Code position ranges of `import` declarations.
  public let imports: [Range<Int>]
  /// Code position ranges of type declaration headers (keyword up to the body).
  public let headers: [Range<Int>]
  public let calls: [Call]

  /// A `class`, `struct`, `enum`, `actor`, `protocol`, `extension` or `typealias` declaration.
  public struct TypeDeclaration: Sendable, Hashable {
    public var kind: DeclarationKind
    /// The declared (or extended) type's name, last component for `extension A.B`.
    public var name: String
    /// Code position of the name.
    public var namePosition: Int
    /// The inheritance clause, one entry per listed type: the code position and the
    /// base name (`SwiftUI.UIHostingController<V>` → `UIHostingController`).
    public var inherited: [InheritedType]
    /// Code positions of the body's braces, when there is a body.
    public var body: Range<Int>?
  }

  /// One entry of an inheritance clause.
  public struct InheritedType: Sendable, Hashable {
    public var position: Int
    public var name: String
  }

  /// A call-like use of a name: `Name(…)`, `Name<T>(…)`, `Name { … }`.
  ///
  /// The callee's name is kept as its hash, not as a `String`: a file has a call in
  /// every ten tokens, while the rules look only a few up (`Outline.name(of:in:)` spells
  /// one out).
  public struct Call: Sendable, Hashable {
    /// Code position of the callee name: the name, `super` for `super.init(…)`, `X`
    /// for `X.init(…)`, and the `init` keyword itself for `.init(…)` on the contextual
    /// type (and `self.init(…)`), whose name is empty.
    public var callee: Int
    /// `NameHash` of the callee's name (backticks removed; of "" for `.init`).
    public var nameHash: UInt32
    /// Code positions of the argument parentheses, if any.
    public var arguments: ClosedRange<Int>?
    /// Code positions of the trailing closure's braces, if any.
    public var trailingClosure: ClosedRange<Int>?
  }

  /// Builds the outline of `file`.
  ///
  /// Two passes. The first copies the code tokens into `ct` (contiguous, comments left
  /// out) and matches brackets; the second finds declarations, imports and calls over
  /// that copy. Kinds and keywords are compared as bytes (`Token.keyword`), never
  /// spelled out against the file, and a name becomes a `String` only where a
  /// declaration records it. Both passes read and write through buffer pointers: with
  /// arrays, the bracket stack's appends and the bounds checks of every read were half
  /// the time of building an outline.
  public init(file: SourceFile) {
    let tokens = file.tokens
    // Built in a closure so `code`, `ct` and `match` are constants: nested functions
    // capturing a `var` box it, and every read then pays a dynamic exclusivity check.
    //
    // Brackets: `#if` branches can leave braces unbalanced; a close that does not fit
    // the innermost open bracket closes the nearest one of its type among the eight
    // innermost, or is ignored.
    let (code, ct, match): ([Int], [Token], [Int32]) = tokens.withUnsafeBufferPointer { all in
      let count = all.count
      // Open brackets, innermost last: never more than there are tokens.
      let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
      defer { stack.deallocate() }
      var depth = 0
      var n = 0
      var ct: [Token] = []
      var match: [Int32] = []
      let code = [Int](unsafeUninitializedCapacity: count) { codeBuffer, codeCount in
        ct = [Token](unsafeUninitializedCapacity: count) { ctBuffer, ctCount in
          match = [Int32](unsafeUninitializedCapacity: count) { matchBuffer, matchCount in
            for i in 0..<count {
              let t = all[i]
              let opener: TokenKind
              switch t.kind {
              case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang, .stringContinuation:
                continue
              case .leftParen, .leftBrace, .leftSquare, .interpolationStart:
                stack[depth] = Int32(truncatingIfNeeded: n)
                depth &+= 1
                opener = .unknown
              case .rightParen: opener = .leftParen
              case .rightBrace: opener = .leftBrace
              case .rightSquare: opener = .leftSquare
              case .interpolationEnd: opener = .interpolationStart
              default: opener = .unknown
              }
              let p = n
              n &+= 1
              codeBuffer.initializeElement(at: p, to: i)
              ctBuffer.initializeElement(at: p, to: t)
              matchBuffer.initializeElement(at: p, to: -1)
              guard opener != .unknown else { continue }
              var d = depth &- 1
              let lowest = max(0, depth &- 8)
              while d >= lowest && ctBuffer[Int(stack[d])].kind != opener { d &-= 1 }
              guard d >= lowest else { continue }
              let open = Int(stack[d])
              depth = d
              matchBuffer[open] = Int32(truncatingIfNeeded: p)
              matchBuffer[p] = Int32(truncatingIfNeeded: open)
            }
            matchCount = n
          }
          ctCount = n
        }
        codeCount = n
      }
      return (code, ct, match)
    }
    self.code = code
    self.match = match
    let n = code.count

    // Declarations, imports, calls.
    var types: [TypeDeclaration] = []
    var functionBodies: [Range<Int>] = []
    var declaredNames: [Int] = []
    var imports: [Range<Int>] = []
    var headers: [Range<Int>] = []
    var calls: [Call] = []
    // About one code token in ten is a call's callee in app code; growing from empty
    // copied the array ten times a file.
    calls.reserveCapacity(n / 8)

    ct.withUnsafeBufferPointer { ct in
      match.withUnsafeBufferPointer { match in
        file.bytes.withUnsafeBufferPointer { bytes in
          @inline(__always) func kind(_ p: Int) -> TokenKind { ct[p].kind }
          @inline(__always) func keyword(_ p: Int) -> Keyword { ct[p].keyword }
          func isIdentifier(_ p: Int) -> Bool { p < n && kind(p) == .identifier }
          func nameHash(_ p: Int) -> UInt32 {
            let (s, e) = NameHashes.nameRange(ct[p], bytes)
            return NameHash.of(bytes, s, e)
          }
          /// Whether the identifier at `p` is `actor` (contextual: not a keyword).
          func isActor(_ p: Int) -> Bool {
            let t = ct[p]
            guard t.length == 5 else { return false }
            let s = Int(t.start)
            return bytes[s] == UInt8(ascii: "a") && bytes[s + 1] == UInt8(ascii: "c")
              && bytes[s + 2] == UInt8(ascii: "t")
              && bytes[s + 3] == UInt8(ascii: "o") && bytes[s + 4] == UInt8(ascii: "r")
          }
          func lineBreak(before q: Int) -> Bool { file.lineBreak(between: ct[q - 1].end, and: ct[q].start) }
          /// Whether the token at `p` is the operator `&` alone.
          func isAmpersand(_ p: Int) -> Bool {
            kind(p).isOperator && ct[p].length == 1 && bytes[Int(ct[p].start)] == UInt8(ascii: "&")
          }
          /// The position after a `<…>` group starting at `p` (an operator beginning with `<`).
          /// At most `angleScanLimit` steps: `value < i, value < i, …` and `A<A<A<…>>>` had
          /// every `<` scan to the end of the file, quadratic time (see `angleScanLimit`).
          func skipAngles(_ p: Int) -> Int {
            var depth = 0
            var q = p
            let limit = min(n, p + Self.angleScanLimit)
            while q < limit {
              let t = ct[q]
              if t.kind.isOperator || t.kind == .equal {
                var onlyAngles = true
                var delta = 0
                for o in Int(t.start)..<Int(t.end) {
                  switch bytes[o] {
                  case UInt8(ascii: "<"): delta += 1
                  case UInt8(ascii: ">"): delta -= 1
                  default: onlyAngles = false
                  }
                }
                if onlyAngles || q == p {
                  depth += delta
                  if depth <= 0 { return q + 1 }
                }
              } else if t.kind == .leftBrace || t.kind == .semicolon {
                return q
              } else if t.kind == .leftParen || t.kind == .leftSquare, match[q] > 0 {
                q = Int(match[q])
              }
              q += 1
            }
            return q
          }
          func startsWithAngle(_ p: Int) -> Bool {
            p < n && (kind(p).isOperator) && bytes[Int(ct[p].start)] == UInt8(ascii: "<")
          }
          /// The position of the `{` that opens the body of a declaration whose header
          /// continues from `p`, or nil when the declaration has no body.
          func bodyOpen(from p: Int) -> Int? {
            var q = p
            while q < n {
              switch kind(q) {
              case .leftBrace: return q
              case .leftParen, .leftSquare:
                if match[q] > q { q = Int(match[q]) }
              case .rightBrace, .rightParen, .rightSquare, .semicolon, .poundKeyword:
                return nil
              case .keyword:
                switch keyword(q) {
                case .func, .var, .let, .case, .`init`, .subscript, .struct, .class, .enum, .typealias, .import:
                  return nil
                default: break
                }
              default: break
              }
              q += 1
            }
            return nil
          }
          /// The base names of a list of types from `start` (an inheritance clause, or the
          /// target of the typealias named at `alias`): entries separated by `,` (not for an
          /// alias) or `&`, each named by its last identifier outside `<…>`. Returns the
          /// entries and the position where the list ended.
          func inheritedTypes(from start: Int, alias: Int?) -> ([InheritedType], end: Int) {
            var inherited: [InheritedType] = []
            var q = start
            var last: Int? = nil
            var angle = 0
            while q < n {
              if let alias, q > alias + 2 && lineBreak(before: q) { break }
              let kq = kind(q)
              if alias == nil {
                if angle == 0 && (kq == .leftBrace || kq == .semicolon || kq == .rightBrace || keyword(q) == .where) {
                  break
                }
              } else if kq == .semicolon || kq == .rightBrace || kq == .leftBrace {
                break
              }
              // The next declaration (`class A: B class C: D …` without braces, or a line of
              // typealiases): the list cannot go on, and scanning on made the pass quadratic.
              if kq == .keyword && Self.declarationKeywords.contains(keyword(q)) && isIdentifier(q + 1) { break }
              // `,` separates entries, and so does `&` in a composition (`View & Equatable`).
              if ((kq == .comma && alias == nil) || isAmpersand(q)) && angle == 0 {
                if let last { inherited.append(InheritedType(position: last, name: file.name(code[last]))) }
                last = nil
              } else if kq == .identifier && angle == 0 && (alias != nil || !(q > 0 && kind(q - 1) == .atSign)) {
                last = q
              } else if kq.isOperator {
                for o in Int(ct[q].start)..<Int(ct[q].end) {
                  if bytes[o] == UInt8(ascii: "<") { angle += 1 }
                  if bytes[o] == UInt8(ascii: ">") { angle = max(0, angle - 1) }
                }
              } else if alias == nil && kq == .leftParen, match[q] > q {
                q = Int(match[q])
              }
              q += 1
            }
            if let last { inherited.append(InheritedType(position: last, name: file.name(code[last]))) }
            return (inherited, q)
          }
          /// A type declaration whose keyword (`class`, …, or the identifier `actor`) is at
          /// `p` and whose name follows.
          func typeDeclaration(at p: Int) {
            let kindName = DeclarationKind(keyword(p))
            var q = p + 1
            var namePosition = q
            // `extension Outer.Inner` names the last component.
            while q + 2 < n && kind(q + 1) == .period && isIdentifier(q + 2) {
              q += 2
              namePosition = q
            }
            q += 1
            if startsWithAngle(q) { q = skipAngles(q) }
            var inherited: [InheritedType] = []
            if q < n && kind(q) == .colon { (inherited, q) = inheritedTypes(from: q + 1, alias: nil) }
            let open = bodyOpen(from: q)
            var body: Range<Int>? = nil
            if let open, match[open] > open { body = open..<(Int(match[open]) + 1) }
            headers.append(p..<(open ?? q))
            // An extension names an existing type: that is a reference, not a declaration.
            if keyword(p) != .extension { declaredNames.append(namePosition) }
            types.append(
              TypeDeclaration(
                kind: kindName, name: file.name(code[namePosition]), namePosition: namePosition,
                inherited: inherited, body: body))
          }

          var p = 0
          while p < n {
            let k = kind(p)
            if k == .identifier {
              // (`actor` is contextual: a type declaration only before a name.)
              if isActor(p) && isIdentifier(p + 1) {
                typeDeclaration(at: p)
                p += 1
                continue
              }
              // Calls: `Name(…)`, `Name<T>(…)`, `Name { … }` (same line). Most identifiers
              // are followed by none of these.
              if p + 1 < n && (kind(p + 1) == .leftParen || kind(p + 1) == .leftBrace || kind(p + 1).isOperator)
                && !(p > 0 && (keyword(p - 1) == .func || kind(p - 1) == .atSign))
              {
                var q = p + 1
                if startsWithAngle(q) {
                  let after = skipAngles(q)
                  if after < n && (kind(after) == .leftParen || kind(after) == .leftBrace) { q = after }
                }
                var arguments: ClosedRange<Int>? = nil
                var closure: ClosedRange<Int>? = nil
                var last = p
                if q < n && kind(q) == .leftParen && match[q] > q {
                  arguments = q...Int(match[q])
                  last = Int(match[q])
                  q = last + 1
                }
                // A trailing closure on the same line, unless the name is in a type position
                // (`let x: Name {` is a computed property, `as? Name {` an `if` body).
                if q < n && kind(q) == .leftBrace && match[q] > q
                  && !file.lineBreak(between: ct[last].end, and: ct[q].start)
                {
                  let typePosition =
                    p > 0
                    && (kind(p - 1) == .colon || kind(p - 1) == .arrow || keyword(p - 1) == .as
                      || keyword(p - 1) == .is)
                    || (p > 1 && keyword(p - 2) == .as
                      && (kind(p - 1) == .postfixQuestion || kind(p - 1) == .postfixExclamation))
                  if !typePosition { closure = q...Int(match[q]) }
                }
                if arguments != nil || closure != nil {
                  calls.append(Call(callee: p, nameHash: nameHash(p), arguments: arguments, trailingClosure: closure))
                }
              }
              p += 1
              continue
            }
            // Only keywords and identifiers start anything recorded here; most tokens are
            // neither.
            guard k == .keyword else {
              p += 1
              continue
            }
            switch keyword(p) {
            case .import:
              var q = p + 1
              while q < n && !lineBreak(before: q) && kind(q) != .semicolon { q += 1 }
              imports.append(p..<q)
              p = q
              continue
            case .func, .deinit, .subscript:
              if let open = bodyOpen(from: p + 1), match[open] > open {
                functionBodies.append(open..<(Int(match[open]) + 1))
              }
            case .`init`:
              if let open = bodyOpen(from: p + 1), match[open] > open {
                functionBodies.append(open..<(Int(match[open]) + 1))
              }
              // `X.init(…)`, `super.init(…)` and `.init(…)`: calls whose callee is `X`,
              // `super` or the contextual type (recorded with an empty name).
              if p > 0 && kind(p - 1) == .period && p + 1 < n && kind(p + 1) == .leftParen && match[p + 1] > p + 1 {
                let receiver = p - 2
                let callee =
                  receiver >= 0 && (kind(receiver) == .identifier || keyword(receiver) == .super) ? receiver : p
                calls.append(
                  Call(
                    callee: callee, nameHash: callee == p ? Self.emptyNameHash : nameHash(callee),
                    arguments: (p + 1)...Int(match[p + 1]), trailingClosure: nil))
              }
            case .class, .struct, .enum, .protocol, .extension:
              if isIdentifier(p + 1) { typeDeclaration(at: p) }
            case .typealias:
              // `typealias Name<…> = Target<…>`: the alias passes on what its target is, so it
              // is recorded like a declaration whose inheritance is its target.
              if isIdentifier(p + 1) {
                let namePosition = p + 1
                var q = p + 2
                if startsWithAngle(q) { q = skipAngles(q) }
                var inherited: [InheritedType] = []
                if q < n && kind(q) == .equal {
                  inherited = inheritedTypes(from: q + 1, alias: namePosition).0
                }
                declaredNames.append(namePosition)
                types.append(
                  TypeDeclaration(
                    kind: .typealias, name: file.name(code[namePosition]), namePosition: namePosition,
                    inherited: inherited, body: nil))
                p += 2
                continue
              }
            default: break
            }
            p += 1
          }
        }
      }
    }
    self.types = types
    self.functionBodies = functionBodies
    self.innermostBodies = InnermostRanges(functionBodies)
    self.innermostTypeBodies = InnermostRanges(types.map { $0.body ?? 0..<0 })
    self.declaredNames = declaredNames.sorted()
    self.imports = imports
    self.headers = headers
    self.calls = calls
  }

  /// The name of `call`'s callee (`Text`, `super`), empty for `.init(…)` on the
  /// contextual type.
  public func name(of call: Call, in file: SourceFile) -> String {
    let token = file.tokens[code[call.callee]]
    return token.kind == .keyword && token.keyword == .`init` ? "" : file.name(code[call.callee])
  }

  static let emptyNameHash = NameHash.of("")

  /// How many tokens a `<…>` group may span: a generic argument or parameter clause is a
  /// few dozen tokens in real code; without a bound, input like a long array of
  /// `value < i,` made finding the groups quadratic (issue 28).
  static let angleScanLimit = 256

  /// Keywords that start a declaration naming an identifier: an inheritance list ends
  /// before one.
  static let declarationKeywords: Set<Keyword> = [
    .class, .struct, .enum, .protocol, .extension, .typealias, .func, .var, .let, .import,
  ]

  /// Whether code position `p` is inside an `import` declaration.
  public func isInImport(_ p: Int) -> Bool { imports.contains { $0.contains(p) } }

  /// The innermost function body containing code position `p`, if any.
  public func functionBody(containing p: Int) -> Range<Int>? {
    innermostBodies.innermost(containing: p).map { functionBodies[$0] }
  }

  /// The innermost type declaration whose body holds code position `p`, if any.
  public func innermostType(containing p: Int) -> TypeDeclaration? {
    innermostTypeBodies.innermost(containing: p).map { types[$0] }
  }

  /// The type declarations whose bodies hold code position `p`, outermost first.
  public func enclosingTypes(containing p: Int) -> [TypeDeclaration] {
    innermostTypeBodies.enclosing(p).reversed().map { types[$0] }
  }
}
