import Foundation
import PackagePlugin

/// `swift package puente-write baseline write|update` and `swift package puente-write
/// init`: the `puente` commands that write into the package (`.puente-baseline.json`,
/// `.puente.json`), under the write permission SwiftPM asks the user for. Any other
/// command belongs to `swift package puente`, which needs no permission.
@main struct PuenteWritePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let command = arguments.first, ["baseline", "init"].contains(command) else {
      Diagnostics.error(
        "`swift package puente-write` runs `baseline write|update` or `init`; run other commands with `swift package puente`"
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
