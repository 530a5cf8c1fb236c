import Foundation

infix operator <~> : AdditionPrecedence
infix operator ~> : BindingPrecedence
infix operator |> : ForwardApplication
infix operator >>> : ForwardComposition
infix operator <*> : ApplicativePrecedence
infix operator ??= : AssignmentPrecedence
prefix operator √
prefix operator ++
postfix operator ++
postfix operator %
prefix operator ~~
infix operator **: MultiplicationPrecedence

precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
    assignment: true
}
precedencegroup ForwardApplication { associativity: left higherThan: AssignmentPrecedence }
precedencegroup ForwardComposition {
    associativity: left
    higherThan: ForwardApplication
}
precedencegroup ApplicativePrecedence {
    associativity: left
    lowerThan: NilCoalescingPrecedence
    higherThan: ComparisonPrecedence
}

func <~> (lhs: inout Int, rhs: inout Int) { swap(&lhs, &rhs) }
func ~> <T>(value: T, closure: (T) -> Void) { closure(value) }
func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func <*> <A, B>(fs: [(A) -> B], xs: [A]) -> [B] { fs.flatMap { f in xs.map(f) } }
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) { if lhs == nil { lhs = rhs() } }
prefix func √ (x: Double) -> Double { x.squareRoot() }
prefix func ++ (x: inout Int) -> Int { x += 1; return x }
postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
postfix func % (x: Double) -> Double { x / 100 }
prefix func ~~ (s: String) -> String { String(s.reversed()) }
func ** (base: Double, exp: Double) -> Double { pow(base, exp) }

var a = 1, b = 2
a <~> b
let composed = { (x: Int) in x + 1 } >>> { $0 * 2 } >>> { "\($0)" }
let piped = 4 |> composed
let applied = [{ $0 + 1 }, { $0 * 10 }] <*> [1, 2, 3]
var maybe: String? = nil
maybe ??= "default"
let root = √16 + √(2 ** 4)
let pct = 50%
var counter = 0
let pre = ++counter
let post = counter++
let rev = ~~"olleh"
"side effect" ~> { print($0) }
print(a, b, piped, applied, maybe!, root, pct, pre, post, counter, rev)
