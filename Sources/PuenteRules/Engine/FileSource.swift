import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    if GitRepository.mayBeInsideWorkTree(root),
      let listed = Git.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "."], in: root),
      listed.status == 0
    {
      let paths = listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      // `--cached` also lists files deleted from the work tree; they are not there to scan.
      let present = Array(Set(paths)).filter { access(root + "/" + $0, F_OK) == 0 }.sorted()
      // Nothing listed: the folder is ignored by the enclosing repository (a build
      // folder, a vendored copy); scanning it was asked for explicitly, so walk it.
      if !present.isEmpty { return present }
    }
    var result: [String] = []
    walk("", into: &result)
    return result.sorted()
  }

  /// Folders never worth descending into, whatever the configuration says.
  static let prunedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// Walks with `readdir`, whose entry types spare a `stat` per file. Symbolic links
  /// are read as files (if they point to one) but never descended into, so link loops
  /// cannot trap the walk.
  private func walk(_ relative: String, into result: inout [String]) {
    let folder = relative.isEmpty ? root : root + "/" + relative
    guard let dir = opendir(folder) else { return }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = relative.isEmpty ? name : relative + "/" + name
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) {
        var info = stat()
        guard lstat(root + "/" + path, &info) == 0 else { continue }
        type =
          (info.st_mode & S_IFMT) == S_IFDIR
          ? UInt8(DT_DIR) : (info.st_mode & S_IFMT) == S_IFLNK ? UInt8(DT_LNK) : UInt8(DT_REG)
      }
      if type == UInt8(DT_DIR) {
        if name.hasPrefix(".") || Self.prunedFolders.contains(name) { continue }
        walk(path, into: &result)
      } else if type == UInt8(DT_REG) || type == UInt8(DT_LNK) {
        result.append(path)
      }
    }
  }

  public func read(_ path: String) throws(SourceError) -> [UInt8] {
    try FileReader.read(root + "/" + path)
  }
}

/// Runs git plumbing commands.
public enum Git {
  /// Runs `git args…` in `directory`; nil when git cannot be started.
  public static func run(_ args: [String], in directory: String, input: [UInt8]? = nil) -> (
    status: Int32, output: [UInt8], error: String
  )? {
    guard let (status, output, error) = try? Subprocess.run(args, in: directory, input: input) else { return nil }
    return (status, output, String(decoding: error, as: UTF8.self))
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

/// Reads whole files with POSIX calls straight into a byte array (Foundation's `Data`
/// round trip cost a copy per file).
public enum FileReader {
  public static func read(_ path: String) throws(SourceError) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw SourceError(String(cString: strerror(errno))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw SourceError(String(cString: strerror(errno))) }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw SourceError("not a regular file") }
    // One byte of slack so that reading to the end does not look like a full buffer.
    // Read straight into uninitialized storage: zero-filling first cost a pass over
    // every byte of every file.
    var capacity = Int(info.st_size) + 1
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      while count < capacity {
        let n = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if n == 0 { return }
        count += n
      }
    }
    if failure != 0 { throw SourceError(String(cString: strerror(failure))) }
    var offset = bytes.count
    // The file grew while we read it: keep reading in chunks.
    while offset == capacity {
      var chunk = [UInt8](repeating: 0, count: 65536)
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, 65536) }
      if n < 0 {
        if errno == EINTR { continue }
        throw SourceError(String(cString: strerror(errno)))
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      offset += n
      capacity += n
    }
    return bytes
  }
}
