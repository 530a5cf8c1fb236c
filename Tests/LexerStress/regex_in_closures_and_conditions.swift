import Foundation

struct Filter {
    var caseInsensitive = true
    var excludeDrafts = false

    func matches(_ title: String, isDraft: Bool) -> Bool {
        if excludeDrafts && isDraft { return false }
        if title.isEmpty || title.contains(/^\s+$/) { return false }
        guard !title.contains(/(?i)\bspam\b/) else { return false }
        return caseInsensitive ? title.contains(/swift/.ignoresCase()) : title.contains(/Swift/)
    }
}

let titles = ["Swift Regex", "   ", "SPAM offer", "swiftly done", "Draft: swift"]
let filter = Filter()
let kept = titles.filter { filter.matches($0, isDraft: $0.hasPrefix("Draft")) }
let firstNumber = titles.lazy.compactMap { $0.firstMatch(of: /\d+/) }.first
let pattern = firstNumber == nil ? /none/ : /some/
let fallback: Regex<Substring>? = nil
let chosen = fallback ?? /default/
let checks = [
    "a1".contains(/\d/) && !"a1".contains(/\s/),
    "b".contains(/a/) || "b".contains(/b/),
    try! /x+/.wholeMatch(in: "xxx") != nil,
]
let negated = !"abc".contains(/\d/)
let lengths = titles.map { $0.count }.map { Double($0) / 2 }
let closure: (String) -> Bool = { $0.contains(/[A-Z]/) }
let closureWithIn: (String) -> Int = { text in text.matches(of: /\w+/).count / 1 }
print(kept, firstNumber as Any, pattern, chosen, checks, negated, lengths, closure("Hi"), closureWithIn("a b c"))
