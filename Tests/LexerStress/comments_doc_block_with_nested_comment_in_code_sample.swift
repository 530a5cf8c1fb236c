import Foundation

/**
 Retries an async operation with exponential back-off.

 Example:

     let data = try await retry(times: 3) {
         /* inner comment inside a doc block */
         try await client.fetch("/v1/items") // trailing
     }

 - Parameters:
   - times: maximum attempts (`1...10`).
   - initialDelay: first delay in seconds, e.g. `0.5` or `1e-1`.
   - operation: the `@Sendable` closure to run.
 */
func retry<T: Sendable>(
    times: Int,
    initialDelay: Double = 0.5,
    _ operation: @Sendable () async throws -> T
) async throws -> T {
    var delay = initialDelay
    var lastError: Error?
    for attempt in 1...times {
        do {
            return try await operation()
        } catch {
            lastError = error
            /** Sleep, then double. `delay * 2` caps at 30s. */
            try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            delay = min(delay * 2, 30)
            print("attempt \(attempt) failed: \(error)") /* log */
        }
    }
    throw lastError ?? CancellationError()
}

/// A `///` comment that mentions `/** */` and `/* */`.
/// Another line with `*/` which is fine in a line doc comment.
let doc = "see retry(times:initialDelay:_:)"
