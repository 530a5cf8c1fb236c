import Foundation

infix operator ∈ : ComparisonPrecedence
infix operator ∉ : ComparisonPrecedence
infix operator ∪ : AdditionPrecedence
infix operator ∩ : MultiplicationPrecedence
infix operator ⊆ : ComparisonPrecedence
infix operator × : MultiplicationPrecedence
infix operator ÷ : MultiplicationPrecedence
infix operator ≈ : ComparisonPrecedence
infix operator ≠ : ComparisonPrecedence
infix operator ⊕ : AdditionPrecedence
infix operator •
prefix operator ¬
prefix operator ∑
postfix operator °
postfix operator ′

func ∈ <T: Hashable>(e: T, s: Set<T>) -> Bool { s.contains(e) }
func ∉ <T: Hashable>(e: T, s: Set<T>) -> Bool { !s.contains(e) }
func ∪ <T>(a: Set<T>, b: Set<T>) -> Set<T> { a.union(b) }
func ∩ <T>(a: Set<T>, b: Set<T>) -> Set<T> { a.intersection(b) }
func ⊆ <T>(a: Set<T>, b: Set<T>) -> Bool { a.isSubset(of: b) }
func × (a: Double, b: Double) -> Double { a * b }
func ÷ (a: Double, b: Double) -> Double { a / b }
func ≈ (a: Double, b: Double) -> Bool { abs(a - b) < 1e-9 }
func ≠ <T: Equatable>(a: T, b: T) -> Bool { a != b }
func ⊕ (a: UInt8, b: UInt8) -> UInt8 { a ^ b }
func • (a: (Double, Double), b: (Double, Double)) -> Double { a.0 * b.0 + a.1 * b.1 }
prefix func ¬ (b: Bool) -> Bool { !b }
prefix func ∑ (xs: [Double]) -> Double { xs.reduce(0, +) }
postfix func ° (deg: Double) -> Double { deg * .pi / 180 }
postfix func ′ (min: Double) -> Double { min / 60 }

let primes: Set = [2, 3, 5, 7]
let evens: Set = [2, 4, 6]
let results = (3 ∈ primes, 4 ∉ primes, (primes ∪ evens).count, primes ∩ evens, [2] ⊆ primes)
let area = 3 × 4 ÷ 2
let close = 0.1 + 0.2 ≈ 0.3
let differ = "a" ≠ "b"
let xor = 0b1010 ⊕ 0b0110
let dot = (1.0, 2.0) • (3.0, 4.0)
let notTrue = ¬true
let total = ∑[1.5, 2.5, 3.0]
let rightAngle = 90°
let arcMinutes = 30′
let mixed = ∑[90°, 45°] ÷ 2 × 1
print(results, area, close, differ, xor, dot, notTrue, total, rightAngle, arcMinutes, mixed)
