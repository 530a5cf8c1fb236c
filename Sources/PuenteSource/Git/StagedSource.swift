import Foundation

/// What `git commit` is about to record: the paths staged relative to HEAD, and the
/// index's files as a `FileSource`.
///
/// Staged files are always read from their index blobs (one long-lived
/// `git cat-file --batch`), so with `git add -p` the unstaged half of a file is never
/// judged. Other files are read only to build the type index, and only their
/// declarations are kept; those whose work tree copy is unchanged are read from disk,
/// which spares inflating every blob of a large repository on each commit. Unchanged
/// means what git means by it: the file's status is the one the index records (the
/// index is read in process, the one `GIT_INDEX_FILE` names when git sets it for its
/// hooks; where it cannot be, `git ls-files -s` lists it and every file is read from its
/// blob: `git diff-files`, which could tell which copies are unchanged, runs the
/// repository's clean filters on the racily clean ones, and no command of the
/// repository's may run).
/// Everything here is read-only: nothing writes the index, so it runs fine while
/// `git commit` holds `index.lock`.
public struct StagedSource: FileSource {
  public let repository: GitRepository
  /// Root-relative paths added, copied, modified, renamed or type-changed in the index
  /// relative to HEAD (or to the empty tree before the first commit), sorted.
  public let stagedPaths: [String]
  /// Index path → blob id, for regular files at stage 0.
  let blobs: [String: String]
  /// Paths that must come from their blob: staged ones, ones whose work tree copy
  /// differs from the index or is missing, and ones git was told not to check
  /// (`assume-unchanged`, `skip-worktree`).
  let indexOnly: Set<String>
  /// The status the index records for each other path, when the index was read in
  /// process (none otherwise): a file read from disk must still have it (else its blob
  /// is read).
  let stats: [String: GitIndex.Stat]
  let blobPool: BlobPool
  /// The staged files skipped because their names are not valid UTF-8, as `scan`,
  /// `baseline write` and `trend` skip them (a commit blocked on such a file would stay
  /// blocked after `baseline write`, issue 28).
  public let listingProblems: [FileProblem]

  public var description: String { "the index" }

  /// Lists the index and starts `git cat-file --batch`. Call `stagedPaths(in:)` first
  /// and skip this when no Swift file is staged.
  /// `stagedPaths` are valid names; `skipped` the staged names that are not (see
  /// `staged(in:)`), to be reported.
  public init(repository: GitRepository, stagedPaths: [String], skipped: [FileProblem] = []) throws(SourceError) {
    self.repository = repository
    listingProblems = skipped
    var blobs: [String: String] = [:]
    var indexOnly = Set(stagedPaths)
    // (A sparse index does not list every file: git expands it.)
    if let index = GitIndex.read(topLevel: repository.topLevel), !index.isSparse {
      // Two processes fewer on every commit.
      var stats: [String: GitIndex.Stat] = [:]
      for entry in index.entries where entry.isRegularFile && entry.isNameValid {
        blobs[entry.path] = entry.blob
        if entry.statusTells { stats[entry.path] = entry.stat } else { indexOnly.insert(entry.path) }
      }
      self.stats = stats
    } else {
      for entry in try Self.indexEntries(repository) {
        // Regular files only: a symbolic link's blob is its target path, a gitlink
        // (submodule) has no blob here.
        guard entry.mode == "100644" || entry.mode == "100755" else { continue }
        blobs[entry.path] = entry.blob
      }
      stats = [:]
    }
    self.blobs = blobs
    self.indexOnly = indexOnly
    // A staged symbolic link or submodule named `*.swift` has no Swift text to judge.
    self.stagedPaths = stagedPaths.filter { blobs[$0] != nil }
    self.blobPool = try BlobPool(repository: repository)
  }

  /// The staged paths (`git diff --cached --name-only -z`) whose names are valid
  /// UTF-8, sorted.
  public static func stagedPaths(in repository: GitRepository) throws(SourceError) -> [String] {
    try staged(in: repository).paths
  }

  /// The staged paths (`git diff --cached --name-only -z`), sorted; those whose names
  /// are not valid UTF-8 are in `skipped` instead, with their warnings (`FileName`).
  ///
  /// `--no-renames`: a rename then reads as an addition at the new path (and a deletion
  /// the filter drops), which is the same set of new paths without paying for rename
  /// detection. `T` (type change) joins `ACMR` because a symbolic link replaced by a
  /// real file is new content too.
  public static func staged(in repository: GitRepository) throws(SourceError) -> (
    paths: [String], skipped: [FileProblem]
  ) {
    let base = try headOrEmptyTree(repository)
    let out = try repository.run([
      "diff", "--cached", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv",
      "--ignore-submodules",
      "--diff-filter=ACMRT", base, "--",
    ])
    var paths: [String] = []
    var skipped: [FileProblem] = []
    for record in out.split(separator: 0) {
      if let path = FileName.decode(record) { paths.append(path) } else { skipped.append(FileName.skipped(record)) }
    }
    return (paths.sorted(), skipped.sorted { $0.path < $1.path })
  }

  /// `HEAD`, or the empty tree in a repository with no commit yet.
  static func headOrEmptyTree(_ repository: GitRepository) throws(SourceError) -> String {
    if let head = Git.run(
      ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], in: repository.topLevel),
      head.status == 0
    {
      return "HEAD"
    }
    // The empty tree's id depends on the repository's hash (SHA-1:
    // 4b825dc642cb6eb9a060e54bf8d69288fbee4904); let git compute it.
    let out = try repository.run(["hash-object", "-t", "tree", "--stdin"], input: [])
    let id = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return id.isEmpty ? "4b825dc642cb6eb9a060e54bf8d69288fbee4904" : id
  }

  /// One stage-0 index entry.
  struct IndexEntry {
    var mode: String
    var blob: String
    var path: String
  }

  /// `git ls-files -s -z`: "<mode> SP <object> SP <stage> TAB <path>".
  static func indexEntries(_ repository: GitRepository) throws(SourceError) -> [IndexEntry] {
    let out = try repository.run(["ls-files", "-s", "-z"])
    var entries: [IndexEntry] = []
    for record in out.split(separator: 0) {
      guard let tab = record.firstIndex(of: 0x09) else { continue }
      let header = record[record.startIndex..<tab].split(separator: 0x20)
      // (A name that is not UTF-8 is skipped, as the in-process reading skips it.)
      guard header.count == 3, header[2].elementsEqual("0".utf8), let path = FileName.decode(record[(tab + 1)...])
      else { continue }
      entries.append(
        IndexEntry(
          mode: String(decoding: header[0], as: UTF8.self),
          blob: String(decoding: header[1], as: UTF8.self),
          path: path
        ))
    }
    return entries
  }

  public func list() throws(SourceError) -> [String] { blobs.keys.sorted() }

  public func read(_ path: String) throws(SourceError) -> [UInt8] {
    guard let blob = blobs[path] else { throw SourceError("not in the index") }
    if !indexOnly.contains(path), let expected = stats[path],
      let bytes = FileReader.readChecked(repository.topLevel + "/" + path, accept: expected.matches)
    {
      return bytes
    }
    return try blobPool.read(blob)
  }

  /// The index version of a root-relative file (`.puente.json`, the baseline), or nil
  /// when the index has no such file.
  public func indexVersion(of path: String) throws(SourceError) -> [UInt8]? {
    guard let blob = blobs[path] else { return nil }
    return try blobPool.read(blob)
  }
}

/// `git cat-file --batch` processes shared by the engine's workers: each read is a
/// round trip to git, so with one process a worker waited for the other's answer (a
/// commit that must read every file from git took half a second). Another process is
/// started when every one is busy, up to one per engine worker (one per core, at most 8).
final class BlobPool: @unchecked Sendable {
  private let repository: GitRepository
  private let lock = NSLock()
  /// Each stream with the number of readers using it now.
  private var streams: [(stream: BlobStream, users: Int)]
  static let maximum = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

  init(repository: GitRepository) throws(SourceError) {
    self.repository = repository
    streams = [(try BlobStream(repository: repository), 0)]
  }

  func read(_ id: String) throws(SourceError) -> [UInt8] {
    let (k, stream) = take()
    defer { give(k) }
    return try stream.read(id)
  }

  /// A free stream and its index, starting another process when all are busy and there
  /// is room, else the least used (its own lock then makes the caller wait). Taken under
  /// the pool's lock: `streams` may grow meanwhile.
  private func take() -> (Int, BlobStream) {
    lock.lock()
    defer { lock.unlock() }
    var k = streams.indices.min { streams[$0].users < streams[$1].users }!
    if streams[k].users > 0, streams.count < Self.maximum, let stream = try? BlobStream(repository: repository) {
      streams.append((stream, 0))
      k = streams.count - 1
    }
    streams[k].users += 1
    return (k, streams[k].stream)
  }

  private func give(_ k: Int) {
    lock.lock()
    streams[k].users -= 1
    lock.unlock()
  }
}
