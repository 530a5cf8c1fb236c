import SwiftUI

extension Color {
    /// Accepts "#RGB", "#RRGGBB", "#RRGGBBAA" and "0xRRGGBB".
    init?(hexString: String) {
        var s = hexString.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { s.removeFirst() } else if s.lowercased().hasPrefix("0x") { s.removeFirst(2) }
        guard s.wholeMatch(of: /[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}/) != nil,
              let value = UInt64(s, radix: 16) else { return nil }
        let r, g, b, a: UInt64
        switch s.count {
        case 3:
            (r, g, b, a) = ((value >> 8 & 0xF) * 0x11, (value >> 4 & 0xF) * 0x11, (value & 0xF) * 0x11, 0xFF)
        case 6:
            (r, g, b, a) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF, 0xFF)
        default:
            (r, g, b, a) = (value >> 24, value >> 16 & 0xff, value >> 8 & 0xff, value & 0xff)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 0xFF, blue: Double(b) / 255.0, opacity: Double(a) / 0xFFp0)
    }

    static let brandOrange = Color(hexString: "#FF9500")!
    static let systemGray = Color(hexString: "0x8E8E93")!
    static let translucent = Color(hexString: "#00000080")!
    static let shortWhite = Color(hexString: "#FFF")!
    static let literal = Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255)
    static let asset = #colorLiteral(red: 0.2, green: 0.6, blue: 0.86, alpha: 1)
}

let packed: UInt32 = 0xAA_BB_CC_DD
let channels = (packed >> 24, (packed >> 16) & 0xFF, (packed >> 0x8) & 0xFF, packed & 0x0000_00FF)
print(channels.0, channels.1, channels.2, channels.3, Color.brandOrange, Color.literal)
