import Foundation

typealias Span = (start: (line: Int, column: Int), end: (line: Int, column: Int))
typealias Table = ((String, Int), (String, (Int, Int)))

let span: Span = ((1, 5), (3, 10))
let table: Table = (("rows", 3), ("size", (1920, 1080)))

let startLine = span.0.0
let startColumn = span.start.1
let endLine = span.1.line
let width = table.1.1.0
let height = table.1.1.1
let label = table.0.0.uppercased()
let rowCount = table.0.1.advanced(by: 1)
let lineDelta = span.1.0 - span.0.0
let area = table.1.1.0 * table.1.1.1
let aspect = Double(table.1.1.0) / Double(table.1.1.1)

func minmax(_ values: [Int]) -> (Int, Int)? {
    guard let first = values.first else { return nil }
    return values.dropFirst().reduce((first, first)) { (min($0.0, $1), max($0.1, $1)) }
}
let bounds = minmax([5, -2, 9, 0])!
let spread = bounds.1 - bounds.0
var grid = [[(0, 0.0)]]
grid[0][0].1 = 1.5
grid[0][0].0 += 1
let cell = grid[0][0].1.rounded(.up)
let pairs = [(1, "a"), (2, "b")].map { $0.0 * 10 }.reduce(0, +)
let closureTuple = { (t: ((Int, Int), Int)) in t.0.1 + t.1 }((( 1, 2), 3))
print(startLine, startColumn, endLine, width, height, label, rowCount, lineDelta, area, aspect, spread, cell, pairs, closureTuple)
