import Foundation

struct RequestBuilder {
    private var components = URLComponents()
    private var headers: [String: String] = ["Accept": "application/json"]
    private var method = "GET"
    private var body: Data?
    private var timeout: TimeInterval = 6e1

    init(_ base: String) { components = URLComponents(string: base) ?? URLComponents() }

    func path(_ segments: String...) -> Self {
        var copy = self
        copy.components.path += "/" + segments.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(separator: "/")
        return copy
    }
    func query(_ name: String, _ value: CustomStringConvertible?) -> Self {
        guard let value else { return self }
        var copy = self
        copy.components.queryItems = (copy.components.queryItems ?? []) + [URLQueryItem(name: name, value: value.description)]
        return copy
    }
    func header(_ name: String, _ value: String) -> Self { var c = self; c.headers[name] = value; return c }
    func post<T: Encodable>(json: T) throws -> Self {
        var c = self
        c.method = "POST"
        c.body = try JSONEncoder().encode(json)
        c.headers["Content-Type"] = "application/json"
        return c
    }
    func multipart(boundary: String = "Boundary-\(UUID().uuidString)", fields: [String: String]) -> Self {
        var c = self
        c.method = "POST"
        c.headers["Content-Type"] = "multipart/form-data; boundary=\(boundary)"
        let parts = fields.map { key, value in
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n"
        }
        c.body = Data((parts.joined() + "--\(boundary)--\r\n").utf8)
        return c
    }
    func build() -> URLRequest? {
        guard let url = components.url else { return nil }
        var r = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        r.httpMethod = method
        r.httpBody = body
        headers.forEach { r.setValue($1, forHTTPHeaderField: $0) }
        return r
    }
}

let request = try RequestBuilder("https://api.example.com")
    .path("v2", "search", "café & bar")
    .query("q", "swift /regex/ \"quoted\"")
    .query("page", 2)
    .query("missing", nil as Int?)
    .header("X-Trace-ID", String(UInt64.random(in: 0...UInt64.max), radix: 16))
    .post(json: ["filters": ["lang": "swift"]])
    .build()
print(request?.url?.absoluteString ?? "nil", request?.allHTTPHeaderFields ?? [:])
