import SwiftUI

// Targets: iOS 15.4 (`.v15_4`) and macOS 10.15. Versions compare per number:
// 15.10 is after 15.4, 10.9 is before 10.15, and 15.4 == 15.4.0.
func configureMap(_ map: MapController) {
    if #available(iOS 15.4, macOS 10.15, *) { map.enableLookAround() } // expect: always-true-availability
    if #available(iOS 15.10, *) { map.enableTraffic() }
    if #available(iOS 15.4.0, *) { map.enableTransit() } // expect: always-true-availability
    if #available(iOS 15.4.1, *) { map.enablePatchedTiles() }
    if #available(iOS 15, *) { map.enableCompass() } // expect: always-true-availability
    if #available(macOS 10.9, *) { map.enableScale() } // expect: always-true-availability
    if #available(macOS 10.16, *) { map.enableElevation() }
    if #available(iOS 16, macOS 10.15, *) { map.enableGlobe() }
}
