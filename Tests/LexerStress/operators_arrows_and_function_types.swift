import Foundation

typealias Handler = (Int) -> Void
typealias Transformer<T, U> = (T) throws -> U
typealias AsyncLoader = @Sendable (URL) async throws -> Data
typealias Curried = (Int) -> (Int) -> (Int) -> Int
typealias HigherOrder = ((Int) -> Int) -> (Int) -> Int
typealias OptionalFunction = ((String) -> Bool)?
typealias FunctionReturningOptional = (String) -> Bool?
typealias TupleReturn = () -> (min: Int, max: Int)
typealias Typed = (_ name: String, _ count: Int) -> String
typealias Inout = (inout [Int], Int) -> ()
typealias Variadic = (Int...) -> Int
typealias Autoclosure = (@autoclosure () -> Bool) -> Void
typealias Metatype = (Any.Type) -> AnyObject.Type?
typealias Throwing = () throws(URLError) -> Void

let curried: Curried = { a in { b in { c in a + b + c } } }
let twice: HigherOrder = { f in { x in f(f(x)) } }
let variadic: Variadic = { $0.reduce(0, +) }
let typed: Typed = { name, count in String(repeating: name, count: count) }
let append: Inout = { $0.append($1) }
var list = [1]
append(&list, 2)

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func makeCounter() -> () -> Int { var n = 0; return { n += 1; return n } }
func returnsTuple() -> (Int, (String) -> Int) { (1, { $0.count }) }
func generic<T>(_ f: (T) -> T) -> (T) -> T where T: Numeric { { f(f($0)) } }
func typedThrows() throws(URLError) -> Int { throw URLError(.badURL) }
func asyncArrow() async throws -> () -> Void { {} }

let counter = makeCounter()
let composed = compose({ (x: Int) -> String in "\(x)" }, { (s: String) -> Int in s.count })
let minusOne: (Int) -> Int = { x -> Int in x - 1 }
let negativeArrow = { (x: Int) -> Int in -x }
print(curried(1)(2)(3), twice { $0 * 3 }(2), variadic(1, 2, 3), typed("ab", 2), list, counter(), counter(), composed(12345), returnsTuple().1("abc"), generic { $0 + 1 }(1), minusOne(0), negativeArrow(5))
