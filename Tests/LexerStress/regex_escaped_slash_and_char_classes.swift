import Foundation

let urlPath = /https?:\/\/[^\/\s]+(\/[^\s]*)?/
let classWithSlash = /[\/\\]+/
let classWithUnescapedSlashInside = #/[/\\]+/#
let dateSep = /\d+[\/.-]\d+[\/.-]\d+/
let fraction = /(?<num>\d+)\/(?<den>\d+)/
let brackets = /\[[^\]]*\]/
let quotes = /"[^"]*"|'[^']*'/
let hashes = /#[0-9a-f]{6}\b/
let unicode = /\p{Lu}\p{Ll}+/
let anchored = /^\s*\/\/\s*MARK:\s*-?\s*(.*)$/
let lookaround = /(?<=\$)\d+(?=\.\d{2})/
let namedBackref = /(?<q>["'])(.*?)\k<q>/
let alternation = /cat|dog|\/bin\/sh/
let escapes = /\t\n\r\f\v\e\0/
let quantifiers = /a*?b+?c??d{2,}?e{,3}/

let text = #"Visit https://example.com/a/b on 1/2/2024, pay $12.50 for 3/4 of "the" ['pie'] #ff9500 // MARK: - Done"#
let found: [String] = [
    text.firstMatch(of: urlPath).map { String($0.0) } ?? "",
    text.firstMatch(of: dateSep).map { String($0.0) } ?? "",
    text.firstMatch(of: fraction).map { "\($0.num)÷\($0.den)" } ?? "",
    text.firstMatch(of: brackets).map { String($0.0) } ?? "",
    text.firstMatch(of: quotes).map { String($0.0) } ?? "",
    text.firstMatch(of: hashes).map { String($0.0) } ?? "",
    text.firstMatch(of: lookaround).map { String($0.0) } ?? "",
    text.firstMatch(of: anchored).map { String($0.1) } ?? "",
]
print(found, text.contains(classWithSlash), text.contains(classWithUnescapedSlashInside))
print(unicode, namedBackref, alternation, escapes, quantifiers)
