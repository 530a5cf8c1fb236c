// A stand-in for Xcode's `XcodeProjectPlugin` module, which exists only inside Xcode on
// macOS: the part of its interface the build tool plugin uses, with the types and
// signatures Apple documents. `Tools/xcode-plugin-check.sh` type-checks
// Plugins/PuenteBuildToolPlugin with the Xcode branch compiled against it, so that branch
// is not first compiled on a user's Mac. Bodies trap: nothing here ever runs.
import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
  public var xcodeProject: XcodeProject { fatalError() }
  public var pluginWorkDirectoryURL: URL { fatalError() }
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

public struct XcodeProject {
  public var displayName: String { fatalError() }
  public var directoryURL: URL { fatalError() }
  public var targets: [XcodeTarget] { fatalError() }
}

public struct XcodeTarget {
  public var displayName: String { fatalError() }
  public var inputFiles: FileList { fatalError() }
}
