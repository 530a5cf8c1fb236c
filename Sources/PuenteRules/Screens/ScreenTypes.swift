/// What a scan is asked about screens (`ScanInputs.screens`): nothing (nil, every plain
/// scan: the screen needles and analyses cost nothing then), the inventory of
/// `puente screens`, or the staged scan's question "is this UIKit screen new?".
public enum ScreenScan: Sendable, Equatable {
  /// `puente screens`/`puente plan`: every file naming a controller or a view is lexed.
  case inventory
  /// `scan --staged`: the type names declared in HEAD's versions of the files the
  /// commit changes or deletes; a UIKit screen class not among them (nor declared in an
  /// unchanged file) is new.
  case staged(existing: Set<String>)
}

/// The repository's UIKit screen classes by name (see `ScreenGraph` for the
/// definition), closed over its declarations; what `new-uikit-screen` asks.
public struct ScreenTypes: ScanAnalysis, Sendable {
  /// UIKit screen (or container) names, base classes and roots included: a class is a
  /// screen when it is here and is not a root, a hosting type, a base or excluded.
  public let uikit: [String: String]
  public let hosting: [String: String]
  /// Names some declaration of the repository inherits from or conforms to.
  public let bases: Set<String>
  public let excluded: Set<String>
  public let roots: Set<String>

  /// Whether the class `name` is a UIKit screen (or container).
  public func isScreen(_ name: String) -> Bool {
    uikit[name] != nil && hosting[name] == nil && !roots.contains(name) && !bases.contains(name)
      && !excluded.contains(name)
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
    var bases = Set<String>()
    for (name, inherited) in scan.declarations.inheritance { bases.formUnion(inherited.subtracting([name])) }
    return ScreenTypes(
      uikit: closures.uikit, hosting: closures.hosting, bases: bases, excluded: Set(settings.exclude),
      roots: ScreenKinds.screenRoots.union(ScreenKinds.containerRoots).union(settings.baseClasses))
  }

  /// None in a scan that asks nothing about screens; else the parts, the configured
  /// names, and every UIKit screen class declared so far (a subclass of a team's
  /// `BaseScreen` names no controller).
  public static func needles(_ scan: ScanContext) -> [String] {
    guard scan.inputs.screens != nil else { return [] }
    let settings = ScreenSettings.of(scan.configuration)
    return parts + settings.baseClasses + settings.routers + scan.result(of: ScreenTypes.self).uikit.keys
  }
}
