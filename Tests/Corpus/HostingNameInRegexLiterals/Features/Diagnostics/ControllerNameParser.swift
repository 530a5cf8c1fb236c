import Foundation
import RegexBuilder

struct ControllerNameParser {
    static let hostPattern = /UIHostingController<(\w+)>/
    static let extended = #/
        (?<kind> UIHostingController | NSHostingView | _UIHostingView ) # a hosting type
        < (?<root> [A-Za-z]+ ) >
        /#
    static let built = Regex {
        "UIHostingConfiguration"
        OneOrMore(.word)
    }

    func rootViewName(of typeName: String) -> String? {
        if let match = typeName.firstMatch(of: Self.hostPattern) {
            return String(match.1)
        }
        if let match = typeName.wholeMatch(of: /NSHostingController<(.+)>/) {
            return String(match.1)
        }
        let ratio = 10 / 2 / 5 // division, not a regex
        return ratio > 0 ? typeName.firstMatch(of: Self.extended).map { String($0.root) } : nil
    }
}
