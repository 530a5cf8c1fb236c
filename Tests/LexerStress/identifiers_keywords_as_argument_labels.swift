import Foundation

struct Scheduler {
    func schedule(in seconds: Double, for task: String, repeat count: Int = 1) -> String {
        "\(task) ×\(count) in \(seconds)s"
    }
    func move(from source: Int, to destination: Int, by step: Int = 1) -> [Int] {
        Array(stride(from: source, to: destination, by: step))
    }
    func lookup(where predicate: (Int) -> Bool, default fallback: Int, as type: Int.Type = Int.self) -> Int {
        (0..<10).first(where: predicate) ?? fallback
    }
    func call(func name: String, class cls: String, struct s: String, protocol p: String) -> String {
        [name, cls, s, p].joined(separator: ".")
    }
    func keywords(if a: Bool, else b: Bool, while c: Bool, return d: Int, throw e: String, switch f: Int, case g: Int) -> Int {
        a && !b && c ? d + f + g : e.count
    }
    func more(let x: Int, var y: Int, in z: Int, import i: String, operator o: String, self s: Int, Self t: Int) -> Int {
        x + y + z + s + t + i.count + o.count
    }
    func any(_ x: Any, some y: Int, is z: Bool, super w: Int, nil n: Int?, true t: Bool, false f: Bool) -> Bool { z && t || f }
    func get(at index: Int, set value: Int, willSet a: Int, didSet b: Int, async c: Int, await d: Int) -> Int { index + value + a + b + c + d }
}

let s = Scheduler()
print(s.schedule(in: 1.5, for: "sync", repeat: 3))
print(s.move(from: 0, to: 10, by: 2))
print(s.lookup(where: { $0 > 3 }, default: -1, as: Int.self))
print(s.call(func: "f", class: "C", struct: "S", protocol: "P"))
print(s.keywords(if: true, else: false, while: true, return: 1, throw: "e", switch: 2, case: 3))
print(s.more(let: 1, var: 2, in: 3, import: "i", operator: "+", self: 4, Self: 5))
print(s.any(0, some: 1, is: true, super: 2, nil: nil, true: true, false: false))
print(s.get(at: 0, set: 1, willSet: 2, didSet: 3, async: 4, await: 5))
let ref = s.schedule(in:for:repeat:)
let ref2 = Scheduler.move(from:to:by:)
print(ref(2, "x", 1), ref2(s)(1, 4, 1))
