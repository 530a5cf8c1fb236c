import Foundation
import PuenteLexer

/// One declaration of a feature flag in one file, with what its declaration says about
/// its retirement.
public struct FlagDeclaration: Sendable, Hashable {
  /// How the flag was declared.
  public enum Kind: String, Sendable, CaseIterable {
    /// A case of a flag container enum (`case detailInSwiftUI`).
    case enumCase = "enum-case"
    /// A static `Bool` (or configured value type) property of a flag container.
    case staticProperty = "static-property"
    /// A call to a configured flag constructor (`Flag("detail-swiftui", …)`).
    case constructor
    /// A declaration preceded by `// puente:flag`.
    case marked
  }

  public var kind: Kind
  /// The flag's name in the inventory: `Flags.newCheckout`, `FeatureFlag.detailInSwiftUI`,
  /// or the key of a constructor flag (`detail-swiftui`). Declarations with the same
  /// name (the branches of an `#if`) are one flag.
  public var name: String
  /// The identifier code uses for it (`newCheckout`); for a constructor flag, the
  /// property it is stored in, if any.
  public var member: String?
  /// Enclosing type names, outermost first (`["FeatureFlags", "Checkout"]`).
  public var containerPath: [String]
  /// A constructor flag's key string.
  public var key: String?
  /// Repository-relative path of the declaring file.
  public var path: String
  /// UTF-8 byte offset of the token findings point at: the flag's name, or the callee
  /// of a constructor call.
  public var offset: UInt32
  /// 1-based line and character column of `offset`.
  public var line: Int
  public var column: Int
  public var retirement: Retirement
  /// `owner:` written next to the date, if any.
  public var owner: String?
  /// UTF-8 offsets of the tokens that are the declaration itself (name, key string),
  /// which do not count as references.
  public var ownOffsets: [UInt32]

  /// The short name messages use: a constructor flag's key, else the member name.
  public var shortName: String { key ?? member ?? name }

  /// `Flags.detail` for a constructor flag stored in a property of a type; nil otherwise.
  public var symbol: String? {
    guard kind == .constructor, let member else { return nil }
    return (containerPath + [member]).joined(separator: ".")
  }
}

/// Finds feature-flag declarations in a lexed file (see `FlagSettings` for what counts).
///
/// - In a flag container (a type named in `containers`, its extensions, and the types
///   nested in it): the enum cases without a payload when the container declares
///   cases (`case bool(Bool)` is a value, not a switch), otherwise its
///   non-private static properties of type `Bool` (annotated, or initialised with a
///   `true`/`false` literal) or of a configured value type.
/// - Calls to a configured constructor with a string literal first argument.
/// - Any declaration whose leading comments contain `// puente:flag`.
///
/// Extensions declared in another file than their enum cannot see its cases: their
/// static `Bool` properties count as flags unless the same file declares the cases.
public enum FlagDiscovery {
  /// Byte strings a file must contain to declare a flag (for the engine's search).
  public static func needles(_ settings: FlagSettings) -> [String] {
    settings.containers + settings.constructors + ["puente:flag"]
  }

  /// The flags `file` declares, in source order. `gate` holds the settings' containers
  /// and constructors (made once per scan by `FlagScan`; made here when not given).
  public static func declarations(
    in file: SourceFile, settings: FlagSettings, gate: NameHashFilter? = nil
  ) -> [FlagDeclaration] {
    // Most lexed files declare no flag. A flag lives in a container or a constructor
    // call, both named by an identifier, or follows a `// puente:flag` comment: the
    // identifiers' hashes and the comments rule the others out before any walk.
    let gate = gate ?? NameHashFilter(settings.containers + settings.constructors)
    guard file.mentionsAny(of: gate) || file.hasComment(containing: flagMarker) else { return [] }
    return FlagScanner(file: file, settings: settings).run()
  }

  static let flagMarker = Array("puente:flag".utf8)
}

/// The walk behind `FlagDiscovery`, over one file's outline (code positions throughout).
struct FlagScanner {
  let file: SourceFile
  let outline: Outline
  let code: [Int]
  let n: Int
  let settings: FlagSettings
  let containers: Set<String>
  let constructors: Set<String>
  let valueTypes: Set<String>
  let callsByCallee: [Int: Outline.Call]
  /// The `NameHash`es of the constructors' names.
  let constructorHashes: Set<UInt32>
  /// The types with a body, by where it opens, with their own qualified names.
  let bodied: [(body: Range<Int>, own: [String])]

  init(file: SourceFile, settings: FlagSettings) {
    self.file = file
    outline = file.outline
    code = outline.code
    n = code.count
    self.settings = settings
    containers = Set(settings.containers)
    constructors = Set(settings.constructors)
    valueTypes = Set(settings.valueTypes.map { String($0.filter { !$0.isWhitespace }) })
    var calls: [Int: Outline.Call] = [:]
    let outline = outline
    let valueTypes = valueTypes
    // Spelled out only when the callee's hash is a constructor's or that of a value
    // type's first bytes (any length): a file has a call every ten tokens, and making
    // each name a `String` cost more than the rest of finding the flags.
    constructorHashes = Set(constructors.map { NameHash.of($0) })
    var candidates = constructorHashes
    if !valueTypes.isEmpty { candidates.insert(Outline.emptyNameHash) }  // `.init(…)`
    for type in valueTypes {
      let bytes = Array(type.utf8)
      bytes.withUnsafeBufferPointer { b in
        for length in stride(from: 1, through: b.count, by: 1) { candidates.insert(NameHash.of(b, 0, length)) }
      }
    }
    for call in outline.calls where candidates.contains(call.nameHash) {
      let name = outline.name(of: call, in: file)
      if constructors.contains(name) || valueTypes.contains(where: { $0.hasPrefix(name) }) { calls[call.callee] = call }
    }
    callsByCallee = calls
    let code = code
    bodied = outline.types.compactMap { type in type.body.map { (body: $0, own: Self.ownPath(type, file, code)) } }
      .sorted { $0.body.lowerBound < $1.body.lowerBound }
  }

  // MARK: - Token helpers

  func kind(_ p: Int) -> TokenKind { file.tokens[code[p]].kind }
  func name(_ p: Int) -> String { file.name(code[p]) }
  func isWord(_ p: Int, _ s: StaticString) -> Bool { p >= 0 && p < n && file.tokenIs(code[p], s) }
  func line(_ p: Int) -> Int { file.lineIndex(of: file.tokens[code[p]].start) }
  func offset(_ p: Int) -> UInt32 { file.tokens[code[p]].start }
  func tokenLine(_ t: Int) -> Int { file.lineIndex(of: file.tokens[t].start) }
  func tokenEndLine(_ t: Int) -> Int {
    let token = file.tokens[t]
    return file.lineIndex(of: token.end > token.start ? token.end - 1 : token.start)
  }
  /// The closing bracket of the opening bracket at `p`, if matched.
  func close(_ p: Int) -> Int? {
    let m = Int(outline.match[p])
    return m > p ? m : nil
  }

  static let modifiers: Set<String> = [
    "static", "class", "public", "private", "fileprivate", "internal", "open", "package",
    "final", "lazy", "nonisolated", "override", "dynamic", "weak", "unowned", "mutating",
    "nonmutating", "convenience", "required", "optional", "indirect", "consuming", "borrowing",
  ]
  static let accessModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "package", "open",
  ]

  // MARK: - Declarations

  /// Where a declaration whose keyword (`let`, `case`, …) is at `keyword` starts, after
  /// walking back over its modifiers and attributes (not past `floor`): the start, the
  /// modifiers (`private(set)` reads as `private(set)`, not `private`), and the code
  /// ranges of its attributes.
  func declarationStart(_ keyword: Int, floor: Int = 0) -> (
    start: Int, modifiers: Set<String>, attributes: [ClosedRange<Int>]
  ) {
    var s = keyword
    var modifiers = Set<String>()
    var attributes: [ClosedRange<Int>] = []
    while s - 1 >= floor {
      let q = s - 1
      let k = kind(q)
      // A modifier word right after `case`, `let`, `.` or `@` is a name, not a modifier
      // (`case open` above `case closed`).
      let isName =
        q > 0
        && (kind(q - 1) == .atSign || kind(q - 1) == .period || isWord(q - 1, "case")
          || isWord(q - 1, "let") || isWord(q - 1, "var") || isWord(q - 1, "func"))
      if k == .keyword || k == .identifier, Self.modifiers.contains(name(q)), !isName {
        modifiers.insert(name(q))
        s = q
        continue
      }
      if k == .identifier, q - 1 >= floor, kind(q - 1) == .atSign {
        attributes.append((q - 1)...q)
        s = q - 1
        continue
      }
      if k == .rightParen, case let o = Int(outline.match[q]), o >= 0, o < q, o - 1 >= floor {
        let before = o - 1
        if kind(before) == .identifier || kind(before) == .keyword {
          if before - 1 >= floor, kind(before - 1) == .atSign {
            attributes.append((before - 1)...q)
            s = before - 1
            continue
          }
          if Self.accessModifiers.contains(name(before)) {
            modifiers.insert(name(before) + "(set)")
            s = before
            continue
          }
        }
      }
      break
    }
    return (s, modifiers, attributes)
  }

  /// The token indices of the comments that belong to a declaration starting at code
  /// position `start` whose flagged name is at `anchor`:
  /// - the comment block right above it (no blank line in between, not a trailing
  ///   comment of the previous code line);
  /// - comments on the lines from the anchor's through `endLine`;
  /// - a comment-only line right above the anchor's line.
  func attachedComments(start: Int, anchor: Int, endLine: Int) -> [Int] {
    let tokens = file.tokens
    var result: [Int] = []
    var seen = Set<Int>()
    func add(_ t: Int) { if seen.insert(t).inserted { result.append(t) } }

    let first = code[start]
    let previousCode = start > 0 ? code[start - 1] : -1
    let previousLine = previousCode >= 0 ? tokenEndLine(previousCode) : -1
    var next = first
    var t = first - 1
    while t > previousCode {
      guard tokens[t].kind.isComment else { break }
      if newlines(from: tokens[t].end, to: tokens[next].start) >= 2 { break }
      if tokenLine(t) == previousLine { break }
      add(t)
      next = t
      t -= 1
    }

    let anchorToken = code[anchor]
    let anchorLine = tokenLine(anchorToken)
    var u = anchorToken + 1
    while u < tokens.count && tokenLine(u) <= endLine {
      if tokens[u].kind.isComment { add(u) }
      u += 1
    }
    // Backwards over the anchor's own line, then the line above when it holds only comments.
    var v = anchorToken - 1
    while v >= 0 && tokenLine(v) == anchorLine {
      if tokens[v].kind.isComment { add(v) }
      v -= 1
    }
    var above: [Int] = []
    var hasCode = false
    while v >= 0 && tokenEndLine(v) == anchorLine - 1 {
      if tokens[v].kind.isComment { above.append(v) } else { hasCode = true }
      if tokenLine(v) < anchorLine - 1 { break }
      v -= 1
    }
    if !hasCode { above.forEach(add) }
    return result
  }

  func newlines(from start: UInt32, to end: UInt32) -> Int {
    var count = 0
    var i = Int(start)
    while i < Int(end) {
      if file.bytes[i] == 0x0A { count += 1 }
      i += 1
    }
    return count
  }

  /// The text of a plain string literal starting at code position `p` (optional raw
  /// delimiters, quote, segments, quote) and the position after it; nil when `p` is not
  /// a string literal or it interpolates.
  func stringLiteral(at p: Int) -> (text: String, segment: Int?, end: Int)? {
    var q = p
    while q < n && kind(q) == .rawStringDelimiter { q += 1 }
    guard q < n, kind(q) == .stringQuote else { return nil }
    q += 1
    var text = ""
    var segment: Int? = nil
    while q < n && kind(q) == .stringSegment {
      if segment == nil { segment = q }
      text += file.text(code[q])
      q += 1
    }
    guard q < n, kind(q) == .stringQuote else { return nil }
    q += 1
    while q < n && kind(q) == .rawStringDelimiter { q += 1 }
    return (text, segment, q)
  }

  /// The notes of a declaration: its attached comments and `@available` messages.
  func notes(start: Int, anchor: Int, endLine: Int, attributes: [ClosedRange<Int>])
    -> RetirementNotes
  {
    var notes = RetirementNotes(keys: settings.dateKeys)
    for t in attachedComments(start: start, anchor: anchor, endLine: endLine) {
      let token = file.tokens[t]
      notes.read(
        text: String(decoding: file.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self))
    }
    for attribute in attributes where name(attribute.lowerBound + 1) == "available" {
      var q = attribute.lowerBound + 2
      while q < attribute.upperBound {
        if isWord(q, "message"), q + 1 < n, kind(q + 1) == .colon,
          let literal = stringLiteral(at: q + 2)
        {
          notes.read(text: literal.text)
          q = literal.end
          continue
        }
        q += 1
      }
    }
    return notes
  }

  /// A declaration anchored at code position `anchor`.
  func make(
    _ kind: FlagDeclaration.Kind, name: String, member: String?, containerPath: [String],
    key: String?, anchor: Int, notes: RetirementNotes, ownOffsets: [UInt32]
  ) -> FlagDeclaration {
    let location = file.location(of: offset(anchor))
    return FlagDeclaration(
      kind: kind, name: name, member: member, containerPath: containerPath, key: key,
      path: file.path, offset: offset(anchor), line: location.line, column: location.column,
      retirement: notes.retirement, owner: notes.owner, ownOffsets: ownOffsets)
  }

  // MARK: - Types

  /// `extension A.B` → `["A", "B"]`; `enum Flags` → `["Flags"]`.
  func ownPath(_ type: Outline.TypeDeclaration) -> [String] { Self.ownPath(type, file, code) }

  static func ownPath(_ type: Outline.TypeDeclaration, _ file: SourceFile, _ code: [Int]) -> [String] {
    var names = [type.name]
    var q = type.namePosition
    while q >= 2 && file.tokens[code[q - 1]].kind == .period && file.tokens[code[q - 2]].kind == .identifier {
      names.insert(file.name(code[q - 2]), at: 0)
      q -= 2
    }
    return names
  }

  /// The qualified names of the types enclosing code position `p`, outermost first.
  /// (From `bodied`: filtering and sorting every type for each one cost a flag file
  /// time quadratic in its types.)
  func enclosingPath(_ p: Int) -> [String] {
    var path: [String] = []
    for (body, own) in bodied {
      if body.lowerBound >= p { break }
      if p < body.upperBound { path += own }
    }
    return path
  }

  // MARK: - The walk

  func run() -> [FlagDeclaration] {
    var result: [FlagDeclaration] = []
    var claimed = Set<UInt32>()  // member-name offsets already declared as flags

    // Constructor calls first: a container property initialised by one is that flag.
    for call in outline.calls
    where constructorHashes.contains(call.nameHash) && constructors.contains(outline.name(of: call, in: file)) {
      if let flag = constructorFlag(call) {
        result.append(flag)
        claimed.formUnion(flag.ownOffsets)
      }
    }

    // Containers: which declare enum cases, by qualified name.
    var typePaths: [(type: Outline.TypeDeclaration, path: [String])] = []
    for type in outline.types where type.kind != .protocol {
      let path = enclosingPath(type.namePosition) + ownPath(type)
      if path.contains(where: containers.contains), type.body != nil {
        typePaths.append((type, path))
      }
    }
    var caseContainers = Set<String>()
    for (type, path) in typePaths where type.kind == .enum {
      if let body = type.body, directMembers(body).contains(where: { isWord($0, "case") }) {
        caseContainers.insert(path.joined(separator: "."))
      }
    }
    for (type, path) in typePaths {
      guard let body = type.body else { continue }
      let hasCases = caseContainers.contains(path.joined(separator: "."))
      for p in directMembers(body) {
        if hasCases {
          if isWord(p, "case") {
            result += caseFlags(at: p, path: path, floor: body.lowerBound + 1, kind: .enumCase)
          }
        } else if isWord(p, "let") || isWord(p, "var") {
          if let flag = propertyFlag(at: p, path: path, floor: body.lowerBound + 1),
            !claimed.contains(flag.offset)
          {
            result.append(flag)
          }
        }
      }
    }
    for flag in result { claimed.insert(flag.offset) }

    // `// puente:flag` markers (looked for only in a file with a comment spelling one:
    // walking every token of every flag file cost more than the rest of the walk).
    if file.hasComment(containing: FlagDiscovery.flagMarker) {
      for (t, token) in file.tokens.enumerated() where token.kind == .lineComment && isFlagMarker(token) {
        for flag in markedFlags(marker: t) where !claimed.contains(flag.offset) {
          result.append(flag)
          claimed.insert(flag.offset)
        }
      }
    }
    return result.sorted { $0.offset < $1.offset }
  }

  /// Code positions of the keywords directly in a body (not inside nested brackets).
  func directMembers(_ body: Range<Int>) -> [Int] {
    var result: [Int] = []
    var p = body.lowerBound + 1
    while p < body.upperBound - 1 {
      let k = kind(p)
      if k == .leftBrace || k == .leftParen || k == .leftSquare, let c = close(p) {
        p = c + 1
        continue
      }
      if k == .keyword && (isWord(p, "case") || isWord(p, "let") || isWord(p, "var")) {
        result.append(p)
      }
      p += 1
    }
    return result
  }

  /// The names of `case a, b(Int), c = "c"` at `keyword`.
  func caseFlags(at keyword: Int, path: [String], floor: Int, kind flagKind: FlagDeclaration.Kind)
    -> [FlagDeclaration]
  {
    let (start, _, attributes) = declarationStart(keyword, floor: floor)
    var result: [FlagDeclaration] = []
    var q = keyword + 1
    while q < n && kind(q) == .identifier {
      let anchor = q
      q += 1
      // A case with a payload (`case bool(Bool)`) is a value, not a switch.
      var hasPayload = false
      if q < n && kind(q) == .leftParen, let c = close(q) {
        q = c + 1
        hasPayload = true
      }
      if q < n && kind(q) == .equal {
        q += 1
        while q < n
          && [.stringQuote, .stringSegment, .rawStringDelimiter, .number, .prefixOperator].contains(
            kind(q))
        {
          q += 1
        }
      }
      if !hasPayload {
        let notes = notes(
          start: start, anchor: anchor, endLine: line(anchor), attributes: attributes)
        result.append(
          make(
            flagKind, name: (path + [name(anchor)]).joined(separator: "."), member: name(anchor),
            containerPath: path, key: nil, anchor: anchor, notes: notes,
            ownOffsets: [offset(anchor)]))
      }
      guard q < n && kind(q) == .comma else { break }
      q += 1
    }
    return result
  }

  /// A container property at `keyword` (`let`/`var`) when it is a flag.
  func propertyFlag(at keyword: Int, path: [String], floor: Int) -> FlagDeclaration? {
    guard keyword + 1 < n, kind(keyword + 1) == .identifier else { return nil }
    let (start, modifiers, attributes) = declarationStart(keyword, floor: floor)
    guard modifiers.contains("static") || modifiers.contains("class"),
      !modifiers.contains("private"), !modifiers.contains("fileprivate")
    else { return nil }
    let anchor = keyword + 1
    var q = anchor + 1
    var typeText: String? = nil
    if q < n && kind(q) == .colon {
      q += 1
      let typeStart = q
      var text = ""
      while q < n && kind(q) != .equal && kind(q) != .leftBrace && kind(q) != .semicolon
        && kind(q) != .rightBrace
        && line(q) == line(typeStart)
      {
        if kind(q) == .leftParen || kind(q) == .leftSquare, let c = close(q) {
          for r in q...c { text += file.text(code[r]) }
          q = c + 1
          continue
        }
        text += file.text(code[q])
        q += 1
      }
      typeText = text
    }
    var isFlag = false
    var endLine = line(anchor)
    if let typeText {
      isFlag = typeText == "Bool" || typeText == "Swift.Bool" || valueTypes.contains(typeText)
    }
    if q < n && kind(q) == .equal {
      let value = q + 1
      if let call = callsByCallee[value] {
        if constructors.contains(outline.name(of: call, in: file)) { return nil }  // the constructor flag covers it
        if let arguments = call.arguments { endLine = line(arguments.upperBound) }
      }
      if typeText == nil {
        if isWord(value, "true") || isWord(value, "false") {
          isFlag = true
        } else if !valueTypes.isEmpty {
          // `Key<Bool>(…)`: the callee spelled up to its parenthesis.
          var text = ""
          var r = value
          while r < n && kind(r) != .leftParen && line(r) == line(value)
            && (kind(r) == .identifier || kind(r) == .period || kind(r).isOperator)
          {
            text += file.text(code[r])
            r += 1
          }
          isFlag = r < n && kind(r) == .leftParen && valueTypes.contains(text)
        }
      }
    }
    guard isFlag else { return nil }
    let notes = notes(start: start, anchor: anchor, endLine: endLine, attributes: attributes)
    return make(
      .staticProperty, name: (path + [name(anchor)]).joined(separator: "."), member: name(anchor),
      containerPath: path, key: nil,
      anchor: anchor, notes: notes, ownOffsets: [offset(anchor)])
  }

  /// A call to a configured constructor whose first argument is a string literal.
  func constructorFlag(_ call: Outline.Call) -> FlagDeclaration? {
    guard let arguments = call.arguments else { return nil }
    if call.callee > 0 && (kind(call.callee - 1) == .period || isWord(call.callee - 1, "func")) {
      return nil
    }
    // Split the arguments at top-level commas: (label position?, value range).
    var parts: [(label: Int?, value: Range<Int>)] = []
    var p = arguments.lowerBound + 1
    var partStart = p
    while p <= arguments.upperBound {
      if p == arguments.upperBound || kind(p) == .comma {
        if partStart < p {
          var label: Int? = nil
          var valueStart = partStart
          if partStart + 1 < p, kind(partStart + 1) == .colon,
            kind(partStart) == .identifier || kind(partStart) == .keyword
          {
            label = partStart
            valueStart = partStart + 2
          }
          parts.append((label, valueStart..<p))
        }
        partStart = p + 1
        p += 1
        continue
      }
      if kind(p) == .leftParen || kind(p) == .leftSquare || kind(p) == .leftBrace
        || kind(p) == .interpolationStart,
        let c = close(p)
      {
        p = c + 1
        continue
      }
      p += 1
    }
    guard let first = parts.first, let keyLiteral = stringLiteral(at: first.value.lowerBound),
      keyLiteral.end == first.value.upperBound, !keyLiteral.text.isEmpty
    else { return nil }
    let dateKeys = Set(settings.dateKeys.map { $0.lowercased() })
    if let label = first.label,
      dateKeys.contains(name(label).lowercased()) || name(label) == "owner"
    {
      return nil
    }

    // The declaration it belongs to: a property it initialises, or its own line.
    var member: String? = nil
    var start = call.callee
    var attributes: [ClosedRange<Int>] = []
    var ownOffsets = [offset(call.callee)]
    if let segment = keyLiteral.segment { ownOffsets.append(offset(segment)) }
    // A local variable inside a function is no symbol other code can refer to.
    if call.callee > 0, kind(call.callee - 1) == .equal,
      outline.functionBody(containing: call.callee) == nil
    {
      var q = call.callee - 2
      while q >= 0 && line(q) == line(call.callee - 1) && !(isWord(q, "let") || isWord(q, "var")) {
        q -= 1
      }
      if q >= 0, isWord(q, "let") || isWord(q, "var"), q + 1 < n, kind(q + 1) == .identifier {
        member = name(q + 1)
        ownOffsets.append(offset(q + 1))
        let declaration = declarationStart(q)
        start = declaration.start
        attributes = declaration.attributes
      }
    }
    if member == nil {
      while start > 0 && line(start - 1) == line(call.callee) { start -= 1 }
    }
    var notes = notes(
      start: start, anchor: call.callee, endLine: line(arguments.upperBound), attributes: attributes
    )
    for part in parts.dropFirst() {
      guard let label = part.label else { continue }
      let labelName = name(label)
      let literal = stringLiteral(at: part.value.lowerBound)
      let isLiteral = literal.map { $0.end == part.value.upperBound } ?? false
      if dateKeys.contains(labelName.lowercased()) {
        if let literal, isLiteral {
          notes.read(argument: literal.text)
        } else {
          notes.readUnreadable(part.value.map { file.text(code[$0]) }.joined())
        }
      } else if labelName == "owner", let literal, isLiteral {
        notes.setOwner(literal.text)
      }
    }
    let path = enclosingPath(call.callee)
    return make(
      .constructor, name: keyLiteral.text, member: member, containerPath: member == nil ? [] : path,
      key: keyLiteral.text, anchor: call.callee, notes: notes, ownOffsets: ownOffsets)
  }

  /// Whether a line comment reads `// puente:flag` (optionally followed by more text).
  func isFlagMarker(_ token: Token) -> Bool {
    var s = Int(token.start) + 2
    let e = Int(token.end)
    while s < e
      && (file.bytes[s] == 0x20 || file.bytes[s] == 0x09 || file.bytes[s] == UInt8(ascii: "/"))
    { s += 1 }
    let marker = Array("puente:flag".utf8)
    guard e - s >= marker.count, Array(file.bytes[s..<(s + marker.count)]) == marker else {
      return false
    }
    return e - s == marker.count || !RetirementNotes.isWordByte(file.bytes[s + marker.count])
  }

  /// The flags declared by the declaration after the marker comment at token index
  /// `marker`, when the marker is among its leading comments.
  func markedFlags(marker: Int) -> [FlagDeclaration] {
    // The first code position after the marker.
    var q = code.lowerBound(of: marker)
    // Over attributes and modifiers to the declaring keyword.
    while q < n {
      if kind(q) == .atSign, q + 1 < n {
        q += 2
        if q < n && kind(q) == .leftParen, let c = close(q) { q = c + 1 }
        continue
      }
      if (kind(q) == .keyword || kind(q) == .identifier) && Self.modifiers.contains(name(q)) {
        q += 1
        if q < n && kind(q) == .leftParen, let c = close(q) { q = c + 1 }
        continue
      }
      break
    }
    guard q + 1 < n, kind(q + 1) == .identifier else { return [] }
    let declaring: [StaticString] = [
      "let", "var", "case", "func", "class", "struct", "enum", "typealias", "protocol",
    ]
    guard
      declaring.contains(where: { isWord(q, $0) }) || (isWord(q, "actor") && kind(q) == .identifier)
    else {
      return []
    }
    let (start, _, attributes) = declarationStart(q)
    guard attachedComments(start: start, anchor: q + 1, endLine: line(q + 1)).contains(marker),
      marker < code[start]
    else { return [] }
    let path = enclosingPath(q)
    if isWord(q, "case") { return caseFlags(at: q, path: path, floor: 0, kind: .marked) }
    let anchor = q + 1
    let notes = notes(start: start, anchor: anchor, endLine: line(anchor), attributes: attributes)
    return [
      make(
        .marked, name: (path + [name(anchor)]).joined(separator: "."), member: name(anchor),
        containerPath: path,
        key: nil, anchor: anchor, notes: notes, ownOffsets: [offset(anchor)])
    ]
  }
}
