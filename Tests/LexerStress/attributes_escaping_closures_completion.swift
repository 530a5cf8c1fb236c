import Foundation

final class DownloadManager {
    typealias Completion = (Result<Data, Error>) -> Void
    private var handlers: [URL: [Completion]] = [:]
    private var progressObservers: [(Double) -> Void] = []

    func download(_ url: URL, progress: @escaping (Double) -> Void = { _ in }, completion: @escaping Completion) {
        handlers[url, default: []].append(completion)
        progressObservers.append(progress)
        URLSession.shared.dataTask(with: url) { [weak self] data, _, error in
            guard let self else { return }
            let result: Result<Data, Error> = data.map { .success($0) } ?? .failure(error ?? URLError(.unknown))
            self.handlers.removeValue(forKey: url)?.forEach { $0(result) }
        }.resume()
    }

    func withRetry<T>(_ attempts: Int, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        var lastError: Error?
        for _ in 0..<attempts {
            do { return try await body() } catch { lastError = error }
        }
        throw lastError!
    }

    func measure<T>(_ label: @autoclosure () -> String, _ block: () throws -> T) rethrows -> T {
        let start = Date()
        defer { print("\(label()) took \(Date().timeIntervalSince(start))s") }
        return try block()
    }

    func onMain(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    func nested(_ outer: @escaping (@escaping (Int) -> Void) -> Void) {
        outer { value in print(value) }
    }

    func optionalClosure(_ maybe: ((String) -> Void)? = nil) { maybe?("optional closures are implicitly escaping") }
    func convention(_ c: @convention(c) (Int32) -> Int32, _ block: @convention(block) () -> Void) { block() }
}
