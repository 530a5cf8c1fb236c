import Foundation

protocol AnalyticsEvent {
    static var name: String { get }
    var parameters: [String: any Sendable] { get }
}

struct ScreenView: AnalyticsEvent {
    static let name = "screen_view"
    var screen: String
    var previous: String?
    var parameters: [String: any Sendable] { ["screen": screen, "previous": previous ?? "(none)"] }
}

struct Purchase: AnalyticsEvent {
    static let name = "purchase"
    var sku: String
    var cents: Int
    var currency = "USD"
    var parameters: [String: any Sendable] { ["sku": sku, "value": Double(cents) / 100, "currency": currency] }
}

actor Analytics {
    static let shared = Analytics()
    private var queue: [(name: String, params: [String: any Sendable], at: Date)] = []
    private var sinks: [@Sendable (String, [String: any Sendable]) async -> Void] = []
    var flushThreshold = 20

    func addSink(_ sink: @escaping @Sendable (String, [String: any Sendable]) async -> Void) { sinks.append(sink) }

    func track<E: AnalyticsEvent>(_ event: E, file: String = #fileID, line: Int = #line) async {
        var params = event.parameters
        params["_src"] = "\(file):\(line)"
        queue.append((E.name, params, .now))
        if queue.count >= flushThreshold { await flush() }
    }

    func flush() async {
        let batch = queue
        queue.removeAll(keepingCapacity: true)
        for item in batch {
            for sink in sinks { await sink(item.name, item.params) }
        }
    }
}

func demo() async {
    await Analytics.shared.addSink { name, params in
        let rendered = params.keys.sorted().map { "\($0)=\(params[$0]!)" }.joined(separator: "&")
        print("📈 \(name)?\(rendered)")
    }
    await Analytics.shared.track(ScreenView(screen: "Home", previous: nil))
    await Analytics.shared.track(Purchase(sku: "PRO_YEARLY", cents: 4_999))
    await Analytics.shared.flush()
}
