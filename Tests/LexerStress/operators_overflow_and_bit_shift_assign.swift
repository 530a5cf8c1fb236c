import Foundation

struct Hasher64 {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: [UInt8]) {
        for b in bytes {
            state ^= UInt64(b)
            state &*= 0x100_0000_01b3
        }
    }

    mutating func mix() {
        state ^= state &>> 33
        state &*= 0xff51_afd7_ed55_8ccd
        state ^= state &>> 33
        state &+= 0x9e37_79b9_7f4a_7c15
        state = state &<< 7 | state &>> 57
    }

    var value: UInt64 { state }
}

var h = Hasher64()
h.combine(Array("hello".utf8))
h.mix()

var x: UInt8 = 0b1000_0001
x <<= 1
x >>= 2
x &<<= 9
x &>>= 1
x |= 0x0F
x &= ~0x03
x ^= 0xFF
var y: Int16 = .max
y &+= 1
y &-= 2
y &*= 3
var z = Int.min
let negate = 0 &- z
let wrapped = UInt8.max &+ 1
let shifts = (1 << 10, 1024 >> 3, -16 >> 2, 1 &<< 65, UInt32.max &>> 31)
let arithmetic = (7 &* 6, 7 &+ 6, 7 &- 8 as UInt8 == 255 ? "wraps" : "no")
let comparisons = [x > 3, x >= 3, x < 3, x <= 3, x == 3, x != 3]
let logical = !(x > 0) || (y < 0 && z != 0)
z &+= 0
print(h.value, x, y, negate, wrapped, shifts, arithmetic, comparisons, logical)
