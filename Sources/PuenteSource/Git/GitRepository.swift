import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A git repository read through plumbing commands only (`rev-parse`, `ls-files`,
/// `ls-tree`, `rev-list`, `cat-file --batch`). Nothing here touches the work tree, the
/// index or HEAD.
public struct GitRepository: Sendable {
  /// The work tree's top folder.
  public let topLevel: String

  /// The repository containing `folder`, or nil when it is not inside a work tree (or
  /// git is not installed).
  public static func discover(from folder: String) -> GitRepository? {
    guard mayBeInsideWorkTree(folder),
      let out = try? Subprocess.git(["rev-parse", "--show-toplevel"], in: folder)
    else { return nil }
    let top = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
    return top.isEmpty ? nil : GitRepository(topLevel: top)
  }

  /// The git folder of the bare repository at `folder` (a repository without a work
  /// tree, as servers and mirrors keep them), or nil when it is not one. Looked for only
  /// where the folder has a bare repository's shape (`HEAD`, `objects`, `refs`).
  public static func bare(at folder: String) -> String? {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    guard ["HEAD", "objects", "refs"].allSatisfy({ access(base + $0, F_OK) == 0 }),
      let out = try? Subprocess.git(["rev-parse", "--is-bare-repository", "--absolute-git-dir"], in: folder)
    else { return nil }
    let lines = String(decoding: out, as: UTF8.self).split(separator: "\n")
    return lines.count == 2 && lines[0] == "true" ? String(lines[1]) : nil
  }

  /// False only when git could not find a repository from `folder` either: neither it
  /// nor any folder above holds a `.git` (folder or file), and no `GIT_DIR` or
  /// `GIT_WORK_TREE` says where one is. Spares every scan outside a repository starting
  /// a git process.
  public static func mayBeInsideWorkTree(_ folder: String) -> Bool {
    if environmentNamesRepository { return true }
    guard let resolved = realpath(folder, nil) else { return true }
    var path = String(cString: resolved)
    free(resolved)
    while true {
      if access(path + (path.hasSuffix("/") ? "" : "/") + ".git", F_OK) == 0 { return true }
      guard path != "/", let slash = path.lastIndex(of: "/") else { return false }
      path = slash == path.startIndex ? "/" : String(path[..<slash])
    }
  }

  /// True only when `folder` holds a `.git` (folder or file) and no `GIT_DIR` or
  /// `GIT_WORK_TREE` says otherwise: then it is the top of its work tree, which git need
  /// not be started to tell.
  public static func isCertainlyTopLevel(_ folder: String) -> Bool {
    !environmentNamesRepository && access(folder + (folder.hasSuffix("/") ? "" : "/") + ".git", F_OK) == 0
  }

  /// Whether the environment tells git where the repository or work tree is.
  private static var environmentNamesRepository: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["GIT_DIR"] != nil || environment["GIT_WORK_TREE"] != nil
  }

  public init(topLevel: String) { self.topLevel = topLevel }

  /// The git folder of the work tree at `topLevel` and the folder holding its shared
  /// parts (`objects`, `config`): `.git`, or the folder a `.git` file names
  /// (`gitdir: …`, as linked work trees and submodules have), and the one its
  /// `commondir` file names. Nil when the environment moves them (`GIT_DIR`,
  /// `GIT_OBJECT_DIRECTORY`, `GIT_COMMON_DIR`, `GIT_ALTERNATE_OBJECT_DIRECTORIES`) or
  /// the layout is not one of these: then only git can say where they are.
  static func directories(topLevel: String) -> (git: String, common: String)? {
    let environment = ProcessInfo.processInfo.environment
    for name in ["GIT_DIR", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR", "GIT_ALTERNATE_OBJECT_DIRECTORIES"]
    where environment[name] != nil {
      return nil
    }
    let dotGit = topLevel + "/.git"
    var info = stat()
    guard stat(dotGit, &info) == 0 else { return nil }
    var gitDirectory = dotGit
    if info.st_mode & S_IFMT == S_IFREG {
      guard let named = firstLine(of: dotGit), named.hasPrefix("gitdir: ") else { return nil }
      gitDirectory = resolve(String(named.dropFirst(8)), against: topLevel)
    } else if info.st_mode & S_IFMT != S_IFDIR {
      return nil
    }
    var common = gitDirectory
    if let named = firstLine(of: gitDirectory + "/commondir") {
      common = resolve(named, against: gitDirectory)
    }
    return (gitDirectory, common)
  }

  private static func firstLine(of path: String) -> String? {
    guard let bytes = try? FileReader.read(path) else { return nil }
    let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
    let text = String(decoding: line, as: UTF8.self)
    return text.isEmpty ? nil : text
  }

  private static func resolve(_ path: String, against folder: String) -> String {
    path.hasPrefix("/") ? path : folder + "/" + path
  }

  /// Runs a git command at the top level; throws with git's message on failure.
  public func run(_ args: [String], input: [UInt8]? = nil) throws(SourceError) -> [UInt8] {
    try Subprocess.git(args, in: topLevel, input: input)
  }

  /// The commit `name` (a branch, a tag, `HEAD`, `MERGE_HEAD`, an id) resolves to, or nil
  /// when it names none.
  public func commit(_ name: String) -> String? {
    guard let out = try? run(["rev-parse", "--verify", "--quiet", "--end-of-options", name + "^{commit}"]) else {
      return nil
    }
    return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
  }
}
