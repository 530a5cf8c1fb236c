import Foundation

/// Where a scan's files come from. Working tree, git index and a commit in history meet
/// the engine through this one interface, so rules never know where bytes came from.
public protocol FileSource: Sendable {
  /// A human description of the source (a folder, "the index", a commit id).
  var description: String { get }
  /// All file paths, relative to the repository root with `/` separators.
  func list() throws(SourceError) -> [String]
  /// A file's bytes.
  func read(_ path: String) throws(SourceError) -> [UInt8]
}

/// A failure to list or read files, with a message that says what to do.
public struct SourceError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Files in a folder on disk: listed by git (honouring `.gitignore`) inside a work
/// tree, otherwise by walking the folder without following symbolic links.
public struct WorkingTreeSource: FileSource {
  public let root: String
  public var description: String { root }

  public init(root: String) { self.root = root }

  public func list() throws(SourceError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw SourceError("`\(root)` is not a folder")
    }
    if let listed = Git.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "."], in: root),
      listed.status == 0
    {
      let paths = listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      // `--cached` also lists files deleted from the work tree; they are not there to scan.
      return Array(Set(paths)).filter { FileManager.default.fileExists(atPath: root + "/" + $0) }.sorted()
    }
    var result: [String] = []
    walk("", into: &result)
    return result.sorted()
  }

  /// Folders never worth descending into, whatever the configuration says.
  static let prunedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]

  private func walk(_ relative: String, into result: inout [String]) {
    let folder = relative.isEmpty ? root : root + "/" + relative
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() {
      let path = relative.isEmpty ? name : relative + "/" + name
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path),
        let type = attributes[.type] as? FileAttributeType
      else { continue }
      switch type {
      case .typeDirectory:
        if name.hasPrefix(".") || Self.prunedFolders.contains(name) { continue }
        walk(path, into: &result)
      case .typeRegular, .typeSymbolicLink:
        // A symbolic link is read as the file it points to, never descended into.
        result.append(path)
      default:
        continue
      }
    }
  }

  public func read(_ path: String) throws(SourceError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
      throw SourceError("cannot read the file (permissions, or it is not a regular file)")
    }
    return [UInt8](data)
  }
}

/// Runs git plumbing commands.
public enum Git {
  /// Runs `git args…` in `directory`; nil when git cannot be started.
  public static func run(_ args: [String], in directory: String, input: [UInt8]? = nil) -> (status: Int32, output: [UInt8], error: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + args
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    do { try process.run() } catch { return nil }
    if let input {
      let handle = inPipe.fileHandleForWriting
      DispatchQueue.global().async {
        handle.write(Data(input))
        try? handle.close()
      }
    }
    // stderr is drained on another thread so a chatty git never blocks on a full pipe.
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    let errHandle = err.fileHandleForReading
    DispatchQueue.global().async {
      errBox.data = errHandle.readDataToEndOfFile()
      group.leave()
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return (process.terminationStatus, [UInt8](data), String(decoding: errBox.data, as: UTF8.self))
  }
}

/// Files held in memory: rule examples, tests, and content already read from git.
public struct MemorySource: FileSource {
  public let files: [String: [UInt8]]
  public var description: String { "memory" }

  public init(files: [String: [UInt8]]) { self.files = files }
  public init(files: [String: String]) { self.files = files.mapValues { Array($0.utf8) } }

  public func list() throws(SourceError) -> [String] { files.keys.sorted() }

  public func read(_ path: String) throws(SourceError) -> [UInt8] {
    guard let bytes = files[path] else { throw SourceError("no such file: \(path)") }
    return bytes
  }
}
