import Foundation

let lineComment = "// not a comment"
let blockOpen = "/* not a comment"
let blockClose = "not a comment */"
let both = "/* still */ a string // really"
let docMarker = "/// and /** */"
let urlWithSlashes = "https://example.com//double//slashes"
let regexLooking = "/^[a-z]+$/i"
let shebangLike = "#!/bin/sh"
let hashIf = "#if DEBUG"
let atAttr = "@available(iOS 15, *)"
let backticks = "`class` and ```code```"
let multilineMarkers = """
    // line comment looking text
    /* block comment looking text
    */ closing looking text
    #if os(iOS) is just text here
    """
let rawMarkers = #"/* raw */ // raw "quoted" #/regex/#"#
let interpWithMarkers = "\("/*") middle \("*/")"
let afterStringComment = "x" /* real comment */ + "y" // real comment "with quotes"
let stringThenDivision = "8".count / 1
let starSlash = "*/*/*/"
let slashStar = "/*/*/*"
print([lineComment, blockOpen, blockClose, both, docMarker, urlWithSlashes, regexLooking].count)
print(shebangLike, hashIf, atAttr, backticks, multilineMarkers, rawMarkers, interpWithMarkers)
print(afterStringComment, stringThenDivision, starSlash, slashStar)
