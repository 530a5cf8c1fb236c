import Foundation

let scores = [88, 92, 75, 64, 99]
let firstThree = scores[..<3]
let fromSecond = scores[1...]
let middle = scores[1..<4]
let closed = scores[1...3]
let throughThird = scores[...2]
let all = scores[...]
let reversedRange = (0..<scores.count).reversed()
let strideRange = stride(from: 0, to: 100, by: 25)
let charRange: ClosedRange<Character> = "a"..."z"
let unicodeRange = "α"..."ω"
let doubleRange = 0.0..<1.0
let contains = (60...100) ~= scores[3]

let config: [String: String?] = ["timeout": "30", "retries": nil]
let timeout = Int(config["timeout"] ?? nil ?? "10") ?? 10
let retries = config["retries"].flatMap { $0 } ?? "3"
let chained = config["a"] ?? config["b"] ?? config["c"] ?? "none"
let nested: Int?? = .some(nil)
let unwrapped = (nested ?? 0) ?? -1
let lazyDefault = ProcessInfo.processInfo.environment["HOME"] ?? { "/tmp" }()
let ternaryAndNil = scores.first.map { $0 > 90 ? "A" : "B" } ?? "?"

func grade(_ s: Int) -> String {
    switch s {
    case 90...: "A"
    case 80..<90: "B"
    case 70..<80: "C"
    case ..<70: "F"
    default: "?"
    }
}

for i in 0..<3 where i % 2 == 0 { print(i) }
for i in (1...3).reversed() { print(i) }
for case let s? in [1, nil, 3] as [Int?] { print(s) }
print(firstThree, fromSecond, middle, closed, throughThird, all, Array(reversedRange), Array(strideRange), charRange, unicodeRange, doubleRange, contains)
print(timeout, retries, chained as Any, unwrapped, lazyDefault, ternaryAndNil, scores.map(grade))
