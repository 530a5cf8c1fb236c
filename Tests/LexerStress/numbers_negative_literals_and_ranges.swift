import Foundation

let temps = [-40, -3, 0, 12, 37]
let offsets: [Double] = [-0.5, -1e-3, -.infinity, -0x1p4, -0b1, -0o17]
let range1 = -10...10
let range2 = -5..<(-1)
let range3 = (-3)...(-1)
let halfOpen = ..<0
let partialFrom = (-2)...
let stride1 = stride(from: -1.0, through: 1.0, by: 0.25)
let negMinusNeg = -3 - -2
let negTimesNeg = -3 * -2
let negDivNeg = -9 / -3
let unaryChain = -(-(-1))
let bitNot = ~0
let notNeg = ~(-1)
let subtraction = 10-3
let spacedSub = 10 - 3
let prefixNeg = 10 + -3
let clampedCelsius = temps.map { min(max($0, -20), 30) }
let inRange = temps.filter { (-10...10).contains($0) }
let pattern: Int = -1
switch pattern {
case ...(-1): print("negative")
case 0: print("zero")
case 1...: print("positive")
default: break
}
let slice = Array(temps[1...])[..<2]
let reversed = temps.indices.reversed().map { -temps[$0] }
print(offsets, range1, range2, range3, halfOpen, partialFrom, Array(stride1), negMinusNeg, negTimesNeg, negDivNeg)
print(unaryChain, bitNot, notNeg, subtraction, spacedSub, prefixNeg, clampedCelsius, inRange, slice, reversed)
