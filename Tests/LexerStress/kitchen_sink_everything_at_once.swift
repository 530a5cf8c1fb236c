#!/usr/bin/env swift
// A deliberately dense file mixing every construct on few lines.
import Foundation

infix operator <~> : AdditionPrecedence
prefix operator √
func <~> (a: Int, b: Int) -> Int { a / b + b / a }
prefix func √ (x: Double) -> Double { x.squareRoot() }

@available(iOS 15.0, macOS 12, *) @MainActor
struct Sink<Element: Sendable> where Element: Hashable {
    @propertyWrapper struct Twice { var wrappedValue: Int { didSet { wrappedValue *= 2 } } }
    @Twice var n: Int = 1
    let café = "\u{63}af\u{E9}", π = 0x1.921fb54442d18p1, mask = 0b1010_1010, perms = 0o755, big = 1_000_000, tiny = 1e-9
    let s = "a\(1 + "b\("c\(/* nested */ [1: "d"][1, default: "?"].count)")".count)e\t\\\"\0\u{1F600}"
    let m = #"""
        raw \(no) \#(1 /* yes */) "quoted" """ // not a comment
        """#
    let r = (/\d+\/\d+/, #/ [a-z]+ \/ [a-z]+ /#, 10 / 2 / 5, (3)/1)
    let k = (\Sink<Element>.n, \String.count, \[Int].first?.description)
    let t = ((1, (2, 3)), 4).0.1.0
    func `default`(in: Int, for x: Int, `class` c: String = #function) -> Int? { sum_([`in`, x]) }
    func sum_(_ v: [Int]) -> Int? { v.reduce(0) { $0 &+ $1 } }
}

#if os(iOS) && !targetEnvironment(simulator)
let where_ = "device"
#elseif swift(>=6.0)
let where_ = "\(#fileID):\(#line) \(#selector(NSObject.description))"
#else
let where_ = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
#endif
let x: Array<Dictionary<String, [Int]>> = [["a": [1 <~> 2]]]
let y = x.first?["a"]?.first ?? Int(√16)
print(where_, x, y, 1.description, -0x1p-2, 1.5E+3, x.first!["a"]!.count, "end" as Any)
