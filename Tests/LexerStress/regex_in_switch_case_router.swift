import Foundation

enum Route: Equatable {
    case home, profile(Int), post(Int, comment: Int?), search(String), unknown
}

func route(_ path: String) -> Route {
    switch path {
    case "/", "":
        return .home
    case /^\/users\/\d+$/:
        return .profile(Int(path.split(separator: "/").last!)!)
    case /^\/posts\/\d+(\/comments\/\d+)?$/:
        let ids = path.matches(of: /\d+/).compactMap { Int($0.output) }
        return .post(ids[0], comment: ids.count > 1 ? ids[1] : nil)
    case let p where p.hasPrefix("/search"):
        let q = p.firstMatch(of: /[?&]q=([^&]*)/)?.1 ?? ""
        return .search(String(q))
    default:
        return .unknown
    }
}

func ~= (regex: Regex<Substring>, input: String) -> Bool {
    (try? regex.wholeMatch(in: input)) != nil
}

func classify(_ token: String) -> String {
    switch token {
    case /[0-9]+/: "int"
    case /[0-9]+\.[0-9]+/: "float"
    case /[A-Za-z_][A-Za-z0-9_]*/: "ident"
    case /\/\/.*/: "comment"
    case /[+\-*\/%]/: "operator"
    default: "?"
    }
}

let routes = ["/users/7", "/posts/3/comments/9", "/search?q=swift", "/nope"].map(route)
let kinds = ["42", "4.2", "x_1", "// hi", "/", "@"].map(classify)
print(routes, kinds, 9 / 3)
