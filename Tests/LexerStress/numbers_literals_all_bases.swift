import Foundation

enum FilePermissions {
    static let ownerAll: UInt16 = 0o700
    static let standardFile: UInt16 = 0o644
    static let executable: UInt16 = 0o755
    static let sticky: UInt16 = 0o1_777
    static let none: UInt16 = 0o0
}

enum Masks {
    static let lowNibble: UInt8 = 0b0000_1111
    static let highNibble: UInt8 = 0b1111_0000
    static let alternating: UInt8 = 0b1010_1010
    static let single: UInt8 = 0b1
    static let wide: UInt64 = 0b1111111111111111111111111111111111111111111111111111111111111111
}

enum Hex {
    static let red: UInt32 = 0xFF0000
    static let lower: UInt32 = 0xdeadbeef
    static let mixed: UInt32 = 0xDeAd_BeEf
    static let small = 0x1F
    static let withUnderscores = 0xFF_FF_
    static let zero = 0x0
}

let decimals = [0, 7, 42, 1_000, 1_000_000, 9_223_372_036_854_775_807 as Int64 == .max ? 1 : 0]
let leadingZeros = 007 + 0_1
let trailingUnderscore = 1_000_
let floats = [0.0, 3.14159, 1_000.000_1, 0.5e0, 2.5e10, 6.022_140_76e23]
let negatives = [-1, -0x10, -0b11, -0o7, -1.5, -1e-3]
let mixed = Double(Hex.small) + Double(Masks.alternating) / Double(FilePermissions.executable) * 1e-2
print(FilePermissions.ownerAll, Masks.lowNibble | Masks.highNibble, Hex.red >> 16, decimals, leadingZeros, trailingUnderscore)
print(floats, negatives, mixed, Masks.single, Masks.wide, Hex.lower, Hex.mixed, Hex.withUnderscores, Hex.zero, FilePermissions.sticky, FilePermissions.none)
