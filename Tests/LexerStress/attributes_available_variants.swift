import Foundation

@available(iOS 15.0, macOS 12, tvOS 15, watchOS 8.0, *)
public struct ModernFormatter {
    public init() {}
}

@available(iOS, deprecated: 17.0, message: "Use ModernFormatter instead")
public struct LegacyFormatter {}

@available(iOS, introduced: 13.0, deprecated: 16.0, obsoleted: 18.0, message: "Removed in v4", renamed: "ModernFormatter")
public func legacyFormat(_ value: Double) -> String { "\(value)" }

@available(*, unavailable, message: "Not supported on this platform")
public func unsupported() {}

@available(*, deprecated, renamed: "newName(for:)")
public func oldName(for id: Int) {}

@available(swift 5.9)
@available(macOS, unavailable)
public func iOSOnly() {}

@available(iOSApplicationExtension, unavailable, message: "Uses UIApplication.shared")
public func openSettings() {}

@available(visionOS 1.0, *)
@available(macCatalyst, introduced: 15.0)
public enum SpatialMode { case window, volume, immersive }

@available(*, noasync, message: "Use the async variant")
public func blockingLoad() -> Data { Data() }

@available(iOS 16.4, *) @available(macOS 13.3, *)
extension ModernFormatter {
    @available(iOS 17, *)
    public func format(_ value: Double) -> String { value.formatted(.number.precision(.fractionLength(2))) }
}

@_spi(Internal) @available(iOS 15, *)
public func internalHook() {}

@backDeployed(before: iOS 17.0)
@available(iOS 15.0, *)
public func backDeployedHelper() -> Int { 1 }
