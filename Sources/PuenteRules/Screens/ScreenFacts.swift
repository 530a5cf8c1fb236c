import PuenteLexer

/// What one file says about screens, by itself: the types it declares or extends (with
/// their size), the places where code shows something (with what those places construct),
/// factories behind migration flags, router calls and storyboard hand-offs.
///
/// It is independent of the rest of the repository (no type index), so it is computed
/// once, inside the engine's parallel pass over the files, whichever phase lexed the
/// file; `ScreenGraph` decides afterwards which names are screens.
public struct ScreenFacts: FileAnalysis {
  public typealias Value = ScreenFileFacts

  public static func run(_ file: SourceFile, in scan: ScanContext) -> ScreenFileFacts {
    var facts = ScreenFactsBuilder(
      file: file, routers: ScreenSettings.of(scan.configuration).routers,
      helperClasses: scan.result(of: ScreenTypes.self).helpers
    ).build()
    // (The module and its imports, when the manifests declare modules: `ScreenModules`.)
    let modules = scan.result(of: ModuleGraphAnalysis.self)
    guard !modules.modules.isEmpty else { return facts }
    facts.module = modules.module(ofPath: file.path)?.name ?? ""
    // (Also in a file no module holds: an Xcode target's, importing the packages'.)
    facts.imports = file.outline.imports.compactMap { range in
      // `import Orders`, `@testable import Orders`, `import struct Orders.Receipt`.
      let p = range.lowerBound + 1
      return (file.codeIdentifier(p) ?? file.codeIdentifier(p + 1)).flatMap { modules.module(named: $0)?.name }
    }
    return facts
  }
}

/// The facts of one file (see `ScreenFacts`). Lines are 1-based.
public struct ScreenFileFacts: Sendable, Equatable {
  /// A type declaration or extension with a body.
  public struct Declaration: Sendable, Equatable {
    public var name: String
    public var kind: DeclarationKind
    public var inherited: [String]
    public var line: Int
    /// Lines from the declaration to its closing brace.
    public var lines: Int
    /// `lines` less the lines of view-building members (see `ScreenGraph`'s definition).
    public var logicLines: Int
    /// Generic over a view (`struct LazyView<Content: View>`, `… where Content: View`):
    /// a wrapper around the views it is given, not a screen.
    public var wrapsViews = false
    /// A route dispatcher, a view whose `body` is one `switch` (`switch route { case
    /// .product(let id): ProductView(id: id) … }`): the types its cases construct. Showing
    /// it shows those.
    public var dispatches: [String] = []
  }

  /// Code that shows something: the construction sites it holds are the candidates for
  /// the screen shown.
  public struct ShowSite: Sendable, Equatable {
    /// The innermost type (declared or extended) the site is in; empty at file level.
    public var source: String
    /// The innermost function it is in; empty outside functions.
    public var function: String
    public var line: Int
    public var pattern: ShowPattern
    /// Type names constructed (`X(…)`, `X.init(…)`, through a local), in order.
    public var constructed: [String]
    /// Lowercase functions called (factories), in order: `name` alone (in this type or
    /// global), `Type.name` (on a type or a fresh `Type()`), `.name` (on a value of a type
    /// not known here); handed one fixed enum case, with it after a colon
    /// (`nav.build(.about)` of a `let nav = MenuNavigator()`: `MenuNavigator.build:about`;
    /// a route's property read for one case, `Route.about.destination`:
    /// `Route.destination:about`).
    public var called: [String]
    /// An `addChild`: a child embedded in the view, not presented.
    public var embeds = false
    /// The type of the container the site fills, when it is a value made here
    /// (`let tabs = MainTabBarController()`, then `tabs.setViewControllers([…])` or
    /// `tabs.viewControllers = […]` in a coordinator or a scene delegate): a screen's
    /// edges are that container's.
    public var container = ""
  }

  /// A condition choosing what a show shows: `FLAG ? New() : Old()` as the value shown
  /// (or a local's initializer), `if FLAG { show(New()) } else { show(Old()) }`, `guard
  /// FLAG else { show(Old()); return }; show(New())`. A migration pair when one branch
  /// shows a UIKit screen and the other a SwiftUI one.
  public struct Choice: Sendable, Equatable {
    /// As `ShowSite.source`.
    public var source: String
    public var condition: String
    public var line: Int
    /// When the condition holds, then when it does not.
    public var branches: [Branch]

    /// What one branch constructs and calls (as `ShowSite` spells them).
    public struct Branch: Sendable, Equatable {
      public var constructed: [String]
      public var called: [String]
    }
  }

  /// A function returning a controller or a view: what it constructs and the factories
  /// it calls (as `ShowSite.called` spells them). Its flag choices are `choices`.
  public struct Factory: Sendable, Equatable {
    public var name: String
    /// The type it is declared in (empty: a global function).
    public var owner: String
    /// It returns a controller (not a view).
    public var returnsController: Bool
    public var line: Int
    public var constructed: [String]
    public var called: [String]
    /// The label of its first parameter (`page` of `build(page:)`; nil for none or `_`):
    /// a call written with a label reaches the factories of that label, when any has it.
    public var label: String? = nil
    /// A `switch` over its first parameter (`switch destination { case .about: … }`),
    /// or over `self` for a computed property: what each case makes (with what the body
    /// makes around the `switch`), for a call handed one fixed case.
    public var cases: [Case] = []

    /// One clause of that `switch`.
    public struct Case: Sendable, Equatable {
      /// The enum cases it matches (`case .feedback, .whatsNew:`); empty for `default`.
      public var names: [String]
      public var constructed: [String]
      public var called: [String]
    }

    /// The clause a call handed the case `name` takes: the one naming it, else `default`.
    public func clause(for name: Substring) -> Case? {
      cases.first { $0.names.contains { $0 == name } } ?? cases.first { $0.names.isEmpty }
    }
  }

  /// A call of some method on a router, coordinator, presenter or view model of the
  /// calling type's, or on a singleton (`AppNavigator.shared`, whose receiver is `shared`
  /// and whose type is the singleton's).
  public struct MemberCall: Sendable, Equatable {
    public var source: String
    /// The function it is in (empty outside one): that function reaches what it shows.
    public var function = ""
    public var method: String
    public var line: Int
    public var receiver: String
    /// The type names the receiver is declared with in this file (`var router:
    /// (NSObjectProtocol & OrdersRoutingLogic)?`); empty when it is not declared here.
    public var receiverTypes: [String] = []
    /// The one fixed case it is handed first (`coordinator.present(scene: .thread(…),
    /// from: self)`: "thread"), if any.
    public var chosen: String? = nil
  }

  /// A function that shows what it is handed (`func pushFading(_ vc: UIViewController) {
  /// pushViewController(vc, animated: false) }`).
  public struct Helper: Sendable, Equatable {
    public var pattern: ShowPattern
    /// The type it is declared in (or extends); empty for a global function.
    public var owner: String
  }

  /// A call handed a controller or a view (`pushCrossFading(RewardsViewController())`) of
  /// a function this file does not declare as a helper: a site (`site`, with the helper's
  /// pattern) when another file does.
  public struct HandedCall: Sendable, Equatable {
    public var name: String
    /// Called on a value other than `self`: any helper of the name (an extension's);
    /// otherwise one of the calling type, its superclasses' or a global one.
    public var onValue: Bool
    public var site: ShowSite
  }

  /// A closure a coordinator hands a screen it builds (`login.onForgotPassword = { [weak
  /// self] in self?.showReset() }`): the screen shows what those methods show.
  public struct Relay: Sendable, Equatable {
    /// The coordinator (as `ShowSite.source`).
    public var source: String
    /// The types the value handed the closure is made of (`let login = LoginViewController()`).
    public var screens: [String]
    /// The coordinator's methods the closure calls.
    public var methods: [String]
    public var line: Int
    /// The coordinator made itself the screen's delegate: the screen shows what the
    /// coordinator's methods it calls on that delegate show (see `delegateCalls`), and
    /// `methods` is empty. The property set (`list.listDelegate = self`: "listDelegate";
    /// "" when handed to an initializer, `ListViewController(delegate: self)`, where the
    /// label need not be the property's name); nil for no delegate.
    public var delegate: String? = nil
  }

  /// A call on a delegate of `self` (`listDelegate?.listDidSelect(…)`).
  public struct DelegateCall: Sendable, Equatable {
    /// The calling type, as `ShowSite.source`.
    public var source: String
    /// The delegate property called on, and the method.
    public var property: String
    public var name: String
    public var line: Int
  }

  /// A method starting a child coordinator it makes (`let child = BuyCoordinator(…);
  /// child.start()`): it shows what that `start()` shows.
  public struct Handoff: Sendable, Equatable {
    /// The method's type (as `ShowSite.source`) and name.
    public var source: String
    public var function: String
    /// The types the child is made of.
    public var children: [String]
    public var line: Int
  }

  /// A call in a class of a method it does not declare in this file (`showPaywall()`,
  /// `self.presentSignIn()`): its superclass's, or an extension's of `UIViewController`,
  /// which may show (`ScreenGraph` looks it up).
  public struct InheritedCall: Sendable, Equatable {
    /// The calling class (or the class an extension extends), as `ShowSite.source`.
    public var source: String
    public var name: String
    public var line: Int
  }

  /// A call in a coordinator's, a view model's or a presenter's method of another method
  /// of its own (`didSelectPhoto(at:)` calling `showPhoto(at:)`): the first reaches what
  /// the second shows.
  public struct OwnCall: Sendable, Equatable {
    public var source: String
    public var function: String
    public var name: String
  }

  public var declarations: [Declaration] = []
  public var sites: [ShowSite] = []
  public var inheritedCalls: [InheritedCall] = []
  public var ownCalls: [OwnCall] = []
  public var relays: [Relay] = []
  /// Calls on a delegate of `self` (`delegate?.listDidSelect(…)`, `listDelegate?.…`, not
  /// `tableView.delegate`), by the calling type: a coordinator that made itself that
  /// type's delegate answers them (see `Relay.delegate`).
  public var delegateCalls: [DelegateCall] = []
  public var handoffs: [Handoff] = []
  /// This file's helpers, by name (a call of one here is a site already).
  public var helpers: [String: Helper] = [:]
  public var handedCalls: [HandedCall] = []
  public var factories: [Factory] = []
  public var choices: [Choice] = []
  public var memberCalls: [MemberCall] = []
  /// Properties named like routers, by `Owner.name` (qualified owner), with the type
  /// names they are declared with: a call in another file (an extension, a subclass)
  /// finds its receiver's type here.
  public var routerProperties: [String: [String]] = [:]
  /// Configured router protocols (or classes) declared here, with their method names.
  public var routerMethods: [String: [String]] = [:]
  /// Types that call `navigationTitle`/`toolbar` (a SwiftUI view doing so is a screen).
  public var titled: Set<String> = []
  /// The views each view declared here (by its `View` clause) builds inline, by name with
  /// the line of the first construction (`ShipmentRow(id: id)` in a list's body): SwiftUI's
  /// own views left out. A part that shows makes its builder reach what it shows.
  public var parts: [String: [Part]] = [:]

  /// A view built inline by another (see `parts`).
  public struct Part: Sendable, Equatable {
    public var name: String
    public var line: Int
  }
  /// `performSegue`/`instantiateViewController` calls, by the type they are in.
  public var storyboardCalls: [String: Int] = [:]
  /// The helper classes (`ScreenTypes.helpers`) each type here makes: `lazy var
  /// tableDelegate = FollowersTableDelegate(viewController: self)`, an IGListKit
  /// screen's `PostSectionController()`.
  public var made: [String: Set<String>] = [:]
  /// The module whose sources hold the file, and the repository's modules it imports
  /// (empty when the manifests declare none): see `ScreenModules`.
  public var module = ""
  public var imports: [String] = []
}

/// How code shows a screen.
public enum ShowPattern: String, Sendable, CaseIterable {
  /// `pushViewController`, `present`, `show`, `showDetailViewController`,
  /// `setViewControllers`, `addChild`, a navigation controller's `viewControllers = [...]`.
  case uikit
  /// `…(rootViewController: X())` (a navigation controller's root).
  case navigation
  /// `viewControllers = [...]` otherwise (a tab bar's or split view's children).
  case tabs
  /// `UIHostingController(rootView: V())` and `.rootView = V()` (UIKit → SwiftUI).
  case hosting
  /// `makeUIViewController` of a representable (SwiftUI → UIKit).
  case representable
  /// `NavigationLink(destination:)`, `navigationDestination`, `sheet`, `fullScreenCover`, `popover`.
  case swiftUI = "swiftui"
  /// `window.rootViewController = X()`: the app's root.
  case root
}

// MARK: - Building

/// Walks one file's outline once for `ScreenFacts`.
struct ScreenFactsBuilder {
  let file: SourceFile
  let routers: [String]
  /// `ScreenTypes.helpers`: the classes whose makers `ScreenFileFacts.made` records.
  let helperClasses: NameSet
  /// The file's tokens, held by the builder, so that the helpers' loops index an array
  /// of their own rather than reach it through the file at every token.
  let tokens: [Token]

  /// The computed properties of a controller's or a view's type (a route enum's `var
  /// destination: some View { switch self { … } }`, read as `route.destination`), in
  /// order: factories, and reading one hands on what it makes. A view's `body` is none.
  var properties: [(name: String, at: Int, returned: String, body: ClosedRange<Int>)] = []
  /// The name positions of the structs with an initializer taking any view (`init<V:
  /// View>(_ view: V)`, `init(_ view: some View)`): type-erased wrappers, not screens.
  var erasing = Set<Int>()
  /// The arguments of the file's UIKit shows (`pushViewController(…)`, `present(…)`), in
  /// order: a construction in one belongs to that show, not to a value around it (a
  /// hosted view's closure pushing, `UIHostingController(rootView: Promo(onTap: {
  /// self?.push(Deals()) }))`, hands on the hosting controller, not `Deals`).
  var uikitShowArguments: [ClosedRange<Int>] = []

  init(file: SourceFile, routers: [String], helperClasses: NameSet = NameSet([])) {
    self.file = file
    self.routers = routers
    self.helperClasses = helperClasses
    tokens = file.tokens
    let outline = file.outline
    let code = outline.code
    for call in outline.calls where Self.uikitShowNames.filter.mayContain(call.nameHash) {
      if let arguments = call.arguments, Self.uikitShowNames.contains(outline.name(of: call, in: file)) {
        uikitShowArguments.append(arguments)
      }
    }
    // (The members of each type's body, its nested bodies skipped: most files have none.)
    for type in outline.types where type.kind == .enum || type.kind == .struct || type.kind == .extension {
      // (Routes are values. A view's own properties build parts of it: read by it, they
      // are followed as its locals are, see `constructions`; its initializers are read.)
      guard let body = type.body else { continue }
      let isView = type.inherited.contains(where: { file.tokenIs(code[$0.position], "View") })
      guard !isView || type.kind == .struct else { continue }
      var p = body.lowerBound + 1
      while p < body.upperBound - 1 {
        let t = tokens[code[p]]
        if !isView && t.kind == .keyword && t.keyword == .var && tokens[code[p + 1]].kind == .identifier
          && !file.tokenIs(code[p + 1], "body"), let (returned, getter) = Self.computedScreen(at: p, in: file)
        {
          properties.append((file.name(code[p + 1]), p, returned, getter))
          p = getter.upperBound + 1
          continue
        }
        if t.kind == .keyword && t.keyword == .`init` && type.kind == .struct && Self.takesAView(at: p, in: file) {
          erasing.insert(type.namePosition)
        }
        if t.kind == .leftBrace || t.kind == .leftParen || t.kind == .leftSquare, outline.match[p] > p {
          p = Int(outline.match[p])
        }
        p += 1
      }
    }
    properties.sort { $0.at < $1.at }
  }

  /// The initializer of the local or property `name` that code position `p` reads (see
  /// `SourceFile.localInitializer`, `propertyInitializer`).
  func initializer(of name: String, at p: Int) -> ClosedRange<Int>? {
    file.localInitializer(named: name, before: p) ?? file.propertyInitializer(named: name, at: p)
  }

  /// The getter of the computed property `name` of a controller's or a view's type (see
  /// `computedScreen`) that the type holding code position `p` declares in this file.
  func computedGetter(named name: String, at p: Int) -> ClosedRange<Int>? {
    let outline = file.outline
    guard let declarations = file.localDeclarations[name], let type = outline.innermostType(containing: p)?.name
    else { return nil }
    for q in declarations where outline.functionBody(containing: q) == nil {
      guard outline.innermostType(containing: q)?.name == type,
        let (_, getter) = Self.computedScreen(at: q, in: file)
      else { continue }
      return getter
    }
    return nil
  }

  /// Whether the signature of the `init` at code position `p` names `View` (a generic
  /// parameter constrained to it, `some View`, a `where` clause): it takes any view.
  static func takesAView(at p: Int, in file: SourceFile) -> Bool {
    let code = file.outline.code
    var q = p + 1
    while q < code.count && q < p + 60 {
      let k = file.tokens[code[q]].kind
      if k == .leftBrace || k == .rightBrace || k == .semicolon { return false }
      if k == .identifier && file.tokenIs(code[q], "View") { return true }
      q += 1
    }
    return false
  }

  /// The type and getter of the computed property whose `var` is at code position `p`
  /// when its type is a controller's or a view's (`var destination: some View {`, `var
  /// viewController: UIViewController {`); nil for a stored property or an observer.
  static func computedScreen(at p: Int, in file: SourceFile) -> (String, ClosedRange<Int>)? {
    let code = file.outline.code
    let tokens = file.tokens
    guard p + 3 < code.count, tokens[code[p + 2]].kind == .colon else { return nil }
    var q = p + 3
    var last: String? = nil
    while q < code.count && q < p + 16 {
      let k = tokens[code[q]].kind
      if k == .leftBrace { break }
      if k == .identifier { last = file.name(code[q]) }
      guard k == .identifier || k == .period || k == .postfixQuestion || k == .postfixExclamation else { return nil }
      q += 1
    }
    guard q < code.count, tokens[code[q]].kind == .leftBrace, let last,
      last.hasSuffix("Controller") || last.hasSuffix("View"),
      case let close = Int(file.outline.match[q]), close > q + 1,
      !file.tokenIs(code[q + 1], "didSet"), !file.tokenIs(code[q + 1], "willSet")
    else { return nil }
    return (last, q...close)
  }

  static let uikitShows: Set<String> = [
    "pushViewController", "present", "show", "showDetailViewController", "setViewControllers", "addChild",
    "setViewController",
  ]
  static let swiftUIShows: Set<String> = [
    "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover", "inspector", "TabView",
    "NavigationSplitView", "NavigationStack", "NavigationStackStore",
  ]
  /// The presentations that are modifiers: written after a `.` (a value named `sheet`
  /// followed by a block, `switch sheet { … }`, is none).
  static let modifiers: Set<String> = ["navigationDestination", "sheet", "fullScreenCover", "popover", "inspector"]
  /// Names that show by themselves: never helpers (an override of `present` calls `super`'s).
  static let showNames = uikitShows.union(swiftUIShows)
  static let uikitShowNames = NameSet(uikitShows)
  static let previewNames = NameSet(["Preview", "PreviewProvider"])
  /// Whether a token of `kind` ends a view a modifier is called on (`Text("a").bold()`,
  /// `List { … }.paywall()`), rather than a value's name (`viewModel.load()`) or the
  /// start of an implicit member (`.detail(id)` after `(` or `,`).
  static func endsAView(_ kind: TokenKind) -> Bool { kind == .rightParen || kind == .rightBrace }
  /// SwiftUI's own views, shapes and values a view's body builds, by `NameHash` (a name
  /// of the repository's hashing alike is only left out of `parts`, never mistaken).
  static let swiftUIViews = Set(
    [
      "Text", "Image", "Button", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
      "LazyHGrid", "Grid", "GridRow", "GridItem", "List", "ForEach", "Section", "Group", "GroupBox", "Form",
      "ScrollView", "ScrollViewReader", "Spacer", "Divider", "Color", "Label", "Link", "Toggle", "Picker",
      "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker", "ProgressView",
      "NavigationStack", "NavigationView", "NavigationLink", "NavigationSplitView", "TabView", "Tab", "Menu",
      "GeometryReader", "ViewThatFits", "AnyView", "EmptyView", "Circle", "Rectangle", "RoundedRectangle",
      "Capsule", "Ellipse", "Path", "LinearGradient", "RadialGradient", "AngularGradient", "Font", "CGSize",
      "CGFloat", "CGPoint", "CGRect", "EdgeInsets", "Binding", "State", "Table", "TableColumn", "ControlGroup",
      "ShareLink", "AsyncImage", "Canvas", "TimelineView", "LabeledContent", "DisclosureGroup", "OutlineGroup",
      "ContentUnavailableView", "Gauge", "Map", "UUID", "Date", "URL", "Int", "Double", "String", "Array",
      "Set", "Dictionary", "Alert", "ActionSheet", "Animation", "Namespace", "Environment",
    ].map { NameHash.of($0) })
  /// SwiftUI's own modifiers and the standard library's most called methods, by
  /// `NameHash`: a view's call of one is no `View` extension's (a name hashing alike is
  /// only left out, never mistaken).
  static let builtInModifiers = Set(
    [
      "padding", "frame", "font", "fontWeight", "foregroundColor", "foregroundStyle", "background", "overlay",
      "cornerRadius", "clipShape", "clipped", "shadow", "opacity", "border", "tint", "accentColor", "bold",
      "italic", "lineLimit", "lineSpacing", "multilineTextAlignment", "minimumScaleFactor", "monospacedDigit",
      "textCase", "kerning", "fixedSize", "layoutPriority", "offset", "position", "rotationEffect",
      "scaleEffect", "blur", "zIndex", "aspectRatio", "scaledToFit", "scaledToFill", "resizable",
      "renderingMode", "symbolRenderingMode", "imageScale", "labelStyle", "buttonStyle", "textFieldStyle",
      "toggleStyle", "pickerStyle", "listStyle", "listRowBackground", "listRowInsets", "listRowSeparator",
      "listSectionSeparator", "tabViewStyle", "tabItem", "tag", "badge", "onAppear", "onDisappear",
      "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit", "task", "refreshable",
      "searchable", "disabled", "hidden", "redacted", "animation", "transition", "withAnimation", "gesture",
      "contentShape", "allowsHitTesting", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
      "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden",
      "environment", "environmentObject", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden",
      "navigationBarHidden", "toolbarBackground", "toolbarColorScheme", "presentationDetents",
      "presentationDragIndicator", "interactiveDismissDisabled", "alert", "confirmationDialog", "keyboardType",
      "textContentType", "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "focused",
      "scrollContentBackground", "scrollDismissesKeyboard", "safeAreaInset", "ignoresSafeArea", "edgesIgnoringSafeArea",
      "containerRelativeFrame", "matchedGeometryEffect", "preferredColorScheme", "dynamicTypeSize", "id",
      "compositingGroup", "drawingGroup", "mask", "fill", "stroke", "strokeBorder", "trim", "contextMenu",
      "swipeActions", "onDelete", "onMove", "sensoryFeedback", "symbolEffect", "contentTransition",
      "append", "contains", "joined", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort",
      "first", "last", "firstIndex", "enumerated", "removeAll", "removeFirst", "removeLast", "insert",
      "remove", "forEach", "prefix", "suffix", "dropFirst", "dropLast", "split", "replacingOccurrences",
      "lowercased", "uppercased", "trimmingCharacters", "hasPrefix", "hasSuffix", "formatted", "string",
      "send", "sink", "store", "receive", "assign", "decode", "encode", "data", "debug", "info", "notice",
      "error", "warning", "log", "constraint", "min", "max", "index", "isEmpty", "count", "init",
    ].map { NameHash.of($0) })
  static let representableMakers: Set<String> = ["makeUIViewController", "makeNSViewController"]
  static let titles: Set<String> = ["navigationTitle", "navigationBarTitle", "toolbar"]
  static let storyboard: Set<String> = [
    "performSegue", "instantiateViewController", "instantiateInitialViewController",
  ]
  /// Members that build views rather than decide anything (see `ScreenGraph`).
  static let viewBuilding: Set<String> = [
    "loadView", "viewDidLayoutSubviews", "layoutSubviews", "setupViews", "setUpViews", "setupUI", "setUpUI",
    "setupLayout", "setUpLayout", "setupConstraints", "setUpConstraints", "makeConstraints", "configureViews",
    "buildViews",
  ]
  /// Calls handed views that build a view hierarchy, never a helper's (the most frequent
  /// calls handed a `…View(`, left out before their arguments are read).
  static let viewHierarchy: Set<String> = [
    "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "bringSubviewToFront",
    "removeArrangedSubview", "append", "addLayoutGuide", "addGestureRecognizer",
  ]
  /// Names of the values a screen asks to show the next one (`coordinator?.buy()`,
  /// `viewModel.addCard()`, VIPER's `output.didTapForgotPasscode()`).
  static let delegateNames: Set<String> = ["coordinator", "router", "navigator", "viewModel", "presenter", "output"]
  static let starts = NameSet(["start", "coordinate"])
  /// How types that build screens and hand them closures are named.
  static let coordinatorSuffixes = ["Coordinator", "Router", "Flow", "Navigator", "Wireframe"]
  /// How types a screen asks to show the next one are named: coordinators, view models,
  /// presenters.
  static let relayingSuffixes = coordinatorSuffixes + ["ViewModel", "Presenter"]
  static let labels = NameSet(["rootView", "rootViewController", "searchResultsController"])
  /// The labels, and the names assigned a screen (`viewControllers = [...]`).
  static let assignedNames: Set<String> = [
    "rootView", "rootViewController", "searchResultsController", "viewControllers",
  ]
  /// The names one search of a file's identifiers looks for: the assigned ones and the
  /// values named like coordinators.
  static let searched = NameSet(assignedNames.union(delegateNames))
  static let interesting = NameSet(
    uikitShows.union(swiftUIShows).union(representableMakers).union(titles).union(storyboard).union(["forEach"]))

  func build() -> ScreenFileFacts {
    var facts = ScreenFileFacts()
    let outline = file.outline
    let code = outline.code
    let n = code.count
    // Previews (`#Preview { … }`, a `PreviewProvider`'s body): what they present or host
    // exists only on Xcode's canvas, no navigation.
    var previews: [ClosedRange<Int>] = []
    var providers = false
    for (index, name) in file.identifiers(in: Self.previewNames) {
      guard let p = outline.codePosition(ofToken: index) else { continue }
      if name == "PreviewProvider" {
        providers = true
      } else if p > 0, tokens[code[p - 1]].kind == .pound {
        var q = p + 1
        if q < n, tokens[code[q]].kind == .leftParen, outline.match[q] > q { q = Int(outline.match[q]) + 1 }
        if q < n, tokens[code[q]].kind == .leftBrace, outline.match[q] > q {
          previews.append(q...Int(outline.match[q]))
        }
      }
    }
    for type in providers ? outline.types : []
    where type.inherited.contains(where: { file.tokenIs(code[$0.position], "PreviewProvider") }) {
      if let body = type.body { previews.append(body.lowerBound...(body.upperBound - 1)) }
    }
    func kind(_ p: Int) -> TokenKind { tokens[code[p]].kind }
    func line(_ p: Int) -> Int { file.lineIndex(of: tokens[code[min(p, n - 1)]].start) + 1 }
    /// The statements of a block (braces included), each from the line it starts on: a
    /// line starting with `.` or after an operator, `.`, `,` or `:` goes on the one before.
    func statements(in block: ClosedRange<Int>) -> [ClosedRange<Int>] {
      var result: [ClosedRange<Int>] = []
      var start = block.lowerBound + 1
      var p = start
      while p < block.upperBound {
        let previous = kind(p - 1)
        if p > start, file.startsLine(p), kind(p) != .period, kind(p) != .binaryOperator, previous != .period,
          previous != .binaryOperator, previous != .comma, previous != .colon
        {
          result.append(start...(p - 1))
          start = p
        }
        let k = kind(p)
        if (k == .leftParen || k == .leftBrace || k == .leftSquare) && outline.match[p] > p {
          p = Int(outline.match[p])
        }
        p += 1
      }
      if start < block.upperBound { result.append(start...(block.upperBound - 1)) }
      return result
    }
    /// Whether the name at `p` subscribes to a publisher or an observable (Combine's
    /// `sink`, RxSwift's `subscribe`, `bind`, `drive`, `emit`, ReactiveSwift's
    /// `observeValues`), or maps each output to a child's result (`flatMap {
    /// self.showLanguageList() }`, RxSwift MVVM-C).
    func isSubscription(_ p: Int) -> Bool {
      file.tokenIs(code[p], "sink") || file.tokenIs(code[p], "subscribe") || file.tokenIs(code[p], "bind")
        || file.tokenIs(code[p], "drive") || file.tokenIs(code[p], "emit") || file.tokenIs(code[p], "flatMap")
        || file.tokenIs(code[p], "flatMapLatest") || file.tokenIs(code[p], "flatMapFirst")
        || file.tokenIs(code[p], "observeValues") || file.tokenIs(code[p], "startWithValues")
    }
    /// The `(` of the arguments whose label is at `p` (`onNext` of `subscribe(with: self,
    /// onNext: …)`), within 40 tokens; 0 when it is not an argument's label.
    func argumentsOpen(before p: Int) -> Int {
      guard p > 1, kind(p - 1) == .leftParen || kind(p - 1) == .comma else { return 0 }
      var q = p - 1
      while q > 0 && q > p - 40 {
        let k = kind(q)
        if k == .leftParen { if outline.match[q] > p { return q } }
        if (k == .rightParen || k == .rightBrace || k == .rightSquare), outline.match[q] < q {
          q = Int(outline.match[q])
        } else if k == .leftBrace || k == .leftSquare || k == .semicolon {
          return 0
        }
        q -= 1
      }
      return 0
    }
    /// The first name of the member chain ending at `p` (`viewModel` of
    /// `self.viewModel.output.selected.receive(on: main)`).
    func chainStart(endingAt p: Int) -> Int {
      let start = expressionStart(endingAt: p)
      return file.tokenIs(code[start], "self") && start + 2 <= p && kind(start + 1) == .period ? start + 2 : start
    }
    /// The type the value whose member is at `p` is made as (`tabs` of
    /// `tabs.setViewControllers(…)`, made as `MainTabBarController()`): see
    /// `ShowSite.container`.
    func container(filledAt p: Int) -> String {
      guard let receiver = valueReceiver(of: p), let made = initializer(of: receiver, at: p) else { return "" }
      return constructions(in: [made], following: false).types.first ?? ""
    }
    /// Whether the name at `p` is a delegate's: `delegate`, `listDelegate`.
    func isDelegate(_ p: Int) -> Bool { file.tokenIs(code[p], "delegate") || file.tokenEnds(code[p], with: "Delegate") }
    // The innermost type with a body holding a position (a protocol's holds no code), by
    // its qualified name.
    func enclosingType(_ p: Int) -> String {
      guard
        let type = outline.enclosingTypes(containing: p).last(where: { $0.kind != .protocol && $0.kind != .typealias })
      else { return "" }
      return qualifiedName(of: type)
    }
    func enclosingFunction(_ p: Int) -> (name: String, body: Range<Int>)? {
      guard let body = outline.functionBody(containing: p) else { return nil }
      return (functionName(body.lowerBound), body)
    }

    // The views each view builds inline (its parts), SwiftUI's own left out by name. (The
    // calls are in order: each is first matched against the outermost view bodies in turn,
    // then given to the innermost view around it; a name is spelled out once a view.)
    var views: [Int: (source: String, seen: Set<UInt32>, parts: [ScreenFileFacts.Part])] = [:]
    var bodies: [Range<Int>] = []
    for type in outline.types
    where type.kind == .struct
      && type.inherited.contains(where: { file.tokenIs(code[$0.position], "View") })
    {
      guard let body = type.body else { continue }
      views[type.namePosition] = (qualifiedName(of: type), [], [])
      if !bodies.contains(where: { $0.contains(body.lowerBound) }) { bodies.append(body) }
    }
    if !views.isEmpty {
      bodies.sort { $0.lowerBound < $1.lowerBound }
      var v = 0
      for call in outline.calls {
        let p = call.callee
        while v < bodies.count && bodies[v].upperBound <= p { v += 1 }
        if v == bodies.count { break }
        guard bodies[v].contains(p), isTypeName(p), !Self.swiftUIViews.contains(call.nameHash),
          let type = outline.innermostType(containing: p), views[type.namePosition] != nil,
          views[type.namePosition]!.seen.insert(call.nameHash).inserted
        else { continue }
        views[type.namePosition]!.parts.append(ScreenFileFacts.Part(name: dottedName(endingAt: p), line: line(p)))
      }
      for view in views.values where !view.parts.isEmpty { facts.parts[view.source, default: []] += view.parts }
    }
    // A `View` extension's method builds part of the view calling it (`.paywall()`
    // wrapping `modifier(PaywallModifier())`): its parts, by `View.method`.
    for type in outline.types where type.kind == .extension && file.tokenIs(code[type.namePosition], "View") {
      guard let body = type.body else { continue }
      for call in outline.calls where body.contains(call.callee) {
        let p = call.callee
        guard isTypeName(p), !Self.swiftUIViews.contains(call.nameHash), let function = enclosingFunction(p) else {
          continue
        }
        facts.parts["View." + function.name, default: []].append(
          ScreenFileFacts.Part(name: dottedName(endingAt: p), line: line(p)))
      }
    }

    // Declarations.
    for type in outline.types {
      if type.kind == .typealias {
        // An alias stands for its target, its one base: a class inheriting
        // `PlatformViewController` (`= UIViewController` under `#if canImport(UIKit)`) is a
        // screen. (Recorded for the index only: an alias is never a screen itself.)
        facts.declarations.append(
          ScreenFileFacts.Declaration(
            name: qualifiedName(of: type), kind: .typealias,
            inherited: type.inherited.map { dottedName(endingAt: $0.position) }, line: line(type.namePosition),
            lines: 0, logicLines: 0))
        continue
      }
      guard let body = type.body else { continue }
      if type.kind == .protocol || type.kind == .class,
        routers.contains(type.name) || routers.contains(qualifiedName(of: type))
      {
        facts.routerMethods[qualifiedName(of: type)] = functionNames(in: body)
      }
      // (Types without an inheritance clause too: an extension elsewhere may make one a view.)
      let first = line(type.namePosition)
      let lines = line(body.upperBound - 1) - first + 1
      facts.declarations.append(
        ScreenFileFacts.Declaration(
          name: qualifiedName(of: type), kind: type.kind,
          inherited: type.inherited.map { dottedName(endingAt: $0.position) },
          line: first,
          lines: lines,
          logicLines: max(0, lines - viewBuildingLines(in: body, line: line)),
          wrapsViews: type.kind == .struct
            && (erasing.contains(type.namePosition) || isGenericOverViews(type.namePosition, body: body.lowerBound)),
          dispatches: views[type.namePosition] != nil ? dispatched(body) : []))
    }

    // Calls that show, title or hand over to a storyboard.
    let names = Self.interesting
    // Names this file declares with a router's type (`weak var routing: AppRouting?`,
    // `init(router: AppRouting)`, `var router: (NSObjectProtocol & OrdersRoutingLogic)?`).
    // (A nested router, `Orders.RoutingLogic`, is written by its last name.)
    var routerValues = Set<String>()
    let routerNames = NameSet(routers.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    if !routers.isEmpty {
      for (index, _) in file.identifiers(in: routerNames) {
        guard var p = outline.codePosition(ofToken: index) else { continue }
        while p > 1,
          kind(p - 1) == .leftParen || kind(p - 1) == .period || kind(p - 1) == .identifier
            || file.tokenIs(code[p - 1], "&")
        {
          p -= 1
        }
        guard p > 1, kind(p - 1) == .colon, kind(p - 2) == .identifier else { continue }
        routerValues.insert(file.name(code[p - 2]))
      }
      for (name, positions) in file.localDeclarations
      where routerValues.contains(name) || UikitNavigationInSwiftuiRule.isRouterName(name) {
        for p in positions where outline.functionBody(containing: p) == nil {
          let types = annotationTypes(at: p + 1)
          if !types.isEmpty { facts.routerProperties[enclosingType(p) + "." + name] = types }
        }
      }
    }
    var receiverTypes: [String: [String]] = [:]
    for call in outline.calls where !routers.isEmpty && kind(call.callee) == .identifier {
      if let receiver = valueReceiver(of: call.callee),
        routerValues.contains(receiver) || UikitNavigationInSwiftuiRule.isRouterName(receiver)
      {
        let source = enclosingType(call.callee)
        let key = source + "\u{1}" + receiver
        if receiverTypes[key] == nil {
          receiverTypes[key] = declaredTypes(of: receiver, where: { enclosingType($0) == source })
        }
        facts.memberCalls.append(
          ScreenFileFacts.MemberCall(
            source: source, function: enclosingFunction(call.callee)?.name ?? "", method: file.name(code[call.callee]),
            line: line(call.callee), receiver: receiver, receiverTypes: receiverTypes[key]!,
            chosen: call.arguments.flatMap { fixedCase(in: $0.lowerBound) }))
      }
    }
    // The helper objects each type makes (`FollowersTableDelegate(viewController: self)`).
    for call in outline.calls where call.arguments != nil && helperClasses.filter.mayContain(call.nameHash) {
      guard call.callee == 0 || kind(call.callee - 1) != .period,
        case let name = outline.name(of: call, in: file), helperClasses.contains(name),
        case let maker = enclosingType(call.callee), !maker.isEmpty, maker != name
      else { continue }
      facts.made[maker, default: []].insert(name)
    }
    // Child coordinators started: `child.start()`, or handed to a base class's
    // `coordinate(to: child)` (RxSwift MVVM-C).
    for call in outline.calls where Self.starts.filter.mayContain(call.nameHash) {
      guard let arguments = call.arguments, let function = enclosingFunction(call.callee) else { continue }
      let made: [String]
      if arguments.count == 2, file.tokenIs(code[call.callee], "start"), let child = valueReceiver(of: call.callee),
        let initializer = initializer(of: child, at: call.callee)
      {
        made = constructions(in: [initializer], following: false).types
      } else if file.tokenIs(code[call.callee], "coordinate"), let child = labelled("to", in: arguments) {
        made = constructions(in: [child]).types
      } else {
        continue
      }
      let children = made.filter { name in Self.coordinatorSuffixes.contains(where: name.hasSuffix) }
      guard !children.isEmpty else { continue }
      facts.handoffs.append(
        ScreenFileFacts.Handoff(
          source: enclosingType(call.callee), function: function.name, children: children, line: line(call.callee)))
    }
    // Closures coordinators hand the screens they build, assigned (`login.onDone = { … }`)
    // or through an initializer (`ListViewController(onSelect: { … })`), and their
    // methods handed by name (`login.onDone = showNext`, `onSelect: self.showItem`).
    // A closure that shows by itself (`pastry.onAddToBasket = { self?.nav.push…(
    // Basket()) }`) is a method of its own, `{onAddToBasket}`: its shows are the
    // screen's, not the method's around it (see `addSite`).
    var showingClosures: [(range: ClosedRange<Int>, name: String)] = []
    for type in outline.types where type.kind == .class || type.kind == .struct || type.kind == .extension {
      guard let body = type.body, body.count > 4, Self.coordinatorSuffixes.contains(where: type.name.hasSuffix)
      else { continue }
      // (The type's own methods, read once the first method may be handed by name.)
      var declaredMethods: [String]? = nil
      for p in (body.lowerBound + 3)..<(body.upperBound - 2) {
        let handing = kind(p)
        var delegate: String? = nil
        // (A subscription to the value's output, `viewModel.selectItem.sink { … }`,
        // `.subscribe(onNext: { … })`: the value, at the start of the chain.)
        var subscribed: Int? = nil
        var owner: String? = nil
        if handing == .leftBrace {
          guard kind(p - 1) == .identifier, kind(p - 2) == .period, isSubscription(p - 1) else { continue }
          subscribed = chainStart(endingAt: p - 3)
        } else if handing == .colon, kind(p - 1) == .identifier, case let open = argumentsOpen(before: p - 1),
          open > 2, kind(open - 2) == .period, isSubscription(open - 1)
        {
          subscribed = chainStart(endingAt: open - 3)
          // (RxSwift 6's `subscribe(with: self, onNext: { owner, _ in owner.showX() })`: the
          // closure's first parameter is the coordinator.)
          if open < p - 2, file.tokenIs(code[open + 1], "with"), file.tokenIs(code[open + 3], "self"),
            kind(p + 1) == .leftBrace, kind(p + 2) == .identifier
          {
            owner = file.name(code[p + 2])
          }
        }
        if let value = subscribed {
          guard value > body.lowerBound, kind(value) == .identifier else { continue }
        } else if handing == .equal {
          guard kind(p - 1) == .identifier, kind(p - 2) == .period, kind(p - 3) == .identifier else { continue }
          if isDelegate(p - 1) && file.tokenIs(code[p + 1], "self")
            && (kind(p + 2) == .rightBrace || kind(p + 2) == .semicolon || file.startsLine(p + 2))
          {
            delegate = file.name(code[p - 1])
          }
        } else if handing == .colon {
          guard kind(p - 1) == .identifier, kind(p - 2) == .leftParen || kind(p - 2) == .comma else { continue }
          // (`ListViewController(delegate: self)`.)
          if isDelegate(p - 1) && file.tokenIs(code[p + 1], "self")
            && (kind(p + 2) == .comma || kind(p + 2) == .rightParen)
          {
            delegate = ""
          }
        } else {
          continue
        }
        var methods: [String] = []
        var showing: (range: ClosedRange<Int>, name: String)? = nil
        let closure = handing == .leftBrace ? p : p + 1
        if delegate != nil {
          // (Answered by the methods the screen calls on its delegate.)
        } else if kind(closure) == .leftBrace {
          let close = Int(outline.match[closure])
          guard close > closure else { continue }
          if uikitShowArguments.contains(where: { $0.lowerBound > closure && $0.upperBound < close }) {
            showing = (closure...close, "{" + file.name(code[p - 1]) + "}")
            methods.append(showing!.name)
          }
          // The closure's calls of methods of `self` (`self?.showReset(…)`, `showReset(…)`).
          for q in (closure + 1)..<close where kind(q) == .identifier && kind(q + 1) == .leftParen && !isTypeName(q) {
            var r = q - 1
            if kind(r) == .period {
              r -= 1
              if kind(r) == .postfixQuestion || kind(r) == .postfixExclamation { r -= 1 }
              guard owner.map({ file.name(code[r]) == $0 }) ?? file.tokenIs(code[r], "self") else { continue }
            }
            let name = file.name(code[q])
            if !methods.contains(name) { methods.append(name) }
          }
        } else if subscribed == nil {
          // A method of the coordinator's by name, alone: `showReset`, `self.showReset`.
          var q = p + 1
          if file.tokenIs(code[q], "self") && kind(q + 1) == .period { q += 2 }
          guard q + 1 < body.upperBound, kind(q) == .identifier, !isTypeName(q) else { continue }
          let next = kind(q + 1)
          guard
            handing == .colon
              ? next == .comma || next == .rightParen
              : next == .rightBrace || next == .semicolon || file.startsLine(q + 1)
          else { continue }
          if declaredMethods == nil { declaredMethods = functionNames(in: body) }
          let name = file.name(code[q])
          guard declaredMethods!.contains(name) else { continue }
          methods = [name]
        }
        guard !methods.isEmpty || delegate != nil else { continue }
        var types: [String] = []
        if handing == .colon && subscribed == nil {
          // An argument of a construction: the type constructed is the screen.
          var open = p - 2
          while open > body.lowerBound, kind(open) != .leftParen || outline.match[open] < p { open -= 1 }
          guard open > body.lowerBound, isTypeName(open - 1) else { continue }
          types = [dottedName(endingAt: open - 1)]
        } else {
          let at = subscribed ?? p - 3
          let value = file.name(code[at])
          guard let initializer = initializer(of: value, at: at) else { continue }
          types = constructions(in: [initializer], following: false).types
          // (MVVM-C: the value is a view model handed to the screen's construction in the
          // method, `SignupViewController(viewModel: viewModel)`; to one only: a session
          // handed to every screen is no screen's.)
          if let body = outline.functionBody(containing: p) {
            var handedTo: [String] = []
            // (Or, when no initializer is handed it, set as a controller's property:
            // `viewController.viewModel = viewModel`; a header view given it too is none.)
            var setOn: [String] = []
            for q in body.dropFirst() where kind(q) == .identifier && q != at && file.name(code[q]) == value {
              let before = kind(q - 1)
              if before == .equal, kind(q - 2) == .identifier, kind(q - 3) == .period, kind(q - 4) == .identifier,
                let screen = self.initializer(of: file.name(code[q - 4]), at: q - 4)
              {
                for made in constructions(in: [screen], following: false).types
                where made.hasSuffix("Controller") && !setOn.contains(made) {
                  setOn.append(made)
                }
              }
              guard before == .colon || before == .leftParen || before == .comma else { continue }
              var open = q - 1
              while open > body.lowerBound, kind(open) != .leftParen || outline.match[open] < q { open -= 1 }
              if open > body.lowerBound, isTypeName(open - 1) {
                let screen = dottedName(endingAt: open - 1)
                if !handedTo.contains(screen) { handedTo.append(screen) }
              }
            }
            if handedTo.isEmpty { handedTo = setOn }
            if handedTo.count == 1, !types.contains(handedTo[0]) { types += handedTo }
          }
        }
        guard !types.isEmpty else { continue }
        if let showing { showingClosures.append(showing) }
        facts.relays.append(
          ScreenFileFacts.Relay(
            source: enclosingType(p), screens: types, methods: methods, line: line(p), delegate: delegate))
      }
    }

    // Functions of this file that show what they are handed (`func push(_ vc:
    // UIViewController) { navigation.pushViewController(vc, …) }`), by how they show it:
    // a call of one is a site as a show is (see `addSite`).
    var helpers: [String: ScreenFileFacts.Helper] = [:]
    func helper(_ function: (name: String, body: Range<Int>), _ pattern: ShowPattern) {
      helpers[function.name] = ScreenFileFacts.Helper(pattern: pattern, owner: enclosingType(function.body.lowerBound))
    }
    for call in outline.calls {
      guard names.filter.mayContain(call.nameHash) else { continue }
      let name = outline.name(of: call, in: file)
      if Self.uikitShows.contains(name) {
        if let arguments = call.arguments {
          let added = addSite(&facts, .uikit, at: call.callee, ranges: [arguments])
          if let added, name == "addChild" { facts.sites[added].embeds = true }
          if let added, name == "setViewControllers" { facts.sites[added].container = container(filledAt: call.callee) }
        }
      } else if Self.swiftUIShows.contains(name) {
        // (A modifier is called on a view: `.sheet(…)`, or bare in a `View` extension.)
        if Self.modifiers.contains(name) && (call.callee == 0 || kind(call.callee - 1) != .period)
          && enclosingType(call.callee) != "View"
        {
          continue
        }
        // The `destination:` or `content:` argument, else the trailing closure (with a
        // destination argument, `NavigationLink`'s trailing closure is its label; with a
        // `value:`, it is the label too, and `navigationDestination(for:)` shows the rest).
        var ranges: [ClosedRange<Int>] = []
        var labelOnly = false
        if let arguments = call.arguments {
          if let value = labelled("destination", in: arguments) { ranges.append(value) }
          if let value = labelled("content", in: arguments) { ranges.append(value) }
          labelOnly = name == "NavigationLink" && labelled("value", in: arguments) != nil
        }
        if name == "NavigationSplitView" {
          // Its content and detail columns (`content:`, `detail:` after the sidebar's
          // closure, or as arguments); the sidebar is part of it. A column's placeholder
          // is none (see `placeholderFree`).
          var columns: [ClosedRange<Int>] = []
          if let arguments = call.arguments {
            if let sidebar = labelled("sidebar", in: arguments) { columns.append(sidebar) }
            if let content = labelled("content", in: arguments) { columns.append(content) }
            if let detail = labelled("detail", in: arguments) { columns.append(detail) }
          }
          if let closure = call.trailingClosure { columns += [closure] + labelledClosures(after: closure).map(\.body) }
          ranges = zip(columns, columns.dropFirst()).flatMap { placeholderFree($1, after: $0) }
          labelOnly = true
        }
        if name == "NavigationStack" || name == "NavigationStackStore" {
          // Its root is part of the view; a `destination:` closure after it builds each
          // screen pushed on a store's path (the Composable Architecture's
          // `NavigationStack(path: $store.scope(…)) { … } destination: { store in switch
          // store.case { … } }`; before 1.7, `NavigationStackStore`'s).
          guard let closure = call.trailingClosure,
            let destination = labelledClosures(after: closure).first(where: {
              file.tokenIs(code[$0.label], "destination")
            })
          else { continue }
          addSite(&facts, .swiftUI, at: destination.label, ranges: [destination.body])
          continue
        }
        if name == "TabView", let closure = call.trailingClosure,
          !closure.contains(where: { file.tokenIs(code[$0], "tabItem") || file.tokenIs(code[$0], "Tab") })
        {
          // A paged carousel (`.tabViewStyle(.page)`): pages without tab items are parts.
          continue
        }
        if name == "TabView", ranges.isEmpty, let closure = call.trailingClosure {
          // Each tab at its own line.
          for tab in statements(in: closure) { addSite(&facts, .swiftUI, at: tab.lowerBound, ranges: [tab]) }
          continue
        }
        if ranges.isEmpty, !labelOnly, let closure = call.trailingClosure { ranges.append(closure) }
        // (`navigationDestination(for: Route.self) { route in route.destination }`: a read
        // on the closure's value is a read on a `Route`.)
        var typed: [String: String] = [:]
        if let arguments = call.arguments, let type = labelled("for", in: arguments), type.count >= 3,
          file.tokenIs(code[type.upperBound], "self"), kind(type.upperBound - 1) == .period,
          isTypeName(type.upperBound - 2), let closure = ranges.last
        {
          let route = dottedName(endingAt: type.upperBound - 2)
          typed["$0"] = route
          if closure.count > 3, kind(closure.lowerBound + 1) == .identifier,
            kind(closure.lowerBound + 2) == .keyword, tokens[code[closure.lowerBound + 2]].keyword == .in
          {
            typed[file.name(code[closure.lowerBound + 1])] = route
          }
        }
        addSite(&facts, .swiftUI, at: call.callee, ranges: ranges, typed: typed)
      } else if Self.titles.contains(name) {
        facts.titled.insert(enclosingType(call.callee))
      } else if Self.storyboard.contains(name) {
        facts.storyboardCalls[enclosingType(call.callee), default: 0] += 1
      } else if name == "forEach", let arguments = call.arguments, call.callee > 1, kind(call.callee - 1) == .period {
        // `children.forEach(addChild)`: the method handed by name shows each element.
        var q = arguments.lowerBound + 1
        if file.tokenIs(code[q], "self") && kind(q + 1) == .period { q += 2 }
        guard q < arguments.upperBound, file.tokenIs(code[q], "addChild"),
          kind(q + 1) == .rightParen || kind(q + 1) == .leftParen
        else { continue }
        let end = call.callee - 2
        addSite(&facts, .uikit, at: call.callee, ranges: [expressionStart(endingAt: end)...end])
      }
    }

    // Arguments `rootView: V()` (a hosting controller) and `rootViewController: X()` (a
    // navigation controller's root): found by name, then the value up to the next `,`.
    // (One search of the identifiers, by their hashes, finds these and the assigned names
    // below, rather than a walk over every token.)
    let named = file.identifiers(in: Self.searched)
    for (index, label) in named where Self.labels.contains(label) {
      guard let p = outline.codePosition(ofToken: index), p > 0, p + 2 < n, kind(p + 1) == .colon,
        kind(p - 1) == .leftParen || kind(p - 1) == .comma
      else { continue }
      var e = p + 2
      while e < n, kind(e) != .comma, kind(e) != .rightParen {
        if kind(e) == .leftParen || kind(e) == .leftBrace || kind(e) == .leftSquare, outline.match[e] > e {
          e = Int(outline.match[e])
        }
        e += 1
      }
      guard e > p + 2 else { continue }
      let pattern: ShowPattern =
        label == "rootView" ? .hosting : label == "rootViewController" ? .navigation : .uikit
      addSite(&facts, pattern, at: p, ranges: [(p + 2)...(e - 1)])
    }

    // Calls on a coordinator or view model declared here with its type, routers
    // configured or not (`weak var coordinator: PlansCoordinator?`, `@ObservedObject var
    // viewModel: CardsViewModel`): found by the receiver's name.
    // (Their declarations are among the same names: `name: Type`, found once.)
    var declared: [String: [(source: String, types: [String])]] = [:]
    var delegateCalls: [(receiver: String, p: Int, method: Int)] = []
    /// The method called on the value named at `p` when that value is `self`'s
    /// (`router.show(…)`, `self.delegate?.m(…)`): the method's position.
    func methodCalled(onOwnValueAt p: Int) -> Int? {
      guard p == 0 || kind(p - 1) != .period || (p > 1 && file.tokenIs(code[p - 2], "self")) else { return nil }
      var q = p + 1
      if kind(q) == .postfixQuestion || kind(q) == .postfixExclamation { q += 1 }
      guard q + 2 < n, kind(q) == .period, kind(q + 1) == .identifier, kind(q + 2) == .leftParen else { return nil }
      return q + 1
    }
    for (index, receiver) in named where Self.delegateNames.contains(receiver) {
      guard let p = outline.codePosition(ofToken: index), p + 3 < n else { continue }
      if case let types = declaredTypes(at: p), !types.isEmpty {
        declared[receiver, default: []].append((enclosingType(p), types))
        continue
      }
      if let method = methodCalled(onOwnValueAt: p) { delegateCalls.append((receiver, p, method)) }
    }
    // Calls on a delegate of `self` (`delegate?.m(…)`, `self.listDelegate?.m(…)`), and on
    // a singleton (`AppNavigator.shared.openCall(…)`: on its type, see `memberCalls`).
    for call in outline.calls where call.arguments != nil && call.callee > 2 && kind(call.callee - 1) == .period {
      var p = call.callee - 2
      if file.tokenIs(code[p], "shared"), kind(p - 1) == .period, isTypeName(p - 2) {
        facts.memberCalls.append(
          ScreenFileFacts.MemberCall(
            source: enclosingType(p), function: enclosingFunction(p)?.name ?? "", method: file.name(code[call.callee]),
            line: line(call.callee), receiver: "shared", receiverTypes: [dottedName(endingAt: p - 2)],
            chosen: fixedCase(in: call.arguments!.lowerBound)))
        continue
      }
      if kind(p) == .postfixQuestion || kind(p) == .postfixExclamation { p -= 1 }
      guard kind(p) == .identifier, isDelegate(p), methodCalled(onOwnValueAt: p) == call.callee else { continue }
      facts.delegateCalls.append(
        ScreenFileFacts.DelegateCall(
          source: enclosingType(p), property: file.name(code[p]), name: file.name(code[call.callee]),
          line: line(call.callee)))
    }
    for call in delegateCalls {
      guard let declarations = declared[call.receiver],
        routers.isEmpty
          || !(routerValues.contains(call.receiver) || UikitNavigationInSwiftuiRule.isRouterName(call.receiver))
      else { continue }
      // (The calling type's own value, or its superclass's here: another type's value of
      // that name is not the caller's.)
      let source = enclosingType(call.p)
      var owner = source
      var own = declarations.first { $0.source == owner }
      for _ in 0..<8 where own == nil {
        guard let base = facts.declarations.first(where: { $0.name == owner })?.inherited.first, base != owner
        else { break }
        owner = base
        own = declarations.first { $0.source == owner }
      }
      guard let types = own?.types else { continue }
      facts.memberCalls.append(
        ScreenFileFacts.MemberCall(
          source: source, function: enclosingFunction(call.method)?.name ?? "", method: file.name(code[call.method]),
          line: line(call.method), receiver: call.receiver, receiverTypes: types, chosen: fixedCase(in: call.method + 1)
        ))
    }

    // Assignments: `.rootView = V()`, `viewControllers = [...]`, `rootViewController = X()`.
    for (index, name) in named where Self.assignedNames.contains(name) {
      guard let p = outline.codePosition(ofToken: index), p + 1 < n else { continue }
      // A stack or a tab bar grown in place (`navigationController?.viewControllers.append(
      // AuthorBioViewController())`): what is added.
      if name == "viewControllers", case let dot = kind(p + 1) == .postfixQuestion ? p + 2 : p + 1, dot + 3 < n,
        kind(dot) == .period, file.tokenIs(code[dot + 1], "append") || file.tokenIs(code[dot + 1], "insert"),
        kind(dot + 2) == .leftParen, outline.match[dot + 2] > dot + 2
      {
        let stack = valueReceiver(of: p).map { $0.lowercased().contains("nav") } ?? false
        addSite(&facts, stack ? .uikit : .tabs, at: p, ranges: [(dot + 2)...Int(outline.match[dot + 2])])
        continue
      }
      guard kind(p + 1) == .equal else { continue }
      let pattern: ShowPattern
      if file.tokenIs(code[p], "rootView") && p > 0 && kind(p - 1) == .period {
        pattern = .hosting
      } else if file.tokenIs(code[p], "viewControllers") {
        // A navigation controller's stack set (`navigationController?.viewControllers =
        // […]`, `nav.viewControllers = […]`, a value made as a `…NavigationController`) is
        // a push of them all, as `setViewControllers` is; otherwise tabs.
        let stack =
          valueReceiver(of: p).map { receiver in
            receiver.lowercased().contains("nav")
              || initializer(of: receiver, at: p).map { made in
                made.contains { kind($0) == .identifier && file.name(code[$0]).hasSuffix("NavigationController") }
              } ?? false
          } ?? false
        pattern = stack ? .uikit : .tabs
      } else if file.tokenIs(code[p], "rootViewController") && p > 0 && kind(p - 1) == .period {
        pattern = .root
      } else {
        continue
      }
      let end = file.statementEnd(from: p + 2)
      guard end > p + 2 else { continue }
      if let added = addSite(&facts, pattern, at: p, ranges: [(p + 2)...(end - 1)]),
        file.tokenIs(code[p], "viewControllers")
      {
        facts.sites[added].container = container(filledAt: p)
      }
    }

    // Representables: what `makeUIViewController` constructs.
    for body in outline.functionBodies where Self.representableMakers.contains(functionName(body.lowerBound)) {
      guard body.count > 2 else { continue }
      addSite(&facts, .representable, at: body.lowerBound, ranges: [body.lowerBound...(body.upperBound - 1)])
    }

    // Calls of the helpers: a helper handing its parameter to another makes a third
    // (`pushFading(vc)` → `push(vc)` → `pushViewController(vc, …)`), on any receiver
    // (`self?.push(…)`, `navigationController?.pushFading(…)` of an extension here).
    if !helpers.isEmpty {
      var known = NameSet(helpers.keys)
      var grown = true
      while grown {
        grown = false
        for call in outline.calls where known.filter.mayContain(call.nameHash) && call.arguments != nil {
          let name = outline.name(of: call, in: file)
          guard let pattern = helpers[name]?.pattern, let function = enclosingFunction(call.callee),
            helpers[function.name] == nil, !Self.showNames.contains(function.name),
            handsOnParameter([call.arguments!], of: function.body.lowerBound)
          else { continue }
          helper(function, pattern)
          grown = true
        }
        if grown { known = NameSet(helpers.keys) }
      }
      for call in outline.calls where known.filter.mayContain(call.nameHash) && call.arguments != nil {
        if let found = helpers[outline.name(of: call, in: file)] {
          addSite(&facts, found.pattern, at: call.callee, ranges: [call.arguments!])
        }
      }
    }

    facts.helpers = helpers
    // Calls handed a controller or a view of functions not shown here to be helpers:
    // another file's may be (an extension's `pushCrossFading(_:)`, a base class's `open(_:)`).
    // This file's function names by their type's qualified name ("" for global ones), made
    // on first use: a call of one of them is neither another file's helper nor a base
    // class's method. (A class and its extensions in this file are one type.)
    var functionsOf: [String: Set<String>]? = nil
    func declaresHere(_ type: String, _ name: String) -> Bool {
      if functionsOf == nil {
        var made: [String: Set<String>] = [:]
        for body in outline.functionBodies {
          made[outline.innermostType(containing: body.lowerBound).map(qualifiedName(of:)) ?? "", default: []].insert(
            functionName(body.lowerBound))
        }
        functionsOf = made
      }
      return functionsOf![type]?.contains(name) == true || functionsOf![""]?.contains(name) == true
    }
    let match = outline.match
    /// Whether the call at `p` is made on a value named like a router (`router.push(item)`,
    /// `self.navigator?.show(detail)`): whatever it is handed may be a screen.
    /// (Reads the tokens here rather than through `receiverPosition(of:)`: it runs for
    /// every call, and going through it cost five times as much: 40 M instructions on
    /// the bench repository against 8 M.)
    func isOnARouter(_ p: Int) -> Bool {
      guard p > 1, kind(p - 1) == .period else { return false }
      let r = kind(p - 2) == .postfixQuestion || kind(p - 2) == .postfixExclamation ? p - 3 : p - 2
      return file.tokenIs(code[r], "router") || file.tokenIs(code[r], "navigator")
    }
    for call in outline.calls {
      guard let arguments = call.arguments, arguments.count > 2, kind(call.callee) == .identifier,
        handsOnAScreen(arguments, code: code, match: match) || isOnARouter(call.callee), !isTypeName(call.callee)
      else { continue }
      let name = outline.name(of: call, in: file)
      guard helpers[name] == nil, !Self.showNames.contains(name), !Self.viewHierarchy.contains(name) else { continue }
      let onValue = valueReceiver(of: call.callee).map { $0 != "self" } ?? false
      if !onValue {
        // (A function by that name of the calling type in this file, or a global one, is
        // the one called.)
        if declaresHere(enclosingType(call.callee), name) { continue }
      }
      let (types, calls) = constructions(in: [arguments])
      guard !types.isEmpty || !calls.isEmpty else { continue }
      facts.handedCalls.append(
        ScreenFileFacts.HandedCall(
          name: name, onValue: onValue,
          site: ScreenFileFacts.ShowSite(
            source: enclosingType(call.callee), function: enclosingFunction(call.callee)?.name ?? "",
            line: line(call.callee), pattern: .uikit, constructed: types, called: calls)))
    }

    /// Whether code position `p` is in a closure handed to something in `body`: by
    /// assignment or label (`detail.onEdit = { self?.showEditor() }`, `X(onSelect: { … })`),
    /// to a construction (`X { … }`) or a subscription (`.sink { … }`). What it calls is
    /// what that closure shows, not the function around it.
    func inHandedClosure(_ p: Int, within body: Range<Int>) -> Bool {
      var q = p - 1
      while q > body.lowerBound {
        let k = kind(q)
        if k == .rightBrace || k == .rightParen || k == .rightSquare, outline.match[q] < q {
          q = Int(outline.match[q])
        } else if k == .leftBrace {
          // (`= {`, `label: {`, a construction's or a subscription's closure: `X { … }`,
          // `X(…) { … }`, `.sink { … }`.)
          let before =
            kind(q - 1) == .rightParen && outline.match[q - 1] < q - 1 ? Int(outline.match[q - 1]) - 1 : q - 1
          if kind(q - 1) == .equal || kind(q - 1) == .colon
            || (kind(before) == .identifier && (isTypeName(before) || isSubscription(before)))
          {
            return true
          }
        }
        q -= 1
      }
      return false
    }
    // Calls of methods the calling class does not declare here: a base class's may show.
    // In a view, a modifier (`.withAppRouter()` after a view, not `.detail(id)` alone):
    // a `View` extension's may show; the first call of each name a view makes.
    for call in outline.calls where call.arguments != nil && kind(call.callee) == .identifier {
      let p = call.callee
      let onSelf = file.isOnSelf(p)
      guard
        onSelf
          || (!views.isEmpty && p > 1 && !Self.builtInModifiers.contains(call.nameHash)
            && Self.endsAView(kind(p - 2))),
        !isTypeName(p),
        let type = outline.innermostType(containing: p),
        onSelf
          ? type.kind == .class || type.kind == .extension
          // (The view's set of names seen holds its parts' too: those are types.)
          : views[type.namePosition]?.seen.insert(call.nameHash).inserted == true
      else { continue }
      let name = outline.name(of: call, in: file)
      guard helpers[name] == nil, !Self.showNames.contains(name), !Self.viewHierarchy.contains(name) else { continue }
      let source = onSelf ? qualifiedName(of: type) : views[type.namePosition]!.source
      if onSelf && declaresHere(source, name) {
        if Self.relayingSuffixes.contains(where: source.hasSuffix), let function = enclosingFunction(p),
          function.name != name, !inHandedClosure(p, within: function.body)
        {
          facts.ownCalls.append(ScreenFileFacts.OwnCall(source: source, function: function.name, name: name))
        }
        continue
      }
      facts.inheritedCalls.append(ScreenFileFacts.InheritedCall(source: source, name: name, line: line(p)))
    }

    // A flag choosing between two methods of this file that show (`if FLAG {
    // showSwiftUIProfile() } else { showLegacyProfile() }`): the choice is around the calls.
    let showing = Set(facts.sites.map(\.function).filter { !$0.isEmpty })
    if !showing.isEmpty {
      let showingNames = NameSet(showing)
      for call in outline.calls where showingNames.filter.mayContain(call.nameHash) && call.arguments != nil {
        guard showingNames.contains(outline.name(of: call, in: file)),
          call.callee == 0 || kind(call.callee - 1) != .period
            || (call.callee > 1 && file.tokenIs(code[call.callee - 2], "self")),
          let found = branches(around: call.callee)
        else { continue }
        addChoice(&facts, found, source: enclosingType(call.callee))
      }
    }

    // Factories: functions returning a controller or a view.
    for body in outline.functionBodies {
      guard let returned = returnedScreen(body.lowerBound) else { continue }
      let whole = body.lowerBound...(body.upperBound - 1)
      // (`-> Self`, `Storyboarded`'s `instantiate()`: the type it is called on.)
      // (A container it fills counts, `nav.setViewControllers([Orders()], …)`.)
      let (types, calls) = returned == "Self" ? (["Self"], []) : constructions(in: [whole], withShows: true)
      guard !types.isEmpty || !calls.isEmpty else { continue }
      let owner = enclosingType(body.lowerBound)
      facts.factories.append(
        ScreenFileFacts.Factory(
          name: functionName(body.lowerBound), owner: owner, returnsController: returned.hasSuffix("Controller"),
          line: line(body.lowerBound), constructed: types, called: calls, label: firstLabel(of: body.lowerBound),
          cases: types.count + calls.count > 1 ? switchCases(in: body) : []))
      guard types.count + calls.count > 1 else { continue }
      // Its choices: the `if`/`guard` around each `return` (`guard FLAG else { return
      // Old() }`; a block that does not return chooses a part, not the screen), and
      // `FLAG ? New() : Old()`.
      let returns = whole.filter { kind($0) == .keyword && tokens[code[$0]].keyword == .return }
      for choice in returns.map(branches(around:)) + [ternary(in: whole), switchChoice(in: body)] {
        if let choice { addChoice(&facts, choice, source: owner) }
      }
    }
    // Computed properties of a controller's or a view's type are factories too.
    for property in properties {
      let (types, calls) = constructions(in: [property.body], following: false)
      guard !types.isEmpty || !calls.isEmpty else { continue }
      facts.factories.append(
        ScreenFileFacts.Factory(
          name: property.name, owner: enclosingType(property.at),
          returnsController: property.returned.hasSuffix("Controller"), line: line(property.at + 1),
          constructed: types, called: calls,
          cases: types.count + calls.count > 1
            ? switchCases(in: property.body.lowerBound..<(property.body.upperBound + 1), overSelf: true) : []))
    }
    return facts

    func addChoice(_ facts: inout ScreenFileFacts, _ found: Found, source: String) {
      guard !facts.choices.contains(where: { $0.line == found.line && $0.condition == found.condition }) else { return }
      facts.choices.append(
        ScreenFileFacts.Choice(source: source, condition: found.condition, line: found.line, branches: found.branches))
    }

    /// Adds the site at `p` (if it makes something) and returns its index in `facts.sites`.
    @discardableResult
    func addSite(
      _ facts: inout ScreenFileFacts, _ pattern: ShowPattern, at p: Int, ranges: [ClosedRange<Int>],
      typed: [String: String] = [:]
    ) -> Int? {
      guard !previews.contains(where: { $0.contains(p) }) else { return nil }
      let (types, calls) = constructions(in: ranges, typed: typed)
      // Nothing made here, or only calls on values (a router's `guard let controller =
      // module?.toPresent()`): a function showing a parameter of its own is a helper.
      if types.isEmpty, calls.allSatisfy({ $0.utf8.first == UInt8(ascii: ".") }), pattern != .representable,
        let function = enclosingFunction(p), helpers[function.name] == nil, !Self.showNames.contains(function.name),
        handsOnParameter(ranges, of: function.body.lowerBound)
      {
        helper(function, pattern)
        // (A call on a parameter may be a factory's, `assembly.makeCheckout()`: kept.)
        if calls.isEmpty { return nil }
      }
      guard !types.isEmpty || !calls.isEmpty else { return nil }
      let source = enclosingType(p)
      let function = showingClosures.last { $0.range.contains(p) }?.name ?? enclosingFunction(p)?.name ?? ""
      facts.sites.append(
        ScreenFileFacts.ShowSite(
          source: source, function: function, line: line(p), pattern: pattern, constructed: types, called: calls))
      if let found = (types.count + calls.count > 1 ? ternary(in: ranges) : nil) ?? branches(around: p) {
        addChoice(&facts, found, source: source)
      }
      return facts.sites.count - 1
    }
    /// The closures written with a label after a call's trailing closure (`} detail: {
    /// … }`, `} destination: { store in … }`): each label's position and the closure.
    func labelledClosures(after closure: ClosedRange<Int>) -> [(label: Int, body: ClosedRange<Int>)] {
      var found: [(label: Int, body: ClosedRange<Int>)] = []
      var close = closure.upperBound
      while close + 3 < n, kind(close + 1) == .identifier, kind(close + 2) == .colon, kind(close + 3) == .leftBrace,
        outline.match[close + 3] > close + 3
      {
        found.append((close + 1, (close + 3)...Int(outline.match[close + 3])))
        close = Int(outline.match[close + 3])
      }
      return found
    }
    typealias Found = (condition: String, line: Int, branches: [ScreenFileFacts.Choice.Branch])
    /// The first `switch` of a function body (not in a closure or a nested block) with its
    /// subject as the condition and each clause a branch: `switch experiments.variant(for:
    /// .redesign) { case .control: return Old() case .treatment: return New() }`.
    func switchChoice(in body: Range<Int>) -> Found? {
      guard let first = firstSwitch(in: body), first.clauses.count > 1 else { return nil }
      return found(first.subject, first.clauses)
    }
    func found(_ condition: Range<Int>, _ branches: [ClosedRange<Int>]) -> Found {
      // (A flag read into a local first, `let isOn = flags.isEnabled(.x)`, `if isOn`: the
      // condition is what the local holds.)
      // (Its name first: `let useSwiftUI = settings.newProfile` names the flag itself.)
      var spelledCondition = spelled(condition)
      if !ScreenGraph.namesAFlag(spelledCondition), let last = condition.last, kind(last) == .identifier,
        condition.count == 1 || (condition.count == 2 && kind(last - 1) == .prefixOperator),
        let initializer = file.localInitializer(named: file.name(code[last]), before: last)
      {
        spelledCondition =
          (condition.count == 2 ? file.text(code[last - 1]) : "")
          + spelled(initializer.lowerBound..<(initializer.upperBound + 1))
      }
      return (
        spelledCondition, line(condition.lowerBound),
        branches.map {
          let (types, calls) = constructions(in: [$0], withShows: true)
          return ScreenFileFacts.Choice.Branch(constructed: types, called: calls)
        }
      )
    }
    /// The first `condition ? a : b` among the values `ranges` hand on, directly or
    /// through a local's initializer.
    func ternary(in ranges: [ClosedRange<Int>]) -> Found? {
      for range in ranges {
        if let found = ternary(in: range) { return found }
        for p in range where kind(p) == .identifier && p + 1 < n {
          let next = kind(p + 1)
          guard next == .comma || next == .rightParen || next == .rightSquare,
            let initializer = file.localInitializer(named: file.name(code[p]), before: p),
            let found = ternary(in: initializer)
          else { continue }
          return found
        }
      }
      return nil
    }
    func ternary(in range: ClosedRange<Int>) -> Found? {
      // The value starts after an opening bracket, a comma or a label's colon; each branch
      // ends at the value's end.
      func skip(_ p: Int) -> Int {
        let k = kind(p)
        return (k == .leftParen || k == .leftSquare || k == .leftBrace) && outline.match[p] > p
          ? Int(outline.match[p]) : p
      }
      var start = range.lowerBound
      var p = range.lowerBound
      while p <= range.upperBound {
        let k = kind(p)
        if (k == .leftParen || k == .leftSquare || k == .leftBrace) && p == range.lowerBound {
          start = p + 1
          p += 1
          continue
        }
        if k == .comma || k == .colon || k == .equal || k == .semicolon
          || (k == .keyword && tokens[code[p]].keyword == .return)
        {
          start = p + 1
        } else if k == .infixQuestion, p > start {
          var depth = 0
          var q = p + 1
          while q <= range.upperBound {
            let k = kind(q)
            if k == .infixQuestion {
              depth += 1
            } else if k == .colon {
              if depth == 0 { break }
              depth -= 1
            } else if k == .comma || k == .rightParen || k == .rightSquare {
              break
            }
            q = skip(q) + 1
          }
          guard q <= range.upperBound, kind(q) == .colon else { return nil }
          var e = q + 1
          while e <= range.upperBound, kind(e) != .comma, kind(e) != .rightParen, kind(e) != .rightSquare,
            kind(e) != .rightBrace
          {
            e = skip(e) + 1
          }
          guard q > p + 1, e > q + 1 else { return nil }
          return found(start..<p, [(p + 1)...(q - 1), (q + 1)...(e - 1)])
        }
        p = skip(p) + 1
      }
      return nil
    }
    /// The `if FLAG { … } else { … }`, `if FLAG { …; return }` or `guard FLAG else { … }`
    /// whose block holds position `p` (through closures: `dismiss { self.present(…) }`).
    func branches(around p: Int) -> Found? {
      // (A view's `body` is a property, not a function: its `if`/`else` still chooses.)
      let inFunction = outline.functionBody(containing: p)
      guard let function = inFunction ?? outline.innermostType(containing: p)?.body
      else { return nil }
      // The innermost block holding `p` that an `if`, `else` or `guard` heads. (In a view's
      // body, within a few hundred tokens: a long body holds many presentations, and a
      // choice between screens is written around the one it chooses.)
      var open = p - 1
      var head: Int? = nil
      let limit = inFunction == nil ? max(function.lowerBound, p - 400) : function.lowerBound
      while open > limit {
        let k = kind(open)
        if k == .leftBrace, outline.match[open] > p {
          head = heading(open)
          if head != nil { break }
        } else if k == .rightBrace || k == .rightParen || k == .rightSquare, outline.match[open] >= 0 {
          open = Int(outline.match[open])
        }
        open -= 1
      }
      guard let head, open > limit else { return nil }
      let close = Int(outline.match[open])
      func heading(_ open: Int) -> Int? {
        var q = open - 1
        while q > function.lowerBound {
          let t = tokens[code[q]]
          if t.kind == .keyword, t.keyword == .if || t.keyword == .guard || t.keyword == .else { return q }
          if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon { return nil }
          if t.kind == .rightParen || t.kind == .rightSquare, outline.match[q] >= 0 { q = Int(outline.match[q]) }
          q -= 1
        }
        return nil
      }
      let keyword = tokens[code[head]].keyword
      if keyword == .if {
        // The `then` block: an `else { … }` follows, or it returns and the rest is the other branch.
        if close + 2 < function.upperBound, kind(close + 1) == .keyword, tokens[code[close + 1]].keyword == .else,
          kind(close + 2) == .leftBrace, outline.match[close + 2] > close + 2
        {
          return found((head + 1)..<open, [open...close, (close + 2)...Int(outline.match[close + 2])])
        }
        guard inFunction != nil, close + 1 < function.upperBound - 1,
          ((open + 1)..<close).contains(where: { kind($0) == .keyword && tokens[code[$0]].keyword == .return })
        else { return nil }
        return found((head + 1)..<open, [open...close, (close + 1)...(function.upperBound - 2)])
      }
      guard keyword == .else, head > function.lowerBound + 1 else { return nil }
      if kind(head - 1) == .rightBrace, outline.match[head - 1] >= 0 {
        // The `else` block of an `if`.
        let thenOpen = Int(outline.match[head - 1])
        guard let ifHead = heading(thenOpen), tokens[code[ifHead]].keyword == .if else { return nil }
        return found((ifHead + 1)..<thenOpen, [thenOpen...(head - 1), open...close])
      }
      // A `guard`'s `else`: the rest of the function is the branch that passes.
      guard inFunction != nil, let guardHead = heading(head), tokens[code[guardHead]].keyword == .guard,
        close + 1 < function.upperBound - 1
      else { return nil }
      return found((guardHead + 1)..<head, [(close + 1)...(function.upperBound - 2), open...close])
    }
  }
}
