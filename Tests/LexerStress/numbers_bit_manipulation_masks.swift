import Foundation

struct Permissions: OptionSet, Hashable {
    let rawValue: UInt8
    static let read    = Permissions(rawValue: 0b0000_0001)
    static let write   = Permissions(rawValue: 0b0000_0010)
    static let execute = Permissions(rawValue: 1 << 2)
    static let share   = Permissions(rawValue: 0x08)
    static let admin   = Permissions(rawValue: 0o20)
    static let all: Permissions = [.read, .write, .execute, .share, .admin]
}

var flags: UInt32 = 0
flags |= 0b1
flags |= 1 << 4
flags &= ~0b1
flags ^= 0xFFFF_0000
flags <<= 2
flags >>= 1
var wrapping: UInt8 = 250
wrapping &+= 10
wrapping &-= 1
wrapping &*= 3
var shifted: Int32 = -0x8000_0000
shifted &>>= 31
shifted &<<= 1
let popcount = flags.nonzeroBitCount
let leading = flags.leadingZeroBitCount
let trailing = (0b1000 as UInt8).trailingZeroBitCount
let swapped = UInt16(0xABCD).byteSwapped == 0xCDAB
let isPowerOfTwo = { (n: Int) in n > 0 && n & (n - 1) == 0 }
let crcTable: [UInt32] = (0..<256).map { i -> UInt32 in
    var c = UInt32(i)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}
let overflow = Int8.max &+ 1
let masked = (0xDEAD_BEEF as UInt32) & 0x0000_FFFF | 0b1 << 31
print(Permissions.all.rawValue, flags, wrapping, shifted, popcount, leading, trailing, swapped, isPowerOfTwo(64), crcTable[1], overflow, masked)
