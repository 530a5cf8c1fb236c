import Foundation

enum Patterns {
    static let email = #"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$"#
    static let phone = #"^\+?\d{1,3}[\s-]?\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}$"#
    static let quoted = #""([^"\\]|\\.)*""#
    static let windowsPath = #"C:\Program Files\App\bin"#
    static let escapedHash = ##"a "# inside, closed by two hashes"## // "# does not end a ##" string
    static let slashy = #"https?://[^/\s]+/\S*"#
}

func matches(_ pattern: String, _ text: String) -> Bool {
    text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
}

let user = "zoe"
let raw = #"Hello, \(user)! vs Hello, \#(user)!"#
let rawNewline = #"line1\nline2 vs line1\#nline2"#
let rawTab = #"col1\tcol2 vs col1\#tcol2"#
let rawUnicode = #"\u{1F600} vs \#u{1F600}"#

let results = [
    matches(Patterns.email, "ZOE@EXAMPLE.COM"),
    matches(Patterns.phone, "+1 (555) 123-4567"),
    matches(Patterns.quoted, #""escaped \" quote""#),
    matches(Patterns.slashy, "https://example.com/a/b"),
]
print(raw, rawNewline, rawTab, rawUnicode, results)
