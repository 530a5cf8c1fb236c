import Foundation

enum Escapes {
    static let newline = "line1\nline2"
    static let tab = "col1\tcol2"
    static let carriageReturn = "a\rb\r\n"
    static let backslash = "C:\\Windows\\System32"
    static let doubleQuote = "She said \"hi\""
    static let singleQuote = "It\'s escaped even though it need not be"
    static let nul = "before\0after"
    static let unicodeScalars = "\u{1F600}\u{E9}\u{41}\u{10FFFF}\u{0}"
    static let combining = "e\u{301} vs \u{E9}"
    static let flag = "\u{1F1FA}\u{1F1F8}"
    static let all = "\n\t\\\"\'\0\u{1F600}\r"
    static let adjacent = "\\\\\\\"\\n"
    static let endsWithBackslash = "trailing\\"
    static let onlyEscapes = "\"\""
    static let emptyInterp = "\("")"
    static let quoteInInterp = "\("\"")"
}

let table: [(String, String)] = [
    ("\\n", Escapes.newline),
    ("\\t", Escapes.tab),
    ("\\\\", Escapes.backslash),
    ("\\\"", Escapes.doubleQuote),
    ("\\'", Escapes.singleQuote),
    ("\\0", Escapes.nul),
    ("\\u{...}", Escapes.unicodeScalars),
]
for (name, value) in table {
    print("\(name)\t=> \(value.debugDescription) (\(value.unicodeScalars.count) scalars)")
}
let characterLiteral: Character = "\u{1F600}"
let scalar: Unicode.Scalar = "\u{E9}"
print(characterLiteral, scalar, Escapes.all.utf8.count)
