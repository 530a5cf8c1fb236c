import PuenteJSON
import PuenteRules

/// A canonical text of everything in a configuration that can change a finding, for cache
/// keys: two configurations with the same fingerprint give the same findings on the same
/// bytes at the same path. `source` (where the file was) is left out on purpose.
extension Configuration {
  public var fingerprint: String {
    var out = "adapters=" + adapters.map(\.pattern).joined(separator: "\u{1F}")
    out += "\u{1E}include=" + include.map(\.pattern).joined(separator: "\u{1F}")
    out += "\u{1E}exclude=" + exclude.map(\.pattern).joined(separator: "\u{1F}")
    out += "\u{1E}generated=" + generated.rawValue
    for (id, settings) in rules.sorted(by: { $0.key < $1.key }) {
      out += "\u{1E}rule=" + id + ":" + (settings.enabled.map { $0 ? "on" : "off" } ?? "-")
      out += ":" + (settings.severity?.rawValue ?? "-")
      for (key, values) in settings.options.sorted(by: { $0.key < $1.key }) {
        out += ":" + key + "=" + values.joined(separator: "\u{1F}")
      }
    }
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) {
      out += "\u{1E}extra=" + key + "="
      out += value.sortedKeys().compact()
    }
    return out
  }
}

extension JSONValue {
  /// The value with every object's keys in sorted order, so that two files that differ
  /// only in key order have one fingerprint.
  func sortedKeys() -> JSONValue {
    switch self {
    case .array(let items): return .array(items.map { $0.sortedKeys() })
    case .object(let object):
      return .object(JSONObject(object.members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sortedKeys()) }))
    default: return self
    }
  }
}

/// FNV-1a, 64 bits: a stable hash for cache keys (Swift's `Hasher` is seeded per process,
/// so it cannot key anything written to disk). Not for security: a collision would only
/// reuse a wrong cached count, and at 64 bits over thousands of keys that is negligible.
public struct StableHash: Sendable {
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  public mutating func combine(_ text: String) {
    // Over the contiguous bytes, the value in a register, not a byte at a time through
    // `utf8` and `self`: every key part of the trend's checks comes through here.
    var h = value
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes { h = (h ^ UInt64(byte)) &* Self.prime }
    }
    value = (h ^ 0xFF) &* Self.prime  // a separator that UTF-8 never contains
  }

  private static let prime: UInt64 = 0x0000_0100_0000_01B3

  public mutating func combine(_ number: UInt64) {
    var n = number
    for _ in 0..<8 {
      mix(UInt8(truncatingIfNeeded: n))
      n >>= 8
    }
  }

  @inline(__always)
  private mutating func mix(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* Self.prime
  }

  public static func of(_ text: String) -> UInt64 {
    var h = StableHash()
    h.combine(text)
    return h.value
  }
}
