import Foundation

struct Constants {
    static let G = 6.674_30e-11
    static let c = 2.997_924_58E+8
    static let electronMass = 9.1093837015e-31
    static let avogadro = 6.02214076E23
    static let epsilon = 1e-9
    static let big = 1E308
    static let small = 5e-324
    static let plusExp = 1.5E+3
    static let zeroExp = 7e0
    static let negZero = -0e0
    static let leadingZeroExp = 1e007
}

func gravitationalForce(m1: Double, m2: Double, r: Double) -> Double {
    Constants.G * m1 * m2 / (r * r)
}

func approxEqual(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1.0, abs(a), abs(b))
}

let earthMass = 5.972e24, moonMass = 7.348E22, distance = 3.844e+8
let force = gravitationalForce(m1: earthMass, m2: moonMass, r: distance)
let lightSeconds = distance / Constants.c
let scientific = String(format: "%.3e", force)
let parsed = Double("1.5e-3")! * 1e3
print(force, lightSeconds, scientific, parsed, approxEqual(0.1 + 0.2, 0.3))
print(Constants.electronMass, Constants.avogadro, Constants.epsilon, Constants.big, Constants.small)
print(Constants.plusExp, Constants.zeroExp, Constants.negZero, Constants.leadingZeroExp, 1e-9.isZero, 2e2.squareRoot())
