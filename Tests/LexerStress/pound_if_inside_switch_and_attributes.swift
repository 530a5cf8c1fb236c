import Foundation

enum Environment: String, CaseIterable {
    case development
    #if DEBUG
    case staging
    case qa
    #endif
    case production

    var host: String {
        switch self {
        case .development: return "localhost:8080"
        #if DEBUG
        case .staging: return "staging.example.com"
        case .qa: return "qa.example.com"
        #endif
        case .production: return "api.example.com"
        }
    }
}

struct Feature {
    #if os(iOS)
    @available(iOS 16.0, *)
    #endif
    static func newCheckout() -> Bool { true }

    #if DEBUG
    static let flags: [String: Bool] = ["search": true, "debugMenu": true, "payments": false]
    #else
    static let flags: [String: Bool] = ["search": true, "payments": false]
    #endif

    static var list: [String] {
        var result = ["a"]
        #if os(macOS)
        result.append("mac-only")
        #elseif os(iOS)
        result.append("ios-only")
        #endif
        return result
    }

    static func describe(_ value: Int) -> String {
        switch value {
        case 0: return "zero"
        #if DEBUG
        case Int.min..<0: return "negative (debug)"
        #else
        case ..<0: return "negative"
        #endif
        default: return "positive"
        }
    }
}

#if canImport(Darwin)
@MainActor
#endif
final class Coordinator {
    func start() { print(Environment.allCases.map(\.host), Feature.flags, Feature.list, Feature.describe(-1)) }
}
