import Foundation

/// The entries of git's index file (`.git/index`, format versions 2, 3 and 4 as
/// `Documentation/gitformat-index.txt` describes them), read in process: which blob each
/// path holds and the file status git saw when it last wrote or checked the file.
///
/// What the trend needs to read a blob from the work tree instead of inflating it: the
/// file is the blob's bytes while its status is the one the index records (every write
/// moves its modification and status-change times), which is how git itself decides a
/// file is unchanged without reading it. It replaces `git ls-files -s` and
/// `git diff-files`, two processes the first tree would wait for.
///
/// Read-only, and only a shortcut: when the index is not there, is moved with `GIT_DIR`,
/// is split (`core.splitIndex`: most entries live in a
/// shared file), belongs to a SHA-256 repository, or does not parse, there is none, and
/// git is asked instead.
struct GitIndex {
  /// The status of a file as the index records it, each field truncated to 32 bits as
  /// the format stores it.
  struct Stat: Sendable, Equatable {
    var changedSeconds: UInt32
    var changedNanoseconds: UInt32
    var modifiedSeconds: UInt32
    var modifiedNanoseconds: UInt32
    var inode: UInt32
    var size: UInt32

    /// Whether `stamp` (a file's status now) is this one: the file was not written since.
    func matches(_ stamp: FileStamp) -> Bool {
      UInt32(truncatingIfNeeded: stamp.changedSeconds) == changedSeconds
        && UInt32(truncatingIfNeeded: stamp.changedNanoseconds) == changedNanoseconds
        && UInt32(truncatingIfNeeded: stamp.modifiedSeconds) == modifiedSeconds
        && UInt32(truncatingIfNeeded: stamp.modifiedNanoseconds) == modifiedNanoseconds
        && UInt32(truncatingIfNeeded: stamp.inode) == inode && UInt32(truncatingIfNeeded: stamp.size) == size
    }
  }

  /// An entry at stage 0.
  struct Entry: Sendable, Equatable {
    var path: String
    var blob: String
    /// `0o100644` or `0o100755` for a regular file, `0o120000` a symbolic link,
    /// `0o160000` a submodule.
    var mode: UInt32
    var stat: Stat
    /// Marked assume-unchanged, skip-worktree or intent-to-add: git does not check the
    /// file by its status.
    var isExempt: Bool
    /// Modified at or after the index was written: git calls it racily clean, since a
    /// write in the same instant as git's look would not show in the status (git then
    /// compares contents).
    var isRacy: Bool
    /// Whether the name is valid UTF-8; if not, `path` is `FileName.escaped` and the
    /// file is skipped with a warning.
    var isNameValid = true

    var isRegularFile: Bool { mode == 0o100644 || mode == 0o100755 }
    /// A regular file git checks by its status.
    var isPlain: Bool { isRegularFile && !isExempt }
    /// Whether the work tree file is the entry's blob whenever its status is `stat`.
    var statusTells: Bool { isPlain && !isRacy }
  }

  /// The entries at stage 0 (a conflicted path has none), in the index's order (sorted
  /// by path).
  let entries: [Entry]
  /// A sparse index: some entries are whole folders outside the sparse checkout (which
  /// `git ls-files` lists file by file), so `entries` does not hold every file.
  var isSparse = false

  /// The index of the work tree at `topLevel`; nil when there is none to trust (see the
  /// type's description). `GIT_INDEX_FILE`, which git sets for its hooks (`.git/index`,
  /// relative to the top level where they run; `git commit -a` and `git commit PATH…`
  /// stage into another file), names the index read, relative to the current folder as
  /// git takes it.
  static func read(topLevel: String) -> GitIndex? {
    guard let (git, common) = GitRepository.directories(topLevel: topLevel),
      !declaresSHA256(config: common + "/config")
    else { return nil }
    // (git writes a new index to `index.lock` and renames it: an open file is whole.)
    guard let (bytes, stamp) = try? FileReader.readStamped(indexPath(git: git)) else { return nil }
    return parse(bytes, written: (stamp.modifiedSeconds, stamp.modifiedNanoseconds))
  }

  /// Whether the repository's configuration names an object format other than SHA-1
  /// (`extensions.objectFormat`): then ids are 32 bytes, and this reader does not apply.
  private static func declaresSHA256(config path: String) -> Bool {
    guard let bytes = try? FileReader.read(path) else { return false }
    return String(decoding: bytes, as: UTF8.self).lowercased().contains("objectformat")
  }

  /// The entries of index file `bytes`, written (modified) at `written` (seconds,
  /// nanoseconds); nil when they do not parse or the index is split.
  static func parse(_ bytes: [UInt8], written: (seconds: Int, nanoseconds: Int)) -> GitIndex? {
    let hashSize = 20
    let hex = Array("0123456789abcdef".utf8)
    var entries: [Entry] = []
    let parsed = bytes.withUnsafeBufferPointer { b in
      walk(b) { count in
        // (The count is the file's word: a damaged one must not reserve gigabytes.)
        entries.reserveCapacity(min(count, b.count / 62))
      } visit: { i, name, flags, extended in
        let stage = flags >> 12 & 3
        guard stage == 0 && !name.isEmpty else { return }
        let stat = Stat(
          changedSeconds: u32(b, i), changedNanoseconds: u32(b, i + 4), modifiedSeconds: u32(b, i + 8),
          modifiedNanoseconds: u32(b, i + 12), inode: u32(b, i + 20), size: u32(b, i + 36))
        let racy =
          Int(stat.modifiedSeconds) > written.seconds
          || (Int(stat.modifiedSeconds) == written.seconds && Int(stat.modifiedNanoseconds) >= written.nanoseconds)
        let blob = String(unsafeUninitializedCapacity: hashSize * 2) { out in
          for k in 0..<hashSize {
            let byte = b[i + 40 + k]
            out[2 * k] = hex[Int(byte >> 4)]
            out[2 * k + 1] = hex[Int(byte & 15)]
          }
          return hashSize * 2
        }
        let path = FileName.decode(name)
        entries.append(
          Entry(
            path: path ?? FileName.escaped(name), blob: blob, mode: u32(b, i + 24), stat: stat,
            isExempt: flags & 0x8000 != 0 || extended & 0x6000 != 0, isRacy: racy, isNameValid: path != nil))
      }
    }
    guard let isSparse = parsed else { return nil }
    return GitIndex(entries: entries, isSparse: isSparse)
  }

  /// Every path `git ls-files --cached` lists in the folder `root` (inside a work tree),
  /// relative to it, in the index's order: the entries at stage 0 and, once each, the
  /// paths of a merge's conflicts. Read from the index in process, which spares a git
  /// process, whose start the first path would wait for before reaching the workers;
  /// nil when the index cannot tell (none to trust, a sparse or split one, a
  /// work tree moved by `GIT_WORK_TREE` or `core.worktree`), and git must list them.
  static func cachedPaths(in root: String) -> [String]? { cachedListing(in: root)?.paths }

  /// `cachedPaths(in:)`, with the names that are not valid UTF-8 left out of `paths` and
  /// warned about in `skipped` (see `FileName`).
  static func cachedListing(in root: String) -> (paths: [String], skipped: [FileProblem])? {
    guard let (top, prefixText) = workTree(of: root), let (git, common) = GitRepository.directories(topLevel: top),
      !declaresSHA256(config: common + "/config"), !setsWorkTree(common + "/config"),
      !setsWorkTree(git + "/config.worktree"), let bytes = try? FileReader.read(indexPath(git: git))
    else { return nil }
    let prefix = Array(prefixText.utf8)
    var paths: [String] = []
    var skipped: [FileProblem] = []
    var lastUnmerged: [UInt8] = []
    let parsed = bytes.withUnsafeBufferPointer { b in
      walk(b) { _ in
      } visit: { _, name, flags, _ in
        guard name.count > prefix.count, name.starts(with: prefix) else { return }
        if flags >> 12 & 3 != 0 {
          // A conflict has an entry per stage, one after another: listed once.
          if name.elementsEqual(lastUnmerged) { return }
          lastUnmerged = Array(name)
        }
        let relative = UnsafeBufferPointer(rebasing: name[prefix.count...])
        guard let path = FileName.decode(relative) else {
          skipped.append(FileName.skipped(relative))
          return
        }
        paths.append(path)
      }
    }
    guard let isSparse = parsed, !isSparse else { return nil }
    return (paths, skipped)
  }

  /// The top of the work tree holding the folder `root`, as git finds it (the nearest
  /// folder holding a `.git`), and `root` relative to it, ending in `/` (empty at the
  /// top); nil when there is none or `GIT_WORK_TREE` moves it.
  static func workTree(of root: String) -> (top: String, prefix: String)? {
    guard ProcessInfo.processInfo.environment["GIT_WORK_TREE"] == nil, let resolved = realpath(root, nil) else {
      return nil
    }
    let folder = String(cString: resolved)
    free(resolved)
    var top = folder
    while access(top + (top.hasSuffix("/") ? "" : "/") + ".git", F_OK) != 0 {
      guard top != "/", let slash = top.lastIndex(of: "/") else { return nil }
      top = slash == top.startIndex ? "/" : String(top[..<slash])
    }
    return (top, folder == top ? "" : String(folder.dropFirst(top.count + (top.hasSuffix("/") ? 0 : 1))) + "/")
  }

  /// The index file of the repository whose git folder is `git`: `GIT_INDEX_FILE` when
  /// set (relative to the current folder, as git takes it), else `index` there.
  private static func indexPath(git: String) -> String {
    if let named = ProcessInfo.processInfo.environment["GIT_INDEX_FILE"] {
      return named.hasPrefix("/") ? named : FileManager.default.currentDirectoryPath + "/" + named
    }
    return git + "/index"
  }

  /// Whether the configuration file at `path` may set `core.worktree` (any `worktree`
  /// key, in whichever section: when unsure, git is asked).
  private static func setsWorkTree(_ path: String) -> Bool {
    guard let bytes = try? FileReader.read(path) else { return false }
    return String(decoding: bytes, as: UTF8.self).lowercased().split(whereSeparator: \.isNewline).contains {
      let line = $0.drop { $0 == " " || $0 == "\t" }
      return line.hasPrefix("worktree")
        && line.dropFirst(8).drop { $0 == " " || $0 == "\t" }.first.map { $0 == "=" } ?? true
    }
  }

  private static func u32(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
  }

  /// Walks the entries of index file `b`: `start` gets the entry count the header
  /// states, then `visit` each entry in order, with the offset where it starts, its
  /// name, its flags and its extended flags (0 when it has none). Returns whether the
  /// index is sparse, or nil when it does not parse or is split (a split index keeps
  /// most entries in another file: these are not all).
  private static func walk(
    _ b: UnsafeBufferPointer<UInt8>, start: (_ count: Int) -> Void,
    visit: (_ offset: Int, _ name: UnsafeBufferPointer<UInt8>, _ flags: Int, _ extended: Int) -> Void
  ) -> Bool? {
    let hashSize = 20
    let n = b.count
    func u16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    guard n >= 12 + hashSize, b[0] == 0x44, b[1] == 0x49, b[2] == 0x52, b[3] == 0x43 else { return nil }  // "DIRC"
    let version = u32(b, 4)
    guard (2...4).contains(version) else { return nil }
    let count = Int(u32(b, 8))
    let end = n - hashSize  // the checksum
    start(count)
    var isSparse = false
    // Version 4 names are the previous name less some bytes, plus a suffix: built here.
    var name: [UInt8] = []
    var i = 12
    for _ in 0..<count {
      // 40 bytes of status, the object id, 16 bits of flags (and 16 more if extended).
      guard i + 40 + hashSize + 2 <= end else { return nil }
      let flags = u16(i + 40 + hashSize)
      var nameStart = i + 40 + hashSize + 2
      var extended = 0
      if flags & 0x4000 != 0 {
        guard version >= 3, nameStart + 2 <= end else { return nil }
        extended = u16(nameStart)
        nameStart += 2
      }
      var next: Int
      if version == 4 {
        var k = nameStart
        guard k < end else { return nil }
        var c = Int(b[k])
        var strip = c & 127
        k += 1
        while c & 128 != 0 {
          guard k < end, strip < 1 << 24 else { return nil }
          c = Int(b[k])
          strip = ((strip + 1) << 7) | (c & 127)
          k += 1
        }
        guard strip <= name.count else { return nil }
        var z = k
        while z < end && b[z] != 0 { z += 1 }
        guard z < end else { return nil }
        name.removeLast(strip)
        name.append(contentsOf: UnsafeBufferPointer(rebasing: b[k..<z]))
        next = z + 1
        name.withUnsafeBufferPointer { visit(i, $0, flags, extended) }
      } else {
        var z = nameStart
        while z < end && b[z] != 0 { z += 1 }
        guard z < end else { return nil }
        // NUL-padded to a multiple of 8 bytes from the entry's start (at least one NUL).
        next = i + ((z - i + 8) & ~7)
        guard next <= end else { return nil }
        visit(i, UnsafeBufferPointer(rebasing: b[nameStart..<z]), flags, extended)
      }
      if u32(b, i + 24) == 0o040000 { isSparse = true }
      i = next
    }
    // Extensions: a signature and a size each.
    while i < end {
      guard i + 8 <= end else { return nil }
      if b[i] == 0x6C, b[i + 1] == 0x69, b[i + 2] == 0x6E, b[i + 3] == 0x6B { return nil }  // "link"
      let size = Int(u32(b, i + 4))
      guard size <= end - i - 8 else { return nil }
      i += 8 + size
    }
    return isSparse
  }
}
