/// The `screens` section of `.puente.json`: what `puente screens`, `puente plan` and the
/// rule `new-uikit-screen` count as a screen, and the team's router protocols or classes.
///
/// ```json5
/// "screens": {
///   "baseClasses": ["BaseViewController"],   // more roots a screen may inherit from
///   "exclude": ["DebugMenuViewController"],  // types that are never screens
///   "routers": ["AppRouting"],               // protocols or classes whose method calls show screens
/// }
/// ```
public struct ScreenSettings: Sendable, Equatable {
  /// Class names (outside the repository, or roots of its own) whose subclasses are
  /// UIKit screens besides `UIViewController` and UIKit's own controllers.
  public var baseClasses: [String] = []
  /// Type names that are never screens (debug menus, containers of other screens' parts).
  public var exclude: [String] = []
  /// Protocol names: a call of one of their methods shows what its implementations show.
  public var routers: [String] = []

  public init(baseClasses: [String] = [], exclude: [String] = [], routers: [String] = []) {
    self.baseClasses = baseClasses
    self.exclude = exclude
    self.routers = routers
  }

  /// The keys `screens` accepts.
  public static let keys = ["baseClasses", "exclude", "routers"]

  /// The settings in `configuration.extra["screens"]`, validated: an unknown key or a
  /// value that is not an array of names throws a `ConfigError` naming `screens.<key>`.
  public static func parse(_ configuration: Configuration) throws(ConfigError) -> ScreenSettings {
    var settings = ScreenSettings()
    guard let section = configuration.extra["screens"] else { return settings }
    let path = configuration.source ?? Configuration.fileName
    guard case .object(let members) = section else {
      throw ConfigError(path: path, keyPath: "screens", message: "expected an object, found \(section.kindDescription)")
    }
    for key in members.keys.sorted() {
      let keyPath = "screens.\(key)"
      guard keys.contains(key) else {
        throw ConfigError(
          path: path, keyPath: keyPath, message: "unknown key; use one of \(keys.joined(separator: ", "))")
      }
      guard case .array(let elements)? = members[key] else {
        throw ConfigError(
          path: path, keyPath: keyPath,
          message: "expected an array of type names, found \(members[key]?.kindDescription ?? "nothing")")
      }
      var names: [String] = []
      for (index, element) in elements.enumerated() {
        guard case .string(let name) = element, !name.isEmpty, !name.contains(where: \.isWhitespace) else {
          throw ConfigError(
            path: path, keyPath: "\(keyPath)[\(index)]", message: "expected a type name such as `BaseViewController`")
        }
        names.append(name)
      }
      switch key {
      case "baseClasses": settings.baseClasses = names
      case "exclude": settings.exclude = names
      default: settings.routers = names
      }
    }
    return settings
  }

  /// The settings, or the defaults when the section is invalid (commands validate it
  /// first, with `parse`, and report the error).
  public static func of(_ configuration: Configuration) -> ScreenSettings {
    configuration.extra["screens"] == nil ? ScreenSettings() : (try? parse(configuration)) ?? ScreenSettings()
  }
}
