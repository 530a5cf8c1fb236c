import Foundation

enum API {
    static let base = URL(string: "https://api.example.com:8443/v3/")!
    static let websocket = URL(string: "wss://rt.example.com/socket?token=abc%2Fdef&v=1#frag")!
    static let mail = URL(string: "mailto:support@example.com?subject=Hi%20there&body=Line1%0ALine2")!
    static let tel = URL(string: "tel:+1-555-0100")!
    static let deepLink = URL(string: "myapp://orders/42/items?highlight=true")!
    static let file = URL(fileURLWithPath: "/var/mobile/Library/Caches/com.example.app/images/")
    static let ipv6 = URL(string: "http://[::1]:8080/health")!
    static let data = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    static let windows = #"\\server\share\folder\file.txt"#
    static let windowsEscaped = "\\\\server\\share\\folder\\file.txt"

    static func user(_ id: Int) -> URL { base.appendingPathComponent("users/\(id)") }
    static func search(_ q: String) -> URL {
        var c = URLComponents(string: "https://api.example.com/v3/search")!
        c.queryItems = [URLQueryItem(name: "q", value: q), URLQueryItem(name: "sort", value: "-created_at")]
        return c.url!
    }
}

let paths = [
    "~/Library/Developer/Xcode/DerivedData/",
    "../../relative/path/../file.swift",
    "./Sources/*/main.swift",
    "/usr/bin/env",
    "Assets.xcassets/AppIcon.appiconset/Contents.json",
]
let joined = paths.map { ($0 as NSString).lastPathComponent }.joined(separator: "/")
let ratio = paths.count / 2 // division after URL strings
print(API.user(7), API.search("swift /regex/"), joined, ratio)
