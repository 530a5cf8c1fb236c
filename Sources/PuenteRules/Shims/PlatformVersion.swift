/// An Apple platform that a deployment target, an `@available` attribute or a
/// `#available` check can name.
///
/// Availability spellings map onto these: `iOSApplicationExtension` is `iOS`, `OSX` is
/// `macOS`, `xrOS` is `visionOS`. `macCatalyst` is its own platform (it has its own
/// minimum in `Package.swift`), but where a check names no `macCatalyst` version the
/// `iOS` one applies to it, as in the compiler.
public enum Platform: String, CaseIterable, Sendable, Comparable, Hashable {
  case iOS
  case macOS
  case macCatalyst
  case tvOS
  case watchOS
  case visionOS

  public static func < (a: Platform, b: Platform) -> Bool {
    (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
  }

  /// The platform an availability argument names (`iOS`, `iOSApplicationExtension`,
  /// `OSX`, `xrOS`, …), or nil for `*`, `swift`, `_PackageDescription` and unknown names.
  public init?(availabilityName name: String) {
    var base = name
    let suffix = "ApplicationExtension"
    if base.hasSuffix(suffix) { base.removeLast(suffix.count) }
    switch base {
    case "iOS": self = .iOS
    case "macOS", "OSX": self = .macOS
    case "macCatalyst": self = .macCatalyst
    case "tvOS": self = .tvOS
    case "watchOS": self = .watchOS
    case "visionOS", "xrOS": self = .visionOS
    default: return nil
    }
  }

  /// The platform of an exact canonical name (`iOS`, `macOS`, …), as written in
  /// `.puente.json` and `--deployment-target`.
  public init?(canonicalName name: String) {
    self.init(rawValue: name)
  }
}

/// A version number as written in availability attributes and deployment targets:
/// one to three dot-separated non-negative integers (`17`, `17.0`, `15.4`, `14.5.1`).
///
/// Comparison is numeric per component with missing components read as zero, so
/// `17 == 17.0 == 17.0.0`, `17.0 < 17.0.1` and `15.4 < 15.10`. `text` keeps the spelling
/// for messages.
public struct PlatformVersion: Sendable, Comparable, Hashable, CustomStringConvertible {
  /// The numeric components, as written (one to three of them).
  public let components: [Int]
  /// The version as written, e.g. `17.0`.
  public let text: String

  /// Parses `17`, `17.0`, `17.0.1`; nil for anything else (empty components, letters,
  /// more than three components, numbers beyond 9999).
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(part)
      else { return nil }
      components.append(value)
    }
    self.components = components
    self.text = text
  }

  /// A `PackageDescription` version constant: `v16` → 16, `v15_4` → 15.4, `v10_15` → 10.15.
  public init?(packageConstant name: String) {
    guard name.hasPrefix("v") else { return nil }
    self.init(name.dropFirst().replacingOccurrences("_", with: "."))
  }

  /// The components padded to three, for comparison and hashing.
  var padded: [Int] { components + Array(repeating: 0, count: max(0, 3 - components.count)) }

  public static func == (a: PlatformVersion, b: PlatformVersion) -> Bool { a.padded == b.padded }
  public func hash(into hasher: inout Hasher) { hasher.combine(padded) }

  public static func < (a: PlatformVersion, b: PlatformVersion) -> Bool {
    a.padded.lexicographicallyPrecedes(b.padded)
  }

  public var description: String { text }
}

extension Substring {
  /// `self` with every `target` character replaced (Foundation-free).
  fileprivate func replacingOccurrences(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
