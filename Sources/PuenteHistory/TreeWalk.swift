import Foundation
import PuenteRules
import PuenteSource

/// The trees of one history as changes, cheaply: the first tree listed whole (or its
/// changes from a tree whose counts are known), each next one as its changes from the
/// one before, all from tree objects read once each (`TreeDiffer`). Listing 2,000 files
/// costs about what a diff of a few files does, so a hundred points cost one listing
/// instead of a hundred.
///
/// Plumbing only: nothing here reads or writes the work tree, the index or HEAD.
public enum TreeWalk {
  /// Calls `body` with the index of each tree of `trees` and its changes from the tree
  /// before: from `base` for the first one when given (a tree whose counts are known),
  /// else every file of the first tree as an addition. `first`, when given, are the
  /// changes from `base` to the first tree, worked out already. `prepare` gets the
  /// changes of every tree after the first at once, before their `body` calls.
  ///
  /// The changes of the later trees are worked out on another thread while the first
  /// tree is counted (its every file is new: the long step).
  static func walk(
    _ differ: TreeDiffer, base: String? = nil, first: [TreeChange]? = nil, trees: [String],
    prepare: ([[TreeChange]]) -> Void = { _ in },
    body: (Int, [TreeChange]) throws(SourceError) -> Void
  ) throws(SourceError) {
    guard let head = trees.first else { return }
    // Without a base, the changes from the empty tree: every file as an addition.
    var firstChanges: [TreeChange]
    if let first { firstChanges = first } else { firstChanges = try differ.changes([(base, head)])[0] }
    final class Later: @unchecked Sendable { var result: Result<[[TreeChange]], SourceError> = .success([]) }
    let later = Later()
    let pairs: [(a: String?, b: String?)] = (1..<max(1, trees.count)).map { (trees[$0 - 1], trees[$0]) }
    var laterDone: DispatchSemaphore? = nil
    if !pairs.isEmpty {
      laterDone = Subprocess.background {
        do throws(SourceError) { later.result = .success(try differ.changes(pairs)) } catch {
          later.result = .failure(error)
        }
      }
    }
    do { try body(0, firstChanges) } catch {
      laterDone?.wait()
      throw error
    }
    firstChanges = []
    guard let laterDone else { return }
    laterDone.wait()
    let changes = try later.result.get()
    prepare(changes)
    for (k, list) in changes.enumerated() { try body(k + 1, list) }
  }
}
