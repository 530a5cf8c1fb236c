import Foundation

/// A tiny HTTP client used by the feature modules.
///
/// Usage:
/// ```swift
/// let client = HTTPClient(baseURL: URL(string: "https://api.example.com/v2/")!)
/// let user: User = try await client.get("users/\(id)") // note the "/"
/// ```
///
/// - Note: All requests time out after `timeout` seconds.
/// - Warning: Do not call from a `/* legacy */` Objective-C context.
public struct HTTPClient: Sendable {
    /// The base URL, e.g. `https://api.example.com/v2/`.
    public let baseURL: URL
    /// Seconds before giving up. Defaults to `30`.
    public var timeout: TimeInterval = 30

    /// Performs a GET request.
    ///
    /// - Parameters:
    ///   - path: A relative path such as `"users/42"`.
    ///   - query: Extra `key=value` pairs; values are percent-encoded.
    /// - Returns: The decoded body.
    /// - Throws: ``HTTPError/badStatus(_:)`` when the status is not 2xx.
    public func get<T: Decodable>(_ path: String, query: [String: String] = [:]) async throws -> T {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = query.map { URLQueryItem(name: $0.key, value: $0.value) } // {k=v}
        var request = URLRequest(url: components.url!, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept") /// trailing doc-ish comment
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw HTTPError.badStatus((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        return try JSONDecoder().decode(T.self, from: data)
    }
}

/// Errors thrown by ``HTTPClient``.
public enum HTTPError: Error {
    /// The server answered with a non-2xx status (see <https://httpstatuses.io/>).
    case badStatus(Int)
}
