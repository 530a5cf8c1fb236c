#if canImport(Combine)
import Combine
#endif
#if canImport(Observation)
import Observation
#endif
import Foundation

#if swift(>=5.9)
    #if compiler(>=6.0)
        #if hasFeature(StrictConcurrency)
typealias ModelActor = MainActor
        #else
typealias ModelActor = MainActor
        #endif
    #elseif compiler(<6.0) && swift(>=5.10)
typealias ModelActor = MainActor
    #else
        #error("Swift 5.9 with an unexpected compiler")
    #endif
#else
    #error("Requires Swift 5.9 or newer")
#endif

#if canImport(Combine) && canImport(Observation, _version: 1.0)
    #if DEBUG
        #if targetEnvironment(simulator)
private let environmentTag = "debug-sim"
        #else
private let environmentTag = "debug-device"
        #endif
    #else
private let environmentTag = "release"
    #endif
#else
private let environmentTag = "minimal"
#endif

#if hasAttribute(retroactive)
extension Int: @retroactive Identifiable { public var id: Int { self } }
#endif

#if $Macros && hasFeature(BodyMacros)
let supportsBodyMacros = true
#else
let supportsBodyMacros = false
#endif

#if canImport(UIKit, _underlyingVersion: 1.0)
let underlying = true
#else
let underlying = false
#endif

print(environmentTag, supportsBodyMacros, underlying)
