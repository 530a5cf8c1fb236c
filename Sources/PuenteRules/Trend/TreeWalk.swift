import Foundation

/// The trees of one history as changes, cheaply: the first tree listed whole (or its
/// changes from a tree whose counts are known), each next one as its changes from the
/// one before, all from tree objects read once each (`TreeDiffer`). Listing 2,000 files
/// costs about what a diff of a few files does, so a hundred points cost one listing
/// instead of a hundred.
///
/// Plumbing only: nothing here reads or writes the work tree, the index or HEAD.
public enum TreeWalk {
  /// Changes between two trees asked for before it is known whether they will be
  /// needed: a nightly run asks for the changes from yesterday's newest tree to today's
  /// as soon as it knows today's, while it decodes its caches.
  final class PendingChanges: @unchecked Sendable {
    fileprivate var result: Result<[TreeChange], SourceError> = .success([])
    fileprivate var done: DispatchSemaphore? = nil
    let from: String
    let to: String

    fileprivate init(from: String, to: String) {
      self.from = from
      self.to = to
    }

    /// The changes (waiting if need be).
    func changes() throws(SourceError) -> [TreeChange] {
      finish()
      return try result.get()
    }

    /// Lets the work end (a speculation that was not needed).
    func finish() {
      done?.wait()
      done = nil
    }
  }

  /// Starts working out the changes from `from` to `to` on another thread. The differ
  /// belongs to that thread until the changes are taken or `finish` returns.
  static func start(_ differ: TreeDiffer, from: String, to: String) -> PendingChanges {
    let pending = PendingChanges(from: from, to: to)
    let box = UncheckedBox(differ)
    pending.done = Subprocess.background {
      do throws(SourceError) {
        pending.result = .success(try box.value.changes([(from, to)])[0])
      } catch { pending.result = .failure(error) }
    }
    return pending
  }

  /// Calls `body` with the index of each tree of `trees` and its changes from the tree
  /// before: from `base` for the first one when given (a tree whose counts are known),
  /// else every file of the first tree as an addition. `first`, when given, holds the
  /// changes from `base` to the first tree, asked for already. `prepare` gets the
  /// changes of every tree after the first at once, before their `body` calls.
  ///
  /// The changes of the later trees are worked out on another thread while the first
  /// tree is counted (its every file is new: the long step).
  static func walk(
    _ differ: TreeDiffer, base: String? = nil, first: PendingChanges? = nil, trees: [String],
    prepare: ([[TreeChange]]) -> Void = { _ in },
    body: (Int, [TreeChange]) throws(SourceError) -> Void
  ) throws(SourceError) {
    guard let head = trees.first else { return }
    var firstChanges: [TreeChange]
    if let first {
      firstChanges = try first.changes()
    } else if let base {
      firstChanges = try differ.changes([(base, head)])[0]
    } else {
      firstChanges = try differ.listing(head)
    }
    final class Later: @unchecked Sendable { var result: Result<[[TreeChange]], SourceError> = .success([]) }
    let later = Later()
    let pairs: [(a: String?, b: String?)] = (1..<max(1, trees.count)).map { (trees[$0 - 1], trees[$0]) }
    var laterDone: DispatchSemaphore? = nil
    if !pairs.isEmpty {
      let box = UncheckedBox(differ)
      laterDone = Subprocess.background {
        do throws(SourceError) { later.result = .success(try box.value.changes(pairs)) } catch {
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
