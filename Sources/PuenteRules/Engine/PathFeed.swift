import Foundation

/// Paths handed to the engine's workers in small batches, as fast as a listing finds
/// them: the workers read and search the first files while git (or the folder walk) is
/// still listing the rest, instead of waiting for the whole list.
///
/// One or more producers `add`, then one `close`; any number of workers take batches
/// with `next` until it returns nil.
///
/// Batches may be provisional: listed before it is known whether they count (a folder
/// walked while git says whether it lists the folder itself). Workers take them like the
/// others and keep what they find apart; `settle` decides. Accepted, they stand (and so
/// do later ones); withdrawn, what is found in them is dropped and the ones not taken
/// yet are skipped.
final class PathFeed: @unchecked Sendable {
  private let condition = NSCondition()
  private var batches: [(paths: [String], provisional: Bool)] = []
  private var taken = 0
  private var closed = false
  /// nil until `settle`: whether provisional batches count.
  private var verdict: Bool?

  /// A batch of this many paths is a few dozen microseconds of work: small enough to
  /// keep both workers busy to the end, large enough that the lock costs nothing.
  static let batchSize = 32

  init() {}

  /// A feed of `paths`, already closed.
  init(_ paths: [String]) {
    var start = 0
    while start < paths.count {
      batches.append((Array(paths[start..<min(start + Self.batchSize, paths.count)]), false))
      start += Self.batchSize
    }
    closed = true
  }

  /// Adds paths, cut into batches of `batchSize` (git hands its listing over in
  /// chunks of a thousand paths or more, which one worker would otherwise take whole).
  func add(_ paths: [String], provisional: Bool = false) {
    guard !paths.isEmpty else { return }
    condition.lock()
    var start = 0
    while start < paths.count {
      batches.append((Array(paths[start..<min(start + Self.batchSize, paths.count)]), provisional))
      start += Self.batchSize
    }
    condition.broadcast()
    condition.unlock()
  }

  /// Says whether the provisional batches count (once; a later call changes nothing).
  func settle(accepted: Bool) {
    condition.lock()
    if verdict == nil { verdict = accepted }
    condition.unlock()
  }

  /// Whether what was found in provisional batches stands: they were accepted. (Asked
  /// once the feed is closed and drained.)
  var provisionalAccepted: Bool {
    condition.lock()
    defer { condition.unlock() }
    return verdict == true
  }

  /// No more batches will come.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// The next batch and whether it is provisional, waiting for one while the feed is
  /// open; nil once it is closed and every batch has been taken. Provisional batches
  /// are skipped once withdrawn.
  func next() -> (paths: [String], provisional: Bool)? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      while taken == batches.count && !closed { condition.wait() }
      guard taken < batches.count else { return nil }
      taken += 1
      let batch = batches[taken - 1]
      if batch.provisional && verdict == false { continue }
      return batch
    }
  }
}
