import Foundation

final class Node { var next: Node?; init(next: Node? = nil) { self.next = next } }

let a = Node(), b = Node(next: a), c = a
let identical = a === c
let notIdentical = a !== b
let nextIsA = b.next === a
let optionalIdentity = b.next?.next === nil

struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }
func ~= <T: Equatable>(pattern: [T], value: T) -> Bool { pattern.contains(value) }

func describe(_ n: Int) -> String {
    switch n {
    case Even(): return "even"
    case { $0 < 0 }: return "negative odd"
    case [1, 3, 5]: return "small odd"
    case 7...9: return "big odd"
    case let m where m > 100: return "huge"
    default: return "other"
    }
}

let inRange = 1..<10 ~= 5
let matchesEven = Even() ~= 4
let values: [Any] = [1, "two", 3.0, Node(), [1]]
for v in values {
    switch v {
    case let i as Int where i > 0: print("positive int \(i)")
    case is String: print("string")
    case let d as Double: print("double \(d)")
    case let node as Node where node === a: print("the a node")
    case is [Int]: print("int array")
    default: print("other")
    }
}
if case 1...5 = 3, case .some(let x) = Optional(2), x == 2 { print("matched") }
guard case let (p, q) = (1, 2), p != q else { fatalError() }
print(identical, notIdentical, nextIsA, optionalIdentity, (0...10).map(describe), inRange, matchesEven)
