import Foundation

final class Thermostat {
    static let range = 10.0...30.0

    var target: Double = 20 {
        willSet(newTarget) {
            print("changing \(target) → \(newTarget)")
        }
        didSet {
            if !Self.range.contains(target) { target = oldValue }
        }
    }

    private var _mode = "auto"
    var mode: String {
        get { _mode }
        set { _mode = newValue.lowercased() }
    }

    var fahrenheit: Double {
        get { target * 9 / 5 + 32 }
        set(f) { target = (f - 32) * 5 / 9 }
    }

    var readOnly: Double { target.rounded() }

    private(set) var history: [Double] = [] {
        didSet { if history.count > 10 { history.removeFirst() } }
    }

    lazy var formatter: MeasurementFormatter = {
        let f = MeasurementFormatter()
        f.unitOptions = .providedUnit
        return f
    }()

    subscript(offset: Int) -> Double {
        get { history[history.count - 1 - offset] }
        set { history[history.count - 1 - offset] = newValue }
    }

    var asyncValue: Double {
        get async throws {
            try await Task.sleep(nanoseconds: 1_000)
            return target
        }
    }

    unowned(unsafe) var owner: AnyObject? = nil
    weak var delegate: AnyObject?
}

let t = Thermostat()
t.target = 25
t.fahrenheit = 212
t.mode = "COOL"
print(t.target, t.mode, t.readOnly, t.fahrenheit)
