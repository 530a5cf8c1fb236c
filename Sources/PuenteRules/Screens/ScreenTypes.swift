import PuenteSource

/// What a scan is asked about screens (`ScanInputs.screens`): nothing (nil, every plain
/// scan: the screen needles and analyses cost nothing then), the inventory of
/// `puente screens`, or the staged scan's question "is this UIKit screen new?".
public enum ScreenScan: Sendable, Equatable {
  /// `puente screens`/`puente plan`: every file naming a controller or a view is lexed.
  case inventory
  /// `scan --staged`: the staged paths, and the class names declared in HEAD's versions
  /// of the files the commit changes or deletes; a UIKit screen class of a staged file
  /// not among them is new.
  case staged(existing: Set<String>, paths: Set<String>)
}

/// The repository's UIKit screen classes by name (see `ScreenGraph` for the
/// definition), closed over its declarations; what `new-uikit-screen` asks.
public struct ScreenTypes: ScanAnalysis, Sendable {
  /// UIKit screen (or container) names, base classes and roots included: a class is a
  /// screen when it is here and is not a root, a hosting type, a base or excluded.
  public let uikit: [String: String]
  public let hosting: [String: String]
  /// The declarations, for telling bases (names another declaration inherits from or
  /// conforms to) when `isScreen` asks: a few classes of a staged scan, where a set of
  /// every base name made in each round of the inventory's scan was never read.
  let declarations: TypeIndex
  public let excluded: Set<String>
  public let roots: Set<String>
  /// For `puente screens`, the declared SwiftUI views (whatever conforms to `View` or to
  /// a protocol refining it: views are mostly structs, which `closure(of:)` leaves out);
  /// empty otherwise.
  public var views: Set<String> = []
  /// For `puente screens`, the types declared here that UIKit calls back on a screen's
  /// behalf (`ScreenKinds.helperRoots`: a table's delegate, an IGListKit section
  /// controller, a view) and that are no screen or hosting type: a screen making one
  /// shows what it shows (`ScreenFileFacts.made`). Empty otherwise.
  public var helpers = NameSet([])

  /// Whether the class `name` is a UIKit screen (or container).
  public func isScreen(_ name: String) -> Bool {
    uikit[name] != nil && hosting[name] == nil && !roots.contains(name) && !excluded.contains(name)
      && !declarations.isInherited(name)
  }

  /// What every file that may declare or show a screen contains. (`View` covers
  /// `UIViewController`, `rootView` and SwiftUI's `View`; `Controller` every controller.)
  static let parts = [
    "Controller", "View", "NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover",
    "navigationTitle", "navigationBarTitle", "toolbar", "performSegue",
  ]

  public static func run(_ scan: ScanContext) -> ScreenTypes {
    let settings = ScreenSettings.of(scan.configuration)
    let closures = ScreenKinds.closures(
      scan.declarations, configuration: scan.configuration, baseClasses: settings.baseClasses)
    var types = ScreenTypes(
      uikit: closures.uikit, hosting: closures.hosting, declarations: scan.declarations,
      excluded: Set(settings.exclude),
      roots: ScreenKinds.screenRoots.union(ScreenKinds.containerRoots).union(settings.baseClasses))
    if case .inventory = scan.inputs.screens {
      types.views = scan.declarations.inheriting(fromAnyOf: closures.views)
      types.helpers = NameSet(
        scan.declarations.closure(of: ScreenKinds.helperRoots).keys.filter { name in
          !ScreenKinds.helperRoots.contains(name) && closures.uikit[name] == nil && closures.hosting[name] == nil
        })
    }
    return types
  }

  /// None in a scan that asks nothing about screens; else the parts, the configured
  /// names, and every UIKit screen class declared so far (a subclass of a team's
  /// `BaseScreen` names no controller).
  public static func needles(_ scan: ScanContext) -> [String] {
    guard let mode = scan.inputs.screens else { return [] }
    let settings = ScreenSettings.of(scan.configuration)
    // A staged scan asks only whether a class is a UIKit screen: its chain of
    // declarations is found from the controller names alone, and the pre-commit hook
    // does not lex every view of the repository.
    let found: [String]
    if case .staged = mode { found = ["Controller"] } else { found = parts + settings.routers }
    // For the inventory, the extensions of declared SwiftUI views too: a `SettingsScreen:
    // View` extended in a file that names no part must still lend the screen that file's
    // lines. (`extension SettingsScreen`, not the name alone: a view's name is in many
    // files that show it, which the inventory need not lex.)
    let types = scan.result(of: ScreenTypes.self)
    let names = settings.baseClasses + types.uikit.keys + types.views.map { "extension " + $0 }
    // Names holding a part are found by it already; as needles of their own they would
    // only grow the scan's needles (and make a staged scan check the whole tree).
    // (Compared as bytes, as the engine searches files.)
    let foundBytes = found.map { Array($0.utf8) }
    let declared = names.filter { name in
      let bytes = Array(name.utf8)
      return !foundBytes.contains { NeedleSearch.contains(bytes, $0) }
    }
    return found + declared
  }
}

extension ScreenScan {
  /// The staged question for `repository`: the class names HEAD declares in the Swift
  /// files the commit changes (`paths`, staged) or deletes, read with one
  /// `git cat-file --batch`. Empty before the first commit (every screen is new then).
  public static func staged(in repository: GitRepository, stagedPaths paths: [String]) throws(SourceError)
    -> ScreenScan
  {
    guard (try? repository.run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])) != nil else {
      return .staged(existing: [], paths: Set(paths))
    }
    let deleted = try repository.run([
      "diff", "--cached", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--diff-filter=D", "HEAD", "--",
    ]).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    let wanted = (paths + deleted).filter { $0.hasSuffix(".swift") && !$0.contains("\n") }
    guard !wanted.isEmpty else { return .staged(existing: [], paths: Set(paths)) }
    let out = try repository.run(
      ["cat-file", "--batch"], input: Array(wanted.map { "HEAD:\($0)\n" }.joined().utf8))
    var existing = Set<String>()
    // Each answer: `<id> blob <size>\n<bytes>\n`, or `<name> missing\n`.
    var i = 0
    while i < out.count {
      guard let end = out[i...].firstIndex(of: 0x0A) else { break }
      let header = String(decoding: out[i..<end], as: UTF8.self).split(separator: " ")
      i = end + 1
      guard header.count == 3, header[1] == "blob", let size = Int(header[2]), i + size <= out.count else { continue }
      let file = SourceFile(path: "", bytes: Array(out[i..<(i + size)]))
      for (type, name) in zip(file.outline.types, file.outline.qualifiedNames()) where type.kind == .class {
        existing.insert(name)
      }
      i += size + 1
    }
    return .staged(existing: existing, paths: Set(paths))
  }
}
