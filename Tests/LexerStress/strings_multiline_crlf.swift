import Foundation

// This whole file uses CRLF line endings.
let poem = """
    Roses are red,
        violets are blue,
    line continuation \
    joins this line too.

    "Quoted" and \"escaped\" and \(1 + 1) interpolated.
    """

let raw = #"""
    C:\Windows\System32 \#(poem.count)
    """#

let csv = """
    id,name,note\r
    1,"Ana","says ""hi"" twice"\r
    2,"Bo","multi\nline"
    """

/* Block comment
   spanning CRLF lines */
let extended = #/
    (?<id> \d+) , # id
    "(?<name> [^"]+)"
/#
let ratio = poem.count / 2
print(poem, raw, csv, ratio, try extended.firstMatch(in: "1,\"Ana\"")?.output.name ?? "")
