import UIKit

final class HapticsEngine {
    var isLowPower = false

    func prepare() {
        if #unavailable(iOS 17) { // expect: always-true-availability
            legacyWarmUp()
        }
        if #unavailable(iOS 18) {
            interimWarmUp()
        }
        if #unavailable(iOS 16.4), !isLowPower { // expect: always-true-availability
            legacyCalibrate()
        }
        while #unavailable(iOS 15) { // expect: always-true-availability
            break
        }
        if #unavailable(tvOS 17) {
            tvWarmUp()
        }
    }

    func fallbackOnly() {
        guard #unavailable(iOS 16) else { return } // expect: always-true-availability
        legacyWarmUp()
        legacyCalibrate()
    }

    func legacyWarmUp() {}
    func interimWarmUp() {}
    func legacyCalibrate() {}
    func tvWarmUp() {}
}
