import Foundation

struct Stats {
    var values: [Double]
    var sum: Double { values.reduce(0, +) }
    var mean: Double { sum / Double(values.count) }
    var variance: Double { values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1) }
    subscript(i: Int) -> Double { values[i] }
}

let s = Stats(values: [2, 4, 4, 4, 5, 5, 7, 9])
let a = (s.sum)/2
let b = s[0]/s[1]
let c = s.values[2] / s.values[3]
let d = (s.mean) / (s.variance)
let e = [s.sum][0]/4
let f = s.values.count/2
let g = (1 + 2) / (3 + 4) / (5 + 6)
let h = s.values.map { $0 / 2 }
let i = s.values.map { ($0)/2 }
let j = s.values.reduce(0) { $0 + $1 / 8 }
let k = s.values.sorted()[s.values.count/2]
let l = Double(s.values.count)/(s.sum)
let m = ((((s.sum)))) / ((((s.mean))))
let n = s.variance.squareRoot()/s.mean
let o = [a, b, c][1] / [d, e][0]
let p = s.values.filter { $0 > s.mean }.count / 1
let q = s.values.firstIndex(of: 5)! / 1
let r = (s.sum / 2, s.mean/2)
let regexAfterParen = s.values.description.matches(of: /\d+\.\d+/).count
let regexAfterBracket = [/\d/][0]
print(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, regexAfterParen, regexAfterBracket)
