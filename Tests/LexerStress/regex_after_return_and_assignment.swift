import Foundation

enum Tokenizer {
    static var current: Regex<Substring> = /\w+/
    static let punctuation = /[.,;:!?]/

    static func pattern(for kind: String) -> Regex<Substring> {
        if kind == "digits" {
            return /\d+/
        } else if kind == "spaces" {
            return /\s+/
        }
        return /./
    }

    static func implicitReturn() -> Regex<Substring> { /implicit/ }

    static func update(strict: Bool) {
        current = strict ? /[A-Za-z]+/ : /\S+/
        var local: Regex<Substring>
        local = /local/
        local = /reassigned\/path/
        _ = local
    }

    static let lazyPattern: Regex<Substring> = {
        let base = /lazy/
        return base
    }()

    static let tuple: (Regex<Substring>, Int) = (/t/, 10 / 5)
    static let dict: [String: Regex<Substring>] = ["a": /a/, "b": /b+/]
    static let optional: Regex<Substring>? = nil ?? /fallback/
}

let words = "Hello, world! 42 times.".matches(of: Tokenizer.current).map(\.output)
let digitsOnly = "a1b22c333".matches(of: Tokenizer.pattern(for: "digits")).count
let average = Double(digitsOnly) / Double(words.count)
print(words, digitsOnly, average, Tokenizer.tuple.1, Tokenizer.dict.count)
