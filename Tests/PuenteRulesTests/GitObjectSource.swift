@testable import PuenteSource

// A commit's or the index's files read from their blobs: the plain scan of each commit
// that the trend's points are checked against. No command reads a whole tree this way
// (the trend diffs trees, a staged scan reads the index in process), so it lives here.

extension GitRepository {
  /// One file of a tree or of the index: its path and blob id.
  struct Entry: Sendable, Hashable {
    var path: String
    var blob: String
  }

  /// The files (blobs) of a commit's tree, recursively (`git ls-tree -r -z`).
  func tree(_ commit: String) throws(SourceError) -> [Entry] {
    // "<mode> SP <type> SP <object> TAB <path>"
    try entries(run(["ls-tree", "-r", "-z", "--full-tree", commit])) { $0[1].elementsEqual("blob".utf8) ? $0[2] : nil }
  }

  /// The files staged in the index (`git ls-files -s -z`), stage 0 only.
  func index() throws(SourceError) -> [Entry] {
    // "<mode> SP <object> SP <stage> TAB <path>"
    try entries(run(["ls-files", "-s", "-z"])) { $0[2].elementsEqual("0".utf8) ? $0[1] : nil }
  }

  /// The NUL-separated records `out`, each three blank-separated header fields, a tab and
  /// a path, as entries: `blob` picks a record's blob id from its header fields, or nil
  /// to leave the record out.
  private func entries(_ out: [UInt8], blob: ([ArraySlice<UInt8>]) -> ArraySlice<UInt8>?) -> [Entry] {
    var entries: [Entry] = []
    for record in out.split(separator: 0) {
      guard let tab = record.firstIndex(of: 0x09) else { continue }
      let header = record[record.startIndex..<tab].split(separator: 0x20)
      guard header.count == 3, let id = blob(header) else { continue }
      entries.append(
        Entry(path: String(decoding: record[(tab + 1)...], as: UTF8.self), blob: String(decoding: id, as: UTF8.self)))
    }
    return entries
  }
}

/// Files of a commit or of the index, read through one `cat-file --batch` process.
struct GitObjectSource: FileSource {
  let entries: [GitRepository.Entry]
  let blobs: [String: String]
  let blobStream: BlobStream
  let description: String

  init(entries: [GitRepository.Entry], blobStream: BlobStream, description: String) {
    self.entries = entries
    self.blobs = Dictionary(entries.map { ($0.path, $0.blob) }, uniquingKeysWith: { a, _ in a })
    self.blobStream = blobStream
    self.description = description
  }

  func list() throws(SourceError) -> [String] { entries.map(\.path).sorted() }

  func read(_ path: String) throws(SourceError) -> [UInt8] {
    guard let blob = blobs[path] else { throw SourceError("not in \(description)") }
    return try blobStream.read(blob)
  }
}
