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
    /// The blob before, or nil when the path is new (or was not a blob).
    var oldBlob: String? = nil
  }

  /// A `diff-tree` of two trees started before it is known whether it will be needed: a
  /// nightly run asks for the changes from yesterday's newest tree to today's at once,
  /// while it reads its caches, instead of after.
  final class PendingDiff: @unchecked Sendable {
    let from: String
    let to: String
    fileprivate var result: Result<[UInt8], SourceError> = .success([])
    fileprivate var done: DispatchSemaphore? = nil

    fileprivate init(from: String, to: String) {
      self.from = from
      self.to = to
    }

    /// The changes (waiting for git if need be).
    func changes() throws(SourceError) -> [TreeChange] {
      done?.wait()
      done = nil
      // The two-tree form prints no `<tree> <tree>` line before its changes.
      let out = try result.get()
      return TreeWalk.parse(diffTree: Array("- -\n".utf8) + out, pairs: 1)[0].map {
        TreeChange(path: $0.path, key: $0.blob, oldKey: $0.oldBlob)
      }
    }

    /// Lets the process end (a speculation that was not needed).
    func discard() {
      done?.wait()
      done = nil
    }
  }

  /// Starts `git diff-tree` between `from` and `to` (any tree-ish) on another thread.
  static func start(_ repository: GitRepository, from: String, to: String) -> PendingDiff {
    let pending = PendingDiff(from: from, to: to)
    pending.done = Subprocess.background {
      do throws(SourceError) {
        pending.result = .success(try repository.run(["diff-tree", "-r", "-z", "--no-renames", from, to]))
      } catch { pending.result = .failure(error) }
    }
    return pending
  }

  /// Calls `body` with the index of each tree of `trees` and its changes from the tree
  /// before: from `base` for the first one when given (a tree whose counts are known),
  /// else every file of the first tree as an addition. `first`, when given, holds the
  /// changes from `base` to the first tree, asked for already.
  static func walk(
    _ repository: GitRepository, base: String? = nil, first: PendingDiff? = nil, trees: [String],
    prepare: ([[TreeChange]]) -> Void = { _ in },
    body: (Int, [TreeChange]) throws(SourceError) -> Void
  ) throws(SourceError) {
    guard let head = trees.first else { return }
    // The changes between consecutive trees are asked for at once, on another thread:
    // the first tree is the long step (every file is new), and git computes the diffs
    // meanwhile.
    final class Diff: @unchecked Sendable { var result: Result<[UInt8], SourceError> = .success([]) }
    let diff = Diff()
    let pairs = (base != nil && first == nil ? [base!] : []) + trees
    var diffDone: DispatchSemaphore? = nil
    if pairs.count > 1 {
      var input = ""
      for i in 1..<pairs.count { input += pairs[i - 1] + " " + pairs[i] + "\n" }
      let request = Array(input.utf8)
      diffDone = Subprocess.background {
        do throws(SourceError) {
          diff.result = .success(
            try repository.run(
              ["diff-tree", "--stdin", "-r", "-z", "--no-renames"], input: request))
        } catch { diff.result = .failure(error) }
      }
    }
    // The first tree: from the speculative diff, or every file of it.
    var offset = 0
    if let first {
      do { try body(0, try first.changes()) } catch {
        diffDone?.wait()
        throw error
      }
      offset = 1
    } else if base == nil {
      do {
        let entries = try listTree(repository, head)
        try body(0, entries.map { TreeChange(path: $0.path, key: $0.key) })
      } catch {
        diffDone?.wait()
        throw error
      }
      offset = 1
    }
    guard let diffDone else { return }
    diffDone.wait()
    let changes = parse(diffTree: try diff.result.get(), pairs: pairs.count - 1).map { list in
      list.map { TreeChange(path: $0.path, key: $0.blob, oldKey: $0.oldBlob) }
    }
    prepare(changes)
    // Pair k leads to tree k + offset.
    for k in 0..<(pairs.count - 1) { try body(k + offset, changes[k]) }
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
        let oldMode = String(decoding: meta[0], as: UTF8.self)
        let newMode = String(decoding: meta[1], as: UTF8.self)
        let status = meta[4].first ?? UInt8(ascii: "M")
        let gone = status == UInt8(ascii: "D") || newMode == "160000" || newMode == "000000"
        let wasBlob = oldMode != "000000" && oldMode != "160000"
        result[result.count - 1].append(
          Change(
            path: path, blob: gone ? nil : String(decoding: meta[3], as: UTF8.self),
            oldBlob: wasBlob ? String(decoding: meta[2], as: UTF8.self) : nil))
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
