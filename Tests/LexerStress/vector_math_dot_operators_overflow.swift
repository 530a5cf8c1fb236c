import Foundation

infix operator .+. : AdditionPrecedence
infix operator .-. : AdditionPrecedence
infix operator .*. : MultiplicationPrecedence
infix operator </> : MultiplicationPrecedence

struct Fixed16: CustomStringConvertible {
    var raw: Int32
    init(_ d: Double) { raw = Int32((d * 65_536).rounded()) }
    init(raw: Int32) { self.raw = raw }
    var double: Double { Double(raw) / 0x1p16 }
    var description: String { String(format: "%.4f", double) }

    static func .+. (a: Fixed16, b: Fixed16) -> Fixed16 { Fixed16(raw: a.raw &+ b.raw) }
    static func .-. (a: Fixed16, b: Fixed16) -> Fixed16 { Fixed16(raw: a.raw &- b.raw) }
    static func .*. (a: Fixed16, b: Fixed16) -> Fixed16 {
        var wide = Int64(a.raw) &* Int64(b.raw)
        wide &>>= 16
        return Fixed16(raw: Int32(truncatingIfNeeded: wide))
    }
    static func </> (a: Fixed16, b: Fixed16) -> Fixed16 {
        guard b.raw != 0 else { return Fixed16(raw: .max) }
        return Fixed16(raw: Int32((Int64(a.raw) << 16) / Int64(b.raw)))
    }
}

var accumulator: UInt32 = 0xFFFF_FFFF
accumulator &>>= 4
accumulator &<<= 8
accumulator &+= 0x1_00
let a = Fixed16(1.5), b = Fixed16(0.25)
let results = [a .+. b, a .-. b, a .*. b, a </> b, (a .+. b) .*. (a .-. b)]
let plainDivision = a.double / b.double
let viaRegex: String
switch results.map(\.description).joined(separator: " ") {
case /.*1\.7500.*/: viaRegex = "sum ok"
case /.*\/.*/: viaRegex = "has slash"
default: viaRegex = "?"
}
print(results, plainDivision, accumulator, viaRegex)
