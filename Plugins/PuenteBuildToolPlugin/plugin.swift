import Foundation
import PackagePlugin

/// Scans a target's Swift files on every build where they changed, and shows each
/// finding as a diagnostic on its line (Xcode's and SwiftPM's `path:line:col: warning:`
/// format, with absolute paths). Every finding is a warning and the build never fails
/// because of one, unless the package's `.puente.json` sets `"failOnError": true`.
///
/// The scan's root is the package (or the Xcode project's folder): its `.puente.json`
/// applies and declarations anywhere in it count; only the target's files are reported.
/// The command declares the target's files as inputs and a stamp file as its output, so
/// an unchanged target is not scanned again.
@main struct PuenteBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles(withSuffix: "swift").map(\.url)
    return try Self.commands(
      tool: context.tool(named: "PuenteTool").url, root: context.package.directoryURL, files: files,
      work: context.pluginWorkDirectoryURL, name: target.name)
  }

  /// The one command: `puente scan -C ROOT --build-plugin-stamp STAMP FILE...`.
  static func commands(tool: URL, root: URL, files: [URL], work: URL, name: String) -> [Command] {
    guard !files.isEmpty else { return [] }
    let stamp = work.appendingPathComponent("puente-\(name).stamp")
    var arguments = ["scan", "-C", root.path, "--build-plugin-stamp", stamp.path]
    let configuration = root.appendingPathComponent(".puente.json")
    if FileManager.default.fileExists(atPath: configuration.path) {
      arguments += ["--config", configuration.path]
    }
    return [
      .buildCommand(
        displayName: "puente: scanning \(name) for bridges outside the adapter layer", executable: tool,
        arguments: arguments + files.map(\.path),
        inputFiles: files + [configuration].filter { FileManager.default.fileExists(atPath: $0.path) },
        outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension PuenteBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      return Self.commands(
        tool: try context.tool(named: "PuenteTool").url, root: context.xcodeProject.directoryURL, files: files,
        work: context.pluginWorkDirectoryURL, name: target.displayName)
    }
  }
#endif
