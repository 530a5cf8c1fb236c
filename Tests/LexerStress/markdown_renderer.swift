import Foundation

/// A deliberately tiny Markdown → HTML converter used in release-notes screens.
struct MiniMarkdown {
    static func render(_ source: String) -> String {
        var html: [String] = []
        var inCode = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                html.append(inCode ? "</code></pre>" : "<pre><code>")
                inCode.toggle()
                continue
            }
            if inCode { html.append(escape(line)); continue }
            if let m = line.wholeMatch(of: /(#{1,6})\s+(.*)/) {
                html.append("<h\(m.1.count)>\(inline(String(m.2)))</h\(m.1.count)>")
            } else if let m = line.wholeMatch(of: /\s*[-*+]\s+(.*)/) {
                html.append("<li>\(inline(String(m.1)))</li>")
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                html.append("")
            } else {
                html.append("<p>\(inline(line))</p>")
            }
        }
        return html.joined(separator: "\n")
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func inline(_ s: String) -> String {
        escape(s)
            .replacing(/\*\*(.+?)\*\*/) { "<strong>\($0.1)</strong>" }
            .replacing(/(?<![\w*])\*(.+?)\*(?![\w*])/) { "<em>\($0.1)</em>" }
            .replacing(/`([^`]+)`/) { "<code>\($0.1)</code>" }
            .replacing(/\[([^\]]+)\]\(([^)\s]+)\)/) { #"<a href="\#($0.2)">\#($0.1)</a>"# }
    }
}

let notes = #"""
    # What's new in 2.0
    - **Faster** search (2x → see `SearchIndex`)
    - *Dark mode* for [widgets](https://example.com/widgets?ref=notes)
    ```
    let ratio = old / new // code is escaped: <T>
    ```
    Thanks to 1/2 of the team & friends!
    """#
print(MiniMarkdown.render(notes))
