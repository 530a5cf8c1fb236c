import Foundation

actor ImageStore {
    private var cache: [URL: Data] = [:]
    private var inFlight: [URL: Task<Data, Error>] = [:]

    func data(for url: URL) async throws -> Data {
        if let cached = cache[url] { return cached }
        if let task = inFlight[url] { return try await task.value }
        let task = Task { () async throws -> Data in
            let (data, _) = try await URLSession.shared.data(from: url)
            return data
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        let data = try await task.value
        cache[url] = data
        return data
    }

    nonisolated func key(for url: URL) -> String { url.absoluteString }
    func clear() { cache.removeAll() }
}

@globalActor actor BackgroundActor { static let shared = BackgroundActor() }

@BackgroundActor func crunch(_ values: [Int]) async -> Int { values.reduce(0, +) }

func loadAll(_ urls: [URL], store: ImageStore) async -> [Data] {
    await withTaskGroup(of: Data?.self) { group in
        for url in urls {
            group.addTask { try? await store.data(for: url) }
        }
        var results: [Data] = []
        for await case let data? in group { results.append(data) }
        return results
    }
}

func streams() async throws {
    let stream = AsyncStream<Int> { continuation in
        for i in 1...3 { continuation.yield(i) }
        continuation.finish()
    }
    for await value in stream { print(value) }
    async let a = crunch([1, 2])
    async let b = crunch([3, 4])
    let total = await a + b
    let checked = try await withCheckedThrowingContinuation { (c: CheckedContinuation<Int, Error>) in c.resume(returning: total) }
    try Task.checkCancellation()
    await Task.yield()
    print(checked, try await Task.sleep(for: .milliseconds(10)))
}
