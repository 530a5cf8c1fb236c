import Foundation
import PuenteReport
import PuenteRules
import PuenteSource

/// `puente screens`: the screen inventory and the who-shows-whom graph.
enum ScreensCommand {
  static let definition = """
    What is a screen:
      UIKit      a class inheriting, through any chain of the repository's classes and
                 aliases (`typealias PlatformViewController = UIViewController`), from
                 UIViewController, UITableViewController, UICollectionViewController,
                 UIPageViewController or a `screens.baseClasses` name; not a hosting
                 controller subclass (a bridge), not a class another class inherits from
                 (a base) unless a show constructs it, not named in `screens.exclude`.
                 System controllers (UIAlertController, …) are not declared in the
                 repository: never screens.
      container  the same, reaching UINavigationController, UITabBarController or
                 UISplitViewController: converted last.
      SwiftUI    a type conforming to View (directly, by an extension, or through a
                 protocol) that is a destination (a hosting controller's rootView, unless
                 a UIKit view or cell holds it without presenting it: that is the cell's
                 content, inside NavigationLink(destination:), a NavigationStack's
                 destination: closure (the Composable Architecture's stack of a store's
                 path; NavigationStackStore's before its 1.7) or the modifiers
                 .navigationDestination, .sheet, .fullScreenCover, .popover or .inspector,
                 a TabView's tab (with a tab item: a paged carousel's pages are parts), a
                 NavigationSplitView's content or detail column (not its placeholder,
                 shown while nothing is chosen: the `else` of its `if let`, or all of it
                 when the column before links to what replaces it), made by a factory
                 returning a controller, or by a factory a screen shows), or that calls
                 navigationTitle/toolbar, or that shows a screen, or that builds one
                 inline (a list building a row that presents: an edge "part", the list
                 reaching what the row shows). A view generic over views
                 (`LazyView<Content: View>`) or with an initializer taking any view
                 (`AnyDestination(_: some View)`) wraps destinations and is none; so is a
                 route dispatcher, a view whose body is one `switch` over a stored `let`
                 of it (`let route: Route`, `switch route { case .cart: CartView() … }`):
                 showing it shows the views its cases build.
      tests      code in a folder named Tests or ending in Tests (SwiftPM's and Xcode's
                 test targets) declares no screen and shows none; previews (`#Preview
                 { … }`, a `PreviewProvider`) show none.
    Edges (X shows Y, with the line; Y written through an alias, `typealias OrdersScreen =
    OrdersViewController`, or an alias of one, is its target): pushViewController,
    present, show, showDetailViewController, setViewControllers,
    setViewController(_:for:), addChild, `…(rootViewController: Y())`,
    `UISearchController(searchResultsController: Y())`, `viewControllers = [...]` (or
    `.append(Y())`, and a copy of a stack grown and set back, `var stack =
    nav.viewControllers`, `stack.append(Y())`), `UIHostingController(rootView: Y())` and
    `.rootView = Y()` (or a hosting subclass whose own init hosts Y), a representable's
    makeUIViewController, a view handed to UIKit through a `View` extension hosting it
    (`InfoView().hosted()`, `.asViewController`), the SwiftUI presentations above (a UIKit
    screen constructed in one is shown, whatever wraps it: `AnyControllerView { Y() }`,
    `Y().asSwiftUIView`), a local or property (`let vc = Y(…)`, `lazy var vc = Y()`, each
    value of a ternary or an `if` expression, `let vc = isMap ? map : list`, a collection
    made empty and filled later, `var pages: [UIViewController] = []`, then
    `pages.append(Y())`, a property without an initializer (by the type it is declared
    with, `let header: Y`, and what methods assign it, `chart = Y()`), `let pages = [Y(),
    Z()]`, a container's `resolve(Y.self)`) handed to any of them (or an element of it,
    `[pages[0]]`, `pages.first`), a function that hands its parameter to one (`push(Y())`,
    through other such functions too; one of another file, an extension's, a superclass's,
    a global one, or a method of a value named router or navigator (a router class of a
    coordinator's own, `router.push(module)`, whose method hands on
    `module?.toPresent()`), when handed a `…Controller(`, a `…View(` or a value named like
    a controller (`vc`, `…Controller`, `…VC`)), a factory function called there (of the
    label written, among overloads: `build(page:)`, `build(sheet:)`), or handed by name as
    a presentation's content (`.popover(isPresented: $p, content: makeInfo)`; the one of
    the type or value it is called on, else of the calling type; a screen's static
    `Y.instantiate()` declared nowhere here, as a library's, makes a Y; handed one fixed
    case, `nav.build(.about)`, a factory switching over that parameter makes that case's
    alone (and so does a coordinator's method handing the case it is handed to one:
    Mastodon's `coordinator.present(scene: .thread(…), from: self)` building it in
    `get(scene: scene)`), `nav` being of the type it is made or declared with here: for a
    protocol, its adopters' factories), a computed property of a controller's or a view's
    type read there (a route's `route.destination`; in `navigationDestination(for:
    R.self)`, R's; `Route.about.destination` or `Link.topic(name: t).viewController`, that
    case's of its `switch self`; read on a value declared with its type, a parameter's,
    `func open(_ route: Route)`, or an element's of a typed array, its type's), a closure
    a coordinator (a type named …Coordinator, …Router, …Flow, …Navigator or …Wireframe)
    hands a screen it builds, or the view model it builds one with (when it hands that
    value to one screen only, as an argument or as its property, `vc.viewModel =
    viewModel`), assigned, as an argument of the initializer, or in a subscription to its
    outputs (`viewModel.selected.sink { self?.showNext() }`, RxSwift's
    `subscribe(onNext:)`, RxCocoa's `emit(onNext:)`, RxSwift 6's `subscribe(with: self,
    onNext: { owner, _ in owner.showNext() })`, ReactiveSwift's `observeValues`, or a
    `flatMap` to a child's result), or one of its methods handed by name (`login.onDone =
    { self?.showNext() }`, `ListViewController(onSelect: showNext)`: the screen shows what
    `showNext` shows; a closure showing by itself, `pastry.onAdd = {
    self?.nav.pushViewController(Basket(), …) }`, shows for the screen, not for the method
    around it), or itself as the delegate of a screen it builds (`list.delegate = self`,
    `ListViewController(delegate: self)`, a property named `…Delegate` as well,
    `list.listDelegate = self`: the screen shows what the coordinator's methods it calls
    on that delegate show, `delegate?.listDidSelect(…)`), and a call of a method of a
    `screens.routers` protocol or class (a nested one by its qualified name) on a value
    declared with its type, alone or in a composition (in the calling file, or as a
    property of the calling type or of its superclasses in any file), or named like a
    router (router, coordinator, navigator) and declared nowhere here: the edge is
    labelled with the method, and the bodies of that protocol's implementations (or that
    class's) give the target. A call on a value named coordinator, router, navigator,
    viewModel, presenter or output (VIPER's presenter as the Generamba template names it),
    declared with a type of the repository's that is no configured router (by the calling
    type or its superclass in the file), shows what that type's method shows (a protocol's
    one adopter's, VIPER's `var presenter: FeedViewOutput!`), and what the calls it makes
    on such values show in turn, to any depth (VIPER's view → presenter → router); so does
    a call on a singleton, `AppNavigator.shared.openCall(…)` (or on a value holding one),
    on its type. A method of a coordinator, a view model or a presenter calling another of
    its own, outside a closure it hands a screen (`didSelectPhoto(at:)` calling
    `showPhoto(at:)`), shows what that one shows. A method starting a child coordinator it
    makes (`let child = BuyCoordinator(…); child.start()`, or a base class's
    `coordinate(to: child)`, RxSwift MVVM-C) shows what the child's `start()` shows. A
    show in a protocol extension (`extension ProblemReporting where Self:
    UIViewController`) is a show of every type adopting the protocol, but one with a
    method of its own by that name that shows. A class calling a method it does not
    declare (`showPaywall()`, `self.presentSignIn()`) shows what the nearest superclass's
    method by that name shows, or `extension UIViewController`'s. A view calling a method
    of a `View` extension on a view (`.withAppRouter()`) shows what that method presents,
    and one applying a `ViewModifier` (`.modifier(PaywallModifier())`, or a `View`
    extension's method wrapping it, `.paywall()`) shows what the modifier's body presents.
    The elements of a collection are shown by a closure or a loop showing them,
    `children.forEach { addChild($0) }`, `children.forEach(addChild)`, `for vc in pages {
    … }`, and by a `map` whose result is shown, `viewControllers = tabs.map {
    UINavigationController(rootViewController: $0) }` or
    `tabs.map(UINavigationController.init(rootViewController:))` (a call or a read on an
    element of `Tab.allCases` or of a `[Tab]`, there or in a SwiftUI `ForEach` or `List`'s
    rows, is on a `Tab`: `ForEach(Route.allCases) { NavigationLink(…, destination:
    $0.destination) }`). performSegue/instantiateViewController are counted per screen:
    storyboard edges are out of reach of a Swift scanner. One show reached two ways in a
    method (`let nav = UINavigationController(rootViewController: Y())`, then
    `present(nav)`) is one edge, the most telling; what a closure in a shown value shows
    is that closure's edge (`UIHostingController(rootView: V(onTap: { self?.push(Z()) }))`
    shows V, the closure Z). An object UIKit calls back on a screen's behalf (a table's
    delegate or data source, an IGListKit section controller, a view), made by the screen,
    shows for it; a container made and filled elsewhere (`let tabs =
    MainTabBarController()`, then `tabs.setViewControllers([…])` in a coordinator or the
    scene delegate) shows what it is filled with.
    height: 0 for a leaf (it shows no screen), else 1 + the highest screen it shows; a
    cycle counts as one screen. logic: the lines of the type and its extensions less its
    view-building code (members of type `some View`, `lazy var` closures, loadView,
    viewDidLayoutSubviews, setupViews/setUpViews, setupUI, setupLayout, setupConstraints,
    makeConstraints, configureViews, buildViews). bridges: the scan's findings in the
    screen's file. pair: a factory or a show choosing by a flag (a condition with a word
    such as flag, feature, toggle, experiment, remote, rollout, variant, legacy or swift
    in it; not `isLoggedIn` or `user.isNew`) between an old UIKit screen and a new SwiftUI
    one: `guard FLAG else { return Old() }`, `if FLAG { return New() }` (a block that does
    not return chooses a part, not the screen) or `FLAG ? New() : Old()`, or a `switch`
    over a flag's value (an experiment's variant, `switch experiments.variant(for: .x) {
    case .control: return Old() … }`), in a factory (also through the factories it calls);
    the same around shows or calls of methods here that show, with `else` or an early
    `return`. A flag read into a local first (`let isOn = flags.isEnabled(.x)`, `if isOn`)
    is the local's value.
    """

  static let help = """
    usage: puente screens [PATH] [options]

    Lists the screens under PATH (default: the current folder, the repository root: its
    .puente.json applies) leaves first, with what each shows, and the progress from
    UIKit to SwiftUI per top-level folder (and per module, when Package.swift or
    project.yml manifests declare modules). docs/migration-plan.md explains the
    strategy.

    \(definition)

    Configuration (.puente.json):
      "screens": { "baseClasses": ["BaseViewController"], "exclude": ["DebugViewController"],
                   "routers": ["AppRouting"] }

    options:
      --config FILE        configuration file (default: PATH/.puente.json)
      --format FORMAT      \(ScreenFormat.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --include-generated  also read generated files (skipped by default)
      --help               show this help

    formats:
    \(formatList(ScreenFormat.self))

    \(progressNote)

    exit status: 0 listed, 2 usage, configuration or I/O error
    """

  static let progressNote = """
    Progress (files read / total, elapsed time) goes to standard error when it is a
    terminal, and nowhere otherwise.
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args, options: ["--config", "--format"], flags: ["--include-generated", "--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      let format = try parsed.choice(ScreenFormat.self)
      let (root, configuration) = try ScanCommand.repositoryRoot(parsed)
      let graph = try inventory(root: root, configuration: configuration, parsed: parsed, command: "screens")
      Output.out(ScreenRenderer(toolVersion: toolVersion).render(graph, format: format))
      return .clean
    } catch {
      return Output.fail(error, command: "screens")
    }
  }

  /// The graph, with unreadable files warned about on stderr, and the files read so far
  /// on a progress line there while it takes (a terminal only; see `ProgressLine`).
  static func inventory(root: String, configuration: Configuration, parsed: Arguments, command: String) throws
    -> ScreenGraph
  {
    let progress = ProgressLine(command: command, unit: "files")
    defer { progress.finish() }
    let report: (@Sendable (Int, Int) -> Void)? = progress.isOn ? { @Sendable in progress.report($0, $1) } : nil
    let (graph, problems) = try ScreenInventory.build(
      source: WorkingTreeSource(root: root), configuration: configuration,
      includeGenerated: parsed.flag("--include-generated") ? true : nil, progress: report)
    for problem in problems { Output.warn(problem) }
    return graph
  }
}

/// `puente plan`: the UIKit screens in the order to convert them, with reasons.
enum PlanCommand {
  static let help = """
    usage: puente plan [PATH] [options]

    Lists the UIKit screens under PATH (default: the current folder, the repository
    root) in the order to convert them to SwiftUI: lowest height first (leaves: they
    show no other screen), then least logic, then least churn (commits touching the
    screen's file), then, with --traffic, fewest views; navigation containers and the
    app's root last. Each line says why, e.g. `leaf · 140 lines of logic · 3 commits in
    180 days`; a screen whose children are all SwiftUI is marked "ready: its branch is
    converted", one that shows screens that show it back "in a cycle", and one that
    hands over to a storyboard says so (those edges are not in the graph). Screens,
    heights and logic are as `puente screens --help` defines them.

    Churn comes from one `git log --name-only --since` over the repository (outside a
    git work tree there is none, and the reasons leave it out).

    options:
      --config FILE        configuration file (default: PATH/.puente.json)
      --churn-since DATE   count commits since DATE (2026-01-01, or "6 months ago" in
                           days, weeks, months or years; default: 180 days ago)
      --traffic FILE       a CSV of `screen,views` (a header line is allowed) from the
                           team's analytics, a screen named as listed, bare or after
                           its module; names that are no UIKit screen here, or
                           several, are listed at the end
      --format FORMAT      \(PlanFormat.allCases.map(\.rawValue).joined(separator: "|")) (default: text)
      --include-generated  also read generated files (skipped by default)
      --help               show this help

    \(ScreensCommand.progressNote)

    exit status: 0 listed, 2 usage, configuration or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      let parsed = try Arguments(
        args, options: ["--config", "--format", "--churn-since", "--traffic"],
        flags: ["--include-generated", "--help", "-h"])
      if parsed.wantsHelp { return Output.help(help) }
      let format = try parsed.choice(PlanFormat.self)
      let since = parsed.value("--churn-since") ?? "180 days ago"
      // (git reads any text as some date, `notadate` as now: a typo would count nothing.)
      guard Self.isChurnDate(since) else {
        throw UsageError(
          "`--churn-since \(since)` is not a date: give one such as 2026-01-01 or \"6 months ago\" "
            + "(days, weeks, months or years ago)")
      }
      var traffic: [String: Int]? = nil
      if let path = parsed.value("--traffic") {
        guard let data = FileManager.default.contents(atPath: path) else {
          throw UsageError("cannot read the traffic file `\(path)`; give a CSV of `screen,views`")
        }
        traffic = try ScreenPlan.parseTraffic(String(decoding: data, as: UTF8.self), path: path)
      }
      let (root, configuration) = try ScanCommand.repositoryRoot(parsed)
      let graph = try ScreensCommand.inventory(
        root: root, configuration: configuration, parsed: parsed, command: "plan")
      let churn = try GitRepository.discover(from: root).map { try Churn.count(in: $0, root: root, since: since) }
      let period = parsed.value("--churn-since").map { "since \($0)" } ?? "in 180 days"
      let plan = ScreenPlan(graph: graph, churn: churn, period: period, traffic: traffic)
      Output.out(ScreenRenderer(toolVersion: toolVersion).render(plan, format: format))
      return .clean
    } catch {
      return Output.fail(error, command: "plan")
    }
  }

  /// A `--churn-since` value: `YYYY-MM-DD`, or `N day(s)|week(s)|month(s)|year(s) ago`.
  static func isChurnDate(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    if words.count == 1 { return CalendarDay(iso: text) != nil }
    guard words.count == 3, Int(words[0]).map({ $0 >= 0 }) == true, words[2] == "ago" else { return false }
    let unit = words[1].hasSuffix("s") ? words[1].dropLast() : words[1]
    return ["day", "week", "month", "year"].contains(unit)
  }
}
