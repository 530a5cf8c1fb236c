import Foundation

let doubleQuoted = /"(?:[^"\\]|\\.)*"/
let singleQuoted = /'[^']*'/
let hashTag = /#\w+/
let hashThenSlash = #/#\//#
let tripleQuote = /"""/
let commentLike = /\/\*.*?\*\//
let lineCommentLike = /\/\/[^\n]*/
let interpolationLike = /\\\(\w+\)/
let rawDelimiter = ##/"#|#"/##
let backtick = /`[^`]+`/
let atSign = /@\w+(\([^)]*\))?/
let dollar = /\$\d+/

let source = #"""
    let s = "say \"hi\"" // greet
    /* block */ let t = '#tag' + #"raw"# + `class`
    @available(iOS 15, *) print("\(name)", $0)
    """#

let counts = [
    source.matches(of: doubleQuoted).count,
    source.matches(of: singleQuoted).count,
    source.matches(of: hashTag).count,
    source.matches(of: commentLike).count,
    source.matches(of: lineCommentLike).count,
    source.matches(of: interpolationLike).count,
    source.matches(of: rawDelimiter).count,
    source.matches(of: backtick).count,
    source.matches(of: atSign).count,
    source.matches(of: dollar).count,
]
print(counts, counts.reduce(0, +) / counts.count, hashThenSlash, tripleQuote)
