/// The `layers` section of `.puente.json`: which modules may not import which, e.g.
/// `"layers": { "Features/*": { "mayNotImport": ["App", "Features/*"] } }` (a feature
/// imports neither the app nor a sibling feature). Default: none.
///
/// A pattern is a glob over module names: one without `/` matches a module's name, one
/// with `/` its `package/name` (`Features/Orders` for target `Orders` of package
/// `Features`) or one of its root-relative source folders.
public struct ModuleLayers: Sendable, Equatable {
  public struct Layer: Sendable, Equatable {
    public var modules: Glob
    public var mayNotImport: [Glob]
  }

  /// In the order of their patterns.
  public let layers: [Layer]

  public static let key = "layers"

  /// Reads and checks the section (absent: no layer).
  public init(configuration: Configuration) throws(ConfigError) {
    let path = configuration.source ?? Configuration.fileName
    guard let value = configuration.extra[Self.key] else {
      layers = []
      return
    }
    guard case .object(let members) = value else {
      throw ConfigError(path: path, keyPath: Self.key, message: "expected an object of module patterns")
    }
    var layers: [Layer] = []
    for pattern in members.keys.sorted() {
      let keyPath = "\(Self.key).\(pattern)"
      guard case .object(let settings)? = members[pattern], settings.keys.sorted() == ["mayNotImport"],
        case .array(let items)? = settings["mayNotImport"]
      else {
        throw ConfigError(
          path: path, keyPath: keyPath,
          message: "expected `{ \"mayNotImport\": [\"pattern\", …] }`, the modules this layer may not import")
      }
      var forbidden: [Glob] = []
      for (i, item) in items.enumerated() {
        guard case .string(let text) = item else {
          throw ConfigError(path: path, keyPath: "\(keyPath).mayNotImport[\(i)]", message: "expected a string")
        }
        forbidden.append(try Self.glob(text, path: path, keyPath: "\(keyPath).mayNotImport[\(i)]"))
      }
      layers.append(Layer(modules: try Self.glob(pattern, path: path, keyPath: keyPath), mayNotImport: forbidden))
    }
    self.layers = layers
  }

  /// Without throwing: no layer where the section is invalid (the commands validate it
  /// before any scan).
  static func lenient(_ configuration: Configuration) -> ModuleLayers {
    (try? ModuleLayers(configuration: configuration)) ?? ModuleLayers()
  }

  init() { layers = [] }

  /// The scan's layers, read once (none where the section is invalid: the commands
  /// validate it before any scan).
  public enum Analysis: ScanAnalysis {
    public static func run(_ scan: ScanContext) -> ModuleLayers { lenient(scan.configuration) }
  }

  private static func glob(_ text: String, path: String, keyPath: String) throws(ConfigError) -> Glob {
    do { return try Glob(text) } catch {
      throw ConfigError(path: path, keyPath: keyPath, message: "invalid pattern `\(text)`: \(error.message)")
    }
  }

  /// Whether `glob` names `module` (see the type's comment).
  public static func matches(_ glob: Glob, _ module: Module) -> Bool {
    guard glob.pattern.contains("/") else { return glob.matches(module.name) }
    return glob.matches(module.package + "/" + module.name) || module.folders.contains { glob.matches($0) }
  }

  /// The first layer of `module` that forbids importing `imported`, and the pattern that does.
  public func forbidding(_ module: Module, toImport imported: Module) -> (layer: Glob, pattern: Glob)? {
    for layer in layers where Self.matches(layer.modules, module) {
      if let pattern = layer.mayNotImport.first(where: { Self.matches($0, imported) }) {
        return (layer.modules, pattern)
      }
    }
    return nil
  }
}
