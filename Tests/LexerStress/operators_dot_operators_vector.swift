import simd

infix operator .+. : AdditionPrecedence
infix operator .*. : MultiplicationPrecedence
infix operator .== : ComparisonPrecedence
infix operator ..* : MultiplicationPrecedence
prefix operator .-
postfix operator .^

struct Vec3: Equatable {
    var x, y, z: Float
    static func .+. (a: Vec3, b: Vec3) -> Vec3 { Vec3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func .*. (a: Vec3, b: Vec3) -> Vec3 { Vec3(x: a.x * b.x, y: a.y * b.y, z: a.z * b.z) }
    static func .== (a: Vec3, b: Vec3) -> [Bool] { [a.x == b.x, a.y == b.y, a.z == b.z] }
    static func ..* (a: Vec3, s: Float) -> Vec3 { Vec3(x: a.x * s, y: a.y * s, z: a.z * s) }
    static prefix func .- (a: Vec3) -> Vec3 { Vec3(x: -a.x, y: -a.y, z: -a.z) }
    static postfix func .^ (a: Vec3) -> Float { a.x * a.x + a.y * a.y + a.z * a.z }
}

let u = Vec3(x: 1, y: 2, z: 3), v = Vec3(x: 4, y: 5, z: 6)
let sum = u .+. v
let product = u .*. v
let mask = u .== v
let scaled = u ..* 2.5
let negated = .-u
let lengthSquared = u.^
let chain = (u .+. v) .*. .-v
let simdA = SIMD4<Float>(1, 2, 3, 4), simdB = SIMD4<Float>(4, 3, 2, 1)
let simdMask = simdA .< simdB
let simdMax = simdA.replacing(with: simdB, where: simdA .< simdB)
let simdAnd = (simdA .> 1) .& (simdB .>= 2)
let simdNot = .!simdMask
let selected = simd_float3(1, 2, 3).x
let range = 0...5, halfOpen = 0..<5, spacedRange = 0 ... 5, spacedHalfOpen = 0 ..< 5
print(sum, product, mask, scaled, negated, lengthSquared, chain, simdMask, simdMax, simdAnd, simdNot, selected, range, halfOpen, spacedRange, spacedHalfOpen)
