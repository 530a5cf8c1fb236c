import SwiftUI
import AppKit

struct FindBarBridge: NSViewRepresentable {
    func makeNSView(context: Context) -> NSSearchField { NSSearchField() }
    func updateNSView(_ view: NSSearchField, context: Context) {}
}
