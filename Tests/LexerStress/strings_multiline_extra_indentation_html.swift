import Foundation

struct EmailTemplate {
    let recipient: String
    let items: [(name: String, qty: Int)]

    func render() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
          <head>
            <meta charset="utf-8">
            <title>Your order, \(recipient)</title>
            <style>
              td.qty { text-align: right; } /* not a Swift comment */
              a[href^="https://"]::after { content: " ↗"; }
            </style>
          </head>
          <body>
            <!-- greeting -->
            <p>Hi <b>\(recipient.isEmpty ? "there" : recipient)</b>,</p>
            <table>
        \(items.map { item in
            "      <tr><td>\(item.name)</td><td class=\"qty\">\(item.qty)</td></tr>"
        }.joined(separator: "\n"))
            </table>
            <p>See <a href="https://example.com/orders?ref=email&amp;v=2">your orders</a>.</p>
          </body>
        </html>
        """
    }
}

let html = EmailTemplate(recipient: "Ana", items: [("Tea", 2), ("Café", 1)]).render()
let plain = """
        deeply indented closing delimiter
            and even deeper line
        back to base
        """
print(html.count, plain)
