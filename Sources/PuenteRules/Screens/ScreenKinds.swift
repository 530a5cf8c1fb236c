/// What counts as a UIKit screen and as a SwiftUI view in the migration's progress.
///
/// - A **UIKit screen** is a `class` whose inheritance reaches, through any chain of
///   classes (and aliases) declared in the repository, one of `screenRoots`:
///   `UIViewController` and the content controllers built on it
///   (`UITableViewController`, `UICollectionViewController`, `UIPageViewController`). A team's own base view
///   controller (`BaseViewController: UIViewController`) makes its subclasses screens.
///   A class that another class of the repository inherits from is infrastructure (a base
///   class), not a screen, and is not counted itself. (`puente screens` also sees the
///   shows, and counts a base a show constructs; these counts read declarations only.)
/// - Not screens: the containers `UINavigationController`, `UITabBarController` and
///   `UISplitViewController` (navigation chrome that SwiftUI replaces as a whole with
///   `NavigationStack`, `TabView` and `NavigationSplitView`, not screen by screen),
///   `UIAlertController` (an alert, which Apple does not support subclassing), and
///   `UIHostingController` subclasses (SwiftUI already, counted as bridges instead).
/// - A **SwiftUI view** is a `struct`, `class`, `enum` or `actor` whose inheritance
///   reaches `View`, directly, through an extension (`extension Row: View`), or through a
///   protocol of the repository that refines it.
///
/// Types are matched by name, as the type index does everywhere: two types of the same
/// name in different modules count as one name.
public enum ScreenKinds {
  /// Whether `path` (root-relative) is test code: in a folder named `Tests` or ending in
  /// `Tests`, as SwiftPM (`Tests/`) and Xcode (`AppTests/`, `AppUITests/`) name test
  /// targets. Its spies, fakes and snapshot hosts are no screens, and a test showing a
  /// screen is no navigation.
  public static func isTestCode(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
  }

  public static let screenRoots: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UIPageViewController",
  ]
  public static let viewRoots: Set<String> = ["View"]
  /// Navigation containers: not counted by `count` (the trend's progress), screens of
  /// kind *container* in `puente screens`, converted last.
  public static let containerRoots: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController",
  ]
  /// UIKit's views, cells among them: a hosting controller one holds hosts its content.
  static let uikitViewRoots: Set<String> = [
    "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView", "UIControl", "UIStackView", "UIScrollView",
  ]

  /// What UIKit (or IGListKit) calls back on a screen's behalf: a table's or collection's
  /// delegate or data source, a section controller, a view. One a screen makes shows
  /// for it (`ScreenTypes.helpers`).
  static let helperRoots = uikitViewRoots.union([
    "UITableViewDelegate", "UITableViewDataSource", "UICollectionViewDelegate", "UICollectionViewDataSource",
    "UICollectionViewDelegateFlowLayout", "ListSectionController", "ListBindingSectionController",
    "ListGenericSectionController",
  ])

  /// The closures `puente screens` classifies types by, from one pass over `index`:
  /// UIKit screens (`screenRoots`, `containerRoots` and the configured `baseClasses`),
  /// containers, SwiftUI views, hosting types and representables, each name mapped to
  /// the root it reaches.
  static func closures(
    _ index: TypeIndex, configuration: Configuration, baseClasses: [String]
  ) -> (
    uikit: [String: String], containers: [String: String], views: [String: String],
    hosting: [String: String], representable: [String: String]
  ) {
    let all = index.closures(of: [
      screenRoots.union(containerRoots).union(baseClasses), containerRoots, viewRoots,
      BridgeTypes.hostingRoots(configuration), BridgeTypes.representableRoots(configuration),
    ])
    return (all[0], all[1], all[2], all[3], all[4])
  }

  /// Counts screens and views among `declarations` (each with the folder it is in), given
  /// the repository-wide `index`. Returns folder → (screens, views).
  package static func count(
    _ declarations: [(folder: String, type: TypeFact)], index: TypeIndex
  ) -> [String: (screens: Int, views: Int)] {
    let closures = index.closures(of: [screenRoots, viewRoots])
    let (screenNames, viewNames) = (closures[0], closures[1])
    // Classes that some other declared class inherits from directly.
    var bases = Set<String>()
    for (_, type) in declarations where type.kind == .class {
      for base in type.inherited where base != type.name { bases.insert(base) }
    }
    var result: [String: (screens: Int, views: Int)] = [:]
    for (folder, type) in declarations {
      switch type.kind {
      case .class:
        if screenNames[type.name] != nil && !screenRoots.contains(type.name)
          && !bases.contains(type.name)
        {
          result[folder, default: (0, 0)].screens += 1
        } else if viewNames[type.name] != nil && !viewRoots.contains(type.name) {
          result[folder, default: (0, 0)].views += 1
        }
      case .struct, .enum, .actor:
        if viewNames[type.name] != nil && !viewRoots.contains(type.name) {
          result[folder, default: (0, 0)].views += 1
        }
      case .protocol, .extension, .typealias:
        break
      }
    }
    return result
  }
}
