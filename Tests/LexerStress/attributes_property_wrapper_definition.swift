import Foundation

@propertyWrapper
public struct UserDefault<Value> {
    let key: String
    let defaultValue: Value
    var container: UserDefaults = .standard

    public var wrappedValue: Value {
        get { container.object(forKey: key) as? Value ?? defaultValue }
        set { container.set(newValue, forKey: key) }
    }

    public var projectedValue: UserDefault<Value> { self }

    public func reset() { container.removeObject(forKey: key) }
}

@propertyWrapper
public struct Trimmed {
    private var value = ""
    public var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
    public init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
public final class Atomic<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value
    public init(wrappedValue: Value) { storage = wrappedValue }
    public var wrappedValue: Value {
        get { lock.lock(); defer { lock.unlock() }; return storage }
        set { lock.lock(); storage = newValue; lock.unlock() }
    }
    public func mutate(_ transform: (inout Value) -> Void) { lock.lock(); transform(&storage); lock.unlock() }
    public var projectedValue: Atomic<Value> { self }
}

enum Settings {
    @UserDefault(key: "has_onboarded", defaultValue: false) static var hasOnboarded: Bool
    @UserDefault(key: "launch_count", defaultValue: 0) static var launchCount: Int
    @UserDefault(key: "theme", defaultValue: "system", container: .standard) static var theme: String
}

struct Form {
    @Trimmed var name = "  Ana  "
    @Atomic var counter = 0
    @Trimmed @UserDefault(key: "nick", defaultValue: "") var nickname: String
}

var form = Form(nickname: UserDefault(key: "nick", defaultValue: ""))
form.$counter.mutate { $0 += 1 }
Settings.launchCount += 1
Settings.$launchCount.reset()
print(form.name, form.counter, Settings.hasOnboarded, Settings.theme)
