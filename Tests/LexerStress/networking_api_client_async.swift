import Foundation

public protocol Endpoint {
    associatedtype Response: Decodable
    var path: String { get }
    var method: String { get }
    var query: [String: String] { get }
    var body: Data? { get }
}

public extension Endpoint {
    var method: String { "GET" }
    var query: [String: String] { [:] }
    var body: Data? { nil }
}

public actor APIClient {
    public enum Failure: Error, CustomStringConvertible {
        case invalidURL(String), status(Int, body: String), decoding(Error), transport(URLError)
        public var description: String {
            switch self {
            case .invalidURL(let s): "invalid URL \"\(s)\""
            case let .status(code, body): "HTTP \(code): \(body.prefix(200))\(body.count > 200 ? "…" : "")"
            case .decoding(let e): "decoding failed: \(e)"
            case .transport(let e): "transport: \(e.code.rawValue)"
            }
        }
    }

    private let base: URL
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        d.dateDecodingStrategy = .iso8601
        return d
    }()
    private var token: String?

    public init(base: URL, session: URLSession = .shared) { self.base = base; self.session = session }

    public func authorize(_ token: String) { self.token = token }

    public func send<E: Endpoint>(_ endpoint: E) async throws(Failure) -> E.Response {
        guard var components = URLComponents(url: base.appending(path: endpoint.path), resolvingAgainstBaseURL: false) else {
            throw .invalidURL(endpoint.path)
        }
        if !endpoint.query.isEmpty {
            components.queryItems = endpoint.query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0, value: $1) }
        }
        guard let url = components.url else { throw .invalidURL(endpoint.path) }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method
        request.httpBody = endpoint.body
        request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let data: Data, response: URLResponse
        do { (data, response) = try await session.data(for: request) }
        catch let error as URLError { throw .transport(error) }
        catch { throw .transport(URLError(.unknown)) }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200...299).contains(status) else { throw .status(status, body: String(decoding: data, as: UTF8.self)) }
        do { return try decoder.decode(E.Response.self, from: data) } catch { throw .decoding(error) }
    }
}

struct UserEndpoint: Endpoint {
    struct Response: Decodable { let id: Int; let displayName: String }
    let id: Int
    var path: String { "/v1/users/\(id)" }
    var query: [String: String] { ["include": "avatar,stats", "locale": Locale.current.identifier] }
}
