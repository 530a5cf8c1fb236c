import Foundation

let dialogue = """
    "Is this a string?" she asked.
    ""Two quotes"" are fine, and so is a lone ".
    Three need escaping: \""" or ""\" or \"\"\".
    Ending with quotes: ""
    """

let swiftSnippet = """
    let s = \"""
        nested multi-line literal inside a literal
        \"""
    print(s)
    """

let escapesInMultiline = """
    tab:\there
    newline:\nthere
    nul:\0end
    single quote:\' double:\"
    unicode: \u{E9} \u{1F600} \u{0041}\u{030A}
    backslash: \\
    """

let rawTriple = #"""
    Raw: """ appears verbatim, as does \""" and "\(x)".
    Interpolate: \#(dialogue.count)
    """#

let rawDouble = ##"""
    Even "#""" is fine here, and \#(notInterpolated) is literal.
    Only \##(rawTriple.count) interpolates.
    """##

func quote(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
print(quote(dialogue), swiftSnippet, escapesInMultiline, rawTriple, rawDouble)
