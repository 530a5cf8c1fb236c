import Foundation

typealias Matrix = Array<Array<Double>>
typealias Index = Dictionary<String, [Int]>
typealias Deep = Array<Dictionary<String, Set<Array<Int>>>>
typealias Callback = Result<Array<Optional<Int>>, Error>
typealias Nested = Optional<Optional<Optional<Int>>>

let matrix: Array<Array<Double>> = [[1, 0], [0, 1]]
let index: Dictionary<String, [Int]> = ["a": [1]]
let deep: Array<Dictionary<String, Set<Array<Int>>>> = []
let results: [Result<Array<Int>, Never>] = [.success([1])]
let nested: Nested = .some(.some(.some(1)))
let shifted = 1 << 3 >> 1
let comparison = 1 < 2 && 3 > 2
let genericThenShift = Array<Int>([8 >> 1, 1 << 2])
let closureType: (Array<Dictionary<String, Int>>) -> Set<Int> = { Set($0.flatMap { $0.values }) }
let tuples: Array<(Int, Array<String>)> = [(1, ["a"])]
let optionalGenerics: Array<Int>? = nil
let metatype = Dictionary<String, Array<Int>>.self
let nestedInit = Dictionary<String, Array<Array<Int>>>(uniqueKeysWithValues: [("k", [[1]])])

struct Cache<Key: Hashable, Value> where Value: Sendable {
    var storage: Dictionary<Key, (value: Value, expires: Date)> = [:]
    func get<T>(_ key: Key, as _: T.Type = T.self) -> T? where T == Value { storage[key]?.value }
}

enum Either<L, R> { case left(L), right(R) }
func flatten<T>(_ x: Array<Array<Array<T>>>) -> Array<T> { x.flatMap { $0.flatMap { $0 } } }
func convert<A: Collection, B>(_ a: A, _ f: (A.Element) -> B) -> Array<B> where A.Element: Equatable { a.map(f) }

let cache = Cache<String, Array<Int>>()
let either: Either<Array<Int>, Dictionary<String, Either<Int, String>>> = .left([1])
let flat = flatten([[[1, 2]], [[3]]])
let converted = convert([1, 2]) { $0 >= 2 }
print(matrix, index, deep, results, nested as Any, shifted, comparison, genericThenShift, closureType([["a": 1]]), tuples, optionalGenerics as Any, metatype, nestedInit, cache.get("x") as Any, either, flat, converted)
