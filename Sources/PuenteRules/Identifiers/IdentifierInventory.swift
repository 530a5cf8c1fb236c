import Foundation
import PuenteLexer
import PuenteSource

/// Where an accessibility identifier is set or queried.
public struct IdentifierPlace: Sendable, Hashable, Comparable {
  /// How: a SwiftUI modifier, a UIKit assignment, an `accessibilityIdentifier:`
  /// argument, a storyboard or xib, or a UI test's query.
  public enum Kind: String, Sendable, Hashable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case argument
    case storyboard
    case query
  }

  public var path: String
  /// 1-based.
  public var line: Int
  public var kind: Kind

  public static func < (a: IdentifierPlace, b: IdentifierPlace) -> Bool { (a.path, a.line) < (b.path, b.line) }
}

/// One identifier the code reads: its value, or nil when it is computed (interpolated,
/// a constant that is not a plain string literal, a parameter), and where it starts.
struct IdentifierUse {
  var value: String?
  var kind: IdentifierPlace.Kind
  /// Byte offset of the literal or constant.
  var offset: UInt32
  /// Code position of the literal or constant.
  var position: Int
  /// A query's receiver: the first name of its chain (`app`, `springboard`).
  var receiver: String? = nil
}

/// The repository's accessibility identifiers: where screens set them (Swift and
/// storyboards/xibs) and where UI tests query them, with the string constants that
/// name them resolved (`AccessibilityIdentifiers.Orders.list`, enum raw values).
/// Identifiers that are computed are counted, never guessed.
public struct IdentifierInventory: Sendable, Equatable {
  /// Identifier → where it is set, sorted.
  public var set: [String: [IdentifierPlace]] = [:]
  /// Identifier → where UI tests query it, sorted.
  public var queried: [String: [IdentifierPlace]] = [:]
  /// Set and queried identifiers that are computed, so not judged.
  public var computedSets = 0
  public var computedQueries = 0
  /// Queried identifiers that app code (outside UI tests and constant declarations)
  /// spells as a string literal somewhere, passed to a helper that sets it: found, but
  /// not where it is set.
  public var mentioned: Set<String> = []
  /// Files that could not be read.
  public var problems: [FileProblem] = []
  /// The string constants found, for resolving a query (`puente scan` reads the file
  /// it checks, not the inventory's version of it).
  var constants = IdentifierConstants()

  /// Whether a repository was read (no scan without one judges a query).
  public var wasRead = false
  /// Names UI tests bind to a system app (`let springboard = XCUIApplication(
  /// bundleIdentifier: "com.apple.springboard")`): queries through them are not judged.
  var otherApps: Set<String> = []

  /// Whether a query made on `receiver` queries a system app.
  func isOtherApp(_ receiver: String?) -> Bool { receiver.map(otherApps.contains) ?? false }

  public init() {}

  /// The identifier `use` reads in `file`: its literal, or the constant it names.
  func value(of use: IdentifierUse, in file: SourceFile) -> String? {
    use.value ?? Self.constantReference(in: file, at: use.position).flatMap(constants.value(of:))
  }

  /// Whether the query of `identifier` is judged and finds nothing: shaped like an
  /// identifier (a label like "Done" or "Log In" may be what the test means), set
  /// nowhere and not spelled by app code.
  public func isMissing(_ identifier: String) -> Bool {
    Self.looksLikeIdentifier(identifier) && set[identifier] == nil && !mentioned.contains(identifier)
  }

  /// `orders.list`, `login_button`, `checkout-pay`, `ordersList`: a letter first, then
  /// letters, digits and `.`/`_`/`-` only, with a separator or an inner capital.
  /// Words (`Done`, `Allow`) and phrases are labels as often as identifiers.
  static func looksLikeIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
    var separated = false
    var previousLower = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case ".", "_", "-": separated = true
      case _ where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar):
        if scalar.properties.isUppercase && previousLower { separated = true }
      default: return false
      }
      previousLower = scalar.properties.isLowercase
    }
    return separated
  }

  // MARK: - Reading the repository

  /// What a file must spell to set, query or name an identifier constant (`ccessibility`
  /// also finds `AccessibilityIdentifiers`).
  static let needles = ["ccessibilityIdentifier", "11yIdentifier", "accessibility(identifier"] + uiTestNeedles

  /// What a UI test spells (`isUITestFile`): the UI-testing types, or an element query
  /// by identifier, as a suite whose tests inherit `app` from a base class does
  /// (`.buttons[`; those of 7 bytes or more, the prefilter's windows).
  static let uiTestNeedles =
    ["XCUIApplication", "XCUIElement", "matching(identifier"]
    + elementQueries.map { ".\($0)[" }.filter { $0.utf8.count >= 7 }.sorted()

  /// Reads the repository: every Swift file holding a needle (see `merge` for the rest).
  /// Files the configuration leaves out (and generated files) are skipped.
  public static func build(in repository: Repository, configuration: Configuration) -> IdentifierInventory {
    let search = NeedleSearch(needles)
    let found = lexed(swiftPaths(repository, configuration), in: repository.source) { _, bytes in
      search.containsAny(bytes)
    } make: {
      facts(of: $0)
    }
    return merge(found, in: repository, configuration: configuration)
  }

  /// The Swift files of the repository the inventory reads, in the listing's order.
  static func swiftPaths(_ repository: Repository, _ configuration: Configuration) -> [String] {
    Engine(configuration: configuration).selectFiles(repository.paths)
  }

  /// What one Swift file holding a needle gives the inventory: its constants, and the
  /// identifiers it sets (or, a UI test, queries). The scan makes these as its first pass
  /// lexes the file (see `GatheringAnalysis`); `build` as it reads the repository.
  struct FileFacts: Sendable {
    struct Use: Sendable {
      var line: Int
      var kind: IdentifierPlace.Kind
      /// The literal's value; nil: `parts` names a constant, or (no parts) computed.
      var value: String?
      var parts: [String]?
      var receiver: String?
    }
    var path: String
    var isUITest: Bool
    var constants: [IdentifierConstants.Entry]
    var uses: [Use]
    /// A UI test's names for system apps (`otherAppNames`).
    var otherApps: [String] = []
  }

  static func facts(of file: SourceFile) -> FileFacts {
    let isUITest = isUITestFile(file)
    let uses = (isUITest ? queries(in: file) : sets(in: file)).map { use in
      FileFacts.Use(
        line: file.location(of: use.offset).line, kind: use.kind, value: use.value,
        parts: use.value == nil ? constantReference(in: file, at: use.position) : nil, receiver: use.receiver)
    }
    return FileFacts(
      path: file.path, isUITest: isUITest, constants: IdentifierConstants.entries(in: file), uses: uses,
      otherApps: isUITest ? otherAppNames(in: file).sorted() : [])
  }

  /// The inventory of the files holding a needle (`facts`, in the listing's order), with
  /// the storyboards and xibs, then the Swift files declaring a constant still
  /// unresolved, then those spelling a missing identifier.
  static func merge(_ facts: [FileFacts], in repository: Repository, configuration: Configuration)
    -> IdentifierInventory
  {
    var inventory = IdentifierInventory()
    inventory.wasRead = true
    for path in repository.paths
    where !configuration.isExcluded(path)
      && (path.hasSuffix(".storyboard") || path.hasSuffix(".xib"))
    {
      do {
        for (identifier, line) in storyboardIdentifiers(try repository.source.read(path)) {
          inventory.set[identifier, default: []].append(IdentifierPlace(path: path, line: line, kind: .storyboard))
        }
      } catch {
        inventory.problems.append(FileProblem(path: path, message: error.message))
      }
    }
    let swiftPaths = swiftPaths(repository, configuration)

    var references: [(path: String, line: Int, parts: [String], kind: IdentifierPlace.Kind)] = []
    var appFiles: Set<String> = []
    inventory.otherApps = Set(facts.flatMap(\.otherApps))
    for file in facts {
      inventory.constants.add(file.constants)
      if !file.isUITest { appFiles.insert(file.path) }
      for use in file.uses where !inventory.isOtherApp(use.receiver) {
        if let value = use.value {
          inventory.record(value, IdentifierPlace(path: file.path, line: use.line, kind: use.kind))
        } else if let parts = use.parts {
          references.append((file.path, use.line, parts, use.kind))
        } else {
          inventory.countComputed(use.kind)
        }
      }
    }
    // Constants declared in files without a needle (`enum A11y { static let … }`), and
    // the missing identifiers app code spells, passed to a helper that sets them: one
    // more read of the files. It lexes those that may declare the constant of an
    // unresolved reference (they spell each of its types, and its name after `let` or
    // `case`), and notes the identifier-like string literals of each (`quotedHashes`):
    // the files spelling a missing identifier are then known without another read.
    let unresolved = Set(references.map(\.parts).filter { inventory.constants.value(of: $0) == nil }).sorted {
      $0.lexicographicallyPrecedes($1)
    }.map { parts in (types: parts.dropLast().map { Array($0.utf8) }, name: Array(parts[parts.count - 1].utf8)) }
    let mayMiss = !references.isEmpty || inventory.queried.keys.contains(where: inventory.isMissing)
    let read = inParallel(mayMiss ? swiftPaths : [], in: repository.source) { path, bytes in
      let declares =
        !appFiles.contains(path)
        && unresolved.contains { reference in
          reference.types.allSatisfy { NeedleSearch.contains(bytes, $0) } && declaresName(bytes, reference.name)
        } && Engine.isValidUTF8(bytes) && !GeneratedCode.isGenerated(bytes)
      return (
        constants: declares ? IdentifierConstants.entries(in: SourceFile(path: path, bytes: Array(bytes))) : [],
        quoted: quotedHashes(bytes)
      )
    }
    for case let file? in read { inventory.constants.add(file.constants) }
    for reference in references {
      if let value = inventory.constants.value(of: reference.parts) {
        inventory.record(value, IdentifierPlace(path: reference.path, line: reference.line, kind: reference.kind))
      } else {
        inventory.countComputed(reference.kind)
      }
    }
    let missing = Set(inventory.queried.keys.filter { inventory.isMissing($0) })
    let missingHashes = Set(missing.map { Array($0.utf8).withUnsafeBufferPointer(hash) })
    let spelling = zip(swiftPaths, read).filter { $0.1?.quoted.contains(where: missingHashes.contains) == true }
      .map(\.0)
    if !spelling.isEmpty {
      let search = NeedleSearch(missing.map { "\"\($0)\"" })
      let found = lexed(spelling, in: repository.source) { _, bytes in
        search.containsAny(bytes)
      } make: {
        isUITestFile($0) ? nil : literals(in: $0, excludingConstants: true).filter(missing.contains)
      }
      for literals in found { inventory.mentioned.formUnion(literals) }
    }
    for key in inventory.set.keys { inventory.set[key]?.sort() }
    for key in inventory.queried.keys { inventory.queried[key]?.sort() }
    return inventory
  }

  /// `make`'s value of each file of `paths` whose bytes `holds` accepts, lexed (valid
  /// UTF-8, not generated), in `paths`' order.
  static func lexed<T>(
    _ paths: [String], in source: any FileSource, holds: (String, UnsafeBufferPointer<UInt8>) -> Bool,
    make: (SourceFile) -> T?
  ) -> [T] {
    inParallel(paths, in: source) { path, bytes -> T? in
      guard holds(path, bytes), Engine.isValidUTF8(bytes), !GeneratedCode.isGenerated(bytes) else { return nil }
      return make(SourceFile(path: path, bytes: Array(bytes)))
    }.compactMap { $0 }
  }

  /// `body`'s value for each file of `paths` (nil where it cannot be read), in `paths`'
  /// order: read on every core.
  static func inParallel<T>(
    _ paths: [String], in source: any FileSource, _ body: (String, UnsafeBufferPointer<UInt8>) -> T?
  ) -> [T?] {
    let workers = Engine.workerCount(for: paths.count)
    let found = WorkerSlots<(Int, T)>(workers)
    let lock = NSLock()
    withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let body = body
      DispatchQueue.concurrentPerform(iterations: workers) { w in
        let buffer = ReadBuffer()
        var mine: [(Int, T)] = []
        for i in stride(from: w, to: paths.count, by: workers) {
          guard (try? source.read(paths[i], into: buffer)) != nil, let value = body(paths[i], buffer.bytes) else {
            continue
          }
          mine.append((i, value))
        }
        lock.lock()
        found.values[w] = mine
        lock.unlock()
      }
    }
    var result = [T?](repeating: nil, count: paths.count)
    for (i, value) in found.values.joined() { result[i] = value }
    return result
  }

  /// Whether `bytes` may declare a constant named `name`: `let name` or `case name`,
  /// or the name after a comment or at the start of a line after one (a superset of
  /// what `IdentifierConstants.entries` finds).
  static func declaresName(_ bytes: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    return name.withUnsafeBufferPointer { needle in
      var from = 0
      while let at = NeedleSearch.find(base + from, bytes.count - from, needle).map({ $0 + from }) {
        from = at + 1
        let end = at + name.count
        guard (at == 0 || !isNameByte(bytes[at - 1])) && (end == bytes.count || !isNameByte(bytes[end])) else {
          continue
        }
        var p = at - 1
        if p >= 0 && bytes[p] == UInt8(ascii: "`") { p -= 1 }
        var crossedLine = false
        while p >= 0 && (bytes[p] == 32 || (9...13).contains(bytes[p])) {
          crossedLine = crossedLine || bytes[p] == 10
          p -= 1
        }
        guard p >= 0 else { continue }
        if bytes[p] == UInt8(ascii: "/") { return true }
        if crossedLine {
          // A `//` comment may stand between the keyword and the name.
          var q = p
          while q > 0 && bytes[q] != 10 {
            if bytes[q] == UInt8(ascii: "/") && bytes[q - 1] == UInt8(ascii: "/") { return true }
            q -= 1
          }
        }
        var start = p
        while start > 0 && isNameByte(bytes[start - 1]) { start -= 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start...p])
        if word.elementsEqual("let".utf8) || word.elementsEqual("case".utf8) { return true }
      }
      return false
    }
  }

  /// The hashes of what each string literal-like `"…"` of `bytes` holds, when that could
  /// be an identifier (letters, digits, `.`, `_`, `-`, and any non-ASCII byte). Every
  /// quote starts one: so every occurrence of `"x"` is one for such an `x`.
  static func quotedHashes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
    guard let base = bytes.baseAddress else { return [] }
    var hashes: [UInt32] = []
    var from = 0
    while from < bytes.count, let hit = memchr(base + from, 0x22, bytes.count - from) {
      let open = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      var end = open + 1
      while end < bytes.count
        && (isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "-"))
      {
        end += 1
      }
      if end > open + 1 && end < bytes.count && bytes[end] == 0x22 {
        hashes.append(hash(UnsafeBufferPointer(rebasing: bytes[(open + 1)..<end])))
      }
      from = open + 1
    }
    return hashes
  }

  /// FNV-1a.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var h: UInt32 = 2_166_136_261
    for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
    return h
  }

  static func isNameByte(_ b: UInt8) -> Bool {
    b >= 0x80 || b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
      || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
  }

  mutating func record(_ value: String, _ place: IdentifierPlace) {
    if place.kind == .query {
      queried[value, default: []].append(place)
    } else {
      set[value, default: []].append(place)
    }
  }

  mutating func countComputed(_ kind: IdentifierPlace.Kind) {
    if kind == .query { computedQueries += 1 } else { computedSets += 1 }
  }

  // MARK: - Reading one file

  /// Whether the file is a UI test: it imports XCTest and, in code, names
  /// `XCUIApplication` or `XCUIElement`, or queries elements by identifier (`.buttons[…]`,
  /// `matching(identifier:)`): a test case inheriting `app` from a base class, a screen
  /// robot.
  static func isUITestFile(_ file: SourceFile) -> Bool {
    let outline = file.outline
    let importsXCTest = outline.imports.contains { file.codeIdentifier($0.lowerBound + 1) == "XCTest" }
    guard importsXCTest else { return false }
    return outline.code.indices.contains { p in
      guard file.codeKind(p) == .identifier else { return false }
      let name = file.name(outline.code[p])
      return name == "XCUIApplication" || name == "XCUIElement"
        || (file.codeKind(p - 1) == .period && file.codeKind(p + 1) == .leftSquare && elementQueries.contains(name))
        || (name == "matching" && file.codeKind(p + 1) == .leftParen && file.codeIdentifier(p + 2) == "identifier")
    }
  }

  /// Element queries a UI test subscripts by identifier (`app.buttons["x"]`).
  static let elementQueries: Set<String> = [
    "any", "activityIndicators", "alerts", "buttons", "cells", "checkBoxes", "collectionViews", "datePickers",
    "images", "links", "maps", "menuItems", "navigationBars", "otherElements", "pageIndicators", "pickers",
    "pickerWheels", "progressIndicators", "scrollViews", "searchFields", "secureTextFields", "segmentedControls",
    "sheets", "sliders", "staticTexts", "steppers", "switches", "tabBars", "tables", "textFields", "textViews",
    "toggles", "toolbars", "webViews", "windows",
  ]

  /// A UI test's queries: `app.buttons["x"]`, `…descendants(matching: .any)["x"]`,
  /// `matching(identifier: "x")`, `element(matching: .button, identifier: "x")`.
  ///
  /// Queries of a system application (`XCUIApplication(bundleIdentifier:
  /// "com.apple.Preferences")`, Settings or SpringBoard) are not the app's identifiers:
  /// left out here when made on the construction itself, and by the inventory when made
  /// through a name some UI test file binds to one (`otherAppNames`).
  static func queries(in file: SourceFile) -> [IdentifierUse] {
    let code = file.outline.code
    let match = file.outline.match
    var uses: [IdentifierUse] = []
    /// The query whose receiver ends at `q`, unless made on a system app constructed there.
    func query(at p: Int, receiverEnd q: Int) {
      let root = chainRoot(endingAt: q, file)
      if let root, isOtherAppConstruction(file, root) { return }
      var found = use(in: file, at: p, kind: .query)
      found.receiver = root.flatMap(file.codeIdentifier)
      uses.append(found)
    }
    for p in code.indices {
      switch file.codeKind(p) {
      case .leftSquare where match[p] > p:
        // After `.buttons` or after `descendants(matching:)`, `children(matching:)`, `matching(…)`.
        let before = p - 1
        var isQuery = false
        if file.codeKind(p - 2) == .period, let name = file.codeIdentifier(before), elementQueries.contains(name) {
          isQuery = true
        } else if file.codeKind(before) == .rightParen, match[before] >= 0,
          let name = file.codeIdentifier(Int(match[before]) - 1)
        {
          isQuery = ["descendants", "children", "matching"].contains(name)
        }
        // (A number is an index, `cells[0]`: not an identifier at all.)
        if isQuery && file.codeKind(p + 1) != .number { query(at: p + 1, receiverEnd: before) }
      case .identifier where file.codeKind(p + 1) == .colon && file.name(code[p]) == "identifier":
        query(at: p + 2, receiverEnd: (openParen(before: p, file) ?? 0) - 1)
      default: break
      }
    }
    return uses
  }

  /// Where app code sets identifiers: `.accessibilityIdentifier(x)`,
  /// `….accessibilityIdentifier = x`, `.accessibility(identifier: x)` (the deprecated
  /// modifier), and an argument to a call whose label says so: `accessibilityIdentifier:
  /// x`, or a view model's `a11yIdentifier:` / `buttonA11yIdentifier:` /
  /// `closeButtonAccessibilityIdentifier:` that its view sets (not a declaration's
  /// parameter of that name).
  static func sets(in file: SourceFile) -> [IdentifierUse] {
    let code = file.outline.code
    var uses: [IdentifierUse] = []
    for p in code.indices where file.codeKind(p) == .identifier {
      let name = file.name(code[p])
      if name == "accessibility" && file.codeKind(p + 1) == .leftParen && file.codeIdentifier(p + 2) == "identifier"
        && file.codeKind(p + 3) == .colon
      {
        uses.append(use(in: file, at: p + 4, kind: .swiftUI))
        continue
      }
      let exact = name == "accessibilityIdentifier"
      guard exact || isIdentifierLabel(name) else { continue }
      let declared = [.var, .let, .func].contains { file.codeKeyword(p - 1, $0) }
      guard !declared else { continue }
      switch file.codeKind(p + 1) {
      case .leftParen? where exact:
        uses.append(use(in: file, at: p + 2, kind: .swiftUI))
      case .equal? where exact: uses.append(use(in: file, at: p + 2, kind: .uiKit))
      case .colon? where file.codeKind(p - 1) == .leftParen || file.codeKind(p - 1) == .comma:
        guard let open = openParen(before: p, file), !isParameterClause(open, file) else { continue }
        uses.append(use(in: file, at: p + 2, kind: .argument))
      default: break
      }
    }
    return uses
  }

  /// `a11yIdentifier`, `buttonA11yIdentifier`, `closeButtonAccessibilityIdentifier`.
  static func isIdentifierLabel(_ name: String) -> Bool {
    name.hasSuffix("11yIdentifier") || name.hasSuffix("AccessibilityIdentifier")
  }

  /// The `(` of the argument or parameter list holding code position `p` (a label), if
  /// it is near: at most 256 code positions back, so a pass stays linear.
  static func openParen(before p: Int, _ file: SourceFile) -> Int? {
    let match = file.outline.match
    var q = p - 1
    while q >= 0 && q > p - 256 {
      switch file.codeKind(q) {
      case .leftParen?: return q
      case .rightParen?, .rightSquare?, .rightBrace?:
        guard match[q] >= 0, match[q] < q else { return nil }
        q = Int(match[q]) - 1
      case .leftSquare?, .leftBrace?, nil: return nil
      default: q -= 1
      }
    }
    return nil
  }

  /// Whether the `(` at `open` opens a declaration's parameters (`init(`, `func f(`,
  /// `subscript(`), not a call's arguments.
  static func isParameterClause(_ open: Int, _ file: SourceFile) -> Bool {
    file.codeKeyword(open - 1, .`init`) || file.codeKeyword(open - 1, .subscript)
      || (file.codeKind(open - 1) == .identifier && file.codeKeyword(open - 2, .func))
  }

  /// The first name of the member chain ending at code position `q` (`app` in
  /// `app.tables.cells`, `settings` in `self.settings.buttons`, `XCUIApplication` in
  /// `XCUIApplication(bundleIdentifier: …).buttons`).
  static func chainRoot(endingAt q: Int, _ file: SourceFile) -> Int? {
    let match = file.outline.match
    var q = q
    var root: Int?
    while q >= 0 {
      switch file.codeKind(q) {
      case .identifier?, .keyword?:
        guard file.codeKind(q - 1) == .period else {
          // `self.settings`: the name after `self`.
          return file.codeKeyword(q, .self) && root != nil ? root : q
        }
        root = q
        q -= 2
      case .rightParen?, .rightSquare?:
        guard match[q] >= 0, match[q] < q else { return root }
        q = Int(match[q]) - 1
      case .postfixQuestion?, .postfixExclamation?: q -= 1
      default: return root
      }
    }
    return root
  }

  /// Whether code position `p` is `XCUIApplication(bundleIdentifier: "com.apple.…")`:
  /// a system app (Settings, SpringBoard, Safari), not the app under test, which a suite
  /// may also launch by its own bundle identifier.
  static func isOtherAppConstruction(_ file: SourceFile, _ p: Int) -> Bool {
    guard
      file.codeIdentifier(p) == "XCUIApplication" && file.codeKind(p + 1) == .leftParen
        && file.codeIdentifier(p + 2) == "bundleIdentifier" && file.codeKind(p + 3) == .colon
    else { return false }
    return file.stringLiteral(at: p + 4)?.text.hasPrefix("com.apple.") ?? false
  }

  /// The names a file binds to a system application: `let settings =
  /// XCUIApplication(bundleIdentifier: …)`, `settingsApp: XCUIApplication =
  /// XCUIApplication(bundleIdentifier: …)` (a property or a parameter's default).
  static func otherAppNames(in file: SourceFile) -> Set<String> {
    var names: Set<String> = []
    for p in file.outline.code.indices where isOtherAppConstruction(file, p) && file.codeKind(p - 1) == .equal {
      var q = p - 2
      // Back over a type annotation (`: XCUIApplication`, `: XCUIApplication?`).
      if file.codeKind(q) == .postfixQuestion || file.codeKind(q) == .postfixExclamation { q -= 1 }
      if file.codeKind(q - 1) == .colon { q -= 2 }
      if let name = file.codeIdentifier(q) { names.insert(name) }
    }
    return names
  }

  /// The identifier read at code position `p`: a plain string literal (its value), or
  /// anything else (none: a constant is resolved later from its offset, the rest is
  /// computed).
  static func use(in file: SourceFile, at p: Int, kind: IdentifierPlace.Kind) -> IdentifierUse {
    let offset = p < file.outline.code.count ? file.tokens[file.outline.code[p]].start : 0
    if let literal = file.stringLiteral(at: p), isAlone(file, literal.end) {
      return IdentifierUse(value: literal.text, kind: kind, offset: offset, position: p)
    }
    return IdentifierUse(value: nil, kind: kind, offset: offset, position: p)
  }

  /// Whether the expression ends at `p` (a closing bracket or `,` follows).
  static func isAlone(_ file: SourceFile, _ p: Int) -> Bool {
    guard let kind = file.codeKind(p) else { return true }
    return kind == .rightParen || kind == .rightSquare || kind == .comma || kind == .rightBrace
      || kind == .semicolon
      || file.lineBreak(
        between: file.tokens[file.outline.code[p - 1]].end, and: file.tokens[file.outline.code[p]].start)
  }

  /// The dotted name at code position `p` (`AccessibilityIdentifiers.Orders.list`,
  /// `Self.id`, `OrdersID.list.rawValue`), standing alone: the name's parts, `.rawValue`
  /// dropped. A bare name that is a parameter or a local of the function around it
  /// (`func testID(_ identifier: String) { accessibilityIdentifier(identifier) }`) names
  /// no constant: nil, as Swift's lookup finds the parameter first.
  static func constantReference(in file: SourceFile, at p: Int) -> [String]? {
    guard p < file.outline.code.count, let (parts, end) = file.dottedName(at: p), isAlone(file, end) else {
      return nil
    }
    var names = parts.filter { !$0.isEmpty && $0 != "Self" }
    if names.last == "rawValue" { names.removeLast() }
    if parts.count == 1, let name = names.first, isParameterOrLocal(name, at: p, file) { return nil }
    return names.isEmpty ? nil : names
  }

  /// Whether `name` at code position `p` is a parameter of the function around it, or a
  /// local bound before `p` there.
  static func isParameterOrLocal(_ name: String, at p: Int, _ file: SourceFile) -> Bool {
    guard let body = file.outline.functionBody(containing: p) else { return false }
    if file.isLocal(name, at: p) { return true }
    // The signature, back from the body's `{` to its keyword (a signature holds no
    // braces): `(_ name:`, `(label name:`, `, name:`.
    var q = body.lowerBound - 1
    while q > 0 && q > body.lowerBound - 512, let kind = file.codeKind(q), kind != .leftBrace && kind != .rightBrace {
      if file.codeKind(q + 1) == .colon && file.codeIdentifier(q) == name
        && [.leftParen, .comma, .identifier, .keyword].contains(file.codeKind(q - 1))
      {
        return true
      }
      if file.codeKeyword(q, .func) || file.codeKeyword(q, .`init`) || file.codeKeyword(q, .subscript) { break }
      q -= 1
    }
    return false
  }

  /// The plain string literals of a file's code, without constant declarations' values.
  static func literals(in file: SourceFile, excludingConstants: Bool) -> Set<String> {
    var result: Set<String> = []
    let code = file.outline.code
    var p = 0
    while p < code.count {
      if let literal = file.stringLiteral(at: p) {
        let isConstant =
          file.codeKind(p - 1) == .equal && file.codeKind(p - 2) == .identifier
          && (file.codeKeyword(p - 3, .let) || file.codeKeyword(p - 3, .case) || file.codeKind(p - 3) == .comma)
        if !(excludingConstants && isConstant) { result.insert(literal.text) }
        p = literal.end
      } else {
        p += 1
      }
    }
    return result
  }

  /// `<accessibility key="accessibilityConfiguration" identifier="x"/>` and
  /// `<userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier"
  /// value="x"/>`, read as text: each identifier and its 1-based line.
  static func storyboardIdentifiers(_ bytes: [UInt8]) -> [(String, Int)] {
    var result: [(String, Int)] = []
    let text = String(decoding: bytes, as: UTF8.self)
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.contains("<accessibility "), let value = attribute("identifier", in: line) {
        result.append((value, i + 1))
      } else if line.contains("keyPath=\"accessibilityIdentifier\""), let value = attribute("value", in: line) {
        result.append((value, i + 1))
      }
    }
    return result
  }

  /// The value of ` name="…"` in `line`, XML entities decoded.
  static func attribute(_ name: String, in line: Substring) -> String? {
    guard let start = line.range(of: " \(name)=\"") else { return nil }
    let rest = line[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end]).replacingAll("&quot;", with: "\"").replacingAll("&lt;", with: "<")
      .replacingAll("&gt;", with: ">").replacingAll("&apos;", with: "'").replacingAll("&amp;", with: "&")
  }
}

/// What each worker of a parallel loop found, one slot a worker.
private final class WorkerSlots<T>: @unchecked Sendable {
  var values: [[T]]
  init(_ workers: Int) { values = Array(repeating: [], count: workers) }
}

/// String constants that may name identifiers: `static let list = "orders.list"` and
/// `case list = "orders.list"` (or a bare `case list` of a `String` enum), each under its
/// qualified name (`AccessibilityIdentifiers.Orders.list`).
struct IdentifierConstants: Sendable, Equatable {
  struct Entry: Sendable, Equatable {
    var parts: [String]
    var value: String
  }
  /// Last name component → the constants of that name.
  private var byName: [String: [Entry]] = [:]

  mutating func add(_ entries: [Entry]) {
    for entry in entries { byName[entry.parts[entry.parts.count - 1], default: []].append(entry) }
  }

  /// The constants `file` declares, in order.
  static func entries(in file: SourceFile) -> [Entry] {
    var entries: [Entry] = []
    let outline = file.outline
    /// The enclosing types of position `p`, outermost first. (A pass over every type per
    /// constant was quadratic: 8,000 enums of one constant each took 9.6 s.)
    func scope(_ p: Int) -> [String] { outline.enclosingTypes(containing: p).map(\.name) }
    for type in outline.types {
      guard let body = type.body else { continue }
      let isStringEnum = type.kind == .enum && type.inherited.contains { $0.name == "String" }
      for p in body where file.codeKeyword(p, .let) || file.codeKeyword(p, .case) {
        guard let name = file.codeIdentifier(p + 1), outline.functionBody(containing: p) == nil,
          scope(p).last == type.name
        else { continue }
        // `static let list: String = "…"`
        var q = p + 2
        if file.codeKind(q) == .colon && file.codeKind(q + 1) == .identifier { q += 2 }
        var value: String?
        if file.codeKind(q) == .equal, let literal = file.stringLiteral(at: q + 1),
          IdentifierInventory.isAlone(file, literal.end)
        {
          value = literal.text
        } else if file.codeKeyword(p, .case) && isStringEnum && file.codeKind(q) != .leftParen {
          value = name
        }
        if let value { entries.append(Entry(parts: scope(p) + [name], value: value)) }
      }
    }
    return entries
  }

  /// The value of the constant named by `parts` (a suffix of its qualified name), when
  /// every constant it may be agrees.
  func value(of parts: [String]) -> String? {
    guard let last = parts.last, let candidates = byName[last] else { return nil }
    let values = Set(
      candidates.filter { $0.parts.count >= parts.count && Array($0.parts.suffix(parts.count)) == parts }.map(\.value))
    return values.count == 1 ? values.first : nil
  }
}

/// The repository's identifier inventory, built once per scan when a rule first asks
/// (only a scan holding a UI test does), from the files a scan of the repository gathered.
public enum IdentifierInventoryAnalysis: GatheringAnalysis {
  public static func run(_ scan: ScanContext) -> IdentifierInventory {
    guard let repository = scan.inputs.repository else { return IdentifierInventory() }
    return repository.fact(Self.self) {
      guard let gathered = repository.gathered(Self.self) else {
        return IdentifierInventory.build(in: repository, configuration: scan.configuration)
      }
      // In the listing's order, as `build` reads them.
      let paths = IdentifierInventory.swiftPaths(repository, scan.configuration)
      let order = Dictionary(paths.enumerated().map { ($1, $0) }) { a, _ in a }
      let facts = gathered.map { (order[$0.path] ?? .max, $0.facts) }.sorted { $0.0 < $1.0 }.map { $0.1 }
      return IdentifierInventory.merge(facts, in: repository, configuration: scan.configuration)
    }
  }

  static let fileNeedles = IdentifierInventory.needles

  static func facts(of file: SourceFile) -> IdentifierInventory.FileFacts { IdentifierInventory.facts(of: file) }
}
