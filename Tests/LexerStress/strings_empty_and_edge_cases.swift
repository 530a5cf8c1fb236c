import Foundation

let empty = ""
let emptyRaw = #""#
let emptyRaw2 = ##""##
let emptyMultiline = """
    """
let emptyMultilineRaw = #"""
    """#
let singleNewline = """

    """
let onlyQuote = "\""
let rawOnlyQuote = #"""#
let rawTwoQuotes = #""""#
let onlyBackslash = "\\"
let rawOnlyBackslash = #"\"#
let onlyHash = "#"
let hashQuote = "#\""
let rawHashes = ##"#"#"##
let spaces = "   "
let tabString = "\t"
let adjacent = "a" + "b" + "" + #"c"# + """
    d
    """
let concatenatedLines = "one" +
    "two" +
    "three"
let stringInArray = ["", "\"", #"""#, "\\", """
    multi
    """]
let emptyInterp = "\(empty)\(emptyRaw)\("")\(#""#)"
let characters: [Character] = ["a", "\n", "\u{0}", "\"", "\\", "é"]
print(empty, emptyRaw, emptyRaw2, emptyMultiline, emptyMultilineRaw, singleNewline, onlyQuote)
print(rawOnlyQuote, rawTwoQuotes, onlyBackslash, rawOnlyBackslash, onlyHash, hashQuote, rawHashes)
print(spaces, tabString, adjacent, concatenatedLines, stringInArray, emptyInterp, characters)
