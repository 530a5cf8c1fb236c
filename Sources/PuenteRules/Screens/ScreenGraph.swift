/// What kind of screen a type is.
public enum ScreenKind: String, Sendable, CaseIterable {
  /// A UIKit view controller.
  case uikit
  /// A SwiftUI view that is a destination or a screen of its own.
  case swiftUI = "swiftui"
  /// A navigation container (`UINavigationController`, `UITabBarController`,
  /// `UISplitViewController` subclass): converted last.
  case container

  public var isUIKit: Bool { self != .swiftUI }
}

/// One screen of the graph (see `ScreenGraph` for the definitions).
public struct Screen: Sendable, Equatable {
  public var name: String
  public var kind: ScreenKind
  /// Where it is declared (its first declaration, in path order) and at which line.
  public var path: String
  public var line: Int
  /// Lines of its declaration and of its extensions anywhere.
  public var lines: Int
  /// `lines` less its view-building code.
  public var logicLines: Int
  /// 0 for a leaf (it shows no other screen); else 1 + the highest screen it shows,
  /// a cycle counting as one screen.
  public var height: Int
  /// Screens it shows, sorted.
  public var shows: [String]
  /// It shows a screen that shows it back, however far: the cycle counts as one screen.
  public var inCycle = false
  /// Screens that show it, sorted.
  public var shownBy: [String]
  /// Findings of the scan's rules in its file (bridges it holds).
  public var bridges: Int
  /// `performSegue`/`instantiateViewController` calls in it: edges no Swift scanner sees.
  public var storyboardCalls: Int
  /// Set as the window's `rootViewController`.
  public var isRoot: Bool
  /// The flag pair it is in, if a factory picks between it and another screen.
  public var pair: ScreenPair?
}

/// An edge: `from` shows `to` at `path:line`, through `via` (a pattern, or a router
/// method's name).
public struct ScreenEdge: Sendable, Hashable, Comparable {
  public var from: String
  public var to: String
  public var path: String
  public var line: Int
  public var via: String

  public static func < (a: ScreenEdge, b: ScreenEdge) -> Bool {
    (a.from, a.to, a.path, a.line, a.via) < (b.from, b.to, b.path, b.line, b.via)
  }
}

/// An old screen and its replacement, chosen between by a flag in a factory.
public struct ScreenPair: Sendable, Equatable {
  public var old: String
  public var new: String
  public var flag: String
  public var path: String
  public var line: Int
}

/// Screens and lines per kind in one top-level folder.
public struct FolderProgress: Sendable, Equatable {
  public var folder: String
  public var uikitScreens = 0
  public var uikitLines = 0
  public var swiftUIScreens = 0
  public var swiftUILines = 0

  /// Counts `screen` in.
  mutating func count(_ screen: Screen) {
    if screen.kind.isUIKit {
      uikitScreens += 1
      uikitLines += screen.lines
    } else {
      swiftUIScreens += 1
      swiftUILines += screen.lines
    }
  }

  /// The share of screens already in SwiftUI, 0…1.
  public var converted: Double {
    let total = uikitScreens + swiftUIScreens
    return total == 0 ? 0 : Double(swiftUIScreens) / Double(total)
  }
}

/// The screen inventory and the who-shows-whom graph of a repository.
///
/// Definitions (the documentation of `puente screens --help` and docs/migration-plan.md):
/// - A **UIKit screen** is a class whose inheritance reaches, through any chain of the
///   repository's declarations, `UIViewController`, `UITableViewController`,
///   `UICollectionViewController`, `UIPageViewController`, a navigation container, or a
///   configured `screens.baseClasses` name; unless it reaches a hosting type (a bridge),
///   another class of the repository inherits from it (a base class), or
///   `screens.exclude` names it. One reaching `UINavigationController`,
///   `UITabBarController` or `UISplitViewController` is of kind *container*.
///   System controllers (`UIAlertController`, …) are not declared in the repository,
///   so they are never screens.
/// - A **SwiftUI screen** is a type conforming to `View` (directly, by an extension, or
///   through a protocol) that is a destination (a hosting controller's root view, inside
///   `NavigationLink(destination:)`, `navigationDestination`, `sheet`,
///   `fullScreenCover` or `popover`, returned by a factory that returns a controller, or
///   by one a screen shows), or
///   that calls `navigationTitle`/`toolbar`, or that shows another screen.
/// - **Logic weight**: the lines of the type's declaration and extensions, less its
///   view-building code: members of type `some View`, `lazy var` closures, and
///   `loadView`, `viewDidLayoutSubviews`, `layoutSubviews`, `setupViews`/`setUpViews`,
///   `setupUI`, `setupLayout`, `setupConstraints`, `makeConstraints`,
///   `configureViews`, `buildViews`.
public struct ScreenGraph: Sendable {
  /// Sorted by height, then kind (UIKit first), then name.
  public var screens: [Screen]
  public var edges: [ScreenEdge]
  public var progress: [FolderProgress]
  /// The same per module, when the manifests declare modules (`folder` is the module's
  /// name; screens outside every module are left out), sorted by name.
  public var modules: [FolderProgress] = []
  public var pairs: [ScreenPair]

  public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

  /// Resolves type names as Swift looks them up from where they are written:
  /// `ViewController()` inside `enum Recovery` is `Recovery.ViewController` when the
  /// repository declares one, `Signup.ViewController()` is that one. Only names written in
  /// a type that holds nested declarations, or dotted ones, are looked at: in most
  /// repositories and most files, nothing is.
  struct NestedNames {
    /// The declared names that are nested (`Login.ViewController`).
    private var dotted: Set<String> = []
    /// Each type holding nested declarations, with the simple names it holds.
    private var children: [String: Set<String>] = [:]

    /// Aliases (`typealias OrdersScreen = OrdersViewController`) and what they stand for:
    /// a name resolving to one is its target.
    private var aliases: [String: String] = [:]

    /// Records an alias of one type.
    mutating func alias(_ name: String, to target: String) { aliases[name] = target }

    /// Resolves each alias's target from the scope the alias is declared in (`enum Orders
    /// { typealias Screen = ListViewController }`: `Orders.ListViewController`), once every
    /// name is declared.
    mutating func resolveAliases() {
      for (name, target) in aliases {
        let scope = Self.lastDot(Substring(name)).map { String(name[..<$0]) } ?? ""
        aliases[name] = resolve(target, in: scope)
      }
    }

    /// What `name` stands for through aliases of aliases (a loop of them ends).
    private func unaliased(_ name: String) -> String {
      var current = name
      for _ in 0..<8 {
        guard let target = aliases[current], target != current else { break }
        current = target
      }
      return current
    }

    /// Records a declared name (only nested ones matter).
    mutating func declare(_ name: String) {
      guard Self.hasDot(name), dotted.insert(name).inserted else { return }
      var outer = Substring(name)
      while let dot = Self.lastDot(outer) {
        children[String(outer[..<dot]), default: []].insert(String(outer[outer.utf8.index(after: dot)...]))
        outer = outer[..<dot]
      }
    }

    static func hasDot(_ name: String) -> Bool {
      // (A native string's bytes at once: `utf8.contains` steps an iterator byte by byte.)
      name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) }
        ?? name.utf8.contains(UInt8(ascii: "."))
    }
    static func lastDot(_ name: Substring) -> String.Index? { name.utf8.lastIndex(of: UInt8(ascii: ".")) }

    /// `names` written in `scope` (a qualified type name; empty at the top level).
    func resolve(_ names: [String], in scope: String) -> [String] {
      let found =
        !children.isEmpty && (Self.hasDot(scope) || children[scope] != nil || names.contains(where: Self.hasDot))
        ? names.map { resolve($0, in: scope) } : names
      return aliases.isEmpty ? found : found.map(unaliased)
    }

    /// The inheritance clause of the type `name`, resolved from the scope it is declared
    /// in: a dotted name no nested declaration matches is a module's type
    /// (`UIKit.UIViewController`: `UIViewController`).
    func inherited(_ names: [String], by name: String) -> [String] {
      // (A top-level type naming plain types, nearly all: as written.)
      guard !names.isEmpty, Self.hasDot(name) || names.contains(where: Self.hasDot) else { return names }
      let scope = Self.lastDot(Substring(name)).map { String(name[..<$0]) } ?? ""
      return names.map { written in
        let found = resolve(written, in: scope)
        guard Self.hasDot(found), !dotted.contains(found) else { return found }
        return Self.lastDot(Substring(found)).map { String(found[found.utf8.index(after: $0)...]) } ?? found
      }
    }

    private func resolve(_ name: String, in scope: String) -> String {
      // The innermost enclosing type first, out to the top level (the name as written).
      var outer = scope
      let isDotted = Self.hasDot(name)
      while !outer.isEmpty {
        if isDotted {
          let candidate = outer + "." + name
          if dotted.contains(candidate) { return candidate }
        } else if children[outer]?.contains(name) == true {
          return outer + "." + name
        }
        outer = Self.lastDot(Substring(outer)).map { String(outer[..<$0]) } ?? ""
      }
      return name
    }
  }

  /// Words that make a condition a migration flag rather than app state
  /// (`session.isLoggedIn`, `traitCollection.horizontalSizeClass == .regular`).
  static let flagWords: Set<Substring> = [
    "flag", "flags", "feature", "features", "toggle", "toggles", "experiment", "experiments", "remote", "rollout",
    "variant", "variation", "swift", "swiftui", "legacy", "migration", "migrated",
  ]

  /// Which of two edges to one screen stays, lowest first: a presentation of a
  /// navigation controller is its root's (`navigation`), tabs of navigation controllers
  /// are tabs (`tabs`); a hosting, SwiftUI or router edge says more than either.
  static func rank(_ via: String) -> Int { ["tabs", "navigation", "uikit"].firstIndex(of: via) ?? -1 }

  /// Whether a condition names a flag: one of its words, split at case changes
  /// (`FeatureFlags.swiftUIOrderDetail`: feature, flags, swift, ui, order, detail), is
  /// one of `flagWords`.
  static func namesAFlag(_ condition: String) -> Bool {
    let bytes = Array(condition.utf8)
    func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
    func isLower(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 48 && b <= 57) }
    var start = 0
    var i = 0
    func word(_ end: Int) -> Bool {
      defer { start = end }
      guard end > start else { return false }
      return flagWords.contains(Substring(String(decoding: bytes[start..<end], as: UTF8.self).lowercased()))
    }
    while i < bytes.count {
      let b = bytes[i]
      if !isUpper(b) && !isLower(b) {
        if word(i) { return true }
        start = i + 1
      } else if i > start && isUpper(b)
        && (isLower(bytes[i - 1]) || (i + 1 < bytes.count && isUpper(bytes[i - 1]) && isLower(bytes[i + 1])))
      {
        if word(i) { return true }
      }
      i += 1
    }
    return word(bytes.count)
  }

  /// Builds the graph from every file's facts (path → facts), the scan's findings per
  /// path, and the configuration.
  public static func build(
    facts: [String: ScreenFileFacts], findings: [String: Int] = [:], configuration: Configuration
  ) -> ScreenGraph {
    var settings = ScreenSettings.of(configuration)
    let facts = ScreenModules.qualified(facts, settings: &settings)
    let paths = facts.keys.sorted()

    // The repository's declarations, and each type's place and size.
    var index = TypeIndex()
    var bases = Set<String>()
    var declared: [String: (path: String, declaration: ScreenFileFacts.Declaration)] = [:]
    var extra: [String: (lines: Int, logic: Int)] = [:]
    var protocols = Set<String>()
    var modifiers = Set<String>()
    var nested = NestedNames()
    for path in paths {
      for d in facts[path]!.declarations {
        nested.declare(d.name)
        if d.kind == .typealias, d.inherited.count == 1 { nested.alias(d.name, to: d.inherited[0]) }
      }
    }
    nested.resolveAliases()
    for path in paths {
      for d in facts[path]!.declarations {
        let inherited = nested.inherited(d.inherited, by: d.name)
        index.add(name: d.name, inherits: inherited)
        if d.kind == .class { bases.formUnion(inherited.filter { $0 != d.name }) }
        if d.kind == .protocol { protocols.insert(d.name) }
        if inherited.contains("ViewModifier") { modifiers.insert(d.name) }
        if d.kind == .extension || d.kind == .protocol {
          extra[d.name, default: (0, 0)].lines += d.kind == .extension ? d.lines : 0
          extra[d.name, default: (0, 0)].logic += d.kind == .extension ? d.logicLines : 0
        } else if d.kind != .typealias,
          declared[d.name].map({ $0.declaration.inherited.isEmpty && !d.inherited.isEmpty }) ?? true
        {
          // (The first declaration of a name, or one that inherits over one that does not.)
          declared[d.name] = (path, d)
        }
      }
    }
    let closures = ScreenKinds.closures(index, configuration: configuration, baseClasses: settings.baseClasses)
    let excluded = Set(settings.exclude)
    let roots = ScreenKinds.screenRoots.union(ScreenKinds.containerRoots).union(settings.baseClasses)
    // A base a UIKit show constructs (a web screen used as it is and subclassed for the
    // help center) is a screen too.
    var shownBases = Set<String>()
    for path in paths {
      for site in facts[path]!.sites where site.pattern != .hosting && site.pattern != .swiftUI {
        shownBases.formUnion(nested.resolve(site.constructed, in: site.source).filter(bases.contains))
      }
    }
    func isUIKit(_ name: String) -> Bool {
      guard let d = declared[name]?.declaration, d.kind == .class, closures.uikit[name] != nil else { return false }
      return !roots.contains(name) && closures.hosting[name] == nil
        && (!bases.contains(name) || shownBases.contains(name)) && !excluded.contains(name)
    }
    func isView(_ name: String) -> Bool {
      guard let d = declared[name]?.declaration, d.kind != .protocol, !d.wrapsViews, closures.views[name] != nil
      else { return false }
      return !(d.kind == .class && bases.contains(name)) && closures.hosting[name] == nil && !excluded.contains(name)
    }

    // Factories by name, representables' controllers, router methods.
    var factories: [String: [ScreenFileFacts.Factory]] = [:]
    var wrapped: [String: [String]] = [:]
    var routerMethods: [String: Set<String>] = [:]
    var routerProperties: [String: [String]] = [:]
    for path in paths {
      let f = facts[path]!
      routerProperties.merge(f.routerProperties) { first, _ in first }
      for factory in f.factories { factories[factory.name, default: []].append(factory) }
      for site in f.sites where site.pattern == .representable {
        wrapped[site.source, default: []] += nested.resolve(site.constructed, in: site.source).filter(isUIKit)
      }
      for (router, methods) in f.routerMethods { routerMethods[router, default: []].formUnion(methods) }
    }
    // The `View` extensions' factories that host the view (`func hosted() ->
    // UIViewController { UIHostingController(rootView: self) }`), by name.
    let hostingWrappers = Set(
      factories.filter { _, all in
        all.contains { $0.owner == "View" && $0.constructed.contains { closures.hosting[$0] != nil } }
      }.keys)
    // Each router protocol's implementations and refinements (a class's subclasses; itself included).
    let routers = settings.routers.filter { routerMethods[$0] != nil }
    let routerTypes = Dictionary(
      uniqueKeysWithValues: zip(routers, index.closures(of: routers.map { [$0] }).map { Set($0.keys) }))
    /// The types a router-like property `name` of `type` is declared with, in any file:
    /// the type's own (an extension calling it), else its superclasses' (a base class
    /// holding the router).
    func propertyTypes(_ name: String, of type: String) -> [String] {
      var current = type
      var seen = Set<String>()
      while !current.isEmpty, seen.insert(current).inserted {
        if let types = routerProperties[current + "." + name] { return types }
        guard let d = declared[current]?.declaration,
          let base = nested.inherited(d.inherited, by: current).first(where: { declared[$0] != nil })
        else { break }
        current = base
      }
      return []
    }
    /// The configured routers a value declared with `types` (written in `source`) is one of.
    func routersOf(_ types: [String], in source: String) -> [String] {
      let resolved = nested.resolve(types, in: source)
      return routers.filter { router in resolved.contains { $0 == router || routerTypes[router]!.contains($0) } }
    }

    /// The type a call (as `ShowSite.called` spells it) is made on, resolved from `source`
    /// (`Builder.build()` written in `enum Signup` is on `Signup.Builder`); nil for a call
    /// on a value or on nothing.
    func typeCalledOn(_ call: String, from source: String) -> String? {
      guard let dot = call.lastIndex(of: "."), dot != call.startIndex else { return nil }
      return nested.resolve([String(call[..<dot])], in: source)[0]
    }
    /// Whether `type` inherits from `ancestor` (its descendants, computed once each).
    var descendants: [String: Set<String>] = [:]
    func descends(_ type: String, from ancestor: String) -> Bool {
      // (Every controller descends from UIViewController, through UIKit's own subclasses
      // too: `UITableViewController`'s inheritance is written nowhere here.)
      if ancestor == "UIViewController" && closures.uikit[type] != nil { return true }
      if descendants[ancestor] == nil { descendants[ancestor] = Set(index.closure(of: [ancestor]).keys) }
      return descendants[ancestor]!.contains(type)
    }
    /// The factories a call (as `ShowSite.called` spells it) made in `source` reaches:
    /// `Type.name` those `Type` declares (else those of a type it inherits from, or, when
    /// the repository does not declare `Type`, any named so); `name` alone
    /// those of `source`, else the global ones, else any; `.name` on a value, those of
    /// the one type that declares such a factory (none when several do).
    func factoriesCalled(_ call: String, from source: String) -> [ScreenFileFacts.Factory] {
      guard let dot = call.lastIndex(of: ".") else {
        let all = factories[call] ?? []
        let own = all.filter { $0.owner == source }
        if !own.isEmpty { return own }
        let global = all.filter { $0.owner.isEmpty }
        return global.isEmpty ? all : global
      }
      let all = factories[String(call[call.index(after: dot)...])] ?? []
      guard let owner = typeCalledOn(call, from: source) else { return Set(all.map(\.owner)).count == 1 ? all : [] }
      let own = all.filter { $0.owner == owner }
      if !own.isEmpty { return own }
      // None of its own: those of a type it inherits from (a protocol extension's
      // `instantiate()`); for a type the repository does not declare, any.
      guard declared[owner] != nil else { return all }
      return all.filter { descends(owner, from: $0.owner) }
    }

    // Each file's sites, with its calls of other files' helpers (an extension's
    // `pushCrossFading(_:)`; a bare call, one of the calling type or a superclass, or a
    // global one).
    var helpers: [String: [ScreenFileFacts.Helper]] = [:]
    for path in paths {
      for (name, helper) in facts[path]!.helpers { helpers[name, default: []].append(helper) }
    }
    var helperSites: [String: [ScreenFileFacts.ShowSite]] = [:]
    for path in paths where !helpers.isEmpty && !facts[path]!.handedCalls.isEmpty {
      helperSites[path] = facts[path]!.handedCalls.compactMap { call in
        let helper = helpers[call.name]?.first { helper in
          call.onValue || helper.owner.isEmpty || helper.owner == call.site.source
            || descends(call.site.source, from: helper.owner)
        }
        guard let helper else { return nil }
        var site = call.site
        site.pattern = helper.pattern
        return site
      }
    }
    func sites(_ path: String) -> [ScreenFileFacts.ShowSite] {
      helperSites[path].map { facts[path]!.sites + $0 } ?? facts[path]!.sites
    }

    /// The views each hosting subclass hosts (`super.init(rootView: SettingsView())`):
    /// constructing one shows them.
    var hosted: [String: [String]] = [:]
    func unhosted(_ names: [String]) -> [String] {
      hosted.isEmpty ? names : names.flatMap { hosted[$0] ?? [$0] }
    }

    /// What the factories a call reaches construct, and those they call in turn (a flag
    /// factory handing the new screen to the adapter layer's), three deep.
    func made(by written: String, from source: String, depth: Int) -> [String] {
      let (call, label, handed) = Self.parts(of: written)
      // (The case the method around the call is handed, "$", is any case here: see `bound`.)
      let chosen = handed == "$" ? nil : handed
      var reached = factoriesCalled(call, from: source)
      // (Overloads by label, `build(page:)` and `build(sheet:)`: the one written.)
      if let label, reached.contains(where: { $0.label.map { $0[...] == label } == true }) {
        reached = reached.filter { $0.label.map { $0[...] == label } == true }
      }
      let type = typeCalledOn(call, from: source)
      // (A builder held as a value of a protocol, `let nav: Navigating`, handed a case:
      // its adopters' builders, or a subclass's of a class that has none.)
      if chosen != nil, let type, protocols.contains(type) || (reached.isEmpty && declared[type] != nil),
        let dot = call.lastIndex(of: ".")
      {
        reached = (factories[String(call[call.index(after: dot)...])] ?? []).filter { descends($0.owner, from: type) }
      }
      // `ReusableViewController.instantiate()` of a library: a screen type's own static
      // factory makes the screen.
      if reached.isEmpty, let type { return isUIKit(type) || isView(type) ? [type] : [] }
      return reached.flatMap { factory in
        // (Handed one fixed case of the `switch` it is: that clause's.)
        let clause = chosen.flatMap { factory.clause(for: $0) }
        // (`-> Self`: the type called on, `BuyViewController.instantiate()`, else the owner.)
        return nested.resolve(clause?.constructed ?? factory.constructed, in: factory.owner).map {
          $0 == "Self" ? type ?? factory.owner : $0
        }
          + (depth < 2
            ? (clause?.called ?? factory.called).flatMap { made(by: $0, from: factory.owner, depth: depth + 1) } : [])
      }
    }

    /// Route dispatchers, by name (views whose `body` is one `switch`): showing one shows
    /// the views its cases build; it is none itself.
    var dispatchers: [String: [String]] = [:]
    for (name, entry) in declared where !entry.declaration.dispatches.isEmpty && isView(name) {
      dispatchers[name] = nested.resolve(entry.declaration.dispatches, in: name)
    }

    /// The screens a site shows, by its pattern.
    func targets(_ site: ScreenFileFacts.ShowSite) -> [String] {
      // What a factory called here makes: a controller, or a view it hosts.
      let made = unhosted(site.called.flatMap { made(by: $0, from: site.source, depth: 0) }).filter {
        isUIKit($0) || isView($0)
      }
      let written = nested.resolve(site.constructed, in: site.source)
      let constructed = unhosted(written)
      let candidates =
        dispatchers.isEmpty ? constructed + made : (constructed + made).flatMap { dispatchers[$0] ?? [$0] }
      switch site.pattern {
      case .uikit, .navigation, .tabs, .root:
        // (A view a `View` extension hosts, `InfoView().hosted()`, `.asViewController`.)
        let wrapping =
          !hostingWrappers.isEmpty
          && site.called.contains { call in
            hostingWrappers.contains(Self.splitCase(call).call.split(separator: ".").last.map(String.init) ?? call)
          }
        return written.filter(isUIKit) + written.flatMap { hosted[$0] ?? [] } + made
          + (wrapping ? written.filter(isView) : [])
      case .hosting: return candidates.filter(isView)
      case .swiftUI:
        // (A UIKit screen constructed in a presentation is shown, whatever wraps it: a
        // representable of its own, a generic one handed it, `AnyControllerView {
        // AddressesViewController() }`, or an extension, `LegacyViewController().asSwiftUIView`.)
        return candidates.flatMap { isView($0) && wrapped[$0] == nil ? [$0] : wrapped[$0] ?? [] }
          + written.filter(isUIKit)
      case .representable: return []
      }
    }

    for path in paths {
      for site in sites(path) where site.pattern == .hosting && closures.hosting[site.source] != nil {
        hosted[site.source, default: []] += targets(site)
      }
    }

    /// The types adopting protocol `name`, directly or through others, in order.
    func adopters(_ name: String) -> [String] {
      index.closure(of: [name]).keys.filter { !protocols.contains($0) }.sorted()
    }
    var protocolSites: [(path: String, site: ScreenFileFacts.ShowSite, shown: [String])] = []

    // Edges from every site; a SwiftUI view shown anywhere is a destination.
    var found: [ScreenEdge] = []
    // What each method shows, by `Type.method` (a flag choosing between two methods that show).
    var shownIn: [String: [String]] = [:]
    // The sites of a method that hand a factory the case the method is handed
    // (`get(scene: scene)` in a coordinator's `present(scene:from:)`), and what the
    // method's other sites show: a call handing it one fixed case shows that case's.
    var bound: [String: [ScreenFileFacts.ShowSite]] = [:]
    var boundShown: [String: Set<String>] = [:]
    var unbound: [String: Set<String>] = [:]
    func shown(by method: String, chosen: String?) -> [String] {
      guard let chosen, let sites = bound[method] else { return shownIn[method] ?? [] }
      // (What the method shows otherwise, its other sites' and what later rounds added.)
      let others = (shownIn[method] ?? []).filter {
        !boundShown[method]!.contains($0) || unbound[method]?.contains($0) == true
      }
      return others
        + sites.flatMap { site in
          var fixed = site
          fixed.called = site.called.map { $0.hasSuffix(":$") ? $0.dropLast() + chosen : $0 }
          return targets(fixed)
        }
    }
    var destinations = Set<String>()
    var titled = Set<String>()
    var rootNames = Set<String>()
    var byRouterMethod: [String: [String]] = [:]
    /// Records what a method of `source` shows when it implements a configured router's.
    func routed(_ shown: [String], by function: String, of source: String) {
      for router in routers where routerMethods[router]!.contains(function) && routerTypes[router]!.contains(source) {
        byRouterMethod[router + "." + function, default: []] += shown
        byRouterMethod[function, default: []] += shown
      }
    }
    // Views of UIKit (a table's cell holding a hosting controller for its row): what they
    // host is their content, not a screen, unless the same method presents or pushes it.
    let uikitViews = Set(index.closure(of: ScreenKinds.uikitViewRoots).keys)
    func isContent(_ site: ScreenFileFacts.ShowSite, in path: String) -> Bool {
      site.pattern == .hosting && uikitViews.contains(site.source)
        && !sites(path).contains {
          $0.source == site.source && $0.function == site.function && $0.pattern != .hosting && !$0.embeds
        }
    }
    for path in paths {
      let f = facts[path]!
      titled.formUnion(f.titled)
      // One show reached two ways in a method (`let nav = UINavigationController(
      // rootViewController: X())`, then `present(nav)`) is one edge, the most telling;
      // two shows of one screen the same way (a push here, a push there) stay two.
      var methodEdges: [String: [ScreenEdge]] = [:]
      for site in sites(path) where !isContent(site, in: path) {
        let shown = targets(site)
        shownIn[site.source + "." + site.function, default: []] += shown
        if site.called.contains(where: { $0.hasSuffix(":$") }) {
          bound[site.source + "." + site.function, default: []].append(site)
          boundShown[site.source + "." + site.function, default: []].formUnion(shown)
        } else {
          unbound[site.source + "." + site.function, default: []].formUnion(shown)
        }
        destinations.formUnion(shown.filter { !isUIKit($0) })
        if site.pattern == .root { rootNames.formUnion(shown) }
        routed(shown, by: site.function, of: site.source)
        // (A protocol extension's show is its adopters', once every method is known.)
        if protocols.contains(site.source) {
          protocolSites.append((path, site, shown))
          continue
        }
        // (A container made here and filled, `tabs.setViewControllers([…])`: its edges.)
        let filled = site.container.isEmpty ? nil : nested.resolve([site.container], in: site.source)[0]
        let from = filled.map(isUIKit) == true ? filled! : site.source
        for target in shown where site.pattern != .root && target != from {
          methodEdges[from + "." + site.function + "\u{1}" + target, default: []].append(
            ScreenEdge(from: from, to: target, path: path, line: site.line, via: site.pattern.rawValue))
        }
      }
      for ways in methodEdges.values {
        let best = ways.map { Self.rank($0.via) }.min()!
        found += ways.filter { Self.rank($0.via) == best }
      }
    }
    // A show in a protocol extension (`extension ProblemReporting where Self:
    // UIViewController { func reportProblem(…) { present(…) } }`) is a show of each type
    // adopting the protocol, but one with a method of its own by that name that shows.
    for (path, site, shown) in protocolSites {
      for adopter in adopters(site.source) where shownIn[adopter + "." + site.function] == nil {
        for target in shown where site.pattern != .root {
          found.append(ScreenEdge(from: adopter, to: target, path: path, line: site.line, via: site.pattern.rawValue))
        }
      }
    }
    // A coordinator's (view model's, presenter's) method calling another of its own shows
    // what that one shows (`didSelectPhoto(at:)` → `showPhoto(at:)`), to any depth.
    /// Adds `shown` to what method `key` shows; whether that grew.
    func grow(_ key: String, by shown: [String]) -> Bool {
      let known = shownIn[key] ?? []
      let new = shown.filter { !known.contains($0) }
      guard !new.isEmpty else { return false }
      shownIn[key, default: []] += Array(Set(new)).sorted()
      return true
    }
    func ownRound() -> Bool {
      var grew = false
      for path in paths {
        for call in facts[path]!.ownCalls {
          guard let shown = shownIn[call.source + "." + call.name], !shown.isEmpty else { continue }
          if grow(call.source + "." + call.function, by: shown) { grew = true }
        }
      }
      return grew
    }
    while ownRound() {}
    // A method starting a child coordinator shows what the child's `start()` shows (and
    // its children's, three deep).
    var handoffs: [String: [(path: String, handoff: ScreenFileFacts.Handoff)]] = [:]
    for path in paths {
      for handoff in facts[path]!.handoffs {
        handoffs[handoff.source + "." + handoff.function, default: []].append((path, handoff))
      }
    }
    func started(_ method: String, depth: Int) -> [String] {
      (shownIn[method] ?? [])
        + (depth < 3
          ? (handoffs[method] ?? []).flatMap { item in
            nested.resolve(item.handoff.children, in: item.handoff.source).flatMap {
              started($0 + ".start", depth: depth + 1)
            }
          } : [])
    }
    for (method, items) in handoffs.sorted(by: { $0.key < $1.key }) {
      for (path, handoff) in items {
        let shown = nested.resolve(handoff.children, in: handoff.source).flatMap { started($0 + ".start", depth: 1) }
        shownIn[method, default: []] += shown
        routed(shown, by: handoff.function, of: handoff.source)
        for target in shown {
          found.append(ScreenEdge(from: handoff.source, to: target, path: path, line: handoff.line, via: "start"))
        }
      }
    }
    // (Again, once the children's `start()` are known.)
    while ownRound() {}
    // A screen calling a closure its coordinator handed it shows what the coordinator's
    // methods called there show; one whose delegate it made itself, what the methods the
    // screen calls on its delegate show.
    var delegateCalls: [String: [(path: String, call: ScreenFileFacts.DelegateCall)]] = [:]
    for path in paths {
      for call in facts[path]!.delegateCalls { delegateCalls[call.source, default: []].append((path, call)) }
    }
    var delegations = Set<String>()
    for path in paths {
      for relay in facts[path]!.relays {
        guard let property = relay.delegate else { continue }
        for screen in nested.resolve(relay.screens, in: relay.source) where isUIKit(screen) || isView(screen) {
          guard delegations.insert(relay.source + "\u{1}" + screen + "\u{1}" + property).inserted else { continue }
          // (Calls on the property set, `listDelegate`; on any delegate for one handed
          // by an initializer's label.)
          for (callPath, call) in delegateCalls[screen] ?? [] where property.isEmpty || call.property == property {
            for target in shownIn[relay.source + "." + call.name] ?? [] where target != screen {
              found.append(ScreenEdge(from: screen, to: target, path: callPath, line: call.line, via: call.name))
            }
          }
        }
      }
    }
    for path in paths {
      for relay in facts[path]!.relays {
        for screen in nested.resolve(relay.screens, in: relay.source) where isUIKit(screen) || isView(screen) {
          for method in relay.methods {
            for target in shownIn[relay.source + "." + method] ?? [] where target != screen {
              found.append(ScreenEdge(from: screen, to: target, path: path, line: relay.line, via: method))
            }
          }
        }
      }
    }
    // What a `ViewModifier` presents (`content.sheet { PaywallView() }`) its users show: a
    // view constructing it (`.modifier(PaywallModifier())`), or a `View` extension's
    // method wrapping it (`.paywall()`, below).
    var modifierShows: [String: [String]] = [:]
    for edge in modifiers.isEmpty ? [] : found where modifiers.contains(edge.from) {
      modifierShows[edge.from, default: []].append(edge.to)
    }
    for path in modifierShows.isEmpty ? [] : paths {
      for (user, list) in facts[path]!.parts {
        for part in list {
          for shown in nested.resolve([part.name], in: user).compactMap({ modifierShows[$0] }) {
            if user.hasPrefix("View.") {
              shownIn[user, default: []] += shown
            } else {
              found += shown.map { ScreenEdge(from: user, to: $0, path: path, line: part.line, via: "modifier") }
            }
          }
        }
      }
    }
    /// What a call on a router, coordinator, view model or presenter shows. A receiver
    /// declared with its type calls the routers it is one of; one of a type that is no
    /// configured router shows what that type's method shows
    /// (`coordinator?.buySubscription()`), a protocol adopted by one type standing for
    /// that type (VIPER's `var presenter: FeedPresenterProtocol!`); one named like a
    /// router but declared nowhere, any router with the method.
    func memberTargets(_ call: ScreenFileFacts.MemberCall) -> [String] {
      let types = call.receiverTypes.isEmpty ? propertyTypes(call.receiver, of: call.source) : call.receiverTypes
      let configured = types.isEmpty ? [] : routersOf(types, in: call.source)
      return types.isEmpty
        ? byRouterMethod[call.method] ?? []
        : configured.isEmpty
          ? nested.resolve(types, in: call.source).flatMap { type in
            let only = protocols.contains(type) ? adopters(type) : []
            return shown(by: (only.count == 1 ? only[0] : type) + "." + call.method, chosen: call.chosen)
          }
          : configured.flatMap { byRouterMethod[$0 + "." + call.method] ?? [] }
    }
    // Such a call in a method is a show of that method's (VIPER: the view asks its
    // presenter, which asks its router, which pushes), to any depth: what a method shows
    // only grows, so the rounds end.
    while true {
      var grew = false
      for path in paths {
        for call in facts[path]!.memberCalls where !call.function.isEmpty {
          if grow(call.source + "." + call.function, by: memberTargets(call)) { grew = true }
        }
      }
      if ownRound() { grew = true }
      if !grew { break }
    }
    // A class calling a method it does not declare (`showPaywall()`) shows what the
    // nearest superclass declaring it shows: a base controller's, or `extension
    // UIViewController`'s helper.
    func superclass(of type: String) -> String? {
      guard let d = declared[type]?.declaration, d.kind == .class, let first = d.inherited.first else { return nil }
      return nested.inherited([first], by: type).first
    }
    // (Most calls are of methods that show nothing: those are skipped by name first.)
    let showingNames = Set(shownIn.keys.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    for path in paths {
      for call in facts[path]!.inheritedCalls
      where showingNames.contains(call.name) && shownIn[call.source + "." + call.name] == nil {
        var type = call.source
        var shown: [String]? = nil
        for _ in 0..<8 {
          guard let base = superclass(of: type), base != type else { break }
          shown = shownIn[base + "." + call.name]
          if shown != nil { break }
          type = base
        }
        if shown == nil && closures.uikit[call.source] != nil { shown = shownIn["UIViewController." + call.name] }
        // (A view's modifier: `extension View`'s, `.withAppRouter()`.)
        if shown == nil && closures.views[call.source] != nil { shown = shownIn["View." + call.name] }
        for target in shown ?? [] {
          found.append(ScreenEdge(from: call.source, to: target, path: path, line: call.line, via: call.name))
        }
      }
    }
    for path in paths {
      for call in facts[path]!.memberCalls {
        for target in memberTargets(call) {
          found.append(ScreenEdge(from: call.source, to: target, path: path, line: call.line, via: call.method))
        }
      }
    }
    // A view a factory returning a controller builds is shown by it (a helper returning
    // `some View` builds part of its caller's screen).
    for factory in factories.values.joined() where factory.returnsController {
      destinations.formUnion(
        nested.resolve(factory.constructed, in: factory.owner).flatMap { dispatchers[$0] ?? [$0] }.filter(isView))
    }

    // The screens, then the edges between screens.
    var kinds: [String: ScreenKind] = [:]
    for (name, _) in declared {
      if isUIKit(name) {
        kinds[name] = closures.containers[name] != nil ? .container : .uikit
      } else if isView(name) && (destinations.contains(name) || titled.contains(name)) {
        kinds[name] = .swiftUI
      }
    }
    for edge in found where kinds[edge.from] == nil && kinds[edge.to] != nil && isView(edge.from) {
      kinds[edge.from] = .swiftUI
    }
    // A view built inline by another (a list's section, a section's row) that shows a
    // screen, or is one: its builder reaches it, through any number of such parts.
    var parts: [ScreenEdge] = []
    for path in paths {
      for (parent, list) in facts[path]!.parts where dispatchers[parent] == nil {
        for part in list {
          for child in nested.resolve([part.name], in: parent) where child != parent && isView(child) {
            parts.append(ScreenEdge(from: parent, to: child, path: path, line: part.line, via: "part"))
          }
        }
      }
    }
    var grown = !parts.isEmpty
    while grown {
      grown = false
      for edge in parts where kinds[edge.from] == nil && kinds[edge.to] == .swiftUI && isView(edge.from) {
        kinds[edge.from] = .swiftUI
        grown = true
      }
    }
    if !parts.isEmpty {
      let linked = Set(found.map { $0.from + "\u{1}" + $0.to })
      found += parts.filter { kinds[$0.to] == .swiftUI && !linked.contains($0.from + "\u{1}" + $0.to) }
    }
    // A type nested in a screen (its view model, its table's delegate) shows for it.
    for i in found.indices where kinds[found[i].from] == nil && NestedNames.hasDot(found[i].from) {
      var owner = Substring(found[i].from)
      while kinds[String(owner)] == nil, let dot = NestedNames.lastDot(owner) { owner = owner[..<dot] }
      found[i].from = String(owner)
    }
    // A helper object screens make (a table's delegate, an IGListKit section controller,
    // `lazy var tableDelegate = FollowersTableDelegate(viewController: self)`: see
    // `ScreenTypes.helpers`) shows for each of them.
    var makers: [String: Set<String>] = [:]
    for f in facts.values {
      for (maker, made) in f.made where kinds[maker] != nil {
        for name in made { makers[name, default: []].insert(maker) }
      }
    }
    if !makers.isEmpty {
      found += found.flatMap { edge in
        kinds[edge.from] != nil
          ? []
          : (makers[edge.from] ?? []).map { maker in
            var lent = edge
            lent.from = maker
            return lent
          }
      }
    }
    // One edge a line and target: `present(UINavigationController(rootViewController: X()))`
    // is a presentation and a navigation root, `viewControllers = [UINavigationController(
    // rootViewController: X())]` a tab and a navigation root; the most telling stays.
    var best: [String: ScreenEdge] = [:]
    for edge in found where kinds[edge.from] != nil && kinds[edge.to] != nil && edge.from != edge.to {
      let key = "\(edge.from)\u{1}\(edge.to)\u{1}\(edge.path)\u{1}\(edge.line)"
      if let kept = best[key], (Self.rank(kept.via), kept.via) <= (Self.rank(edge.via), edge.via) { continue }
      best[key] = edge
    }
    let edges = best.values.sorted()
    var shows: [String: Set<String>] = [:]
    var shownBy: [String: Set<String>] = [:]
    for edge in edges {
      shows[edge.from, default: []].insert(edge.to)
      shownBy[edge.to, default: []].insert(edge.from)
    }
    let (heights, cyclic) = Self.heights(of: Array(kinds.keys), shows: shows)

    var pairs: [ScreenPair] = []
    for path in paths {
      // A factory or a show choosing by a flag: one branch UIKit, the other SwiftUI.
      for choice in facts[path]!.choices where Self.namesAFlag(choice.condition) {
        let shown = choice.branches.map { branch in
          let site = ScreenFileFacts.ShowSite(
            source: choice.source, function: "", line: choice.line, pattern: .uikit, constructed: branch.constructed,
            called: branch.called)
          // (A branch hosting a view shows it: `flag ? UIHostingController(rootView: V()) : Old()`;
          // one wrapping a controller in a representable shows the controller.)
          let written = nested.resolve(branch.constructed, in: choice.source).flatMap { dispatchers[$0] ?? [$0] }
          return targets(site) + written.filter(isView) + written.flatMap { wrapped[$0] ?? [] }
            + branch.called.flatMap { shownIn[choice.source + "." + Self.splitCase($0).call] ?? [] }
        }
        // (Any two branches: a `switch` over an experiment's variant has several.)
        for (i, oldSide) in shown.enumerated() {
          for (j, newSide) in shown.enumerated() where i != j {
            for old in oldSide where kinds[old] == .uikit {
              for new in newSide where kinds[new] == .swiftUI {
                let pair = ScreenPair(old: old, new: new, flag: choice.condition, path: path, line: choice.line)
                if !pairs.contains(pair) { pairs.append(pair) }
              }
            }
          }
        }
      }
    }

    var storyboard: [String: Int] = [:]
    for f in facts.values { for (name, count) in f.storyboardCalls { storyboard[name, default: 0] += count } }
    // A screen nested in a screen (a pager's page) counts in its own lines, not in the
    // nearest screen around it as well.
    for name in kinds.keys where NestedNames.hasDot(name) {
      var outer = Substring(name)
      while let dot = NestedNames.lastDot(outer) {
        outer = outer[..<dot]
        guard kinds[String(outer)] != nil else { continue }
        let lines = declared[name]!.declaration.lines
        extra[String(outer), default: (0, 0)].lines -= lines
        extra[String(outer), default: (0, 0)].logic -= lines
        break
      }
    }
    var screens: [Screen] = []
    for (name, kind) in kinds {
      let (path, d) = declared[name]!
      screens.append(
        Screen(
          name: name, kind: kind, path: path, line: d.line, lines: d.lines + (extra[name]?.lines ?? 0),
          logicLines: max(0, d.logicLines + (extra[name]?.logic ?? 0)), height: heights[name] ?? 0,
          shows: (shows[name] ?? []).sorted(), shownBy: (shownBy[name] ?? []).sorted(), bridges: findings[path] ?? 0,
          storyboardCalls: storyboard[name] ?? 0, isRoot: rootNames.contains(name),
          pair: pairs.first { $0.old == name || $0.new == name }))
      screens[screens.count - 1].inCycle = cyclic.contains(name)
    }
    screens.sort {
      ($0.height, $0.kind == .swiftUI ? 1 : 0, $0.name) < ($1.height, $1.kind == .swiftUI ? 1 : 0, $1.name)
    }

    var folders: [String: FolderProgress] = [:]
    var modules: [String: FolderProgress] = [:]
    for screen in screens {
      folders[Self.topFolder(of: screen.path), default: FolderProgress(folder: Self.topFolder(of: screen.path))]
        .count(screen)
      if let module = facts[screen.path]?.module, !module.isEmpty {
        modules[module, default: FolderProgress(folder: module)].count(screen)
      }
    }
    return ScreenGraph(
      screens: screens, edges: edges, progress: folders.values.sorted { $0.folder < $1.folder },
      modules: modules.values.sorted { $0.folder < $1.folder }, pairs: pairs)
  }

  /// A call as `ShowSite.called` spells it, without the fixed case it is handed
  /// (`MenuNavigator.build:about`), and that case.
  static func splitCase(_ call: String) -> (call: String, chosen: Substring?) {
    let (name, _, chosen) = parts(of: call)
    return (name, chosen)
  }

  /// A call as `ShowSite.called` spells it (`Coordinator.build@page:apple`): the call,
  /// the label of its first argument, and the fixed case it is handed.
  static func parts(of call: String) -> (call: String, label: Substring?, chosen: Substring?) {
    var name = Substring(call)
    var chosen: Substring? = nil
    if let colon = call.utf8.lastIndex(of: UInt8(ascii: ":")) {
      name = call[..<colon]
      chosen = call[call.utf8.index(after: colon)...]
    }
    guard let at = name.utf8.lastIndex(of: UInt8(ascii: "@")) else { return (String(name), nil, chosen) }
    return (String(name[..<at]), name[name.utf8.index(after: at)...], chosen)
  }

  /// The top-level folder a root-relative path is in, "." for a file at the top: the
  /// first of its `/`-separated parts when there are several (empty parts left out). An
  /// ASCII path is split as bytes: splitting a `String` walks it character by character.
  static func topFolder(of path: String) -> String {
    let bytes = Array(path.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      let parts = path.split(separator: "/")
      return parts.count > 1 ? String(parts[0]) : "."
    }
    let slash = UInt8(ascii: "/")
    guard let start = bytes.firstIndex(where: { $0 != slash }) else { return "." }
    let end = bytes[start...].firstIndex(of: slash) ?? bytes.count
    guard bytes[end...].contains(where: { $0 != slash }) else { return "." }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Each screen's height: 0 when it shows nothing, else 1 + the highest it shows, with
  /// each cycle (strongly connected component) collapsed into one screen; and the
  /// screens in a cycle.
  static func heights(of names: [String], shows: [String: Set<String>]) -> (
    heights: [String: Int], cyclic: Set<String>
  ) {
    // Tarjan's components, iteratively (a long chain of screens must not exhaust the stack).
    let order = names.sorted()
    var number: [String: Int] = [:]
    var low: [String: Int] = [:]
    var onStack = Set<String>()
    var stack: [String] = []
    var component: [String: Int] = [:]
    var components: [[String]] = []
    var counter = 0
    for start in order where number[start] == nil {
      var work: [(name: String, next: [String], i: Int)] = []
      func enter(_ name: String) {
        number[name] = counter
        low[name] = counter
        counter += 1
        stack.append(name)
        onStack.insert(name)
        work.append((name, (shows[name] ?? []).sorted(), 0))
      }
      enter(start)
      while let top = work.last {
        if top.i < top.next.count {
          work[work.count - 1].i += 1
          let child = top.next[top.i]
          if number[child] == nil {
            enter(child)
          } else if onStack.contains(child) {
            low[top.name] = min(low[top.name]!, number[child]!)
          }
          continue
        }
        work.removeLast()
        if let parent = work.last { low[parent.name] = min(low[parent.name]!, low[top.name]!) }
        if low[top.name] == number[top.name] {
          var members: [String] = []
          while let member = stack.popLast() {
            onStack.remove(member)
            component[member] = components.count
            members.append(member)
            if member == top.name { break }
          }
          components.append(members)
        }
      }
    }
    // Tarjan emits a component after every component it reaches: heights in emit order.
    var height = [Int](repeating: 0, count: components.count)
    for (c, members) in components.enumerated() {
      for member in members {
        for child in shows[member] ?? [] where component[child] != c {
          if let other = component[child] { height[c] = max(height[c], height[other] + 1) }
        }
      }
    }
    let cyclic = components.filter { $0.count > 1 }.joined()
    return (component.mapValues { height[$0] }, Set(cyclic))
  }
}
