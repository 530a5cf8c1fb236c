import Foundation

struct Person { var name: String; var age: Int }
let people = [Person(name: "Ana", age: 31), Person(name: "Bo", age: 25), Person(name: "Cy", age: 40)]

let names = people.map { $0.name }
let sortedByAge = people.sorted { $0.age < $1.age }
let pairs = zip(people, people.dropFirst()).map { "\($0.name)->\($1.name)" }
let sum = people.reduce(0) { $0 + $1.age }
let dict = Dictionary(uniqueKeysWithValues: people.map { ($0.name, $0) })
let nested = people.map { p in people.filter { $0.age > p.age }.map { $0.name } }
let nestedDollar = [[1, 2], [3]].map { $0.map { $0 * 2 } }
let triple = [(1, 2, 3)].map { $0 + $1 + $2 }
let manyArgs: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) -> Int = { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 + $10 }
let keyed = dict.mapValues { $0.age }.filter { $1 > 30 }.map { $0.key }
let ternary = people.map { $0.age > 30 ? "\($0.name)!" : $0.name }
let optionalChain = people.first.map { $0.name.lowercased() }
let sortedDesc = people.sorted { $1.age < $0.age }.map(\.name)
let discard = people.map { _ in 1 }
let explicitIgnore = people.enumerated().map { (offset, _) in offset }
let dollarInString = people.map { "$\($0.age).00 for \($0.name) ($0 stays literal in text)" }
print(names, sortedByAge.map(\.name), pairs, sum, nested, nestedDollar, triple, manyArgs(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
print(keyed, ternary, optionalChain as Any, sortedDesc, discard, explicitIgnore, dollarInString)
