import Foundation
import PackagePlugin

/// `swift package puente [command] [arguments]`: runs `puente` with the package's folder
/// as the current folder (so the package is the repository root: its `.puente.json`
/// applies), `scan` when no command is given. It writes nothing: the commands that
/// write into the package (`baseline`, `init`) go through `swift package puente-write`,
/// which asks for that permission.
@main struct PuenteCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let arguments = arguments.isEmpty ? ["scan"] : arguments
    if ["baseline", "init"].contains(arguments[0]) {
      Diagnostics.error(
        "`puente \(arguments[0])` writes into the package: run it as `swift package puente-write \(arguments.joined(separator: " "))`"
      )
      return
    }
    try runPuente(context.tool(named: "PuenteTool").url, arguments, in: context.package.directoryURL)
  }
}

/// Runs `puente` in `folder` with the plugin's own standard streams; a failure (exit 1
/// for findings, 2 for errors) fails the `swift package` command with that status.
/// (Plugins share no code: this is repeated in each command plugin.)
func runPuente(_ tool: URL, _ arguments: [String], in folder: URL) throws {
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  process.currentDirectoryURL = folder
  try process.run()
  process.waitUntilExit()
  if process.terminationStatus != 0 {
    Diagnostics.error("puente \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
  }
}
