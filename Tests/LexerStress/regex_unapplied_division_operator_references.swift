import Foundation

// Passing `/` itself as a function value must not start a regex literal.
let quotient = [8.0, 2.0].reduce(64, /)
let divide: (Double, Double) -> Double = (/)
let pairwise = zip([10, 20], [2, 5]).map(/)
let table: [String: (Int, Int) -> Int] = ["+": (+), "-": (-), "*": (*), "/": (/), "%": (%)]
let tight = [100, 5].dropFirst().reduce(100,/)

struct Calculator {
    var operations: [(symbol: String, apply: (Double, Double) -> Double)] = [
        ("+", (+)), ("−", (-)), ("×", (*)), ("÷", (/)),
    ]

    func evaluate(_ expression: String) -> Double? {
        guard let m = expression.wholeMatch(of: /\s*(\d+(?:\.\d+)?)\s*([+\-*\/])\s*(\d+(?:\.\d+)?)\s*/) else {
            return nil
        }
        let lhs = Double(m.1)!, rhs = Double(m.3)!
        switch m.2 {
        case "+": return lhs + rhs
        case "-": return lhs - rhs
        case "*": return lhs * rhs
        case "/": return divide(lhs, rhs)
        default: return nil
        }
    }
}

let calc = Calculator()
let results = ["3 + 4", "10/4", "7 * 6", "9 / 3"].compactMap(calc.evaluate)
let ratios = results.map { $0 / (results.first ?? 1) }
print(quotient, divide(1, 3), pairwise, table["/"]!(9, 3), tight, results, ratios)
