import SwiftUI
import AppKit

struct SourceTextView: NSViewRepresentable { // expect: representable-outside-adapter
    @Binding var text: String

    func makeNSView(context: Context) -> NSTextView { NSTextView() }
    func updateNSView(_ view: NSTextView, context: Context) { view.string = text }
}

struct ColorPanelBridge: NSViewControllerRepresentable { // expect: representable-outside-adapter
    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
    func updateNSViewController(_ controller: NSViewController, context: Context) {}
}

actor ThumbnailRenderer {
    func render() -> NSImage? { nil }
}
