import Foundation

enum Token: String, Codable {
    case `class`, `struct`, `enum`, `protocol`
    case `default` = "default"
    case `if`, `else`, `for`, `in`, `while`
    case `self` = "self_"
    case `Type`
    case `true`, `false`, `nil`
}

struct Style: Codable {
    var `default`: Bool
    var `class`: String
    var `return`: Int?
    var `operator`: String
    var `func`: String { "f" }
    var `var` = 0
    var `let`: [String] = []
    var normal = "`not` a backtick identifier in a string"
}

func `switch`(_ `case`: Token, `default`: Token = .default) -> Token {
    `case` == .class ? `default` : `case`
}

extension Style {
    static func `init`(`class`: String) -> Style {
        Style(default: true, class: `class`, return: nil, operator: "+")
    }
    var `Protocol`: String { `class` + `operator` }
    func `is`(_ other: Style) -> Bool { self.`class` == other.class }
}

let style = Style.`init`(class: "header")
let token = `switch`(.enum)
let `repeat` = 3
let `try` = "try"
let `_` = 0
let `someName` = "backticks around a plain identifier"
let `with spaces` = "allowed since Swift 6 raw identifiers"
let closure = { (`in`: Int) -> Int in `in` * 2 }
let keyPath = \Style.`default`
print(style.default, style.`class`, style.return as Any, token, `repeat`, `try`, `_`, `someName`, `with spaces`, closure(2), keyPath, style.Protocol, style.is(style))
