#if canImport(UIKit)
import UIKit
#else
import Foundation
#endif

// A BOM immediately followed by a #if directive.
enum BOMCheck {
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let scalar = "\u{FEFF}"
    static func strip(_ data: Data) -> Data {
        data.starts(with: bytes) ? data.dropFirst(bytes.count) : data
    }
    static func hasBOM(_ text: String) -> Bool { text.hasPrefix(scalar) }
}

let sample = Data(BOMCheck.bytes + Array("let x = 1".utf8))
let stripped = BOMCheck.strip(sample)
print(sample.count - stripped.count, BOMCheck.hasBOM("\u{FEFF}abc"), String(decoding: stripped, as: UTF8.self))
#if DEBUG
print("debug build", #line / 1)
#endif
