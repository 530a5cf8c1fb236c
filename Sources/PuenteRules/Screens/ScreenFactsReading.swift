import PuenteLexer

/// The readings `ScreenFactsBuilder.build()` is made of: names, types and values at a code
/// position, the constructions a range hands on, `switch` clauses, receivers. Each reads
/// the one file the builder holds.
extension ScreenFactsBuilder {
  /// The name of the function whose body opens at code position `open`: the identifier
  /// after the nearest `func` before it (`init`, `deinit`, `subscript` name themselves).
  func functionName(_ open: Int) -> String {
    let code = file.outline.code
    var q = open - 1
    while q >= 0 && q > open - 200 {
      let t = tokens[code[q]]
      if t.kind == .keyword {
        if t.keyword == .func, q + 1 < open { return file.name(code[q + 1]) }
        if t.keyword == .`init` || t.keyword == .deinit || t.keyword == .subscript { return file.text(code[q]) }
      }
      if t.kind == .rightBrace || t.kind == .leftBrace { break }
      q -= 1
    }
    return ""
  }

  /// Whether the values `ranges` show hand on, as a value of their own (`(vc, …)`, `[vc]`,
  /// `rootView: view`, `= vc`, `vc!`), a parameter of the function whose body opens at
  /// `open`, or a local made from one (`guard let controller = module?.toPresent()`).
  func handsOnParameter(_ ranges: [ClosedRange<Int>], of open: Int) -> Bool {
    let code = file.outline.code
    var parameters: [String]? = nil
    for range in ranges {
      for p in range where tokens[code[p]].kind == .identifier {
        let before = p == range.lowerBound ? .comma : tokens[code[p - 1]].kind
        let after = p == range.upperBound ? .comma : tokens[code[p + 1]].kind
        guard before == .leftParen || before == .leftSquare || before == .comma || before == .colon,
          after == .comma || after == .rightParen || after == .rightSquare || after == .postfixExclamation
            || after == .postfixQuestion
        else { continue }
        if parameters == nil { parameters = parameterNames(of: open) }
        let name = file.name(code[p])
        if parameters!.contains(name) { return true }
        if let made = file.localInitializer(named: name, before: p), tokens[code[made.lowerBound]].kind == .identifier,
          parameters!.contains(file.name(code[made.lowerBound]))
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether an argument in `arguments` constructs a controller or a view
  /// (`…Controller(`, `…View(`) or is a value named like a controller (`vc`,
  /// `termsController`, `composerVC`; a `…View` value is a view of the hierarchy as often as not): a
  /// cheap look before reading a call as a helper's.
  func handsOnAScreen(_ arguments: ClosedRange<Int>, code: [Int], match: [Int32]) -> Bool {
    // (The arguments themselves: what nested calls are handed is theirs.)
    var p = arguments.lowerBound + 1
    while p < arguments.upperBound {
      let k = tokens[code[p]].kind
      if k == .identifier {
        let i = code[p]
        let next = tokens[code[p + 1]].kind
        if next == .leftParen {
          if isTypeName(p) && (file.tokenEnds(i, with: "Controller") || file.tokenEnds(i, with: "View")) {
            return true
          }
        } else if next == .comma || next == .rightParen, case let before = tokens[code[p - 1]].kind,
          before == .leftParen || before == .comma || before == .colon,
          file.tokenEnds(i, with: "Controller") || file.tokenEnds(i, with: "controller") || file.tokenIs(i, "vc")
            || file.tokenEnds(i, with: "VC") || file.tokenEnds(i, with: "Vc")
        {
          return true
        }
      } else if k == .leftParen || k == .leftBrace || k == .leftSquare, match[p] > p {
        p = Int(match[p])
      }
      p += 1
    }
    return false
  }

  /// The local names of the parameters of the `func` whose body opens at code position
  /// `open` (`_ viewController: UIViewController, animated: Bool` → `viewController`,
  /// `animated`); empty for anything else.
  func parameterNames(of open: Int) -> [String] { parameters(of: open).map(\.name) }

  /// The label of the first parameter of the `func` whose body opens at code position
  /// `open` (`page` of `func build(page: Page)`, `for` of `func view(for route:)`); nil
  /// for none or `_`.
  func firstLabel(of open: Int) -> String? {
    guard let first = parameters(of: open).first, first.at > 0 else { return nil }
    let code = file.outline.code
    let before = tokens[code[first.at - 1]]
    if before.kind == .leftParen { return first.name }
    return before.kind == .identifier ? file.name(code[first.at - 1]) : nil
  }

  /// The parameters of the `func` whose body opens at code position `open`, each local
  /// name with its position (an annotation follows it: see `annotationTypes`).
  func parameters(of open: Int) -> [(name: String, at: Int)] {
    let outline = file.outline
    let code = outline.code
    // The `func` keyword, then the name, generic parameters, and the parameter clause.
    var q = open - 1
    while q >= 0, q > open - 200, !(tokens[code[q]].kind == .keyword && tokens[code[q]].keyword == .func) {
      if tokens[code[q]].kind == .rightBrace || tokens[code[q]].kind == .leftBrace { return [] }
      q -= 1
    }
    guard q >= 0, q + 2 < open, tokens[code[q]].kind == .keyword else { return [] }
    var p = q + 2
    while p < open, tokens[code[p]].kind != .leftParen { p += 1 }
    guard p < open, case let close = Int(outline.match[p]), close > p else { return [] }
    var names: [(name: String, at: Int)] = []
    var previous = -1
    var depth = 0
    for r in (p + 1)..<close {
      switch tokens[code[r]].kind {
      case .leftParen, .leftSquare, .leftBrace: depth += 1
      case .rightParen, .rightSquare, .rightBrace: depth -= 1
      case .colon where depth == 0 && previous >= 0 && tokens[code[previous]].kind == .identifier:
        names.append((file.name(code[previous]), previous))
      default: break
      }
      previous = r
    }
    return names
  }

  /// The capitalised names in the type a value `name` is declared with in this file
  /// (`let name: T`, `var name: (A & B)?`, a parameter `name: T`), up to the end of the
  /// annotation: the first declaration at a position `accepted` accepts (the calling
  /// type's); empty when the file declares no such value. (Another type's value of that
  /// name is not the caller's: its own may be its superclass's, in another file.)
  func declaredTypes(of name: String, where accepted: (Int) -> Bool) -> [String] {
    let outline = file.outline
    for (index, _) in file.identifiers(in: NameSet([name])) {
      guard let p = outline.codePosition(ofToken: index), accepted(p), case let types = declaredTypes(at: p),
        !types.isEmpty
      else { continue }
      return types
    }
    return []
  }

  /// The capitalised names of the type the value whose name is at code position `p` is
  /// declared with there (`let name: T`, a parameter `name: T`, a singleton held, `let
  /// name = T.shared`); empty for no declaration.
  func declaredTypes(at p: Int) -> [String] {
    guard p > 0 else { return [] }
    let code = file.outline.code
    let before = tokens[code[p - 1]].kind
    guard before == .keyword || before == .leftParen || before == .comma || before == .identifier else { return [] }
    if before == .keyword, p + 4 < code.count, tokens[code[p + 1]].kind == .equal, isTypeName(p + 2),
      tokens[code[p + 3]].kind == .period, file.tokenIs(code[p + 4], "shared")
    {
      return [file.name(code[p + 2])]
    }
    return annotationTypes(at: p)
  }

  /// The capitalised names of the type annotation after the name at code position `p`
  /// (`name: (NSObjectProtocol & OrdersRoutingLogic)?`), to the end of its line; empty
  /// when none follows or the value is a call (`show(router: Router())`).
  func annotationTypes(at p: Int) -> [String] {
    let code = file.outline.code
    guard p + 2 < code.count, tokens[code[p + 1]].kind == .colon else { return [] }
    let first = file.lineIndex(of: tokens[code[p]].start)
    var types: [String] = []
    var depth = 0
    var q = p + 2
    while q < code.count, file.lineIndex(of: tokens[code[q]].start) == first {
      let k = tokens[code[q]].kind
      if k == .leftParen || k == .leftSquare { depth += 1 }
      if k == .rightParen || k == .rightSquare {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0 && (k == .comma || k == .equal || k == .leftBrace) { break }
      if k == .identifier && isTypeName(q) {
        // (A call is an argument's value, not a declaration: `show(router: Router())`.)
        if q + 1 < code.count && tokens[code[q + 1]].kind == .leftParen { return [] }
        // (`Drafts.RoutingLogic`: one name, taken at its last part.)
        if !(q + 1 < code.count && tokens[code[q + 1]].kind == .period) { types.append(dottedName(endingAt: q)) }
      }
      q += 1
    }
    return types
  }

  /// Whether the declaration whose name is at `name` and whose body opens at `open` has a
  /// type parameter constrained to `View`, in its generic parameters or `where` clause.
  func isGenericOverViews(_ name: Int, body open: Int) -> Bool {
    let code = file.outline.code
    guard name + 1 < open, file.tokenIs(code[name + 1], "<") else { return false }
    var angle = 0
    var inWhere = false
    for q in (name + 1)..<open {
      let t = tokens[code[q]]
      if t.kind.isOperator {
        for byte in file.text(code[q]).utf8 {
          if byte == UInt8(ascii: "<") { angle += 1 }
          if byte == UInt8(ascii: ">") { angle -= 1 }
        }
      } else if t.kind == .keyword && t.keyword == .where {
        inWhere = true
      } else if (angle > 0 || inWhere) && t.kind == .identifier && file.tokenIs(code[q], "View") {
        return true
      }
    }
    return false
  }

  /// The names of the `func`s directly in a protocol's body.
  func functionNames(in body: Range<Int>) -> [String] {
    let code = file.outline.code
    var result: [String] = []
    for p in body where p + 1 < body.upperBound {
      let t = tokens[code[p]]
      if t.kind == .keyword && t.keyword == .func { result.append(file.name(code[p + 1])) }
    }
    return result
  }

  /// The type the function whose body opens at `open` returns when it is a controller or
  /// a view (`-> UIViewController`, `-> …Controller`, `-> some View`, `-> AnyView`,
  /// `-> …View`); nil otherwise.
  func returnedScreen(_ open: Int) -> String? {
    let code = file.outline.code
    var q = open - 1
    var last: String? = nil
    while q > 0 && q > open - 40 {
      let t = tokens[code[q]]
      if t.kind == .arrow { break }
      if t.kind == .rightParen || (t.kind == .keyword && t.keyword == .func) { return nil }
      if last == nil && (t.kind == .identifier || (t.kind == .keyword && t.keyword == .Self)) {
        last = file.name(code[q])
      }
      q -= 1
    }
    guard q > 0, tokens[code[q]].kind == .arrow, let last else { return nil }
    return last.hasSuffix("Controller") || last.hasSuffix("View") || last == "Self" ? last : nil
  }

  /// The value of argument `label:` directly inside `arguments`: up to the next `,` or
  /// the closing parenthesis.
  func labelled(_ label: StaticString, in arguments: ClosedRange<Int>) -> ClosedRange<Int>? {
    let outline = file.outline
    let code = outline.code
    var p = arguments.lowerBound + 1
    while p + 1 < arguments.upperBound {
      let k = tokens[code[p]].kind
      if k == .leftParen || k == .leftBrace || k == .leftSquare, outline.match[p] > p {
        p = Int(outline.match[p]) + 1
        continue
      }
      if file.tokenIs(code[p], label) && tokens[code[p + 1]].kind == .colon
        && (p == arguments.lowerBound + 1 || tokens[code[p - 1]].kind == .comma)
      {
        var e = p + 2
        while e < arguments.upperBound && tokens[code[e]].kind != .comma {
          let k = tokens[code[e]].kind
          if k == .leftParen || k == .leftBrace || k == .leftSquare, outline.match[e] > e {
            e = Int(outline.match[e])
          }
          e += 1
        }
        return e > p + 2 ? (p + 2)...(e - 1) : nil
      }
      p += 1
    }
    return nil
  }

  /// The types a route dispatcher's `body` constructs (`body` is the view's body, braces
  /// included): a view whose `body` is one `switch` and nothing else, over a stored `let`
  /// of the view (`let route: Route`; a `switch model.state` is a screen's own state).
  func dispatched(_ body: Range<Int>) -> [String] {
    let code = file.outline.code
    let match = file.outline.match
    func kind(_ p: Int) -> TokenKind { tokens[code[p]].kind }
    var lets = Set<String>()
    var getter: Range<Int>? = nil
    var p = body.lowerBound + 1
    while p < body.upperBound - 1 {
      if kind(p) == .keyword && tokens[code[p]].keyword == .let && kind(p + 1) == .identifier {
        lets.insert(file.name(code[p + 1]))
      } else if kind(p) == .keyword && tokens[code[p]].keyword == .var && file.tokenIs(code[p + 1], "body") {
        // `var body: some View {`.
        var open = p + 2
        while open < body.upperBound - 1 && kind(open) != .leftBrace { open += 1 }
        guard open < body.upperBound - 1, match[open] > open else { return [] }
        getter = open..<(Int(match[open]) + 1)
      }
      if kind(p) == .leftBrace || kind(p) == .leftParen || kind(p) == .leftSquare, match[p] > p { p = Int(match[p]) }
      p += 1
    }
    guard let getter, let found = firstSwitch(in: getter), found.at == getter.lowerBound + 1,
      found.clauses.last.map({ $0.upperBound == getter.upperBound - 3 }) == true,
      found.subject.count == 1, kind(found.subject.lowerBound) == .identifier,
      lets.contains(file.name(code[found.subject.lowerBound]))
    else { return [] }
    return constructions(in: found.clauses, following: false).types
  }

  /// The first `switch` in `body` (a block, braces included), not in a nested block: where
  /// it is, its subject, and its clauses (each from its `case` or `default` to the end of
  /// its statements).
  func firstSwitch(in body: Range<Int>) -> (at: Int, subject: Range<Int>, clauses: [ClosedRange<Int>])? {
    let outline = file.outline
    let code = outline.code
    func kind(_ q: Int) -> TokenKind { tokens[code[q]].kind }
    func isOpening(_ q: Int) -> Bool {
      (kind(q) == .leftParen || kind(q) == .leftBrace || kind(q) == .leftSquare) && outline.match[q] > q
    }
    var p = body.lowerBound + 1
    while p < body.upperBound - 1 {
      if kind(p) == .keyword && tokens[code[p]].keyword == .switch {
        var open = p + 1
        while open < body.upperBound - 1 && kind(open) != .leftBrace {
          open = isOpening(open) && kind(open) != .leftBrace ? Int(outline.match[open]) + 1 : open + 1
        }
        guard open > p + 1, open < body.upperBound - 1, outline.match[open] > open else { return nil }
        let close = Int(outline.match[open])
        var starts: [Int] = []
        var q = open + 1
        while q < close {
          if kind(q) == .keyword && (tokens[code[q]].keyword == .case || tokens[code[q]].keyword == .default) {
            starts.append(q)
          }
          if isOpening(q) { q = Int(outline.match[q]) }
          q += 1
        }
        let ends = starts.dropFirst().map { $0 - 1 } + [close - 1]
        return (p, (p + 1)..<open, zip(starts, ends).map { $0...$1 })
      }
      if isOpening(p) { p = Int(outline.match[p]) }
      p += 1
    }
    return nil
  }

  /// The types constructed in `ranges` (`X(…)`, `X.init(…)`, `X { … }`, and through a
  /// local handed on: `let vc = X(…)` … `push(vc)`), and the lowercase functions called
  /// outside member access on a value (`makeDetail()`, `Screens.makeDetail()`).
  /// `typed`: values whose type is known (a closure's parameter), by name: a call or a
  /// read on one is on its type (`Route.destination`). What a UIKit show nested in a
  /// value shows is not the value's (a hosted view's closure pushing); `withShows`: the
  /// ranges' own nested shows count (a choice's branch picks what it shows, a factory
  /// makes what it fills a container with); `excluding`: ranges whose assignments of a
  /// local are not followed (a `switch`'s other clauses).
  func constructions(
    in ranges: [ClosedRange<Int>], following: Bool = true, typed: [String: String] = [:], withShows: Bool = false,
    excluding: [ClosedRange<Int>] = []
  ) -> (
    types: [String], calls: [String]
  ) {
    let outline = file.outline
    let code = outline.code
    var types: [String] = []
    var calls: [String] = []
    var followed: Set<String> = []
    var followedAt: Set<Int> = []
    func add(_ range: ClosedRange<Int>, depth: Int) {
      // A call or a read on an element of a collection of a known type, `call` as
      // `qualified` spells it (`WalletTab.allCases.map { $0.makeController() }`,
      // `ForEach(Route.allCases) { route in … route.destination }`): on that type.
      func onElement(_ call: String, at p: Int) -> String {
        guard following, call.utf8.first == UInt8(ascii: "."), p > 2, tokens[code[p - 2]].kind == .identifier,
          tokens[code[p - 3]].kind != .period,
          let collection = collection(of: file.name(code[p - 2]), at: p - 2, within: range),
          let type = elementType(of: collection)
        else { return call }
        return type + call
      }
      // (What a show nested in the range shows is that show's, see `uikitShowArguments`;
      // but see `withShows`.)
      let nestedShows =
        withShows && depth == 0
        ? []
        : uikitShowArguments.filter { $0.lowerBound > range.lowerBound && $0.upperBound <= range.upperBound }
      for p in range where tokens[code[p]].kind == .identifier {
        if !nestedShows.isEmpty && nestedShows.contains(where: { $0.contains(p) }) { continue }
        let name = file.name(code[p])
        guard let first = name.utf8.first else { continue }
        let upper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        // (A generic type's arguments, `Picker<String>(…)`, stand between it and its call.)
        let after = upper ? genericArgumentsEnd(after: p) ?? p + 1 : p + 1
        // (Nothing follows the range's last name: `if let first = pages.first {` ends there.)
        let next = after <= range.upperBound ? tokens[code[after]].kind : .unknown
        let previous = p > 0 ? tokens[code[p - 1]].kind : .unknown
        // (`switch destination {`, `if isEditing {`: a value before a block, not a call;
        // `return configured { … }` is one.)
        if next == .leftParen
          || (next == .leftBrace
            && (upper || previous != .keyword || tokens[code[p - 1]].keyword == .return
              || tokens[code[p - 1]].keyword == .try))
          || (next == .period && after + 1 < code.count && file.tokenIs(code[after + 1], "init"))
          // (`resolver.resolve(SettingsViewController.self)`: a container makes one.)
          || (upper && next == .period && after + 1 < code.count && file.tokenIs(code[after + 1], "self")
            && (previous == .leftParen || previous == .comma))
        {
          if upper {
            let qualified = dottedName(endingAt: p)
            if !types.contains(qualified) { types.append(qualified) }
            // `tabs.map(UINavigationController.init(rootViewController:))`: the elements
            // handed to the initializer are shown where the `map`'s result is.
            if next == .period, previous == .leftParen, p > 3, tokens[code[p - 3]].kind == .period,
              case let method = p - 2, Self.elementClosures.contains(file.name(code[method])),
              case let start = expressionStart(endingAt: p - 4), start >= range.lowerBound, following, depth < 3
            {
              add(start...(p - 4), depth: depth + 1)
            }
          } else {
            // (A UIKit show in a shown value, `self?.present(X(), animated: true)`, calls no
            // factory; a view's own builder named `show(_:)` does.)
            if Self.uikitShows.contains(name), next == .leftParen, outline.match[after] > after,
              case let arguments = after...Int(outline.match[after]),
              labelled("animated", in: arguments) != nil || labelled("sender", in: arguments) != nil
            {
              continue
            }
            var call = onElement(qualified(name, at: p, typed: typed), at: p)
            let chosen = next == .leftParen ? fixedCase(in: after) ?? handedCase(in: after) : nil
            // (On a value made here, `let nav = MenuNavigator()`, or declared with its type,
            // `func checkout(using assembly: ScreenAssembly)`: on that type.)
            if following, call.utf8.first == UInt8(ascii: "."), let receiver = ownReceiver(of: p),
              let type = valueType(of: file.name(code[receiver]), at: receiver, declared: true)
            {
              call = type + call
            }
            // (`build(page: …)`: the label says which of the overloads, `Type.build@page`.)
            if next == .leftParen, let label = firstArgument(in: after).label { call += "@" + file.name(code[label]) }
            if let chosen { call += ":" + chosen }
            if !calls.contains(call) { calls.append(call) }
          }
        } else if upper
          || !(next == .comma || next == .rightParen || next == .rightSquare || next == .rightBrace
            || next == .postfixQuestion || next == .postfixExclamation || p == range.upperBound
            // (A ternary's first value, `isMap ? mapVC : listVC`.)
            || (next == .colon && previous == .infixQuestion)
            // (An element of an array handed on, `[pages[0]]`: the array's.)
            || (next == .leftSquare && tokens[code[after]].start == tokens[code[p]].end))
        {
          continue
        } else if previous != .period || (p > 1 && file.tokenIs(code[p - 2], "self")) {
          guard following, depth < 3 else { continue }
          // A local or a property handed on: follow its initializer (once a declaration:
          // `let vc` in each case of a `switch` is another value).
          let anonymous = first == UInt8(ascii: "$")
          let initializer = anonymous ? nil : initializer(of: name, at: p)
          guard initializer.map({ followedAt.insert($0.lowerBound).inserted }) ?? followed.insert(name).inserted
          else { continue }
          if let initializer {
            annotated(initializer)
            add(initializer, depth: depth + 1)
            // An empty collection filled later (`var pages: [UIViewController] = []`, then
            // `pages = [A(), B()]` or `pages.append(C())`), or a copy of a stack grown
            // (`var stack = nav.viewControllers`, `stack.append(D())`): what is put in it.
            if (initializer.count == 2 && tokens[code[initializer.lowerBound]].kind == .leftSquare)
              || initializer.contains(where: { file.tokenIs(code[$0], "viewControllers") })
            {
              // (What they make, once a collection: a table reading `rows[i]` in a
              // thousand places reads its thousand appends once.)
              let key = name + "\u{1}" + String(initializer.lowerBound)
              let made =
                file.additionsMade[key]
                ?? {
                  let found = constructions(in: file.additions(to: name, at: p), following: following, typed: typed)
                  file.additionsMade[key] = found
                  return found
                }()
              for type in made.types where !types.contains(type) { types.append(type) }
              for call in made.calls where !calls.contains(call) { calls.append(call) }
            }
          } else if !anonymous, let getter = computedGetter(named: name, at: p) {
            // A computed property of the type (`.sheet { helpSheet }`): what it builds.
            add(getter, depth: depth + 1)
          } else if let collection = collection(of: name, at: p, within: range) {
            // An element handed on by a closure or a loop (`panels.forEach { addChild($0) }`,
            // `viewControllers = tabs.map { UINavigationController(rootViewController: $0) }`):
            // the collection's.
            add(collection, depth: depth + 1)
          } else if !anonymous {
            // `let vc: UIViewController` assigned in each branch of an `if` or `switch`.
            let assignments = file.localAssignments(named: name, before: p).filter { assigned in
              !excluding.contains { $0.contains(assigned.lowerBound) }
            }
            for assigned in assignments { add(assigned, depth: depth + 1) }
            // A property without an initializer (`private let header: HeaderViewController`
            // injected by `init`, `var chart: ChartViewController!` set in `viewDidLoad`):
            // the type it is declared with, and what the type's methods assign it.
            if assignments.isEmpty, let declared = file.propertyDeclaration(named: name, at: p) {
              for type in annotationTypes(at: declared + 1) where !types.contains(type) { types.append(type) }
              for assigned in file.propertyAssignments(named: name, at: p) { add(assigned, depth: depth + 1) }
            } else if assignments.isEmpty, previous == .colon, p > 1,
              file.tokenIs(code[p - 2], "content") || file.tokenIs(code[p - 2], "destination"),
              let type = outline.innermostType(containing: p)?.body,
              functionNames(in: type.lowerBound..<type.upperBound).contains(name), !calls.contains(name)
            {
              // A method of the type handed by name as a presentation's content
              // (`.popover(isPresented: $p, content: makeInfo)`): a call of it.
              calls.append(name)
            }
          }
        } else if p > 1 && !isTypeName(p - 2)
          // (A value's: `.show` in `transition: .show` is a case, read on nothing.)
          && [.identifier, .rightParen, .rightSquare, .postfixQuestion, .postfixExclamation].contains(
            tokens[code[p - 2]].kind)
        {
          // (An end of a collection handed on, `if let first = pages.first`: the
          // collection's, as `pages[0]` is.)
          if following, depth < 3, file.tokenIs(code[p], "first") || file.tokenIs(code[p], "last"),
            let receiver = ownReceiver(of: p)
          {
            add(receiver...receiver, depth: depth + 1)
            continue
          }
          // A property of another value handed on (`route.destination`): a computed one
          // is a factory.
          var call = onElement(qualified(name, at: p, typed: typed), at: p)
          // (One case's, `PreferencesRoute.appearance.destination`, also with values,
          // `DigestLink.topic(name: "swift").viewController`: `Type.name:case`.)
          let caseName = tokens[code[p - 2]].kind == .rightParen ? Int(outline.match[p - 2]) - 1 : p - 2
          if call.utf8.first == UInt8(ascii: "."), caseName > 1, tokens[code[caseName]].kind == .identifier,
            tokens[code[caseName - 1]].kind == .period, isTypeName(caseName - 2)
          {
            call = dottedName(endingAt: caseName - 2) + call + ":" + file.name(code[caseName])
          } else if following, call.utf8.first == UInt8(ascii: "."), let receiver = ownReceiver(of: p),
            let type = valueType(of: file.name(code[receiver]), at: receiver, declared: true)
          {
            // (On a value declared with its type, `func open(_ route: AccountRoute)`.)
            call = type + call
          }
          if !calls.contains(call) { calls.append(call) }
        }
      }
    }
    // `let vc: DetailViewController = .init(…)` (or `= .make()`): the annotation names
    // the type the initializer's leading dot constructs or calls on.
    func annotated(_ initializer: ClosedRange<Int>) {
      let start = initializer.lowerBound
      guard start + 1 < code.count, tokens[code[start]].kind == .period,
        tokens[code[start - 1]].kind == .equal,
        tokens[code[start + 1]].kind == .identifier
          || file.tokenIs(code[start + 1], "init")
      else { return }
      var last = start - 2
      while last > 0, tokens[code[last]].kind == .postfixQuestion || tokens[code[last]].kind == .postfixExclamation {
        last -= 1
      }
      guard last > 1, isTypeName(last) else { return }
      let type = dottedName(endingAt: last)
      var first = last
      while first > 1, tokens[code[first - 1]].kind == .period { first -= 2 }
      guard first > 0, tokens[code[first - 1]].kind == .colon else { return }
      if file.tokenIs(code[start + 1], "init") {
        if !types.contains(type) { types.append(type) }
      } else {
        let call = type + "." + file.name(code[start + 1])
        if !calls.contains(call) { calls.append(call) }
      }
    }
    for range in ranges { add(range, depth: 0) }
    return (types, calls)
  }

  /// A split view's column `column` less its placeholder, what it shows while nothing is
  /// chosen there: the `else` of an `if let` (or `if x != nil`, the `then` of `if x ==
  /// nil`), or all of it when the column before, `previous`, links to what replaces it
  /// (a `NavigationLink` with a destination, a `navigationDestination`). A view shown
  /// only so is no destination.
  func placeholderFree(_ column: ClosedRange<Int>, after previous: ClosedRange<Int>) -> [ClosedRange<Int>] {
    let outline = file.outline
    let code = outline.code
    func kind(_ q: Int) -> TokenKind { tokens[code[q]].kind }
    func isKeyword(_ q: Int, _ keyword: Keyword) -> Bool { kind(q) == .keyword && tokens[code[q]].keyword == keyword }
    for q in previous where kind(q) == .identifier {
      if file.tokenIs(code[q], "navigationDestination") && kind(q - 1) == .period { return [] }
      guard file.tokenIs(code[q], "NavigationLink"), q + 1 < previous.upperBound else { continue }
      if kind(q + 1) == .leftBrace { return [] }
      if kind(q + 1) == .leftParen, case let close = Int(outline.match[q + 1]), close > q + 1,
        labelled("value", in: (q + 1)...close) == nil
      {
        return []
      }
    }
    var placeholders: [ClosedRange<Int>] = []
    for q in column where isKeyword(q, .if) {
      // The condition, to the `then` block's brace.
      var open = q + 1
      while open < column.upperBound && kind(open) != .leftBrace {
        let k = kind(open)
        if k == .leftParen || k == .leftSquare, outline.match[open] > open { open = Int(outline.match[open]) }
        open += 1
      }
      guard open < column.upperBound, case let close = Int(outline.match[open]), close > open else { continue }
      var binds = isKeyword(q + 1, .let) || isKeyword(q + 1, .var) || isKeyword(q + 1, .case)
      var unset = false
      for r in (q + 1)..<open where isKeyword(r, .nil) {
        let around = [r - 1, r + 1].filter { $0 > q && $0 < open }
        if around.contains(where: { file.tokenIs(code[$0], "!=") }) { binds = true }
        if around.contains(where: { file.tokenIs(code[$0], "==") }) { unset = true }
      }
      if unset {
        placeholders.append(open...close)
      } else if binds, close + 2 < column.upperBound, isKeyword(close + 1, .else), kind(close + 2) == .leftBrace,
        outline.match[close + 2] > close + 2
      {
        placeholders.append((close + 2)...Int(outline.match[close + 2]))
      }
    }
    var pieces: [ClosedRange<Int>] = []
    var from = column.lowerBound
    for placeholder in placeholders.sorted(by: { $0.lowerBound < $1.lowerBound }) where placeholder.lowerBound >= from {
      if placeholder.lowerBound > from { pieces.append(from...(placeholder.lowerBound - 1)) }
      from = placeholder.upperBound + 1
    }
    if from <= column.upperBound { pieces.append(from...column.upperBound) }
    return pieces
  }

  /// The first argument of the call whose arguments open at code position `open`: its
  /// label's position (`page` of `build(page: .apple)`), if it has one, and where its
  /// value starts.
  func firstArgument(in open: Int) -> (label: Int?, value: Int) {
    let code = file.outline.code
    guard open + 2 < code.count, tokens[code[open + 1]].kind == .identifier, tokens[code[open + 2]].kind == .colon
    else { return (nil, open + 1) }
    return (open + 1, open + 3)
  }

  /// "$" when a call whose arguments open at code position `open` is handed first the
  /// first parameter of the function around it (`get(scene: scene)` in a coordinator's
  /// `present(scene:from:)`): the case that function is handed, which a call of it with a
  /// fixed case fixes (see `ScreenGraph`).
  func handedCase(in open: Int) -> String? {
    let code = file.outline.code
    let q = firstArgument(in: open).value
    guard tokens[code[q]].kind == .identifier,
      tokens[code[q + 1]].kind == .comma || tokens[code[q + 1]].kind == .rightParen,
      let body = file.outline.functionBody(containing: open),
      parameterNames(of: body.lowerBound).first == file.name(code[q])
    else { return nil }
    return "$"
  }

  /// The enum case a call whose arguments open at code position `open` is handed first,
  /// when it is one fixed case: `(.about)`, `(.legal(section: "terms"))`, `(to:
  /// Destination.about)`; nil otherwise.
  func fixedCase(in open: Int) -> String? {
    let outline = file.outline
    let code = outline.code
    func kind(_ q: Int) -> TokenKind { tokens[code[q]].kind }
    let close = Int(outline.match[open])
    guard close > open + 2 else { return nil }
    var q = firstArgument(in: open).value
    let start = q
    if kind(q) == .period {
      q += 1
    } else {
      while q + 2 < close, isTypeName(q), kind(q + 1) == .period { q += 2 }
    }
    guard q > start, q < close, kind(q - 1) == .period, kind(q) == .identifier, !isTypeName(q) else { return nil }
    var end = q + 1
    if kind(end) == .leftParen, outline.match[end] > end { end = Int(outline.match[end]) + 1 }
    guard end == close || kind(end) == .comma else { return nil }
    return file.name(code[q])
  }

  /// The type the value `name` at code position `p` is made with (`let nav =
  /// MenuNavigator()`), or with `declared`, declared with (`var router: AppRouter`),
  /// local or property.
  func valueType(of name: String, at p: Int, declared: Bool, element: Bool = true) -> String? {
    let code = file.outline.code
    if let initializer = initializer(of: name, at: p) {
      var q = initializer.lowerBound
      while q < initializer.upperBound, isTypeName(q), tokens[code[q + 1]].kind == .period { q += 2 }
      if isTypeName(q), q < initializer.upperBound, tokens[code[q + 1]].kind == .leftParen {
        return dottedName(endingAt: q)
      }
      guard declared else { return nil }
      // An element of a collection (`let link = links[indexPath.row]` of a `[DigestLink]`).
      let first = initializer.lowerBound
      if element, tokens[code[first]].kind == .identifier, tokens[code[first + 1]].kind == .leftSquare,
        file.outline.match[first + 1] == initializer.upperBound
      {
        return valueType(of: file.name(code[first]), at: first, declared: true, element: false)
      }
    }
    guard declared else { return nil }
    for q in declarations(of: name, seenFrom: p) {
      let types = annotationTypes(at: q + 1)
      if types.count == 1 { return types[0] }
    }
    // A parameter of the function around it (`func open(_ route: AccountRoute)`).
    if let body = file.outline.functionBody(containing: p),
      let parameter = parameters(of: body.lowerBound).first(where: { $0.name == name }),
      case let types = annotationTypes(at: parameter.at), types.count == 1
    {
      return types[0]
    }
    return nil
  }

  /// The declarations of `name` (code positions of the name) that code at `p` may mean:
  /// those in the type around it (its declaration or an extension of it in this file),
  /// or at the top level for top-level code; the nearest one before `p` first.
  func declarations(of name: String, seenFrom p: Int) -> [Int] {
    let outline = file.outline
    guard let all = file.localDeclarations[name] else { return [] }
    let scope = outline.innermostType(containing: p).map(qualifiedName(of:))
    let seen = all.filter { q in
      q + 1 < outline.code.count && outline.innermostType(containing: q).map(qualifiedName(of:)) == scope
    }
    return seen.filter { $0 < p }.reversed() + seen.filter { $0 >= p }
  }

  /// The clauses of the `switch` over the first parameter of the function whose body is
  /// `body` (with `overSelf`, over `self`: a route's computed property), written
  /// directly in it: each with the enum cases it matches and what it makes, with what
  /// the rest of the body makes.
  func switchCases(in body: Range<Int>, overSelf: Bool = false) -> [ScreenFileFacts.Factory.Case] {
    let outline = file.outline
    let code = outline.code
    func kind(_ q: Int) -> TokenKind { tokens[code[q]].kind }
    func isKeyword(_ q: Int, _ keyword: Keyword) -> Bool { kind(q) == .keyword && tokens[code[q]].keyword == keyword }
    guard let first = firstSwitch(in: body), first.subject.count == 1,
      kind(first.subject.lowerBound) == .identifier || overSelf,
      overSelf
        ? file.tokenIs(code[first.subject.lowerBound], "self")
        : parameterNames(of: body.lowerBound).first == file.name(code[first.subject.lowerBound])
    else { return [] }
    let open = first.subject.upperBound
    let close = Int(outline.match[open])
    let around = [body.lowerBound...(first.at - 1), close...(body.upperBound - 1)]
    // The clauses: `case` or `default` directly in the switch's braces, to the next one.
    let starts = first.clauses.map(\.lowerBound)
    var cases: [ScreenFileFacts.Factory.Case] = []
    for (i, start) in starts.enumerated() {
      let end = i + 1 < starts.count ? starts[i + 1] : close
      // The patterns, to the clause's `:`: the last `.name` of each, at their own level.
      var names: [String] = []
      var q = start + 1
      var last: String? = nil
      while q < end && kind(q) != .colon {
        let k = kind(q)
        if k == .period, kind(q + 1) == .identifier {
          last = file.name(code[q + 1])
        } else if k == .comma {
          if let name = last { names.append(name) }
          last = nil
        } else if k == .leftParen || k == .leftSquare, outline.match[q] > q {
          q = Int(outline.match[q])
        }
        q += 1
      }
      if let name = last { names.append(name) }
      guard q < end, isKeyword(start, .default) || !names.isEmpty else { return [] }
      // (A local the clauses each assign, `viewController = _viewController`, returned after
      // the `switch`: this clause's value.)
      let others = first.clauses.enumerated().compactMap { $0.offset == i ? nil : $0.element }
      let (types, calls) = constructions(
        in: around + (q + 1 < end ? [(q + 1)...(end - 1)] : []), following: !overSelf, withShows: true,
        excluding: others)
      cases.append(ScreenFileFacts.Factory.Case(names: names, constructed: types, called: calls))
    }
    return cases
  }

  /// Methods handing a collection's elements to a closure.
  static let elementClosures: Set<String> = ["map", "compactMap", "flatMap", "forEach"]

  /// The collection the value `name` at code position `p` is an element of: the receiver
  /// of the `map`, `compactMap`, `flatMap` or `forEach` whose closure binds it (`$0`, or
  /// a parameter, `tab in`), or what the `for name in …` loop around it goes over, within
  /// three blocks out. A `map` makes new values: its elements are shown only where its
  /// result is, so its receiver must lie in `range` (`viewControllers = tabs.map { … }`,
  /// not a `rootViewController: $0` of a `map` whose result nothing shows).
  func collection(of name: String, at p: Int, within range: ClosedRange<Int>) -> ClosedRange<Int>? {
    let outline = file.outline
    let code = outline.code
    let match = outline.match
    func kind(_ q: Int) -> TokenKind { tokens[code[q]].kind }
    func isKeyword(_ q: Int, _ keyword: Keyword) -> Bool { kind(q) == .keyword && tokens[code[q]].keyword == keyword }
    let anonymous = name.utf8.first == UInt8(ascii: "$")
    // Whether the closure opening at `q` binds the name: `{ $0 … }`, `{ tab in … }`,
    // `{ (tab) in … }`.
    func binds(_ q: Int) -> Bool {
      let named = kind(q + 1) == .identifier && isKeyword(q + 2, .in)
      let parenthesized = kind(q + 1) == .leftParen && kind(q + 2) == .identifier && isKeyword(q + 4, .in)
      return anonymous
        ? !named && !parenthesized && !isKeyword(q + 2, .in)
        : (named && file.name(code[q + 1]) == name) || (parenthesized && file.name(code[q + 2]) == name)
    }
    var q = p - 1
    var blocks = 0
    while q > 2 && q > p - 3_000 {
      let k = kind(q)
      if k == .rightParen || k == .rightSquare || k == .rightBrace, match[q] >= 0, match[q] < q {
        q = Int(match[q]) - 1
        continue
      }
      guard k == .leftBrace, match[q] > p else {
        q -= 1
        continue
      }
      // A closure of a collection's method: `{ $0 … }`, `{ tab in … }`, `{ (tab) in … }`.
      if kind(q - 1) == .identifier, kind(q - 2) == .period, Self.elementClosures.contains(file.name(code[q - 1])) {
        if binds(q) {
          let start = expressionStart(endingAt: q - 3)
          guard file.tokenIs(code[q - 1], "forEach") || start >= range.lowerBound else { return nil }
          return start...(q - 3)
        }
      } else if kind(q - 1) == .rightParen, case let open = Int(match[q - 1]), open > 0, open < q - 2,
        file.tokenIs(code[open - 1], "ForEach") || file.tokenIs(code[open - 1], "List")
      {
        // SwiftUI's rows of a collection, `ForEach(routes) { route in … }`: its first
        // argument, unlabelled.
        var end = open + 1
        while end < q - 1 && kind(end) != .comma && kind(end) != .colon {
          if kind(end) == .leftParen || kind(end) == .leftSquare, match[end] > end { end = Int(match[end]) }
          end += 1
        }
        if kind(end) != .colon && binds(q) { return (open + 1)...(end - 1) }
      } else if !anonymous, let loop = loopCollection(at: q), file.name(code[loop.lowerBound - 2]) == name {
        return loop
      }
      blocks += 1
      if blocks == 3 { return nil }
      q -= 1
    }
    return nil
  }

  /// What the `for name in …` loop whose body opens at code position `open` goes over
  /// (up to a `where`); its name is two positions before.
  func loopCollection(at open: Int) -> ClosedRange<Int>? {
    let outline = file.outline
    let code = outline.code
    var q = open - 1
    var end = open - 1
    while q > 2 && q > open - 40 {
      let t = tokens[code[q]]
      if t.kind == .rightParen || t.kind == .rightSquare, outline.match[q] >= 0, outline.match[q] < q {
        q = Int(outline.match[q]) - 1
        continue
      }
      if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon { return nil }
      if t.kind == .keyword {
        if t.keyword == .where { end = q - 1 }
        if t.keyword == .in {
          let loop = q - 2
          guard tokens[code[loop]].kind == .keyword, tokens[code[loop]].keyword == .for,
            tokens[code[q - 1]].kind == .identifier, end > q
          else { return nil }
          return (q + 1)...end
        }
      }
      q -= 1
    }
    return nil
  }

  /// The first position of the postfix expression ending at code position `end`
  /// (`self.tabs`, `[A(), B()]`, `Tab.allCases`, `model.tabs()`).
  func expressionStart(endingAt end: Int) -> Int {
    let outline = file.outline
    let code = outline.code
    var s = end
    while s > 0 {
      let k = tokens[code[s]].kind
      if k == .rightParen || k == .rightSquare, outline.match[s] >= 0, outline.match[s] < s {
        s = Int(outline.match[s])
        // (A call's arguments or a subscript: the callee before it, on the same line.)
        guard s > 0 else { return s }
        let before = tokens[code[s - 1]].kind
        if before == .identifier || before == .rightParen || before == .rightSquare,
          tokens[code[s - 1]].end == tokens[code[s]].start
        {
          s -= 1
          continue
        }
        return s
      }
      if k == .postfixQuestion || k == .postfixExclamation {
        s -= 1
        continue
      }
      if s > 1 && tokens[code[s - 1]].kind == .period && tokens[code[s - 2]].kind != .leftParen
        && tokens[code[s - 2]].kind != .comma
      {
        s -= 2
        continue
      }
      return s
    }
    return s
  }

  /// The type of the elements of the collection at `range` when it says so: `T.allCases`,
  /// or a value initialized so or declared `[T]` in this file (`let tabs: [Tab] = …`).
  func elementType(of range: ClosedRange<Int>) -> String? {
    let code = file.outline.code
    let last = range.upperBound
    if file.tokenIs(code[last], "allCases"), last - 2 >= range.lowerBound, tokens[code[last - 1]].kind == .period,
      isTypeName(last - 2)
    {
      return dottedName(endingAt: last - 2)
    }
    guard tokens[code[last]].kind == .identifier, !isTypeName(last) else { return nil }
    let name = file.name(code[last])
    // (`let tabs = Tab.allCases`: read in place, never again through `elementType`, which
    // a self-naming `let allCases = source.allCases` would send round for ever.)
    if let initializer = initializer(of: name, at: last), case let end = initializer.upperBound,
      end - 2 >= initializer.lowerBound, file.tokenIs(code[end], "allCases"), tokens[code[end - 1]].kind == .period,
      isTypeName(end - 2)
    {
      return dottedName(endingAt: end - 2)
    }
    for q in declarations(of: name, seenFrom: last) where q + 3 < code.count {
      let types = annotationTypes(at: q + 1)
      if types.count == 1 && tokens[code[q + 3]].kind == .leftSquare { return types[0] }
    }
    return nil
  }

  /// A type's name qualified by the types it is nested in (`Login.ViewController`); a
  /// top-level type's is its own (`extension A.B` extends `A.B`).
  func qualifiedName(of type: Outline.TypeDeclaration) -> String {
    let code = file.outline.code
    // (Most types: top level, a plain name.)
    if file.outline.innermostType(containing: type.namePosition) == nil
      && (type.namePosition == 0 || tokens[code[type.namePosition - 1]].kind != .period)
    {
      return type.name
    }
    let parents = file.outline.enclosingTypes(containing: type.namePosition).filter {
      $0.kind != .protocol && $0.kind != .typealias
    }
    let own = dottedName(endingAt: type.namePosition)
    guard !parents.isEmpty else { return own }
    return parents.map { dottedName(endingAt: $0.namePosition) }.joined(separator: ".") + "." + own
  }

  /// The capitalised dotted name ending with the identifier at `p` (`Signup.ViewController`
  /// for `Signup.ViewController()`, `ViewController` alone).
  func dottedName(endingAt p: Int) -> String {
    let code = file.outline.code
    var name = file.name(code[p])
    var q = p
    while q > 1, tokens[code[q - 1]].kind == .period, isTypeName(q - 2) {
      name = file.name(code[q - 2]) + "." + name
      q -= 2
    }
    return name
  }

  /// The name of the value a method named at `p` is called on (`router.show(…)`,
  /// `self.router?.show(…)`): nil for a call on a type, a construction or nothing.
  func valueReceiver(of p: Int) -> String? {
    guard p > 1, let r = receiverPosition(of: p), !isTypeName(r) else { return nil }
    return file.name(file.outline.code[r])
  }

  /// The position of the value a call at `p` is made on when that value is a name of
  /// this scope (`nav.build`, `self.nav.build`, `router?.build`), not a member of another
  /// value's (`session.nav.build`).
  func ownReceiver(of p: Int) -> Int? {
    let code = file.outline.code
    guard p > 2, let r = receiverPosition(of: p),
      r == 0 || tokens[code[r - 1]].kind != .period || (r > 1 && file.tokenIs(code[r - 2], "self"))
    else { return nil }
    return r
  }

  /// The position of the name a call at `p` is made on (`router` of `router?.show(…)`),
  /// nil when the call is not made on a name.
  func receiverPosition(of p: Int) -> Int? {
    let code = file.outline.code
    guard p > 1, tokens[code[p - 1]].kind == .period else { return nil }
    var r = p - 2
    while r > 0, tokens[code[r]].kind == .postfixQuestion || tokens[code[r]].kind == .postfixExclamation { r -= 1 }
    return tokens[code[r]].kind == .identifier ? r : nil
  }

  /// A call of `name` at `p` as `ShowSite.called` records it: `name` (no receiver, or
  /// `self`), `Type.name` (`Type.name(…)`, `Type(…).name(…)`, or on a value `typed`
  /// gives a type), `.name` (another value).
  func qualified(_ name: String, at p: Int, typed: [String: String] = [:]) -> String {
    let code = file.outline.code
    guard p > 1, tokens[code[p - 1]].kind == .period else { return name }
    if isTypeName(p - 2) { return dottedName(endingAt: p - 2) + "." + name }
    if file.tokenIs(code[p - 2], "self") { return name }
    if !typed.isEmpty, p < 3 || tokens[code[p - 3]].kind != .period, let type = typed[file.name(code[p - 2])] {
      return type + "." + name
    }
    if tokens[code[p - 2]].kind == .rightParen, case let open = Int(file.outline.match[p - 2]), open > 0,
      open < p - 2, isTypeName(open - 1)
    {
      return dottedName(endingAt: open - 1) + "." + name
    }
    return "." + name
  }

  /// The position after the generic arguments written right after the type name at `p`
  /// (`Picker<String>`, `Box<[Int], (A) -> B>`), on its line; nil when none follow.
  func genericArgumentsEnd(after p: Int) -> Int? {
    let code = file.outline.code
    guard p + 1 < code.count, tokens[code[p + 1]].start == tokens[code[p]].end, file.tokenIs(code[p + 1], "<")
    else { return nil }
    var depth = 0
    var q = p + 1
    while q < code.count && q < p + 40 {
      let t = tokens[code[q]]
      if q > p + 1 && file.startsLine(q) { return nil }
      switch t.kind {
      case .binaryOperator, .prefixOperator, .postfixOperator:
        let text = file.text(code[q])
        guard text.allSatisfy({ $0 == "<" || $0 == ">" || $0 == "?" || $0 == "!" || $0 == "&" || $0 == "-" })
        else { return nil }
        depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
        if depth <= 0 { return depth == 0 ? q + 1 : nil }
      case .identifier, .period, .comma, .colon, .leftSquare, .rightSquare, .leftParen, .rightParen, .arrow,
        .postfixQuestion, .postfixExclamation, .keyword:
        break
      default:
        return nil
      }
      q += 1
    }
    return nil
  }

  func isTypeName(_ p: Int) -> Bool {
    let t = tokens[file.outline.code[p]]
    guard t.kind == .identifier, t.length > 0 else { return false }
    // (An escaped name, `` `Type` ``, by its first letter.)
    var first = file.bytes[Int(t.start)]
    if first == UInt8(ascii: "`") && t.length > 2 { first = file.bytes[Int(t.start) + 1] }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  /// Lines of view-building members directly in a type's `body`: properties and
  /// functions of type `some View`, `lazy var` closures, and `viewBuilding` functions.
  func viewBuildingLines(in body: Range<Int>, line: (Int) -> Int) -> Int {
    let outline = file.outline
    let code = outline.code
    var total = 0
    var p = body.lowerBound + 1
    while p < body.upperBound - 1 {
      let t = tokens[code[p]]
      var block: Int? = nil
      if t.kind == .keyword && t.keyword == .func && p + 1 < body.upperBound
        && Self.viewBuilding.contains(file.name(code[p + 1]))
      {
        block = nextBrace(from: p + 1, limit: body.upperBound)
      } else if t.kind == .identifier && file.tokenIs(code[p], "some") && p + 1 < body.upperBound
        && file.tokenIs(code[p + 1], "View")
      {
        block = nextBrace(from: p + 2, limit: body.upperBound)
      } else if t.kind == .identifier && file.tokenIs(code[p], "lazy") {
        block = nextBrace(from: p + 1, limit: body.upperBound)
      }
      if let open = block, outline.match[open] > open {
        let close = Int(outline.match[open])
        total += line(close) - line(open) + 1
        p = close + 1
        continue
      }
      if (t.kind == .leftBrace || t.kind == .leftParen || t.kind == .leftSquare) && outline.match[p] > p {
        p = Int(outline.match[p]) + 1
        continue
      }
      p += 1
    }
    return total
  }

  /// The next `{` from `p` within a few tokens on the same declaration, if any.
  func nextBrace(from p: Int, limit: Int) -> Int? {
    let outline = file.outline
    let code = outline.code
    var q = p
    while q < limit && q < p + 40 {
      let k = tokens[code[q]].kind
      if k == .leftBrace { return q }
      if k == .leftParen, outline.match[q] > q {
        q = Int(outline.match[q]) + 1
        continue
      }
      if k == .keyword && q > p { return nil }
      q += 1
    }
    return nil
  }

  /// The code at positions `range`, spaced as written: a space wherever the source has
  /// any, comments left out.
  func spelled(_ range: Range<Int>) -> String {
    let code = file.outline.code
    return range.map { q in
      (q > range.lowerBound && tokens[code[q]].start > tokens[code[q - 1]].end ? " " : "") + file.text(code[q])
    }.joined()
  }
}
