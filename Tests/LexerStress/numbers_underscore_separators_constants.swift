import Foundation

enum Limits {
    static let maxUploadBytes = 104_857_600          // 100 MiB
    static let maxUploadBytesAlt = 100 * 1_024 * 1_024
    static let nanosPerSecond: UInt64 = 1_000_000_000
    static let cacheTTL: TimeInterval = 86_400.0
    static let oddGrouping = 1_00_0_0
    static let doubleUnderscore = 1__000
    static let trailing = 10_
    static let fractionGrouped = 0.000_001
    static let expGrouped = 1_0e1_0
    static let hexGrouped: UInt32 = 0xFF_FF_FF_FF
    static let binGrouped: UInt16 = 0b1_0_1_0
    static let octGrouped = 0o7_7_7
    static let bigPrime = 2_147_483_647
    static let speedOfLight = 299_792_458.0
    static let planck = 6.626_070_15e-34
}

struct RateLimiter {
    var capacity = 1_000
    var refillPerSecond = 16.666_67
    private(set) var tokens = 1_000.0
    private var last = Date()

    mutating func allow(cost: Double = 1.0) -> Bool {
        let now = Date()
        tokens = min(Double(capacity), tokens + now.timeIntervalSince(last) * refillPerSecond)
        last = now
        guard tokens >= cost else { return false }
        tokens -= cost
        return true
    }
}

var limiter = RateLimiter()
let allowed = (0..<1_500).filter { _ in limiter.allow() }.count
print(allowed, Limits.maxUploadBytes == Limits.maxUploadBytesAlt, Limits.oddGrouping, Limits.doubleUnderscore)
print(Limits.trailing, Limits.fractionGrouped, Limits.expGrouped, Limits.hexGrouped, Limits.binGrouped, Limits.octGrouped)
print(Limits.bigPrime, Limits.speedOfLight, Limits.planck, Limits.nanosPerSecond, Limits.cacheTTL)
