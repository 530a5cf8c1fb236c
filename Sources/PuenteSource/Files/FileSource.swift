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
  /// A file's bytes, into `buffer` (replacing what it held). The engine reads every
  /// file this way and keeps only those worth lexing, so a source that can read
  /// straight into the buffer spares an allocation and its page faults per file.
  func read(_ path: String, into buffer: ReadBuffer) throws(SourceError)
  /// What the last `list()` could not look into (an unreadable folder), to be reported
  /// as warnings: a skipped folder must not pass for a clean one.
  var listingProblems: [FileProblem] { get }
}

extension FileSource {
  public var listingProblems: [FileProblem] { [] }

  public func read(_ path: String, into buffer: ReadBuffer) throws(SourceError) {
    buffer.replace(with: try read(path))
  }
}

/// Memory that file after file is read into: each of the engine's workers owns one, and
/// it only grows (to the largest file read). Fresh arrays per file cost more than the
/// reading itself: a page fault and a zeroed page for every 4 KiB of a 36 MB scan.
public final class ReadBuffer {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int
  /// Bytes held: `bytes` is `count` long.
  public fileprivate(set) var count = 0

  public init(capacity: Int = 1 << 16) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes read last; valid until the next read into this buffer.
  public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Room for at least `capacity` bytes, keeping the first `count`.
  fileprivate func reserve(_ capacity: Int) {
    guard capacity > self.capacity else { return }
    let grown = max(capacity, self.capacity * 2)
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    new.update(from: base, count: count)
    base.deallocate()
    base = new
    self.capacity = grown
  }

  fileprivate var freeSpace: UnsafeMutablePointer<UInt8> { base + count }

  public func replace(with bytes: [UInt8]) {
    count = 0
    reserve(bytes.count)
    bytes.withUnsafeBufferPointer { base.update(from: $0.baseAddress!, count: $0.count) }
    count = bytes.count
  }
}

/// A failure to list or read files, with a message that says what to do.
public struct SourceError: Error, Sendable, CustomStringConvertible {
  public var message: String
  /// The file is not there (`ENOENT`): listed, then gone, or deleted from the work tree
  /// but still in git's index. Not a problem to report: there is nothing to judge.
  public var isMissing = false
  public init(_ message: String, isMissing: Bool = false) {
    self.message = message
    self.isMissing = isMissing
  }
  public var description: String { message }
}

/// Files in a folder on disk: listed by git (honouring `.gitignore`) inside a work
/// tree, otherwise by walking the folder without following symbolic links.
public struct WorkingTreeSource: FileSource {
  public let root: String
  public var description: String { root }
  /// The root folder, open: files are opened relative to it (`openat`), without
  /// joining the root and the path into a new string for every file read.
  private let folder: OpenFolder
  /// What the last `list()` skipped: folders it could not open, names not UTF-8.
  private let skipped = SkippedInListing()

  public init(root: String) {
    self.root = root
    folder = OpenFolder(root)
  }

  public var listingProblems: [FileProblem] { skipped.problems }

  /// Inside a git work tree, what git would track or add: the index's files
  /// (`ls-files --cached`, without those deleted from the work tree) and the untracked
  /// ones `.gitignore` does not exclude (`ls-files --others --exclude-standard`).
  /// Outside a work tree (or when git lists nothing because the folder is ignored, a
  /// vendored copy or a build folder that was asked for explicitly), the folder is
  /// walked. Sorted.
  public func list() throws(SourceError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw SourceError("`\(root)` is not a folder")
    }
    skipped.listedByGit = false
    if GitRepository.mayBeInsideWorkTree(root), let listed = try listFromGit(), !listed.isEmpty {
      skipped.listedByGit = true
      return listed.sorted()
    }
    var paths: [String] = []
    skipped.problems = []
    skipped.unreadableRoot = nil
    walk(into: &paths)
    // An unreadable root is an error, not an empty (and so clean) scan.
    if let reason = skipped.unreadableRoot {
      throw SourceError("cannot read the folder `\(self.root)` (\(reason)); check its permissions")
    }
    return paths.sorted()
  }

  /// The files git lists in the folder; nil when git cannot list it. Names that are not
  /// valid UTF-8 are skipped with a warning (`FileName`), and so are the untracked
  /// folders git could not open.
  private func listFromGit() throws(SourceError) -> [String]? {
    skipped.problems = []
    // The index's files are read from the index itself where `GitIndex` can.
    let indexed = Subprocess.gitPath == nil ? nil : GitIndex.cachedListing(in: root)
    var paths: [String] = []
    if let indexed {
      paths = indexed.paths
      skipped.problems = indexed.skipped
    } else {
      guard let cached = try? Subprocess.run(["ls-files", "-z", "--cached", "--", "."], in: root) else { return nil }
      guard cached.status == 0 else { return nil }
      // Unmerged files are listed once per stage.
      var seen = Set<String>()
      for record in cached.output.split(separator: 0) {
        guard let path = FileName.decode(record) else {
          if seen.insert(FileName.escaped(record)).inserted { skipped.problems.append(FileName.skipped(record)) }
          continue
        }
        if seen.insert(path).inserted { paths.append(path) }
      }
    }
    // `--cached` also lists files deleted from the work tree: they are not there to read.
    paths = paths.filter { access(root + "/" + $0, F_OK) == 0 }
    guard let others = try? Subprocess.run(["ls-files", "-z", "--others", "--exclude-standard", "--", "."], in: root)
    else {
      // (Git was found but does not start: the index's files alone would leave out the
      // untracked ones.)
      guard paths.isEmpty else { throw SourceError("cannot run git in `\(root)`; is it installed and on PATH?") }
      return nil
    }
    guard others.status == 0 else {
      guard paths.isEmpty else {
        throw SourceError("git ls-files failed in `\(root)`; run `git status` there to see why")
      }
      return nil
    }
    // Untracked files are in no index, so they meet no indexed path.
    for record in others.output.split(separator: 0) {
      guard let path = FileName.decode(record) else {
        skipped.problems.append(FileName.skipped(record))
        continue
      }
      paths.append(path)
    }
    // Git skips an untracked folder it cannot open with a warning on stderr and exits 0:
    // its files must not pass for clean.
    skipped.problems += Self.unreadableFolders(
      inGitWarnings: others.error, under: GitIndex.workTree(of: root)?.prefix ?? "")
    return paths
  }

  /// The folders of git's "could not open directory 'PATH/': REASON" warnings, as
  /// problems. Git names them from the top of the work tree: `prefix` (the listed
  /// folder's path from there) is taken off.
  static func unreadableFolders(inGitWarnings stderr: [UInt8], under prefix: String) -> [FileProblem] {
    let marker = Array("could not open directory '".utf8)
    var problems: [FileProblem] = []
    for line in stderr.split(separator: UInt8(ascii: "\n")) {
      guard let start = line.firstRange(of: marker)?.upperBound,
        let end = line[start...].firstRange(of: Array("': ".utf8))?.lowerBound
      else { continue }
      let reason = String(decoding: line[(end + 3)...], as: UTF8.self)
      var folder = FileName.decode(line[start..<end]) ?? FileName.escaped(line[start..<end])
      if folder.hasPrefix(prefix) { folder.removeFirst(prefix.count) }
      if !folder.hasSuffix("/") { folder += "/" }
      problems.append(
        FileProblem(path: folder, message: "cannot read this folder (\(reason)); its files were not scanned"))
    }
    return problems
  }

  /// Folders never worth descending into, whatever the configuration says.
  static let prunedFolders: [[UInt8]] = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"].map {
    Array($0.utf8)
  }

  /// Walks with `readdir`, whose entry types spare a `stat` per file. Symbolic links are
  /// never descended into (link loops cannot trap the walk) and never read as files.
  ///
  /// Paths are built as bytes in one buffer (`root/` then the relative path), and each
  /// file's becomes a `String` once, instead of joining strings per entry (the folder's
  /// path, `/`, the name).
  private func walk(into result: inout [String]) {
    var path = Array(root.utf8)
    path.append(UInt8(ascii: "/"))
    walk(&path, relativeFrom: path.count, into: &result)
  }

  /// Walks the folder `path` names (`root/` and its relative path, ending in `/`
  /// unless it is the root); relative paths start at `relativeFrom`.
  private func walk(_ path: inout [UInt8], relativeFrom: Int, into result: inout [String]) {
    let folderEnd = path.count
    guard let dir = Self.withCString(&path, { opendir($0) }) else {
      let reason = String(cString: strerror(errno))
      if path.count == relativeFrom {
        skipped.unreadableRoot = reason
      } else {
        skipped.problems.append(
          FileProblem(
            path: FileName.decode(path[relativeFrom...]) ?? FileName.escaped(path[relativeFrom...]),
            message: "cannot read this folder (\(reason)); its files were not scanned"))
      }
      return
    }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      // Read in place, not copied (the name is a 256-byte tuple).
      let kept = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Bool in
        let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
        if p[0] == UInt8(ascii: ".") && (length == 1 || (length == 2 && p[1] == UInt8(ascii: "."))) { return false }
        path.append(contentsOf: UnsafeBufferPointer(start: p, count: length))
        return true
      }
      guard kept else { continue }
      defer { path.removeSubrange(folderEnd...) }
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) {
        var info = stat()
        guard Self.withCString(&path, { lstat($0, &info) }) == 0 else { continue }
        type =
          (info.st_mode & S_IFMT) == S_IFDIR
          ? UInt8(DT_DIR) : (info.st_mode & S_IFMT) == S_IFLNK ? UInt8(DT_LNK) : UInt8(DT_REG)
      }
      if type == UInt8(DT_DIR) {
        let name = path[folderEnd...]
        if name.first == UInt8(ascii: ".") || Self.prunedFolders.contains(where: { name.elementsEqual($0) }) {
          continue
        }
        path.append(UInt8(ascii: "/"))
        walk(&path, relativeFrom: relativeFrom, into: &result)
      } else if type == UInt8(DT_REG) || type == UInt8(DT_LNK) {
        let name = path[relativeFrom...]
        guard let valid = FileName.decode(name) else {
          skipped.problems.append(FileName.skipped(name))
          continue
        }
        result.append(valid)
      }
    }
  }

  public func read(_ path: String) throws(SourceError) -> [UInt8] {
    let bytes = try FileReader.read(root + "/" + path)
    guard skipped.listedByGit else { return bytes }
    return try bytes.withUnsafeBufferPointer { (b) throws(SourceError) in
      try WorkingTreeEncoding.decoded(b, path: path, root: root)
    } ?? bytes
  }

  /// `body` of the path in `path`, NUL-terminated for the call (the buffer is as it was
  /// afterwards).
  private static func withCString<R>(_ path: inout [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
    path.append(0)
    defer { path.removeLast() }
    return path.withUnsafeBufferPointer { body(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
  }

  public func read(_ path: String, into buffer: ReadBuffer) throws(SourceError) {
    if let fd = folder.fd, path.utf8.first != UInt8(ascii: "/") {
      try FileReader.read(path, in: fd, into: buffer)
    } else {
      try FileReader.read(root + "/" + path, into: buffer)
    }
    if skipped.listedByGit, let decoded = try WorkingTreeEncoding.decoded(buffer.bytes, path: path, root: root) {
      buffer.replace(with: decoded)
    }
  }
}

/// What a listing skipped: a box, so that `list()` of a value type can leave it for
/// `listingProblems`. (Written by `list()` only, read after it returns, on one thread.)
final class SkippedInListing: @unchecked Sendable {
  var problems: [FileProblem] = []
  /// Why the root could not be opened, if it could not.
  var unreadableRoot: String?
  /// Git listed the files: its attributes apply (`WorkingTreeEncoding`).
  var listedByGit = false
}

/// A folder held open for `openat`, closed with the last source that uses it; nil
/// when it could not be opened (the paths are then joined, and fail as they would).
final class OpenFolder: @unchecked Sendable {
  let fd: Int32?

  init(_ path: String) {
    let opened = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    fd = opened >= 0 ? opened : nil
  }

  deinit {
    if let fd { close(fd) }
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

/// A file's status as `fstat` told it: equal stamps mean the file was not written in
/// between (the status change time moves with every write and cannot be set back).
public struct FileStamp: Sendable, Equatable {
  var size: Int
  var inode: UInt64
  var changedSeconds: Int
  var changedNanoseconds: Int
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int
}

/// Reads whole files with POSIX calls (Foundation's `Data` round trip cost a copy per file).
public enum FileReader {
  /// The bytes of the file at `path`, read straight into the array's storage (through
  /// a `ReadBuffer` and a copy, the trend copied each of its 2,000 work-tree files
  /// twice). Should the file grow while it is read, it is read again the general way.
  public static func read(_ path: String) throws(SourceError) -> [UInt8] {
    try readStamped(path).0
  }

  /// The bytes of the file at `path` and its status as they were read.
  public static func readStamped(_ path: String) throws(SourceError) -> ([UInt8], FileStamp) {
    let (fd, stamp) = try openRegular(path)
    defer { close(fd) }
    return (try read(fd, size: stamp.size, path: path), stamp)
  }

  /// The bytes of the file at `path` if its status once they are read is one `accept`
  /// takes (a file that holds known bytes while its status is a known one: a write while
  /// it was read moves the status too); nil otherwise, or when it cannot be read.
  static func readChecked(_ path: String, accept: (FileStamp) -> Bool) -> [UInt8]? {
    guard let (fd, before) = try? openRegular(path) else { return nil }
    defer { close(fd) }
    guard let bytes = try? read(fd, size: before.size, path: path) else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, accept(stamp(info)) else { return nil }
    return bytes
  }

  /// The bytes of the open file `fd` of `size` bytes (as `fstat` told) at `path`.
  private static func read(_ fd: Int32, size: Int, path: String) throws(SourceError) -> [UInt8] {
    // One byte of slack, so that filling the array means the file grew.
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { storage, count in
      count = 0
      while count < storage.count {
        let n = systemRead(fd, storage.baseAddress! + count, storage.count - count)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          count = 0
          return
        }
        if n == 0 { return }
        count += n
        // All that `fstat` announced, and room left: the end, without a call to be told so.
        if count >= size && count < storage.count { return }
      }
    }
    if failure != 0 { throw SourceError(String(cString: strerror(failure))) }
    guard bytes.count > size else { return bytes }
    let buffer = ReadBuffer()
    try read(path, into: buffer)
    return Array(buffer.bytes)
  }

  /// The file at `path` opened for reading, and its status (size included) as `fstat`
  /// tells it; only a regular file (a folder or a device is an error).
  ///
  /// With `followLinks` false, a symbolic link is not opened: it counts as not there.
  private static func openRegular(_ path: String, in folder: Int32 = AT_FDCWD, followLinks: Bool = true)
    throws(SourceError) -> (fd: Int32, stamp: FileStamp)
  {
    // Not inherited by a git started meanwhile; and non-blocking, so that opening a FIFO
    // (or a `*.swift` symbolic link to one) returns at once, to be refused below as not
    // a regular file, instead of waiting for a writer forever (issue 28). On a regular
    // file the flag changes nothing.
    let fd = openat(folder, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW))
    guard fd >= 0 else {
      if !followLinks && errno == ELOOP { throw SourceError("a symbolic link", isMissing: true) }
      throw SourceError(String(cString: strerror(errno)), isMissing: errno == ENOENT)
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let failure = errno
      close(fd)
      throw SourceError(String(cString: strerror(failure)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      throw SourceError("not a regular file")
    }
    return (fd, stamp(info))
  }

  /// The stamp of a status `fstat` gave.
  private static func stamp(_ info: stat) -> FileStamp {
    #if canImport(Darwin)
      let changed = info.st_ctimespec
      let modified = info.st_mtimespec
    #else
      let changed = info.st_ctim
      let modified = info.st_mtim
    #endif
    return FileStamp(
      size: Int(info.st_size), inode: UInt64(info.st_ino), changedSeconds: Int(changed.tv_sec),
      changedNanoseconds: Int(changed.tv_nsec), modifiedSeconds: Int(modified.tv_sec),
      modifiedNanoseconds: Int(modified.tv_nsec))
  }

  /// Reads the source file at `path` into `buffer`, which grows to fit (also when the file
  /// grows while it is read). Only regular files: a folder or a device is an error, and a
  /// symbolic link counts as not there (`isMissing`), as in the staged scan and the
  /// trend: the file it names is read where it lies, once, if it is in the tree at all.
  public static func read(_ path: String, into buffer: ReadBuffer) throws(SourceError) {
    try read(path, in: AT_FDCWD, into: buffer)
  }

  /// `read(_:into:)` of `path` relative to the open folder `folder`.
  static func read(_ path: String, in folder: Int32, into buffer: ReadBuffer) throws(SourceError) {
    buffer.count = 0
    let (fd, stamp) = try openRegular(path, in: folder, followLinks: false)
    defer { close(fd) }
    // One byte of slack, so that a read that fills the buffer means the file grew.
    buffer.reserve(stamp.size + 1)
    while true {
      if buffer.count == buffer.capacity { buffer.reserve(buffer.capacity + 65536) }
      let wanted = buffer.capacity - buffer.count
      let n = systemRead(fd, buffer.freeSpace, wanted)
      if n < 0 {
        if errno == EINTR { continue }
        let failure = errno
        buffer.count = 0
        throw SourceError(String(cString: strerror(failure)))
      }
      buffer.count += n
      // Less than asked, and all that `fstat` announced: the end, without a second call
      // to be told so (one per file, otherwise).
      if n == 0 || (n < wanted && buffer.count >= stamp.size) { return }
    }
  }
}

/// `read(2)`, under a name the `read` methods above do not shadow.
private func systemRead(_ fd: Int32, _ into: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
  read(fd, into, count)
}
