import Foundation

func count(_ regex: Regex<Substring>, in text: String) -> Int { text.matches(of: regex).count }
func first(of regex: Regex<Substring>, in text: String, or fallback: String = "") -> String {
    text.firstMatch(of: regex).map { String($0.output) } ?? fallback
}

let text = "a1 b22 c333 /path/to/file 7/8"
let c1 = count(/\d/, in: text)
let c2 = count(/[a-z]\d+/, in: text)
let f1 = first(of: /\/\w+/, in: text)
let f2 = first(of: /\d\/\d/, in: text, or: "none")
let patterns: [Regex<Substring>] = [/a/, /b+/, /c{3}/, #/ \/ /#]
let named: [String: Regex<Substring>] = ["digits": /\d+/, "slash": /\//]
let tuple = (/x/, 1 / 2, /y/)
let nested = [[/p/], [/q/, /r/]]
let optional: Regex<Substring>? = .some(/opt/)
let closureResult = { () -> Regex<Substring> in /closure/ }()
let mapped = ["a", "b"].map { _ in /m/ }
let filtered = [text].filter { $0.contains(/\d/) && $0.contains(/\//) }
let replaced = text.replacing(/\d+/) { match in "<\(match.output)>" }
let split = text.split(separator: #/ /#)
let counts = patterns.map { text.matches(of: $0).count }
let avg = Double(counts.reduce(0, +)) / Double(counts.count)
print(c1, c2, f1, f2, named.count, tuple.1, nested.count, optional != nil, closureResult, mapped.count)
print(filtered, replaced, split, counts, avg)
