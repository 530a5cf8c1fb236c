import Foundation

/// The file lists of several trees of one history, cheaply: the first by
/// `git ls-tree -r -z`, each next one by applying the changes that one
/// `git diff-tree --stdin -r -z` process reports between consecutive trees. Listing 2,000
/// files takes git about as long as a diff of a few files, so a hundred points cost one
/// listing and one process instead of a hundred listings.
///
/// Plumbing only: nothing here reads or writes the work tree, the index or HEAD.
public enum TreeWalk {
  /// One change between two trees.
  struct Change: Equatable {
    var path: String
    /// The new blob, or nil when the path is gone (deleted, or now a submodule).
    var blob: String?
  }

  /// Calls `body` with the index and the file list of each tree of `trees`, in order.
  public static func walk(
    _ repository: GitRepository, trees: [String],
    body: (Int, [TreeEntry]) throws(SourceError) -> Void
  ) throws(SourceError) {
    guard let first = trees.first else { return }
    // The changes between consecutive trees are asked for at once, on another thread:
    // the first tree is the long step (every file is new), and git computes the diffs
    // meanwhile. (Before the first tree's files came from the work tree, this competed
    // with `cat-file` for the second core and was slower; now it is not.)
    final class Diff: @unchecked Sendable { var result: Result<[UInt8], SourceError> = .success([]) }
    let diff = Diff()
    var diffDone: DispatchSemaphore? = nil
    if trees.count > 1 {
      var input = ""
      for i in 1..<trees.count { input += trees[i - 1] + " " + trees[i] + "\n" }
      let request = Array(input.utf8)
      diffDone = Subprocess.background {
        do throws(SourceError) {
          diff.result = .success(
            try repository.run(
              ["diff-tree", "--stdin", "-r", "-z", "--no-renames"], input: request))
        } catch { diff.result = .failure(error) }
      }
    }
    // Entries stay in `ls-tree` order (sorted, so folder by folder); changed paths are
    // updated in place, new ones appended, deleted ones dropped.
    var entries: [TreeEntry]
    do {
      entries = try listTree(repository, first)
      try body(0, entries)
    } catch {
      diffDone?.wait()
      throw error
    }
    guard let diffDone else { return }
    diffDone.wait()
    let out = try diff.result.get()
    let changes = parse(diffTree: out, pairs: trees.count - 1)
    var position: [String: Int] = [:]
    for (i, entry) in entries.enumerated() { position[entry.path] = i }
    for i in 1..<trees.count {
      var deleted = false
      for change in changes[i - 1] {
        if let at = position[change.path] {
          entries[at].key = change.blob ?? ""
          if change.blob == nil {
            position[change.path] = nil
            deleted = true
          }
        } else if let blob = change.blob {
          position[change.path] = entries.count
          entries.append(TreeEntry(path: change.path, key: blob))
        }
      }
      if deleted {
        entries.removeAll { $0.key.isEmpty }
        position = [:]
        for (i, entry) in entries.enumerated() { position[entry.path] = i }
      }
      try body(i, entries)
    }
  }

  /// The blobs of a tree (`git ls-tree -r -z`), as `GitRepository.tree` lists them.
  static func listTree(_ repository: GitRepository, _ tree: String) throws(SourceError)
    -> [TreeEntry]
  {
    let out = try repository.run(["ls-tree", "-r", "-z", "--full-tree", tree])
    var entries: [TreeEntry] = []
    for record in out.split(separator: 0) {
      // "<mode> SP <type> SP <object> TAB <path>"
      guard let tab = record.firstIndex(of: 0x09) else { continue }
      let header = record[record.startIndex..<tab].split(separator: 0x20)
      guard header.count == 3, header[1].elementsEqual("blob".utf8) else { continue }
      entries.append(
        TreeEntry(
          path: String(decoding: record[(tab + 1)...], as: UTF8.self),
          key: String(decoding: header[2], as: UTF8.self)))
    }
    return entries
  }

  /// Splits `diff-tree --stdin -r -z` output into the changes of each input pair. Each
  /// pair's output starts with a `<tree> <tree>\n` line; each change is
  /// `:<mode> <mode> <blob> <blob> <status>\0<path>\0`.
  static func parse(diffTree out: [UInt8], pairs: Int) -> [[Change]] {
    var result: [[Change]] = []
    var i = 0
    let n = out.count
    func field(until terminator: UInt8) -> ArraySlice<UInt8> {
      let start = i
      while i < n && out[i] != terminator { i += 1 }
      let slice = out[start..<i]
      if i < n { i += 1 }
      return slice
    }
    while i < n {
      if out[i] == UInt8(ascii: ":") {
        let meta = field(until: 0).dropFirst().split(separator: 0x20)
        let path = String(decoding: field(until: 0), as: UTF8.self)
        guard meta.count >= 5, !result.isEmpty else { continue }
        let newMode = String(decoding: meta[1], as: UTF8.self)
        let status = meta[4].first ?? UInt8(ascii: "M")
        let gone = status == UInt8(ascii: "D") || newMode == "160000" || newMode == "000000"
        result[result.count - 1].append(
          Change(path: path, blob: gone ? nil : String(decoding: meta[3], as: UTF8.self)))
      } else {
        _ = field(until: 0x0A)  // the `<tree> <tree>` header of the next pair
        result.append([])
      }
    }
    // Pairs with identical trees print their header and nothing else; keep the count right
    // even if a git version printed nothing for them.
    while result.count < pairs { result.append([]) }
    return result
  }
}
