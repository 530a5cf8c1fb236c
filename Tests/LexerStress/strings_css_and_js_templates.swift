import WebKit

enum WebTemplates {
    static let css = """
    :root { --accent: #FF9500; --radius: 12px; }
    body { font: -apple-system-body; margin: 0 /* no margin */; }
    a[href^="http"]:not([href*="example.com"])::after { content: "\\2197"; }
    .card { border-radius: var(--radius); background: url("data:image/svg+xml;utf8,<svg/>"); }
    @media (prefers-color-scheme: dark) { body { background: #000; color: #fff; } }
    """

    static func js(userID: Int, flags: [String: Bool]) -> String {
        """
        (function () {
          'use strict';
          // injected by the app
          const userID = \(userID);
          const flags = {\(flags.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", "))};
          const re = /^\\/orders\\/(\\d+)$/;   // JS regex inside a Swift string
          const half = userID / 2;          /* JS division */
          const tpl = `user ${userID} has ${Object.keys(flags).length} flags`;
          window.webkit.messageHandlers.bridge.postMessage({ type: "ready", tpl, half, match: re.test(location.pathname) });
        })();
        """
    }

    static let rawJS = #"""
    document.querySelectorAll("a").forEach(a => {
      a.href = a.href.replace(/\/\/old\.example\.com\//, "//new.example.com/");
      console.log(`rewrote ${a.href} \n`);
    });
    """#
}

let script = WKUserScript(source: WebTemplates.js(userID: 42, flags: ["beta": true, "dark": false]), injectionTime: .atDocumentEnd, forMainFrameOnly: true)
let style = "<style>\(WebTemplates.css)</style>"
print(script, style, WebTemplates.rawJS.count)
