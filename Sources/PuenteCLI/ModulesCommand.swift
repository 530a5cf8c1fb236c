import Foundation
import PuenteReport
import PuenteRules
import PuenteSource

/// `puente modules`: the module graph from the manifests, with each module's debt.
enum ModulesCommand {
  static let help = """
    usage: puente modules [PATH] [options]

    Shows the module graph of the repository at PATH (default: the current folder; its
    .puente.json applies), read from every Package.swift (targets, their `path`,
    `dependencies`, products) and XcodeGen project.yml (targets, `sources`,
    `dependencies`) without running them, with what `puente scan` finds in each
    module's files. A module is ready for a demo app when it imports only modules it
    declares and none its layer forbids (undeclared-module-import,
    forbidden-module-import). No baseline applies: this is the whole debt.

    \(RepositoryCommand.optionsHelp(ModuleGraphFormat.self))

    exit status: 0 shown, 2 usage, configuration or I/O error
    """

  static func run(_ args: [String]) -> ExitStatus {
    do {
      guard let (parsed, root, configuration) = try RepositoryCommand.parse(args, help: help) else { return .clean }
      let format = try parsed.choice(ModuleGraphFormat.self)
      let source = WorkingTreeSource(root: root)
      let inputs = ScanInputs(repository: Repository(source: source))
      let scan = try Engine(configuration: configuration, options: ScanOptions(inputs: inputs)).scan(source)
      // (Read once: the scan's rules asked the same repository for it.)
      let graph = ScanContext(configuration: configuration, inputs: inputs).result(of: ModuleGraphAnalysis.self)
      Output.out(ModuleReport(graph: graph, findings: scan.findings).render(format, toolVersion: toolVersion))
      for problem in graph.problems + scan.problems { Output.warn(problem) }
      return .clean
    } catch {
      return Output.fail(error, command: "modules")
    }
  }
}
