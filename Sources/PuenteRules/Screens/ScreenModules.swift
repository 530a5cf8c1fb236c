/// Types of the same name in different modules kept apart, as Swift keeps them.
///
/// A modular app declares `RootViewController` in `Orders` and again in `Profile`; keyed
/// by name alone they were one screen, with both files' edges. When the repository's
/// manifests (`ModuleGraph`) put the declarations in different modules, each is named by
/// its module (`Orders.RootViewController`, Swift's own spelling), and every name the
/// facts of a file write is looked up as the compiler would: the file's module first,
/// then the one module among those it imports that declares it. A name written with its
/// module (`Articles.ArticleViewController()`) is that module's type.
///
/// Repositories without manifests, or whose modules declare no name twice, are left as
/// they are (at no cost but one pass over the declarations).
enum ScreenModules {
  /// `facts` with the colliding names of each file qualified by their module, and the
  /// settings' names widened to them (`screens.routers: ["Routing"]` names both modules'
  /// `Routing`; `Orders.Routing` one).
  static func qualified(_ facts: [String: ScreenFileFacts], settings: inout ScreenSettings) -> [String:
    ScreenFileFacts]
  {
    let (facts, colliding) = qualified(facts)
    func widened(_ names: [String]) -> [String] {
      names.flatMap { name in [name] + (colliding[name] ?? []).sorted().map { $0 + "." + name } }
    }
    settings.routers = widened(settings.routers)
    settings.baseClasses = widened(settings.baseClasses)
    settings.exclude = widened(settings.exclude)
    return facts
  }

  /// `facts` with the colliding names of each file qualified by their module, and the
  /// colliding names with the modules declaring them.
  static func qualified(_ facts: [String: ScreenFileFacts]) -> (
    facts: [String: ScreenFileFacts], colliding: [String: Set<String>]
  ) {
    var modules = Set<String>()
    var declaring: [String: Set<String>] = [:]
    for file in facts.values where !file.module.isEmpty {
      modules.insert(file.module)
      for d in file.declarations where d.kind != .extension && !ScreenGraph.NestedNames.hasDot(d.name) {
        declaring[d.name, default: []].insert(file.module)
      }
    }
    guard !modules.isEmpty else { return (facts, [:]) }
    let colliding = declaring.filter { $0.value.count > 1 }
    // (A module name that is also a declared type, `enum Orders`, is the type's.)
    modules.subtract(declaring.keys)
    let renamed = facts.mapValues { file in
      file.renamingTypes { name in
        Self.qualify(name, in: file, modules: modules, colliding: colliding)
      }
    }
    return (renamed, colliding)
  }

  /// `name` (a type name, maybe nested or a `Type.method` call, as the facts spell it)
  /// written in `file`: its first component qualified by the module it resolves to when
  /// two modules declare it; a module's name before it kept only then.
  static func qualify(_ name: String, in file: ScreenFileFacts, modules: Set<String>, colliding: [String: Set<String>])
    -> String
  {
    let parts = name.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
    guard let head = parts.first, !head.isEmpty else { return name }
    if modules.contains(String(head)), parts.count > 1 {
      // `Articles.ArticleViewController`: the module's own, qualified only when another
      // module declares the name too.
      let rest = name.dropFirst(head.count + 1)
      let type = rest.prefix { $0 != "." }
      return colliding[String(type)]?.contains(String(head)) == true ? name : String(rest)
    }
    guard let owners = colliding[String(head)] else { return name }
    if owners.contains(file.module) { return file.module + "." + name }
    let imported = file.imports.filter(owners.contains)
    // (Imported from no module that declares it, or from several: ambiguous, as written.)
    return imported.count == 1 ? imported[0] + "." + name : name
  }
}

extension ScreenFileFacts {
  /// These facts with every type name they hold (declared, inherited, constructed, the
  /// type a call is made on, an owner) passed through `rename`. Function names, lines and
  /// conditions are kept. A new field naming types must be renamed here.
  func renamingTypes(_ rename: (String) -> String) -> ScreenFileFacts {
    var f = self
    func names(_ list: inout [String]) { list = list.map(rename) }
    func site(_ s: inout ShowSite) {
      s.source = rename(s.source)
      if !s.container.isEmpty { s.container = rename(s.container) }
      names(&s.constructed)
      names(&s.called)
    }
    for i in f.declarations.indices {
      f.declarations[i].name = rename(f.declarations[i].name)
      names(&f.declarations[i].inherited)
      names(&f.declarations[i].dispatches)
    }
    for i in f.sites.indices { site(&f.sites[i]) }
    for i in f.handedCalls.indices { site(&f.handedCalls[i].site) }
    for i in f.inheritedCalls.indices { f.inheritedCalls[i].source = rename(f.inheritedCalls[i].source) }
    for i in f.ownCalls.indices { f.ownCalls[i].source = rename(f.ownCalls[i].source) }
    for i in f.delegateCalls.indices { f.delegateCalls[i].source = rename(f.delegateCalls[i].source) }
    for i in f.relays.indices {
      f.relays[i].source = rename(f.relays[i].source)
      names(&f.relays[i].screens)
    }
    for i in f.handoffs.indices {
      f.handoffs[i].source = rename(f.handoffs[i].source)
      names(&f.handoffs[i].children)
    }
    for key in f.helpers.keys { f.helpers[key]!.owner = rename(f.helpers[key]!.owner) }
    for i in f.factories.indices {
      f.factories[i].owner = rename(f.factories[i].owner)
      names(&f.factories[i].constructed)
      names(&f.factories[i].called)
      for c in f.factories[i].cases.indices {
        names(&f.factories[i].cases[c].constructed)
        names(&f.factories[i].cases[c].called)
      }
    }
    for i in f.choices.indices {
      f.choices[i].source = rename(f.choices[i].source)
      for b in f.choices[i].branches.indices {
        names(&f.choices[i].branches[b].constructed)
        names(&f.choices[i].branches[b].called)
      }
    }
    for i in f.memberCalls.indices {
      f.memberCalls[i].source = rename(f.memberCalls[i].source)
      names(&f.memberCalls[i].receiverTypes)
    }
    f.routerProperties = Dictionary(
      routerProperties.map { (rename($0.key), $0.value.map(rename)) }, uniquingKeysWith: { first, _ in first })
    f.titled = Set(titled.map(rename))
    f.routerMethods = Dictionary(routerMethods.map { (rename($0.key), $0.value) }, uniquingKeysWith: +)
    f.parts = Dictionary(
      parts.map { key, list in (rename(key), list.map { Part(name: rename($0.name), line: $0.line) }) },
      uniquingKeysWith: +)
    f.storyboardCalls = Dictionary(storyboardCalls.map { (rename($0.key), $0.value) }, uniquingKeysWith: +)
    f.made = Dictionary(made.map { (rename($0.key), Set($0.value.map(rename))) }, uniquingKeysWith: { $0.union($1) })
    return f
  }
}
