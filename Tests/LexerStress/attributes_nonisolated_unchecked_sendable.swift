import Foundation

actor SessionStore {
    private var tokens: [String: String] = [:]
    nonisolated let identifier = UUID()
    nonisolated(unsafe) var unsafeCounter = 0
    nonisolated var description: String { "SessionStore(\(identifier))" }

    func token(for user: String) -> String? { tokens[user] }
    func set(_ token: String, for user: String) { tokens[user] = token }
    isolated deinit { tokens.removeAll() }
}

final class LegacyCache: @unchecked Sendable {
    private let queue = DispatchQueue(label: "cache", attributes: .concurrent)
    private var storage: [String: Any] = [:]
    func read(_ key: String) -> Any? { queue.sync { storage[key] } }
    func write(_ key: String, _ value: Any) { queue.async(flags: .barrier) { self.storage[key] = value } }
}

func useStore(_ store: isolated SessionStore) {
    store.set("abc", for: "ana")
}

@preconcurrency protocol OldDelegate: AnyObject { func didFinish() }

@MainActor
final class Controller {
    nonisolated(unsafe) static var shared: Controller?
    @MainActor(unsafe) func legacyEntry() {}
    nonisolated func compute() -> Int { 42 }
    func isolatedWork(_ body: @isolated(any) @Sendable () -> Void) { body() }
    func sending(_ value: sending [String]) -> sending [String] { value }
}

struct Snapshot: Sendable { let values: [Int]; let date: Date }

extension Snapshot: @unchecked Sendable {}
