import Foundation

@dynamicMemberLookup
struct FeatureFlags: Decodable {
    private var values: [String: Flag]

    enum Flag: Decodable, Equatable {
        case bool(Bool), int(Int), double(Double), string(String), rollout(percent: Double)

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let b = try? c.decode(Bool.self) { self = .bool(b) }
            else if let i = try? c.decode(Int.self) { self = .int(i) }
            else if let d = try? c.decode(Double.self) { self = .double(d) }
            else if let s = try? c.decode(String.self), let m = s.wholeMatch(of: /rollout:(\d{1,3}(?:\.\d+)?)%/) {
                self = .rollout(percent: Double(m.1)! / 100)
            } else { self = .string(try c.decode(String.self)) }
        }
    }

    init(from decoder: Decoder) throws { values = try [String: Flag](from: decoder) }

    subscript(dynamicMember key: String) -> Bool {
        switch values[key] {
        case .bool(let b)?: return b
        case .int(let i)?: return i != 0
        case .rollout(let p)?: return Double(abs(UUID().hashValue % 10_000)) / 10_000 < p
        default: return false
        }
    }

    subscript<T>(_ key: String, default fallback: T) -> T {
        switch (values[key], fallback) {
        case let (.int(i)?, _ as Int): return i as! T
        case let (.double(d)?, _ as Double): return d as! T
        case let (.string(s)?, _ as String): return s as! T
        default: return fallback
        }
    }
}

let remote = """
    {
      "new_checkout": true,
      "max_upload_mb": 250,
      "image_quality": 0.85,
      "welcome_copy": "Hi there \\u{1F44B}",
      "smart_search": "rollout:12.5%",
      "legacy_mode": 0
    }
    """
let flags = try JSONDecoder().decode(FeatureFlags.self, from: Data(remote.utf8))
print(flags.new_checkout, flags.legacy_mode, flags.smart_search, flags["max_upload_mb", default: 100], flags["image_quality", default: 1.0], flags["welcome_copy", default: ""])
