import Foundation

let d1 = 1.description
let d2 = 42.magnitude
let d3 = 3.14.rounded()
let d4 = 0xFF.byteSwapped
let d5 = 0b1010.nonzeroBitCount
let d6 = 1e3.squareRoot()
let d7 = 1_000.formatted()
let d8 = 2.0.isFinite
let d9 = (-5).magnitude
let d10 = 10.quotientAndRemainder(dividingBy: 3).quotient
let d11 = 7.isMultiple(of: 7)

let point = (x: 1.5, y: -2.0)
let nested = ((1, 2), (3, (4, 5)))
let deep = (((("a", "b"), "c"), "d"), "e")

let a = nested.0.1
let b = nested.1.1.0
let c = nested.1.1.1
let e = deep.0.0.0.1
let f = point.0 + point.x
let g = (nested.0.0, nested.1.0).1
let h = [(1, (2, 3))][0].1.0

struct Pair { var t: (Int, (String, Double)) }
let p = Pair(t: (1, ("one", 1.0)))
let i = p.t.1.0.count
let j = p.t.1.1.description
let k = p.t.0.description.count
var mutable = (0, (0, 0))
mutable.1.1 = 9
mutable.0 += mutable.1.1
let ranges = (0..<10, 1...5)
let l = ranges.0.count + ranges.1.upperBound
print(d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, a, b, c, e, f, g, h, i, j, k, mutable, l)
