import Foundation

let tuple = ((1, 2), [3: [4, 5]], { (x: Int) -> Int in x }, "s", nil as Int?, true)
let nestedClosure = { { { 1 }() }() }()
let trailing = [1, 2, 3].map { $0 }.filter { _ in true }.reduce(into: [:]) { $0[$1] = $1 }
let emptyCollections: ([Int], [String: Int], Set<Int>, ()) = ([], [:], [], ())
let subscriptChain = [[[1]]][0][0][0]
let optionalChain: [String: [Int]]? = ["a": [1]]
let deep = optionalChain?["a"]?[0]
let semicolons = 1; let more = 2;
let commaExpr = (semicolons, more,)
let attrOnClosure = { @Sendable () -> Void in }
let ampersand: (inout Int) -> Void = { $0 += 1 }
var mutableValue = 0; ampersand(&mutableValue)
let questionTernary = mutableValue > 0 ? mutableValue < 5 ? "small" : "big" : "zero"
let colonsInDict: [String: [String: [String: Int]]] = ["a": ["b": ["c": 1]]]
let backslashKeyPath = \String.count
let atTypeAttr: @convention(swift) (Int) -> Int = { $0 }
let hashLiteral = #line
let underscoreDigits = 1_0
let dollarAndBacktick = { (`in`: Int) in `in` }(1)
let parenSpacing = ( ( ( 1 ) ) )
let arrowsAndBraces: () -> () -> () -> Int = { { { 0 } } }
let caretTilde = ~1 ^ 2
let percentPipe = 7 % 3 | 4
let exclaim = !true != !false
let lessEqGreater = (1 <= 2) == (3 >= 2)
let complexOps = (1 + 2) * (3 - 4) / 5 % 6 & 7 | 8 ^ 9 << 1 >> 2
print(tuple.0, nestedClosure, trailing, emptyCollections, subscriptChain, deep as Any, commaExpr, attrOnClosure, mutableValue, questionTernary, colonsInDict, backslashKeyPath, atTypeAttr(1), hashLiteral, underscoreDigits, dollarAndBacktick, parenSpacing, arrowsAndBraces()()(), caretTilde, percentPipe, exclaim, lessEqGreater, complexOps)
