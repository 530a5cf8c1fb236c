import CoreGraphics

enum HexFloats {
    static let oneAndHalfTimesEight = 0x1.8p3      // 12.0
    static let quarterOf255 = 0xFFp-2              // 63.75
    static let one = 0x1p0
    static let half = 0x1p-1
    static let tiny = 0x1.0p-1022
    static let precise = 0x1.921fb54442d18p1       // ≈ π
    static let upperP = 0x1.8P+3
    static let underscored = 0x1_000.8p-4
    static let negativeExp = 0xA.Bp-10
    static let noFraction = 0x10p2
}

struct Color {
    var r, g, b, a: CGFloat

    init(hex: UInt32, alpha: CGFloat = 0x1p0) {
        r = CGFloat((hex >> 16) & 0xFF) / 0xFFp0
        g = CGFloat((hex >> 8) & 0xFF) / 0xFF.0p0
        b = CGFloat(hex & 0xFF) / 255.0
        a = alpha
    }

    var luminance: CGFloat { 0.2126 * r + 0.7152 * g + 0.0722 * b }
}

let brand = Color(hex: 0xFF9500)
let dimmed = Color(hex: 0x1E_1E_1E, alpha: 0x1.99999ap-1)
let values: [Double] = [
    HexFloats.oneAndHalfTimesEight, HexFloats.quarterOf255, HexFloats.one, HexFloats.half,
    HexFloats.tiny, HexFloats.precise, HexFloats.upperP, HexFloats.underscored,
    HexFloats.negativeExp, HexFloats.noFraction,
]
print(values, brand.luminance, dimmed.a, Double.pi == 0x1.921fb54442d18p1)
