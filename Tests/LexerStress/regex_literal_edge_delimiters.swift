import Foundation

let plain = /abc/
let withHashInside = /a#b/
let escapedSlashes = /\/\/+/
let extendedWithSlashes = #/ https? :\/\/ [^/]+ /path /#
let doubleHash = ##/ "#/" inside /##
let tripleHash = ###/ a /## b /###
let extendedMultiline = #/
    ^
    (?<scheme> [a-z]+ ) : \/\/     # scheme
    (?<host>   [^\/:]+ )           # host (no slash, no colon)
    (?: : (?<port> \d+ ) )?        # optional port
    (?<path>   \/ .* )?            # path keeps its slash: /a/b
    $
/#
let classSlash = #/[/]/#
let classBracketSlash = /[\]\/]/
let quantifiedSlash = /\/{2,}/
let unicodeProps = /\p{Greek}+\/\p{Latin}+/
let emptyGroup = /()/
let anchorsOnly = /^$/

let url = "https://example.com:8443/a/b?c=d"
let m = url.wholeMatch(of: extendedMultiline)
let ports = m?.port.flatMap { Int($0) }.map { $0 / 1 } ?? 0
print(plain, withHashInside, escapedSlashes, extendedWithSlashes, doubleHash, tripleHash, classSlash, classBracketSlash, quantifiedSlash, unicodeProps, emptyGroup, anchorsOnly)
print(m?.scheme ?? "", m?.host ?? "", ports, m?.path ?? "")
