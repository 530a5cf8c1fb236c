import Foundation

protocol Node { func render(indent: Int) -> String }

struct Text: Node {
    var value: String
    func render(indent: Int) -> String {
        String(repeating: "  ", count: indent) + value.replacingOccurrences(of: "<", with: "&lt;")
    }
}

struct Element: Node {
    var tag: String
    var attributes: KeyValuePairs<String, String> = [:]
    var children: [Node]
    func render(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        let attrs = attributes.map { #" \#($0.key)="\#($0.value.replacingOccurrences(of: "\"", with: "&quot;"))""# }.joined()
        guard !children.isEmpty else { return "\(pad)<\(tag)\(attrs)/>" }
        return "\(pad)<\(tag)\(attrs)>\n\(children.map { $0.render(indent: indent + 1) }.joined(separator: "\n"))\n\(pad)</\(tag)>"
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [Text(value: text)] }
    static func buildOptional(_ nodes: [Node]?) -> [Node] { nodes ?? [] }
    static func buildEither(first nodes: [Node]) -> [Node] { nodes }
    static func buildEither(second nodes: [Node]) -> [Node] { nodes }
    static func buildArray(_ nodes: [[Node]]) -> [Node] { nodes.flatMap { $0 } }
}

func el(_ tag: String, _ attributes: KeyValuePairs<String, String> = [:], @HTMLBuilder _ content: () -> [Node] = { [] }) -> Element {
    Element(tag: tag, attributes: attributes, children: content())
}

let loggedIn = true
let links = [("Home", "/"), ("Docs", "/docs?v=2&lang=en"), ("Blog", "https://blog.example.com/")]
let page = el("html", ["lang": "en"]) {
    el("head") { el("title") { "Puente — \"bridging\" <UIKit> & SwiftUI" } }
    el("body", ["class": "theme-dark", "data-ratio": "\(16 / 9)"]) {
        el("nav") {
            for (title, href) in links { el("a", ["href": href]) { title } }
        }
        if loggedIn { el("p") { "Welcome back!" } } else { el("button", ["onclick": "login('/auth')"]) { "Log in" } }
        el("img", ["src": "/img/logo.svg", "alt": ""])
    }
}
print(page.render(indent: 0))
