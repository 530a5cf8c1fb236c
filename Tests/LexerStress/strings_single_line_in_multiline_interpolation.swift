import Foundation

struct Invoice { var number: Int; var lines: [(String, Double)]; var note: String? }

func render(_ invoice: Invoice) -> String {
    """
    INVOICE #\(String(format: "%06d", invoice.number))
    \(invoice.lines.map { "  \($0.0.padding(toLength: 20, withPad: " ", startingAt: 0)) \(String(format: "%8.2f", $0.1))" }.joined(separator: "\n"))
      ------------------------------
      TOTAL: \(String(format: "%.2f", invoice.lines.map(\.1).reduce(0, +)))
    Note: \(invoice.note ?? "none given")
    \(invoice.note == nil ? "" : "(\(invoice.note!.count) characters)")
    Quotes: \("\"double\"") and \("\u{201C}curly\u{201D}") and \(#"raw "q""#)
    """
}

func renderNested(_ rows: [[String]]) -> String {
    """
    <table>
    \(rows.map { row in
        "<tr>" + row.map { "<td>\($0.isEmpty ? "&nbsp;" : $0)</td>" }.joined() + "</tr>"
    }.joined(separator: "\n"))
    </table>
    """
}

let invoice = Invoice(number: 7, lines: [("Coffee", 3.5), ("Bagel \"plain\"", 2.25)], note: nil)
print(render(invoice))
print(renderNested([["a", ""], ["\("b")", "c"]]))
