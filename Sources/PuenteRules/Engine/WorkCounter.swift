import Foundation

/// The next item of a shared list of work, for whichever worker asks: the engine's
/// workers and the trend's `parallelMap` take files and blobs from one.
package final class WorkCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  package init() {}

  package func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    next += 1
    return next - 1
  }
}
