extension ModuleGraphAnalysis: RepositoryAnalysis {}

/// The imports of one file that name a module of the repository other than the file's
/// own, with the file's module: what the two module rules judge.
public enum RepositoryImports: FileAnalysis {
  public struct Value {
    /// The module whose sources hold the file (nil: none does, nothing is judged).
    public var module: Module?
    /// Each import of another module of the repository: the module and the byte offset
    /// of its name.
    public var imports: [(module: Module, offset: UInt32)]
  }

  public static func run(_ file: SourceFile, in scan: ScanContext) -> Value {
    let graph = scan.result(of: ModuleGraphAnalysis.self)
    guard let module = graph.module(ofPath: file.path) else { return Value(module: nil, imports: []) }
    var imports: [(module: Module, offset: UInt32)] = []
    for range in file.outline.imports {
      // `import Foo`, `import struct Foo.Bar` (attributes come before `import`).
      var p = range.lowerBound + 1
      if file.codeKind(p) == .keyword || (file.codeIdentifier(p) == "actor" && file.codeKind(p + 1) == .identifier) {
        p += 1
      }
      guard let name = file.codeIdentifier(p), name != module.name, let imported = graph.module(named: name) else {
        continue
      }
      imports.append((imported, file.tokens[file.outline.code[p]].start))
    }
    return Value(module: module, imports: imports)
  }

  /// What a file must spell to import one of `graph`'s modules (a module name after
  /// `import `, or an import of one declaration, `import struct …`): the rules' needles.
  static func needles(_ scan: ScanContext) -> [String] {
    let graph = scan.result(of: ModuleGraphAnalysis.self)
    guard !graph.modules.isEmpty else { return [] }
    return Set(graph.modules.map { "import \($0.name)" }).sorted()
      + ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].map { "import \($0) " }
  }
}
