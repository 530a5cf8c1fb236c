import Foundation

func make<T>(_ value: T) -> [T] { [value] }
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
struct Box<T> { var value: T; init(_ v: T) { value = v } }
struct Wrapper<T, U> { var t: T; var u: U }

let a = 1, b = 2, c = 3
let comparisons = (a < b, b > c)
let genericCall = Box<Int>(5)
let genericMethod = Array<String>(repeating: "x", count: 2)
let generic2 = Wrapper<Int, String>(t: 1, u: "u")
let explicitSpecialize = pair(a < b, b > c)
let lessThanThenParen = a < (b)
let ambiguousLooking = (a < b, c > (a))
let staticMember = Box<String>.init("s")
let typeInExpr = [Box<Int>]()
let dictType = [String: Box<Int>]()
let optionalType = Box<Int?>(nil)
let tupleGeneric = Box<(Int, String)>((1, "a"))
let closureGeneric = Box<(Int) -> Int>({ $0 + 1 })
let nestedGenericCall = Box<Box<Box<Int>>>(Box(Box(1)))
let comparisonChain = a < b && b < c && c > a
let shiftNotGeneric = (a << b) >> c
let genericFunctionRef: (Int) -> [Int] = make
let explicitSpecializedFunction = make(Box<Double>(1.5))
let metatypeCompare = Box<Int>.self == Box<Int>.self
let conditional = a < b ? Box<Int>(a) : Box<Int>(b)
func f<T: Comparable>(_ x: T, _ y: T) -> Bool { x < y }
let call = f(a, b) && f("a", "b")
let lessGreater = a<b
let greaterLess = b>a
print(comparisons, genericCall.value, genericMethod, generic2, explicitSpecialize, lessThanThenParen, ambiguousLooking, staticMember, typeInExpr, dictType, optionalType.value as Any, tupleGeneric.value, closureGeneric.value(1), nestedGenericCall.value.value.value, comparisonChain, shiftNotGeneric, genericFunctionRef(1), explicitSpecializedFunction, metatypeCompare, conditional.value, call, lessGreater, greaterLess)
