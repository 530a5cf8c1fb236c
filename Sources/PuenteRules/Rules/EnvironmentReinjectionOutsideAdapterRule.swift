import PuenteLexer

/// `environment-reinjection-outside-adapter`: an environment modifier applied at a
/// hosting boundary outside the adapter layer.
public struct EnvironmentReinjectionOutsideAdapterRule: Rule {
  public static let info = RuleInfo(
    id: "environment-reinjection-outside-adapter",
    summary: "An environment modifier re-injects the model at a hosting boundary outside the adapter layer.",
    rationale: """
      A SwiftUI view hosted from UIKit does not inherit the environment of the SwiftUI \
      world, so every hosting boundary must re-inject the model (`.environment`, \
      `.environmentObject`, `.modelContainer`). When each feature does it by hand, a \
      forgotten object crashes at run time in one screen only. Do it once, in an \
      environment adapter in the adapter folder, and make hosting controllers there.
      """,
    defaultSeverity: .error)

  public static let options = [
    "modifiers": "More modifier names that inject the environment (e.g. a team's `.injectStore(_:)`)."
  ]

  public static let triggeringExamples = [
    """
    func makeDetail(model: AppModel) -> UIViewController {
      UIHostingController(rootView: DetailView().↓environment(model))
    }
    """,
    """
    func refresh() {
      host.rootView = ProfileView()
        .↓environmentObject(session)
    }
    """,
    """
    func show() -> UIViewController {
      let view = CartView().↓environment(store)
      return UIHostingController(rootView: view)
    }
    """,
    """
    cell.contentConfiguration = UIHostingConfiguration {
      RowView(item: item).↓environmentObject(settings)
    }
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    @main struct ShopApp: App {
      var body: some Scene {
        WindowGroup { RootView().environment(model) }
      }
    }
    """,
    """
    func preview() -> some View {
      let view = CartView().environment(store)
      return view
    }
    """,
  ]

  /// The modifiers that inject the environment before configuration adds its own.
  public static let builtInModifiers: Set<String> = ["environment", "environmentObject", "modelContainer"]

  public static let requires: [any ScanAnalysis.Type] = [BridgeTypes.self]

  public static func needles(_ scan: ScanContext) -> [String] { ["rootView"] }
  static let rootView = NameSet(["rootView"])

  public init() {}

  public func check(_ context: RuleContext) -> [RuleViolation] {
    guard !context.isAdapter else { return [] }
    let file = context.file
    let outline = file.outline
    let code = outline.code
    let n = code.count
    func kind(_ p: Int) -> TokenKind { file.tokens[code[p]].kind }
    let modifiers = Self.builtInModifiers.union(context.options["modifiers"] ?? [])
    let bridges = context.result(of: BridgeTypes.self)

    // Where a modifier would be a re-injection: hosting constructions, `rootView =`
    // right-hand sides, and locals later passed as `rootView:`.
    var boundaries: [ClosedRange<Int>] = []
    // (A file that names no hosting type constructs none.)
    var cursor = HostingCursor()
    let hostingCalls =
      file.mentionsAny(of: bridges.hostingNames.filter)
      ? outline.calls.filter { isHostingConstruction($0, file: file, bridges: bridges, cursor: &cursor) } : []
    for call in hostingCalls {
      if let a = call.arguments { boundaries.append(a) }
      if let c = call.trailingClosure { boundaries.append(c) }
      if let a = call.arguments, let value = rootViewValue(in: a, file: file) {
        boundaries += localInitializers(in: value, before: call.callee, file: file)
      }
    }
    // `….rootView = …`: the `.` before each `rootView` followed by `=`.
    let assignments = file.identifiers(in: Self.rootView).compactMap { index, _ -> Int? in
      guard let p = outline.codePosition(ofToken: index), p > 0, p + 1 < n, kind(p - 1) == .period,
        kind(p + 1) == .equal
      else { return nil }
      return p - 1
    }
    for p in assignments {
      let end = file.statementEnd(from: p + 3)
      guard end > p + 3 else { continue }
      boundaries.append((p + 3)...(end - 1))
      // `host.rootView = content`, `= AnyView(content.padding())`: follow the locals.
      boundaries += localInitializers(in: (p + 3)..<end, before: p, file: file)
    }
    guard !boundaries.isEmpty else { return [] }

    // Modifiers `.name(` or `.name {` whose name is inside a boundary: only the
    // boundaries are walked (merged, so each position is looked at once, in order).
    var result: [RuleViolation] = []
    for range in Self.merged(boundaries) {
      var q = max(0, range.lowerBound - 1)
      while q + 2 < n && q + 1 <= range.upperBound {
        defer { q += 1 }
        guard kind(q) == .period, kind(q + 1) == .identifier, kind(q + 2) == .leftParen || kind(q + 2) == .leftBrace
        else { continue }
        let name = file.name(code[q + 1])
        guard modifiers.contains(name) else { continue }
        result.append(
          RuleViolation(
            offset: file.tokens[code[q + 1]].start,
            message:
              "`.\(name)(…)` re-injects the environment at a hosting boundary outside the adapter layer; build this hosting controller in an environment adapter in the adapter folder"
          ))
      }
    }
    return result
  }

  /// `ranges` sorted and coalesced where they overlap or touch.
  static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound + 1 {
        result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// What `isHostingConstruction` has learnt of a file so far, for calls asked in order
  /// of position: each `super.init(…)` looked through every type of the file and each
  /// `.init(…)` back to the start of its line, quadratic in a file of them (issue 28).
  struct HostingCursor {
    /// Bodies of types (not extensions), by start, and the next one not yet reached.
    var bodies: [(body: Range<Int>, name: String)]? = nil
    var nextBody = 0
    /// The bodies reached that may still contain a later position, outermost first (the
    /// outline's bodies never cross: each holds the ones above it).
    var open: [(body: Range<Int>, name: String)] = []
    /// Code positions of hosting types' names, ascending, and the next one not yet passed.
    var hosting: [Int]? = nil
    var nextHosting = 0
    /// The code position counted up to, the line breaks between code tokens up to it,
    /// and that count at the last hosting name passed.
    var counted = -1
    var breaks = 0
    var breaksAtHosting: Int? = nil
    /// The last call position asked about: positions must not go back.
    var last = 0
  }

  /// Whether `call` constructs a hosting controller: a hosting type's name, `X.init`
  /// of one, `super.init` inside a hosting subclass, or `.init` on a line that names a
  /// hosting type (`let host: UIHostingController<V> = .init(rootView: …)`). Calls are
  /// asked in order of position (`cursor` carries what was learnt).
  func isHostingConstruction(
    _ call: Outline.Call, file: SourceFile, bridges: BridgeTypes, cursor c: inout HostingCursor
  ) -> Bool {
    let outline = file.outline
    let code = outline.code
    let hosting = bridges.hosting
    if bridges.hostingNames.filter.mayContain(call.nameHash) && bridges.hostingBase(at: call.callee, in: file) != nil {
      return true
    }
    let callee = file.tokens[code[call.callee]]
    guard callee.kind == .keyword else { return false }
    let p = call.callee
    // (The outline's calls are sorted; should one come out of order, start over.)
    if p < c.last { c = HostingCursor() }
    c.last = p
    if callee.keyword == .super {
      // The innermost type whose body holds `p`: the top of the open bodies, once those
      // that ended before `p` are dropped and those that start before it are added.
      if c.bodies == nil {
        let names = outline.qualifiedNames()
        c.bodies = outline.types.indices.compactMap { i in
          let type = outline.types[i]
          guard type.kind != .extension, let body = type.body else { return nil }
          return (body, names[i])
        }
      }
      let bodies = c.bodies ?? []
      while c.nextBody < bodies.count && bodies[c.nextBody].body.lowerBound <= p {
        let next = bodies[c.nextBody]
        c.nextBody += 1
        while let top = c.open.last, top.body.upperBound <= next.body.lowerBound { c.open.removeLast() }
        // (Two declarations sharing a body: the first one names it.)
        if c.open.last?.body != next.body { c.open.append(next) }
      }
      while let top = c.open.last, top.body.upperBound <= p { c.open.removeLast() }
      return c.open.last.map { hosting[$0.name] != nil } ?? false
    }
    if callee.keyword == .`init` && p > 1 {
      // A hosting type's name before the `.` (at `p - 1`) with no line break between.
      if c.hosting == nil {
        c.hosting = file.identifiers(in: bridges.hostingNames).compactMap { index, _ in
          guard let q = outline.codePosition(ofToken: index), bridges.hostingBase(at: q, in: file) != nil else {
            return nil
          }
          return q
        }
      }
      let names = c.hosting ?? []
      while c.counted < p - 1 {
        c.counted += 1
        let q = c.counted
        if q > 0 && file.lineBreak(between: file.tokens[code[q - 1]].end, and: file.tokens[code[q]].start) {
          c.breaks += 1
        }
        while c.nextHosting < names.count && names[c.nextHosting] <= q {
          if names[c.nextHosting] == q { c.breaksAtHosting = c.breaks }
          c.nextHosting += 1
        }
      }
      return c.breaksAtHosting == c.breaks
    }
    return false
  }

  /// The initializers of the locals an expression names (`content`, `AnyView(content
  /// .padding())`, `NavigationStack { content }`, `flag ? AnyView(a) : AnyView(b)`): a
  /// view a local holds reaches the hosting controller through whatever wraps it.
  func localInitializers(in range: Range<Int>, before position: Int, file: SourceFile) -> [ClosedRange<Int>] {
    let code = file.outline.code
    func kind(_ p: Int) -> TokenKind { file.tokens[code[p]].kind }
    var seen = Set<String>()
    var result: [ClosedRange<Int>] = []
    for p in range where kind(p) == .identifier {
      // Not a member (`.padding`), an argument label (`content:`), a call (`Text(…)`) or
      // a type (`OrdersView`): a local's name.
      if p > range.lowerBound && kind(p - 1) == .period { continue }
      if p + 1 < range.upperBound && (kind(p + 1) == .colon || kind(p + 1) == .leftParen) { continue }
      let first = file.bytes[Int(file.tokens[code[p]].start)]
      if first &- UInt8(ascii: "A") < 26 { continue }
      let name = file.name(code[p])
      guard seen.insert(name).inserted, let initializer = file.localInitializer(named: name, before: position) else {
        continue
      }
      result.append(initializer)
    }
    return result
  }

  /// The value of the `rootView:` argument directly inside `arguments` (up to the next
  /// comma at its level, or the end).
  func rootViewValue(in arguments: ClosedRange<Int>, file: SourceFile) -> Range<Int>? {
    let outline = file.outline
    let code = outline.code
    func skip(_ p: Int) -> Int {
      let k = file.tokens[code[p]].kind
      return (k == .leftParen || k == .leftBrace || k == .leftSquare) && outline.match[p] > p
        ? Int(outline.match[p]) : p
    }
    var p = arguments.lowerBound + 1
    while p + 2 <= arguments.upperBound {
      if file.tokenIs(code[p], "rootView") && file.tokens[code[p + 1]].kind == .colon {
        var end = p + 2
        while end < arguments.upperBound && file.tokens[code[end]].kind != .comma { end = skip(end) + 1 }
        return end > p + 2 ? (p + 2)..<end : nil
      }
      p = skip(p) + 1
    }
    return nil
  }
}
