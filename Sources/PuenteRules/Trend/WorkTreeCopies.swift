import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which blob versions of a history also sit, byte for byte, in the work tree, so they
/// can be read from disk instead of inflated.
///
/// A blob can be read from `<top>/<path>` when the index (`GitIndex`) holds exactly that
/// blob at that path as a plain regular file at stage 0 (not `assume-unchanged`,
/// `skip-worktree` or intent-to-add), the file's status once read is the one the index
/// records for it (so it was not written since git last wrote or checked it: git's own
/// test of an unchanged file; racily clean entries are left out), and nothing converts
/// the bytes between the blob and the file: no `text`, `eol`, `filter`, `ident` or
/// `working-tree-encoding` attribute set for the path and no `core.autocrlf`. Anything
/// else, or any failure, leaves the blob to git.
///
/// On the benchmark's generated history (2,235 files, 100 commits), 1,880 versions of the
/// oldest tree are still in the work tree; a one-point trend of it went from 0.46 s to
/// 0.27 s once they were read from disk (with the facts worked out on both cores). The
/// index is read in process: with `git ls-files -s` and `git diff-files` for it, the
/// first tree waited 15 ms for the copies.
///
/// Read-only: the index is only read, and the two questions asked of git (`config`,
/// `check-attr`) write nothing. `check-attr` is not asked at all when no attribute can
/// be set: no `.gitattributes` in any folder of the index's files (tracked or not), none
/// in the repository's `info`, no global or system attributes file and no `attr.tree`
/// (the benchmark's history has none; asked anyway, git answered each of 2,235 paths
/// with a write of its own, and the first tree waited 12 to 20 ms for it).
struct WorkTreeCopies {
  let topLevel: String
  /// Path → its index entry, for the paths whose work tree copy is the entry's blob while
  /// its status is the entry's (which `read` checks).
  /// (Numbered by path, entries by number: a lookup per version of a first tree, where
  /// a dictionary's string hashing was 2 million instructions of a cold trend.)
  private let paths: StringNumbers
  private let entries: [GitIndex.Entry]

  /// The index entry of the copy at `path`, if there is one.
  private func copy(_ path: String) -> GitIndex.Entry? { paths.number(of: path).map { entries[Int($0)] } }

  /// Path → blob id of the copies.
  var blobs: [String: String] {
    Dictionary(zip(paths.strings, entries.map(\.blob)), uniquingKeysWith: { _, last in last })
  }

  /// No work tree file can stand in for a blob.
  var isEmpty: Bool { entries.isEmpty }

  /// The table of `list`, the last entry of a path winning (as a dictionary's would).
  private static func table(_ list: [GitIndex.Entry]) -> (StringNumbers, [GitIndex.Entry]) {
    var paths = StringNumbers(minimumCapacity: list.count)
    var entries: [GitIndex.Entry] = []
    entries.reserveCapacity(list.count)
    for entry in list {
      let n = Int(paths.numbering(entry.path))
      if n == entries.count { entries.append(entry) } else { entries[n] = entry }
    }
    return (paths, entries)
  }

  /// Lists the usable work tree copies; empty when git cannot tell.
  init(_ repository: GitRepository) {
    topLevel = repository.topLevel
    (paths, entries) = Self.table(Self.usableEntries(repository))
  }

  /// The index entries whose work tree copy is their blob as long as its status is the
  /// entry's; none when git cannot tell.
  private static func usableEntries(_ repository: GitRepository) -> [GitIndex.Entry] {
    let topLevel = repository.topLevel
    let index = GitIndex.read(topLevel: topLevel)?.entries ?? []
    let entries = index.filter(\.statusTells)
    guard !entries.isEmpty else { return [] }
    // `core.autocrlf`, and where attributes may come from besides `.gitattributes`
    // files, are asked at once with the attributes of the paths.
    final class Box: @unchecked Sendable { var config: (status: Int32, output: [UInt8], error: String)? = nil }
    let box = Box()
    let asked = Subprocess.background {
      box.config = Git.run(
        ["config", "--get-regexp", "^(core\\.(autocrlf|attributesfile)|attr\\.tree)$"], in: repository.topLevel)
    }
    // In the index's order, which is sorted: `check-attr` keeps the `.gitattributes` of
    // the folders it is in, so paths of one folder together read each folder's once.
    // (In a dictionary's order it tried 8,700 `open`s for 2,235 paths instead of 351,
    // about 25 ms of git's time, while the trend waited for the answer.)
    func askAttributes() -> [UInt8]? {
      var request: [UInt8] = []
      for entry in entries {
        request += entry.path.utf8
        request.append(0)
      }
      return try? repository.run(
        ["check-attr", "-z", "--stdin", "text", "eol", "filter", "ident", "working-tree-encoding"], input: request)
    }
    let filesMaySet = Self.attributeFilesMayExist(for: index, topLevel: topLevel)
    let early = filesMaySet ? askAttributes() : nil
    asked.wait()
    // `config --get-regexp` exits 1 when nothing matches; another failure leaves every
    // question to git.
    guard let config = box.config, config.status == 0 || config.status == 1 else { return [] }
    let settings = Self.settings(config.output)
    let crlf = settings["core.autocrlf"]?.lowercased() ?? ""
    guard crlf.isEmpty || crlf == "false" else { return [] }
    // No attribute can be set for any path: every listed copy is its blob.
    if !filesMaySet && !Self.otherAttributesMayExist(settings) { return entries }
    guard let attributes = early ?? askAttributes() else { return [] }
    var converted = Set<String>()
    // "<path> NUL <attribute> NUL <value> NUL" for every path and attribute asked. (The
    // values compared with arrays: against `String.utf8` each of the 11,000 compares
    // went through the generic sequence comparison, 600 instructions.)
    let fields = attributes.split(separator: 0, omittingEmptySubsequences: false)
    let unspecified = Array("unspecified".utf8)
    let unset = Array("unset".utf8)
    var i = 0
    while i + 2 < fields.count {
      let value = fields[i + 2]
      if !value.elementsEqual(unspecified) && !value.elementsEqual(unset) {
        converted.insert(String(decoding: fields[i], as: UTF8.self))
      }
      i += 3
    }
    return entries.filter { !converted.contains($0.path) }
  }

  /// `config --get-regexp` output ("key value" lines) as key → value.
  static func settings(_ output: [UInt8]) -> [String: String] {
    var result: [String: String] = [:]
    for line in String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: " ", maxSplits: 1)
      result[String(parts[0]).lowercased()] = parts.count > 1 ? String(parts[1]) : ""
    }
    return result
  }

  /// Whether a `.gitattributes` may hold attributes for the index's files: one in a
  /// folder of theirs (tracked or not: git reads the work tree's), or the repository's
  /// `info/attributes`. (Asked of the file system: one `access` per folder.)
  static func attributeFilesMayExist(for entries: [GitIndex.Entry], topLevel: String) -> Bool {
    var folders: Set<String> = [""]
    // By bytes (`lastIndex(of:)` on a path's characters walked its name back a grapheme
    // at a time), and the index is sorted by path: most entries are in the folder of
    // the one before, compared with it without hashing (10 million instructions for the
    // benchmark's 2,200 paths, now a tenth of that).
    var last: [UInt8] = []
    for entry in entries {
      var path = entry.path
      path.withUTF8 { bytes in
        var end = bytes.count - 1
        while end >= 0 && bytes[end] != UInt8(ascii: "/") { end -= 1 }
        guard end > 0 else { return }
        if end == last.count && memcmp(last, bytes.baseAddress!, end) == 0 { return }
        last = Array(bytes[..<end])
        // The folder and those above it, up to one known already.
        var cut = end
        while cut > 0 {
          let folder = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<cut]), as: UTF8.self)
          guard folders.insert(folder).inserted else { break }
          cut -= 1
          while cut > 0 && bytes[cut] != UInt8(ascii: "/") { cut -= 1 }
        }
      }
    }
    for folder in folders {
      let file = topLevel + (folder.isEmpty ? "" : "/" + folder) + "/.gitattributes"
      if access(file, F_OK) == 0 { return true }
    }
    guard let (git, common) = LooseObjects.gitDirectories(topLevel: topLevel) else { return true }
    return access(git + "/info/attributes", F_OK) == 0 || access(common + "/info/attributes", F_OK) == 0
  }

  /// Whether attributes may come from elsewhere than `.gitattributes` files and
  /// `info/attributes`: `attr.tree`, a global attributes file (`core.attributesFile`, or
  /// git's default under `XDG_CONFIG_HOME` or `~/.config`), a system one (unless
  /// `GIT_ATTR_NOSYSTEM`), or `GIT_ATTR_SOURCE`.
  static func otherAttributesMayExist(_ settings: [String: String]) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    if settings["attr.tree"] != nil || environment["GIT_ATTR_SOURCE"] != nil { return true }
    let home = environment["HOME"] ?? ""
    var global: String
    if let named = settings["core.attributesfile"] {
      global = named
      if global.hasPrefix("~/") { global = home + global.dropFirst(1) }
    } else if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
      global = xdg + "/git/attributes"
    } else {
      global = home + "/.config/git/attributes"
    }
    if access(global, F_OK) == 0 { return true }
    if environment["GIT_ATTR_NOSYSTEM"] == nil {
      // Git reads `$(prefix)/etc/gitattributes`: `/etc` for a git in `/usr`, else the
      // `etc` beside the `bin` it runs from.
      var systems = ["/etc/gitattributes"]
      if let git = Subprocess.gitPath {
        let bin = (git as NSString).deletingLastPathComponent
        systems.append(
          ((bin as NSString).deletingLastPathComponent as NSString).appendingPathComponent("etc/gitattributes"))
      }
      if systems.contains(where: { access($0, F_OK) == 0 }) { return true }
    }
    return false
  }

  /// The work tree copy of `entry` when it holds the entry's blob, nil otherwise (or when
  /// it cannot be read now).
  func read(_ entry: TreeEntry) -> [UInt8]? {
    path(of: entry).flatMap { readFile($0) }
  }

  /// A copy's bytes (a full path `path(of:)` gave), unless the file was written since
  /// the index recorded it (or cannot be read).
  func readFile(_ path: String) -> [UInt8]? {
    // The path below the top level, cut by bytes (by characters, dropping the top level
    // walked it a grapheme at a time for every version read).
    let utf8 = path.utf8
    let length = topLevel.utf8.count
    guard utf8.count > length + 1, utf8.starts(with: topLevel.utf8),
      utf8[utf8.index(utf8.startIndex, offsetBy: length)] == UInt8(ascii: "/"),
      let copy = copy(String(path[utf8.index(utf8.startIndex, offsetBy: length + 1)...]))
    else {
      return nil
    }
    return FileReader.readChecked(path, accept: copy.stat.matches)
  }

  /// Whether the work tree file of `entry` holds the entry's blob.
  func holds(_ entry: TreeEntry) -> Bool { copy(entry.path)?.blob == entry.key }

  /// The work tree file of `entry` when it holds the entry's blob.
  func path(of entry: TreeEntry) -> String? { holds(entry) ? topLevel + "/" + entry.path : nil }
}

/// `WorkTreeCopies` being listed on another thread.
final class PendingCopies: @unchecked Sendable {
  private let done: DispatchSemaphore
  private let box: Box
  private final class Box: @unchecked Sendable { var copies: WorkTreeCopies? }

  init(_ repository: GitRepository) {
    let box = Box()
    self.box = box
    done = Subprocess.background { box.copies = WorkTreeCopies(repository) }
  }

  /// The copies (waiting for git if need be).
  func get() -> WorkTreeCopies? {
    done.wait()
    done.signal()
    return box.copies
  }
}

/// Reads history blobs for the trend: from the work tree when `WorkTreeCopies` says the
/// file there is the blob, otherwise through the pipelined `cat-file --batch`.
///
/// The work tree is listed only for the first batch big enough to gain from it (a cold
/// run's first tree), so a nightly run that reads a handful of versions spawns nothing
/// more.
final class HistoryBlobReader: BlobReader {
  /// `cat-file`, started (or waited for) when a version first needs it: a cold run whose
  /// objects are loose starts counting before it is up.
  private var git: GitBlobReader {
    lock.lock()
    defer { lock.unlock() }
    if let resolved { return resolved }
    let made = GitBlobReader(Result { () throws(SourceError) in try streamSource() })
    resolved = made
    return made
  }
  private let streamSource: () throws(SourceError) -> BlobStream
  private var resolved: GitBlobReader?
  private let lock = NSLock()
  let repository: GitRepository
  /// Batches smaller than this go to `cat-file` as they are.
  static let diskThreshold = 64
  private var copies: WorkTreeCopies?
  private var prepared: PendingCopies?
  /// The repository's loose objects, read in process (by the workers, for a big batch).
  let loose: LooseObjects?

  /// `copies`, when given, is the listing of the work tree copies started already.
  init(
    repository: GitRepository, stream: @escaping () throws(SourceError) -> BlobStream, copies: PendingCopies? = nil,
    loose: LooseObjects? = nil
  ) {
    self.repository = repository
    streamSource = stream
    prepared = copies
    self.loose = loose
  }

  func loosePath(_ entry: TreeEntry) -> String? { loose?.file(of: entry.key) }

  /// (Only paths `localPath` gave, so the copies are known.)
  func readLocal(_ path: String) -> [UInt8]? { copies?.readFile(path) }

  /// Starts listing the work tree copies on another thread, for a big batch to come.
  func prepareCopies() {
    guard copies == nil, prepared == nil else { return }
    prepared = PendingCopies(repository)
  }

  private func takePrepared() {
    guard copies == nil, let prepared else { return }
    copies = prepared.get()
    self.prepared = nil
  }

  func read(key: String, path: String) throws(SourceError) -> [UInt8] {
    if let copies, let bytes = copies.read(TreeEntry(path: path, key: key)) { return bytes }
    return try git.read(key: key, path: path)
  }

  /// The work tree file of `entry` when it holds the entry's blob (the copies are known
  /// once a big batch has asked; see `readMany`).
  func localPath(_ entry: TreeEntry) -> String? {
    loadCopies()
    return copies?.path(of: entry)
  }

  /// The listing of the work tree copies: the one started already, else made now.
  private func loadCopies() {
    takePrepared()
    if copies == nil { copies = WorkTreeCopies(repository) }
  }

  /// Calls `body` in the order of `entries`: the ones from disk are read between the
  /// answers of `cat-file`, which keeps inflating the next ones meanwhile.
  func readMany(_ entries: [TreeEntry], body: (TreeEntry, Result<[UInt8], SourceError>) -> Void) {
    if entries.count >= Self.diskThreshold { loadCopies() }
    guard let copies, !copies.isEmpty else {
      git.readMany(entries, body: body)
      return
    }
    var fromDisk: [Bool] = []
    fromDisk.reserveCapacity(entries.count)
    var viaGit: [TreeEntry] = []
    var position: [Int] = []
    for (i, entry) in entries.enumerated() {
      // Only whether it is a candidate here; the read happens in order below.
      let local = copies.holds(entry)
      fromDisk.append(local)
      if !local {
        viaGit.append(entry)
        position.append(i)
      }
    }
    var next = 0
    // Copies that vanished since they were listed are read from git afterwards: the
    // stream cannot answer a single read in the middle of a batch.
    var vanished: [TreeEntry] = []
    func drain(upTo end: Int) {
      while next < end {
        let entry = entries[next]
        if fromDisk[next] {
          if let bytes = copies.read(entry) {
            body(entry, .success(bytes))
          } else {
            vanished.append(entry)
          }
        }
        next += 1
      }
    }
    var k = 0
    git.readMany(viaGit) { entry, result in
      // (After a failure of the process every entry is reported again, failed.)
      if k < position.count {
        drain(upTo: position[k])
        next = max(next, position[k] + 1)
        k += 1
      }
      body(entry, result)
    }
    drain(upTo: entries.count)
    if !vanished.isEmpty { git.readMany(vanished, body: body) }
  }
}
