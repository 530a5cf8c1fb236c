import UIKit

@objc final class Account: NSObject {
    @objc dynamic var balance: NSDecimalNumber = .zero
    @objc dynamic var owner: Person?
    @objc(isFrozen) dynamic var frozen = false
}
@objc final class Person: NSObject { @objc dynamic var name = "" }

@available(iOS, deprecated: 15.0, message: "Use async observation via `values(for:)`")
final class LegacyObserver: NSObject {
    private let account: Account
    init(account: Account) {
        self.account = account
        super.init()
        account.addObserver(self, forKeyPath: #keyPath(Account.balance), options: [.new, .old], context: nil)
        account.addObserver(self, forKeyPath: #keyPath(Account.owner.name), options: .new, context: nil)
    }
    deinit {
        account.removeObserver(self, forKeyPath: #keyPath(Account.balance))
        account.removeObserver(self, forKeyPath: #keyPath(Account.owner.name))
    }
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        switch keyPath {
        case #keyPath(Account.balance)?: print("balance:", change?[.newKey] ?? "nil", "at", #filePath, #line, #column)
        case .some(let other): print("changed \(other)")
        case nil: break
        }
    }
}

extension Account {
    func perform<T>(_ selector: Selector = #selector(getter: Account.frozen), default fallback: T, _ transform: (Any?) throws -> T) rethrows -> T {
        guard responds(to: selector) else { return fallback }
        return try transform(perform(selector)?.takeUnretainedValue())
    }
    func snapshot(`default`: borrowing String = "n/a") -> String {
        let copyOfName = owner?.name ?? copy `default`
        let moved = consume copyOfName
        return "\(moved): \(balance)"
    }
}
