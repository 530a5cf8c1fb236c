import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

enum Platform {
    static var name: String {
        #if os(iOS) && !targetEnvironment(simulator)
        return "iOS device"
        #elseif os(iOS) && targetEnvironment(simulator)
        return "iOS simulator"
        #elseif targetEnvironment(macCatalyst)
        return "Mac Catalyst"
        #elseif os(macOS)
        return "macOS"
        #elseif os(watchOS) || os(tvOS) || os(visionOS)
        return "other Apple"
        #elseif os(Linux) || os(Windows) || os(Android) || os(WASI)
        return "non-Apple"
        #else
        return "unknown"
        #endif
    }

    static var architecture: String {
        #if arch(arm64)
        "arm64"
        #elseif arch(x86_64)
        "x86_64"
        #elseif arch(i386) || arch(arm)
        "32-bit"
        #else
        "other"
        #endif
    }

    #if DEBUG
    static let isDebug = true
    #else
    static let isDebug = false
    #endif

    #if _endian(little) && _pointerBitWidth(_64)
    static let layout = "LE64"
    #else
    static let layout = "other"
    #endif

    #if !(os(iOS) || os(tvOS))
    static let hasUIKitFocus = false
    #else
    static let hasUIKitFocus = true
    #endif
}

print(Platform.name, Platform.architecture, Platform.isDebug, Platform.layout, Platform.hasUIKitFocus)
