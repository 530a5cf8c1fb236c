import Foundation

// Contextual keywords remain usable as plain identifiers.
var get = 1, set = 2, willSet = 3, didSet = 4
let some = "some", any = "any", async = "async", await = "await"
let `throws` = true, `rethrows` = false, consume = "consume", borrowing = "borrowing"
let mutating = 0, nonmutating = 0, convenience = 0, required = 0, override = 0, dynamic = 0
let lazy = 0, weak = 0, unowned = 0, optional = 0, indirect = 0, final = 0, open = 0
let actor = "actor", macro = "macro", package = "package", precedence = 0, associativity = 0
let left = 0, right = 0, none = 0, prefix = 0, postfix = 0, infix = 0, each = 0, repeatCount = 0

protocol Store {
    associatedtype Item
    var items: [Item] { get set }
    var count: Int { get }
    func load() async throws -> [Item]
}

final class MemoryStore: Store {
    var items: [String] = [] {
        willSet { print("will set \(newValue.count)") }
        didSet(oldItems) { print("did set from \(oldItems.count)") }
    }
    var count: Int {
        get { items.count }
    }
    var first: String? {
        get { items.first }
        set(newFirst) { if let newFirst { items.insert(newFirst, at: 0) } }
    }
    func load() async throws -> [String] { items }
    func map(_ transform: (String) throws -> String) rethrows -> [String] { try items.map(transform) }
}

func makeStore() -> some Store { MemoryStore() }
func anyStore() -> any Store { MemoryStore() }
func take(_ s: consuming [String]) -> Int { s.count }
func peek(_ s: borrowing [String]) -> Int { s.count }
func run() async throws {
    let store = MemoryStore()
    store.items = [get, set, willSet, didSet].map(String.init)
    let loaded = try await store.load()
    let moved = consume loaded
    print(take(moved), peek(store.items), some, any, async, `await`, `throws`, `rethrows`, consume, borrowing)
}
print(mutating, nonmutating, convenience, required, override, dynamic, lazy, weak, unowned, optional, indirect, final, open)
print(actor, macro, package, precedence, associativity, left, right, none, prefix, postfix, infix, each, repeatCount)
