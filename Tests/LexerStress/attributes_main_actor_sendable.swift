import Foundation

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
    private let loader: @Sendable () async throws -> [String]

    init(loader: @escaping @Sendable () async throws -> [String]) {
        self.loader = loader
    }

    func refresh() async {
        do {
            let loaded = try await loader()
            items = loaded
        } catch {
            items = []
        }
    }

    nonisolated func log(_ message: String) {
        Task { @MainActor in print(message, self.items.count) }
    }
}

struct Message: Sendable, Hashable {
    let id: UUID
    let text: String
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}

@Sendable func pureFunction(_ x: Int) -> Int { x * 2 }

func runDetached() {
    let counter = Counter()
    Task.detached(priority: .background) { @Sendable in
        _ = counter.increment()
    }
    let work: @MainActor @Sendable () -> Void = { print("on main") }
    Task { @MainActor [counter] in
        work()
        _ = counter.increment()
    }
    let handler: @Sendable (Message) async -> Void = { msg in print(msg.text) }
    _ = handler
}

@MainActor protocol Presenter { func show(_ text: String) }
extension FeedViewModel: @preconcurrency CustomStringConvertible {
    nonisolated var description: String { "FeedViewModel" }
}
