import Foundation

struct User { var first: String; var last: String?; var friends: [User] = [] }

let ana = User(first: "Ana", last: "Lima", friends: [User(first: "Bo", last: nil)])

let level1 = "Hi \(ana.first)"
let level2 = "Hi \("\(ana.first) \(ana.last ?? "")")"
let level3 = "A\("B\("C\(ana.friends.count)C")B")A"
let level4 = "1\("2\("3\("4\(ana.first.count)4")3")2")1"
let level5 = "<\("<\("<\("<\("<\(0)>")>")>")>")>"
let withCalls = "Friends: \(ana.friends.map { "\($0.first)\($0.last.map { " \($0)" } ?? "")" }.joined(separator: ", "))"
let withTernary = "\(ana.friends.isEmpty ? "no friends" : "\(ana.friends.count) friend\(ana.friends.count == 1 ? "" : "s")")"
let withDictionary = "\(["a": 1, "b": 2]["a", default: 0] + ["x": "\(1)"].count)"
let withClosureCall = "\({ (x: Int) -> String in "\(x * x)" }(7))"
let withNestedBraces = "\({ { { "deep" }() }() }())"
let withParensOnly = "\(((((1 + 2) * 3) - 4) / 5))"
let withStringOps = "\("abc".uppercased().reversed().map { "\($0)" }.joined(separator: "\("-")"))"
let withOptionalChain = "\(ana.friends.first?.last?.count ?? -1)"
let withKeyPath = "\(ana.friends.map(\.first))"
let withSubscriptString = "\(["k\("e")y": "v"]["key"] ?? "?")"
let withMultiple = "\(1)\(2)\(3)\("4")\(#"5"#)\(#"\#(6)"#)"
let adjacentEscapes = "\\(not interpolation) vs \\\(1) vs \"\(2)\""

print([level1, level2, level3, level4, level5, withCalls, withTernary, withDictionary].joined(separator: "\n"))
print(withClosureCall, withNestedBraces, withParensOnly, withStringOps, withOptionalChain, withKeyPath)
print(withSubscriptString, withMultiple, adjacentEscapes)
