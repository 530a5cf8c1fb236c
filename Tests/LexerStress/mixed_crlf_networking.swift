import Foundation

// HTTP itself uses CRLF; so does this source file.
struct RawHTTP {
    static func request(method: String = "GET", path: String, host: String, headers: [String: String] = [:]) -> String {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host)"]
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    static func parseStatus(_ response: String) -> (code: Int, reason: String)? {
        guard let m = response.firstMatch(of: /^HTTP\/1\.[01] (\d{3}) ([^\r\n]*)\r?\n/) else { return nil }
        return (Int(m.1)!, String(m.2))
    }

    static let sampleResponse = """
        HTTP/1.1 404 Not Found\r
        Content-Type: text/plain\r
        \r
        nothing at "/missing"
        """
}

let req = RawHTTP.request(path: "/api/v1/items?limit=10&offset=0", host: "example.com", headers: ["Accept": "*/*", "User-Agent": "Puente/1.0 (iOS; +https://example.com/bot)"])
let status = RawHTTP.parseStatus(RawHTTP.sampleResponse)
let kb = Double(req.utf8.count) / 1_024
print(req, status as Any, kb)
