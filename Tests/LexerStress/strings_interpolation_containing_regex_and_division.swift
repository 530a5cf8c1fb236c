import Foundation

let input = "Order 66 shipped 3/4 complete, ETA 12/31"
let items = [12, 7, 30]

let a = "digits: \(input.matches(of: /\d+/).count)"
let b = "first fraction: \(input.firstMatch(of: /(\d+)\/(\d+)/)?.0 ?? "none")"
let c = "ratio: \(Double(items[0]) / Double(items[1]))"
let d = "avg: \(items.reduce(0, +) / items.count) (int) vs \(Double(items.reduce(0, +)) / Double(items.count))"
let e = "has ETA: \(input.contains(#/ETA \s+ \d+ \/ \d+/#) ? "yes" : "no")"
let f = "replaced: \(input.replacing(/\d+\/\d+/, with: "x/y"))"
let g = """
    Summary
      matches: \(input.matches(of: /[A-Z][a-z]+/).map { String($0.output) }.joined(separator: "/"))
      half: \(items.map { $0 / 2 })
      path-like: \("a/b/c".split(separator: "/").count)
      raw: \(#"literal \d / not regex"#)
    """
let h = #"raw with interp: \#(input.firstMatch(of: /\d+/).map { "\($0.output)" } ?? "-") / done"#
let i = "nested: \("inner \(items[0] / 3) and \("deepest \(input.count / 10)")")"
let j = "slash-only strings: \("/") \("//") \("/*") \("*/") \(#"\/"#)"
print(a, b, c, d, e, f, g, h, i, j)
