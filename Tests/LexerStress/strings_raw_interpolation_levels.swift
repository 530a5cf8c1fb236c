import Foundation

struct Logger {
    var subsystem = "com.example.app"
    func log(_ message: String, file: String = #fileID, line: Int = #line) {
        print(#"[\#(subsystem)] \#(file):\#(line) — \#(message)"#)
    }
}

let logger = Logger()
let id = 42
let name = "O\"Neil"
logger.log(#"user \#(id) named "\#(name)" logged in"#)
logger.log(##"raw \#(id) stays literal, \##(id) interpolates"##)
logger.log(#"nested: \#("plain \(id) in a normal string inside a raw interp")"#)
logger.log(#"closure: \#([1, 2, 3].map { "\($0)" }.joined(separator: "/"))"#)
logger.log(#"ternary: \#(id > 40 ? #"big "\#(id)""# : "small")"#)
logger.log(#"dict: \#(["k": #"v\#(id)"#]["k"] ?? "none")"#)
logger.log(##"""
    multi-line ##: \##(name), literal \#(name), literal \(name)
    nested single-line raw: \##(#"\#(id)"#) and plain: \##("\(id)")
    """##)
logger.log(#"""
    \#(name.map { c in
        c == "\"" ? #"\""# : String(c)
    }.joined())
    """#)
