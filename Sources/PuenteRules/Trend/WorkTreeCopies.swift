import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which blob versions of a history also sit, byte for byte, in the work tree, so they
/// can be read from disk instead of inflated by `git cat-file`.
///
/// A blob can be read from `<top>/<path>` when the index holds exactly that blob at that
/// path as a regular file at stage 0, git reports the work tree copy unchanged
/// (`git diff-files`, which also re-checks racily clean entries by content), the entry
/// is not `assume-unchanged` or `skip-worktree`, and nothing converts the bytes between
/// the blob and the file: no `text`, `eol`, `filter`, `ident` or
/// `working-tree-encoding` attribute set for the path and no `core.autocrlf`. Anything
/// else, or any failure of these commands, leaves the blob to `cat-file`.
///
/// On the benchmark's generated history (2,235 files, 100 commits), 1,880 versions of the
/// oldest tree are still in the work tree; a one-point trend of it went from 0.46 s to
/// 0.27 s once they were read from disk (with the facts worked out on both cores).
///
/// Read-only: none of these commands writes the index (`diff-files` does not refresh it).
struct WorkTreeCopies {
  /// Path → blob id, for the paths whose work tree copy is that blob's bytes.
  let blobs: [String: String]
  let topLevel: String
  /// The status of each copy when first read: read again (a name declared later needs
  /// it searched, or an evicted lexed file is needed again), a copy must not have changed
  /// since, or its bytes would be taken, and cached, for a blob they no longer are.
  let stamps = CopyStamps()

  /// Lists the usable work tree copies; empty when git cannot tell.
  init(_ repository: GitRepository) {
    topLevel = repository.topLevel
    // Four questions, each a process: which files differ from the index and whether
    // `core.autocrlf` is set are asked at once with the listing; the attributes, of the
    // listed paths, after it.
    final class Box: @unchecked Sendable {
      var changed: [UInt8]? = nil
      var attributes: [UInt8]? = nil
      var autocrlf: [UInt8]? = nil
    }
    let box = Box()
    var waits = [
      Subprocess.background {
        box.changed = try? repository.run([
          "diff-files", "--name-only", "-z", "--ignore-submodules",
        ])
      },
      Subprocess.background {
        // Exits 1 when unset, which is the usual case: an error here means "unset".
        box.autocrlf = (try? repository.run(["config", "--get", "core.autocrlf"])) ?? []
      },
    ]
    defer { for done in waits { done.wait() } }
    guard let out = try? repository.run(["ls-files", "-s", "-v", "-z"]) else {
      blobs = [:]
      return
    }
    let listed = Self.plainEntryList(out)
    guard !listed.isEmpty else {
      blobs = [:]
      return
    }
    var candidates = [String: String](listed, uniquingKeysWith: { $1 })
    // In the index's order, which is sorted: `check-attr` keeps the `.gitattributes` of
    // the folders it is in, so paths of one folder together read each folder's once.
    // (In a dictionary's order it tried 8,700 `open`s for 2,235 paths instead of 351,
    // about 25 ms of git's time, while the trend waited for the answer.)
    var request: [UInt8] = []
    for (path, _) in listed {
      request += path.utf8
      request.append(0)
    }
    let input = request
    waits.append(
      Subprocess.background {
        box.attributes = try? repository.run(
          [
            "check-attr", "-z", "--stdin", "text", "eol", "filter", "ident",
            "working-tree-encoding",
          ], input: input)
      })
    for done in waits { done.wait() }
    waits = []
    guard let changed = box.changed, let attributes = box.attributes,
      let autocrlf = box.autocrlf
    else {
      blobs = [:]
      return
    }
    let crlf = String(decoding: autocrlf, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      .lowercased()
    guard crlf.isEmpty || crlf == "false" else {
      blobs = [:]
      return
    }
    for path in changed.split(separator: 0) {
      candidates[String(decoding: path, as: UTF8.self)] = nil
    }
    // "<path> NUL <attribute> NUL <value> NUL" for every path and attribute asked.
    let fields = attributes.split(separator: 0, omittingEmptySubsequences: false)
    var i = 0
    while i + 2 < fields.count {
      let value = fields[i + 2]
      if !value.elementsEqual("unspecified".utf8) && !value.elementsEqual("unset".utf8) {
        candidates[String(decoding: fields[i], as: UTF8.self)] = nil
      }
      i += 3
    }
    blobs = candidates
  }

  /// (Path, blob id) of the index entries `ls-files -s -v -z` lists as plain cached
  /// regular files at stage 0, in the order listed: records "<tag> SP <mode> SP <object>
  /// SP <stage> TAB <path>", where tag `H` is a plain entry (lowercase:
  /// assume-unchanged, `S`: skip-worktree) and the mode is 100644 or 100755.
  static func plainEntryList(_ out: [UInt8]) -> [(path: String, blob: String)] {
    var entries: [(path: String, blob: String)] = []
    out.withUnsafeBufferPointer { b in
      let n = b.count
      var i = 0
      while i < n {
        var end = i
        while end < n && b[end] != 0 { end += 1 }
        defer { i = end + 1 }
        // "H 100644 " or "H 100755 " (9 bytes), the object id up to the next space, the stage.
        guard end - i > 9, b[i] == UInt8(ascii: "H"), b[i + 1] == 0x20, b[i + 2] == UInt8(ascii: "1"),
          b[i + 3] == UInt8(ascii: "0"), b[i + 4] == UInt8(ascii: "0"), b[i + 8] == 0x20
        else { continue }
        let mode = (b[i + 5], b[i + 6], b[i + 7])
        guard mode == (0x36, 0x34, 0x34) || mode == (0x37, 0x35, 0x35) else { continue }
        let idStart = i + 9
        var idEnd = idStart
        while idEnd < end && b[idEnd] != 0x20 { idEnd += 1 }
        // " 0\t" and at least one byte of path.
        guard idEnd > idStart, idEnd + 3 < end, b[idEnd + 1] == UInt8(ascii: "0"), b[idEnd + 2] == 0x09
        else { continue }
        let id = String(decoding: UnsafeBufferPointer(rebasing: b[idStart..<idEnd]), as: UTF8.self)
        entries.append((String(decoding: UnsafeBufferPointer(rebasing: b[(idEnd + 3)..<end]), as: UTF8.self), id))
      }
    }
    return entries
  }

  /// The work tree copy of `entry` when it holds the entry's blob, nil otherwise (or when
  /// it cannot be read now).
  func read(_ entry: TreeEntry) -> [UInt8]? {
    path(of: entry).flatMap { readFile($0) }
  }

  /// A copy's bytes, unless it changed since it was first read (or cannot be read).
  func readFile(_ path: String) -> [UInt8]? { stamps.read(path) }

  /// The work tree file of `entry` when it holds the entry's blob.
  func path(of entry: TreeEntry) -> String? {
    blobs[entry.path] == entry.key ? topLevel + "/" + entry.path : nil
  }
}

/// What each work tree copy's status was when it was first read (size, inode and status
/// change time, which moves with every write and cannot be set back), for the reads
/// after: any thread may read.
final class CopyStamps: @unchecked Sendable {
  private let lock = NSLock()
  private var stamps: [String: FileStamp] = [:]

  /// The bytes at `path`; nil when it cannot be read or is not as it was first read.
  func read(_ path: String) -> [UInt8]? {
    guard let (bytes, stamp) = try? FileReader.readStamped(path) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    if let first = stamps[path] { return first == stamp ? bytes : nil }
    stamps[path] = stamp
    return bytes
  }
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
    guard let copies, !copies.blobs.isEmpty else {
      git.readMany(entries, body: body)
      return
    }
    var fromDisk: [Bool] = []
    fromDisk.reserveCapacity(entries.count)
    var viaGit: [TreeEntry] = []
    var position: [Int] = []
    for (i, entry) in entries.enumerated() {
      // Only whether it is a candidate here; the read happens in order below.
      let local = copies.blobs[entry.path] == entry.key
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
