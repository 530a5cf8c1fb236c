import Foundation

/// Paths handed to the engine's workers in small batches, as fast as a listing finds
/// them: the workers read and search the first files while git (or the folder walk) is
/// still listing the rest, instead of waiting for the whole list.
///
/// One or more producers `add`, then one `close`; any number of workers take batches
/// with `next` until it returns nil.
final class PathFeed: @unchecked Sendable {
  private let condition = NSCondition()
  private var batches: [[String]] = []
  private var taken = 0
  private var closed = false

  /// A batch of this many paths is a few dozen microseconds of work: small enough to
  /// keep both workers busy to the end, large enough that the lock costs nothing.
  static let batchSize = 32

  init() {}

  /// A feed of `paths`, already closed.
  init(_ paths: [String]) {
    var start = 0
    while start < paths.count {
      batches.append(Array(paths[start..<min(start + Self.batchSize, paths.count)]))
      start += Self.batchSize
    }
    closed = true
  }

  /// Adds paths, cut into batches of `batchSize` (git hands its listing over in
  /// chunks of a thousand paths or more, which one worker would otherwise take whole).
  func add(_ paths: [String]) {
    guard !paths.isEmpty else { return }
    condition.lock()
    var start = 0
    while start < paths.count {
      batches.append(Array(paths[start..<min(start + Self.batchSize, paths.count)]))
      start += Self.batchSize
    }
    condition.broadcast()
    condition.unlock()
  }

  /// No more batches will come.
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// The next batch, waiting for one while the feed is open; nil once it is closed and
  /// every batch has been taken.
  func next() -> [String]? {
    condition.lock()
    defer { condition.unlock() }
    while taken == batches.count && !closed { condition.wait() }
    guard taken < batches.count else { return nil }
    taken += 1
    return batches[taken - 1]
  }
}
