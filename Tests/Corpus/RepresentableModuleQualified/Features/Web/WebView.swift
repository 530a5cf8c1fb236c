import SwiftUI
import WebKit

struct WebView: SwiftUI.UIViewRepresentable { // expect: representable-outside-adapter
    let url: URL

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ view: WKWebView, context: Context) {
        view.load(URLRequest(url: url))
    }
}

extension WKWebView: @retroactive Identifiable {}
