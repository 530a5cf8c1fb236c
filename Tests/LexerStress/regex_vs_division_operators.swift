import Foundation

infix operator </> : MultiplicationPrecedence
infix operator /% : MultiplicationPrecedence
func </> (lhs: Double, rhs: Double) -> Double { rhs == 0 ? 0 : lhs / rhs }
func /% (lhs: Int, rhs: Int) -> (Int, Int) { (lhs / rhs, lhs % rhs) }

func f() -> Double { 10 }
func g() -> Double { 4 }

var a = 10.0, b = 4.0
let arr = [9.0, 3.0]
let d1 = a / b
let d2 = a/b
let d3 = (a)/2
let d4 = arr[0] / 3
let d5 = f() / g()
let d6 = f()/g()/2
let d7 = a </> b
let d8 = 17 /% 5
let d9 = arr.count / 2, d10 = Double(arr.count)/Double(2)
a /= 2
b /= a/b
let d11 = -a / -b
let d12 = (a / b) / (b / a)

let r1 = "order 42".firstMatch(of: /\d+/)
let r2 = "a/b/c".split(separator: /\//)
let r3: Regex = /[a-z]+/
let r4 = [/x/, /y/].count
let r5 = true ? /yes/ : /no/
func r6() -> Regex<Substring> { return /ret/ }
func r7(_ s: String) -> String {
    switch s {
    case /^\d+$/: "number"
    case /^[a-z]+$/: "word"
    default: "other"
    }
}
let r8 = "2024/01/31".wholeMatch(of: /(\d{4})\/(\d{2})\/(\d{2})/)
let r9 = "x".contains(/x/) && d1 / 2 > 0
let mixed = (a / b, "1/2".replacing(/\//, with: " over "), arr[1]/arr[0])
print(d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12, r1 as Any, r2, r3, r4, r5, r6(), r7("7"), r8 as Any, r9, mixed)
