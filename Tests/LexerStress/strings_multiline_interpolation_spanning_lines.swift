import Foundation

struct Report {
    var title: String
    var rows: [(label: String, value: Double)]
    var footnote: String?

    var text: String {
        """
        == \(title.uppercased()) ==
        \(rows.enumerated().map { index, row in
            // line comment inside a multi-line interpolation
            let bar = String(repeating: "█", count: Int(row.value / 10)) /* bar */
            return "\(index + 1). \(row.label.padding(toLength: 12, withPad: " ", startingAt: 0)) \(bar) \(String(format: "%.1f", row.value))"
        }.joined(separator: "\n"))
        \(footnote.map {
            "* \($0)"
        } ?? "")
        Total: \(
            rows
                .map(\.value)
                .reduce(0, +)
        ) — max: \(rows.map(\.value).max() ?? 0)
        Dictionary: \([
            "rows": rows.count,
            "title length": title.count,
        ].sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
        Ternary: \(rows.isEmpty
            ? "empty"
            : "non-empty")
        """
    }
}

let report = Report(title: "Q3 \"results\"", rows: [("North", 42.5), ("South", 87), ("East", 12.25)], footnote: "values in k$")
print(report.text)
