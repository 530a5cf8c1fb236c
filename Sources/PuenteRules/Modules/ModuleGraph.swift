import PuenteLexer
import PuenteSource

/// One module of the repository as its manifest declares it: a SwiftPM target or an
/// XcodeGen target.
public struct Module: Sendable, Hashable {
  /// The module name (what `import` names).
  public var name: String
  /// The package (`Package(name:)`) or XcodeGen project (`name:`) declaring it.
  public var package: String
  /// Root-relative path of the manifest, and the 1-based line of the declaration.
  public var manifest: String
  public var line: Int
  /// Root-relative folders holding its sources (no trailing `/`; "" for the root).
  public var folders: [String]
  /// Declared dependencies as written: target, product or package names.
  public var dependencies: [String]
  public var isTest: Bool

  /// `manifest:line`, for messages.
  public var declaredAt: String { "\(manifest):\(line)" }
}

/// The repository's modules and what each declares it depends on, read from every
/// `Package.swift` (with the project's own lexer: comments and strings never count) and
/// every XcodeGen `project.yml` (as text). Nothing is run or evaluated: a target list
/// computed at build time is not found.
public struct ModuleGraph: Sendable, Equatable {
  /// Sorted by name, then manifest.
  public let modules: [Module]
  /// Product name → the modules it vends (SwiftPM `products:`).
  public let products: [String: [String]]
  /// Manifests that could not be read.
  public let problems: [FileProblem]
  private let byName: [String: Module]

  public init(modules: [Module] = [], products: [String: [String]] = [:], problems: [FileProblem] = []) {
    self.modules = modules.sorted { ($0.name, $0.manifest) < ($1.name, $1.manifest) }
    self.products = products
    self.problems = problems
    // A name declared twice (two packages' `Core`) is ambiguous: the first is kept.
    byName = Dictionary(self.modules.map { ($0.name, $0) }) { first, _ in first }
  }

  public static func == (a: ModuleGraph, b: ModuleGraph) -> Bool {
    a.modules == b.modules && a.products == b.products && a.problems == b.problems
  }

  public func module(named name: String) -> Module? { byName[name] }

  /// The module whose source folder holds `path` (the deepest folder wins).
  public func module(ofPath path: String) -> Module? {
    var best: (module: Module, depth: Int)?
    for module in modules {
      for folder in module.folders where folder.isEmpty || path.hasPrefix(folder + "/") {
        if best == nil || folder.count > best!.depth { best = (module, folder.count) }
      }
    }
    return best?.module
  }

  /// The modules `name` may import by its manifest: its declared dependencies, resolved
  /// through products, and theirs too when `transitive`.
  public func allowedImports(of name: String, transitive: Bool) -> Set<String> {
    var allowed: Set<String> = []
    var queue = [name]
    while let next = queue.popLast() {
      for dependency in byName[next]?.dependencies ?? [] {
        for resolved in products[dependency] ?? [dependency] where allowed.insert(resolved).inserted {
          if transitive { queue.append(resolved) }
        }
      }
    }
    return allowed
  }

  // MARK: - Reading

  /// Which reader handles `path`, by file name. Every path of the repository is asked,
  /// so the end of its UTF-8 turns nearly all of them away first; the comparison of the
  /// last component, which decides, runs only for a path ending in a manifest's name.
  static func isManifest(_ path: String) -> Bool {
    var end = path.utf8[...]
    while end.last == UInt8(ascii: "/") { end.removeLast() }
    guard manifestNames.contains(where: { end.count >= $0.count && end.suffix($0.count).elementsEqual($0) }) else {
      return false
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name == "Package.swift" || name == "project.yml" || name == "project.yaml"
  }

  /// The file names `isManifest` accepts, as UTF-8.
  private static let manifestNames = ["Package.swift", "project.yml", "project.yaml"].map { Array($0.utf8) }

  /// Reads every manifest the repository lists (except excluded ones, like `.build/`).
  public static func discover(in repository: Repository, configuration: Configuration) -> ModuleGraph {
    var modules: [Module] = []
    var products: [String: [String]] = [:]
    var problems: [FileProblem] = []
    for path in repository.paths where isManifest(path) && !configuration.isExcluded(path) {
      do {
        let bytes = try repository.source.read(path)
        let read = path.hasSuffix(".swift") ? swiftPackage(bytes, path: path) : xcodeGen(bytes, path: path)
        modules += read.modules
        products.merge(read.products) { first, _ in first }
      } catch {
        problems.append(FileProblem(path: path, message: error.message))
      }
    }
    return ModuleGraph(modules: modules, products: products, problems: problems)
  }

  /// The folder holding the manifest at `path` ("" at the root), and `folder/rest`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  static func joined(_ folder: String, _ rest: String) -> String {
    var rest = rest
    while rest.hasPrefix("./") { rest.removeFirst(2) }
    while rest.hasSuffix("/") { rest.removeLast() }
    if rest == "." || rest.isEmpty { return folder }
    return folder.isEmpty ? rest : folder + "/" + rest
  }

  /// `Package(name:…, products: [.library(name:targets:)], targets: [.target(name:path:
  /// dependencies:)…])`.
  static func swiftPackage(_ bytes: [UInt8], path: String) -> (modules: [Module], products: [String: [String]]) {
    let file = SourceFile(path: path, bytes: bytes)
    let code = file.outline.code
    let match = file.outline.match
    let base = folder(of: path)
    var packageName = base.split(separator: "/").last.map(String.init) ?? "Package"
    var modules: [Module] = []
    var products: [String: [String]] = [:]
    /// The top-level labelled arguments of the call whose `(` is at `open`: label → the
    /// position of its value.
    func arguments(_ open: Int) -> [String: Int] {
      var result: [String: Int] = [:]
      let close = Int(match[open])
      var q = open + 1
      while q < close {
        if let label = file.codeIdentifier(q), file.codeKind(q + 1) == .colon, result[label] == nil,
          file.codeKind(q - 1) == .leftParen || file.codeKind(q - 1) == .comma
        {
          result[label] = q + 2
        }
        if let kind = file.codeKind(q), kind == .leftParen || kind == .leftSquare || kind == .leftBrace, match[q] > q {
          q = Int(match[q])
        }
        q += 1
      }
      return result
    }
    func string(_ p: Int?) -> String? { p.flatMap { file.stringLiteral(at: $0)?.text } }
    /// The names in the array literal at `p`: strings, and `.target(name:)`,
    /// `.product(name:…)`, `.byName(name:)`.
    func names(_ p: Int?) -> [String] {
      guard let p, file.codeKind(p) == .leftSquare, match[p] > p else { return [] }
      var result: [String] = []
      var q = p + 1
      while q < Int(match[p]) {
        if let text = file.stringLiteral(at: q), file.codeKind(q - 1) != .colon {
          result.append(text.text)
          q = text.end
          continue
        }
        if file.codeKind(q) == .period, file.codeKind(q + 2) == .leftParen, match[q + 2] > q + 2 {
          if let name = string(arguments(q + 2)["name"]) { result.append(name) }
          q = Int(match[q + 2])
        }
        q += 1
      }
      return result
    }
    var p = 0
    while p + 2 < code.count {
      defer { p += 1 }
      guard let callee = file.codeIdentifier(p), file.codeKind(p + 1) == .leftParen, match[p + 1] > p + 1 else {
        continue
      }
      let args = arguments(p + 1)
      if callee == "Package", let name = string(args["name"]) {
        packageName = name
        continue
      }
      guard file.codeKind(p - 1) == .period, let name = string(args["name"]) else { continue }
      switch callee {
      case "library", "executable":
        products[name] = names(args["targets"])
      case "target", "executableTarget", "testTarget", "macro":
        // (`.target(name:)` inside a `dependencies:` list names a dependency.)
        guard !isInsideDependencies(p, file) else { continue }
        let isTest = callee == "testTarget"
        let folder = string(args["path"]) ?? (isTest ? "Tests/" : "Sources/") + name
        let line = file.location(of: file.tokens[code[p]].start).line
        modules.append(
          Module(
            name: name, package: packageName, manifest: path, line: line, folders: [joined(base, folder)],
            dependencies: names(args["dependencies"]), isTest: isTest))
      default: break
      }
    }
    for i in modules.indices { modules[i].package = packageName }
    return (modules, products)
  }

  /// Whether code position `p` is inside a `dependencies: [ … ]` list.
  private static func isInsideDependencies(_ p: Int, _ file: SourceFile) -> Bool {
    let match = file.outline.match
    var q = p - 1
    while q > 0 {
      if file.codeKind(q) == .leftSquare, match[q] > p {
        return file.codeKind(q - 1) == .colon && file.codeIdentifier(q - 2) == "dependencies"
      }
      if let kind = file.codeKind(q), kind == .rightSquare || kind == .rightParen || kind == .rightBrace,
        match[q] >= 0, match[q] < q
      {
        q = Int(match[q])
      }
      q -= 1
    }
    return false
  }

  /// XcodeGen `project.yml`: `name:`, and under `targets:` each target's `type`,
  /// `sources` (a path, a list of paths or of `- path:` items) and `dependencies`
  /// (`- target: X`, `- package: P` with `product: X`). Read line by line by indentation.
  static func xcodeGen(_ bytes: [UInt8], path: String) -> (modules: [Module], products: [String: [String]]) {
    let base = folder(of: path)
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map { line -> (indent: Int, text: String) in
        var text = Substring(line)
        if let hash = text.range(of: " #") { text = text[..<hash.lowerBound] }
        let indent = text.prefix { $0 == " " }.count
        return (indent, text.trimmed(" \t\r"))
      }
    var project = base.split(separator: "/").last.map(String.init) ?? "Project"
    var modules: [Module] = []
    var i = 0
    /// `key: value` → (key, value); the value unquoted.
    func pair(_ text: String) -> (String, String)? {
      var text = text
      if text.hasPrefix("- ") { text.removeFirst(2) }
      guard let colon = text.firstIndex(of: ":") else { return nil }
      let key = text[..<colon].trimmed(" \"'")
      let value = text[text.index(after: colon)...].trimmed(" \"'")
      return (key, value)
    }
    /// `[A, B]` or `A` → the items.
    func inlineList(_ value: String) -> [String] {
      guard value.hasPrefix("[") else { return value.isEmpty ? [] : [value] }
      return value.trimmed("[]").split(separator: ",").map { $0.trimmed(" \"'") }
    }
    while i < lines.count {
      let (indent, text) = lines[i]
      if indent == 0, let (key, value) = pair(text), key == "name", !value.isEmpty { project = value }
      guard indent == 0, text == "targets:" else {
        i += 1
        continue
      }
      i += 1
      let targetIndent = lines[i...].first { !$0.text.isEmpty }?.indent ?? 0
      guard targetIndent > 0 else { break }
      while i < lines.count && (lines[i].text.isEmpty || lines[i].indent >= targetIndent) {
        guard lines[i].indent == targetIndent, let (name, _) = pair(lines[i].text) else {
          i += 1
          continue
        }
        var module = Module(
          name: name, package: project, manifest: path, line: i + 1, folders: [], dependencies: [], isTest: false)
        i += 1
        // The target's keys sit at one indentation; each key's items deeper.
        let keyIndent = lines[i...].first { !$0.text.isEmpty }?.indent ?? 0
        var section = ""
        // The indentation of the section's items: deeper lists (`excludes:`) are not sources.
        var itemIndent: Int?
        var pendingPackage: String?
        func flushPackage() {
          if let package = pendingPackage { module.dependencies.append(package) }
          pendingPackage = nil
        }
        while i < lines.count && (lines[i].text.isEmpty || lines[i].indent > targetIndent) {
          let (lineIndent, line) = lines[i]
          i += 1
          guard !line.isEmpty else { continue }
          let item = pair(line)
          if lineIndent == keyIndent && !line.hasPrefix("- ") {
            flushPackage()
            itemIndent = nil
            section = item?.0 ?? ""
            let value = item?.1 ?? ""
            if section == "type" { module.isTest = value.contains("test") }
            if section == "sources" { module.folders += inlineList(value).map { joined(base, $0) } }
            continue
          }
          if line.hasPrefix("- ") && itemIndent == nil { itemIndent = lineIndent }
          let isItem = line.hasPrefix("- ") ? lineIndent == itemIndent : lineIndent == (itemIndent ?? 0) + 2
          guard isItem else { continue }
          switch (section, item?.0) {
          case ("sources", nil) where line.hasPrefix("- "):
            module.folders.append(joined(base, String(line.dropFirst(2)).trimmed(" \"'")))
          case ("sources", "path"?): module.folders.append(joined(base, item!.1))
          case ("dependencies", "target"?):
            flushPackage()
            module.dependencies.append(item!.1)
          case ("dependencies", "package"?):
            flushPackage()
            pendingPackage = item!.1
          case ("dependencies", "product"?):
            pendingPackage = nil
            module.dependencies.append(item!.1)
          case ("dependencies", _) where line.hasPrefix("- "): flushPackage()
          default: break
          }
        }
        flushPackage()
        modules.append(module)
      }
    }
    return (modules, [:])
  }
}

/// The repository's module graph, read once per scan from the manifests (none when the
/// scan has no repository: the trend's and the report's per-version counts).
public enum ModuleGraphAnalysis: ScanAnalysis {
  public static func run(_ scan: ScanContext) -> ModuleGraph {
    guard let repository = scan.inputs.repository else { return ModuleGraph() }
    return repository.fact(Self.self) { ModuleGraph.discover(in: repository, configuration: scan.configuration) }
  }
}

extension StringProtocol {
  /// The text without leading and trailing characters from `characters`.
  func trimmed(_ characters: String) -> String {
    let set = Set(characters)
    guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}
