import Foundation
import PuenteRules
import PuenteSource

/// The file lists and changes of a history's trees, from tree objects read through
/// `cat-file --batch` and kept by id: each distinct tree is read once, however many diffs
/// it is in (`diff-tree` over consecutive pairs reads most trees twice, and `ls-tree` of
/// the first reads them again).
///
/// It says what `ls-tree -r` and `diff-tree -r --no-renames` say about blobs: regular
/// files, executables and symbolic links are files; submodules (commits) are not, so a
/// path that becomes one is gone. A path whose blob stays the same (a mode change) has
/// no change. Trees are read a level at a time, every tree of a level in one pipelined
/// batch. Safe to share between threads: one question at a time holds it.
final class TreeDiffer: @unchecked Sendable {
  private let lock = NSLock()
  /// Tree id → its entries.
  private var trees: [ObjectID: [Entry]] = [:]

  struct Entry {
    /// The name; `FileName.escaped` when it is not valid UTF-8.
    var name: String
    var id: ObjectID
    var kind: Kind
    var isNameValid = true
  }

  enum Kind {
    case file
    case tree
    case other
  }

  /// `stream` reads the trees; without one, a `cat-file` of its own is started when
  /// first needed.
  init(stream: BlobStream?, repository: GitRepository? = nil) {
    self.stream = stream
    self.repository = repository
  }

  private var stream: BlobStream?
  private let repository: GitRepository?

  private func gitStream() throws(SourceError) -> BlobStream {
    if let stream { return stream }
    guard let repository else { throw SourceError("no git object stream to read trees from") }
    let made = try BlobStream(repository: repository)
    stream = made
    return made
  }

  /// Every file of `tree`, in `ls-tree` order, as additions.
  func listing(_ tree: String) throws(SourceError) -> [TreeChange] {
    try changes([(nil, tree)])[0]
  }

  /// The changes from `a` to `b` of each pair (nil: the empty tree).
  func changes(_ pairs: [(a: String?, b: String?)]) throws(SourceError) -> [[TreeChange]] {
    lock.lock()
    defer { lock.unlock() }
    struct Job {
      var pair: Int
      var a: ObjectID?
      var b: ObjectID?
      var prefix: String
      /// Whether every folder name of `prefix` is valid UTF-8.
      var isPrefixValid = true
    }
    func id(_ hex: String?) throws(SourceError) -> ObjectID? {
      guard let hex else { return nil }
      guard let id = ObjectID(hex: hex) else { throw SourceError("`\(hex)` is not a tree id") }
      return id
    }
    var result = [[TreeChange]](repeating: [], count: pairs.count)
    var jobs: [Job] = []
    for (k, pair) in pairs.enumerated() where pair.a != pair.b {
      jobs.append(Job(pair: k, a: try id(pair.a), b: try id(pair.b), prefix: ""))
    }
    while !jobs.isEmpty {
      try load(jobs.flatMap { [$0.a, $0.b].compactMap { $0 } })
      var next: [Job] = []
      for job in jobs {
        let old = job.a.map { trees[$0] ?? [] } ?? []
        let new = job.b.map { trees[$0] ?? [] } ?? []
        // Most trees of a diff keep their names and change an id or two: then entries
        // pair up in order, with no table of names (hashing every name of every tree
        // was most of a diff's cost).
        let aligned = old.count == new.count && zip(old, new).allSatisfy { $0.name == $1.name }
        var byName: [String: Entry] = [:]
        if !aligned { for entry in old { byName[entry.name] = entry } }
        var seen = Set<String>()
        for (k, entry) in new.enumerated() {
          let before = aligned ? old[k] : byName[entry.name]
          if !aligned && before != nil { seen.insert(entry.name) }
          if let before, before.id == entry.id, before.kind == entry.kind { continue }
          let path = job.prefix + entry.name
          let valid = job.isPrefixValid && entry.isNameValid
          switch entry.kind {
          case .file:
            // (The same blob as before would have been skipped above.)
            let oldFile = before?.kind == .file ? before?.id.hex : nil
            result[job.pair].append(TreeChange(path: path, key: entry.id.hex, oldKey: oldFile, isNameValid: valid))
          case .tree:
            next.append(
              Job(
                pair: job.pair, a: before?.kind == .tree ? before?.id : nil, b: entry.id, prefix: path + "/",
                isPrefixValid: valid))
          case .other:
            if before?.kind == .file {
              result[job.pair].append(TreeChange(path: path, key: nil, oldKey: before?.id.hex, isNameValid: valid))
            }
          }
          // What the path was, if it is something else now, goes.
          if let before, before.kind != entry.kind {
            if before.kind == .file, entry.kind == .tree {
              result[job.pair].append(TreeChange(path: path, key: nil, oldKey: before.id.hex, isNameValid: valid))
            } else if before.kind == .tree {
              next.append(Job(pair: job.pair, a: before.id, b: nil, prefix: path + "/", isPrefixValid: valid))
            }
          }
        }
        for entry in old where !aligned && !seen.contains(entry.name) {
          let path = job.prefix + entry.name
          let valid = job.isPrefixValid && entry.isNameValid
          switch entry.kind {
          case .file:
            result[job.pair].append(TreeChange(path: path, key: nil, oldKey: entry.id.hex, isNameValid: valid))
          case .tree:
            next.append(Job(pair: job.pair, a: entry.id, b: nil, prefix: path + "/", isPrefixValid: valid))
          case .other: break
          }
        }
      }
      jobs = next
    }
    return result
  }

  /// Reads the trees of `ids` not read yet, in one batch.
  private func load(_ ids: [ObjectID]) throws(SourceError) {
    var missing: [ObjectID] = []
    var queued = Set<ObjectID>()
    for id in ids where trees[id] == nil && queued.insert(id).inserted { missing.append(id) }
    guard !missing.isEmpty else { return }
    var failure: SourceError? = nil
    let ids = missing
    try gitStream().readMany(ids.map(\.hex)) { k, result in
      switch result {
      case .success(let bytes):
        if let entries = Self.parse(bytes, idLength: ids[k].count) {
          trees[ids[k]] = entries
        } else {
          failure = SourceError("unexpected tree object \(ids[k].hex)")
        }
      case .failure(let error): failure = error
      }
    }
    if let failure { throw failure }
  }

  /// A tree object's entries: `<mode> SP <name> NUL <id bytes>`, repeated.
  static func parse(_ bytes: [UInt8], idLength: Int) -> [Entry]? {
    var entries: [Entry] = []
    let n = bytes.count
    var i = 0
    while i < n {
      var mode = 0
      while i < n && bytes[i] != 0x20 {
        guard bytes[i] >= 0x30 && bytes[i] <= 0x37 else { return nil }
        mode = mode * 8 + Int(bytes[i] - 0x30)
        i += 1
      }
      i += 1
      let start = i
      while i < n && bytes[i] != 0 { i += 1 }
      guard i + 1 + idLength <= n else { return nil }
      let decoded = FileName.decode(bytes[start..<i])
      let name = decoded ?? FileName.escaped(bytes[start..<i])
      i += 1
      let id = bytes.withUnsafeBytes { ObjectID(UnsafeRawBufferPointer(rebasing: $0[i..<(i + idLength)])) }
      i += idLength
      let kind: Kind
      switch mode >> 12 {
      case 0o04: kind = .tree
      // A symbolic link's blob is the path it names, not Swift: links are not counted
      // (as a scan does not read them), the file they name is, where it lies.
      case 0o10: kind = .file
      default: kind = .other
      }
      entries.append(
        Entry(name: name, id: id, kind: kind, isNameValid: decoded != nil))
    }
    return entries
  }
}

/// An object id as its bytes (SHA-1's 20, SHA-256's 32), for the entries of the trees a
/// diff reads: compared and hashed as four words, its hex digits made only for the
/// entries that change (as strings they would be an allocation for every entry of
/// every tree).
struct ObjectID: Hashable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// Its length in bytes.
  let count: Int

  /// The id of these bytes (at most 32).
  init(_ bytes: UnsafeRawBufferPointer) {
    precondition(bytes.count <= 32)
    count = bytes.count
    withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: bytes) }
  }

  /// The id these 40 or 64 lowercase hex digits spell; nil for anything else.
  init?(hex: String) {
    var bytes = [UInt8]()
    var text = hex
    let valid = text.withUTF8 { digits -> Bool in
      guard digits.count == 40 || digits.count == 64 else { return false }
      bytes.reserveCapacity(digits.count / 2)
      func value(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
      }
      for k in stride(from: 0, to: digits.count, by: 2) {
        guard let high = value(digits[k]), let low = value(digits[k + 1]) else { return false }
        bytes.append(high << 4 | low)
      }
      return true
    }
    guard valid else { return nil }
    self = bytes.withUnsafeBytes { ObjectID($0) }
  }

  /// Its lowercase hex digits.
  var hex: String {
    var words = self.words
    return withUnsafeBytes(of: &words) { Hex.lowercase(ArraySlice($0.prefix(count))) }
  }

  static func == (a: ObjectID, b: ObjectID) -> Bool {
    a.count == b.count && a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
      && a.words.3 == b.words.3
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
  }
}

/// One change between two trees of a history: the file at `path` now has the content
/// `key` (a blob id), or is gone (`key` nil).
public struct TreeChange: Sendable, Equatable {
  public var path: String
  public var key: String?
  /// The content before the change, when the diff says.
  public var oldKey: String?
  /// Whether the path is valid UTF-8 (if not, `path` is `FileName.escaped`): such a file
  /// is skipped with a warning, as every command skips it, never counted.
  public var isNameValid: Bool

  public init(path: String, key: String?, oldKey: String? = nil, isNameValid: Bool = true) {
    self.path = path
    self.key = key
    self.oldKey = oldKey
    self.isNameValid = isNameValid
  }
}
