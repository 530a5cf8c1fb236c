import Foundation

precedencegroup PathPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}
infix operator </> : PathPrecedence
infix operator /? : MultiplicationPrecedence
infix operator %/ : MultiplicationPrecedence
infix operator /-/ : AdditionPrecedence
postfix operator /!

struct Path: CustomStringConvertible {
    var parts: [String]
    var description: String { "/" + parts.joined(separator: "/") }
    static func </> (lhs: Path, rhs: String) -> Path { Path(parts: lhs.parts + [rhs]) }
}

func /? (lhs: Int, rhs: Int) -> Int? { rhs == 0 ? nil : lhs / rhs }
func %/ (lhs: Int, rhs: Int) -> Int { (lhs % rhs) / 2 }
func /-/ (lhs: Int, rhs: Int) -> Int { lhs / rhs - rhs }
postfix func /! (value: Int) -> Int { value / 10 }

let root = Path(parts: [])
let full = root </> "users" </> "42" </> "avatar.png"
let safe = 10 /? 0
let weird = 17 %/ 5
let combo = 100 /-/ 7
let shifted = 1234/!
let divided = 1234 / 10
let viaRegex = full.description.split(separator: /\//).count
let mixed = (safe ?? 0) / 2 + (10 /? 2 ?? 0)
print(full, safe as Any, weird, combo, shifted, divided, viaRegex, mixed)
