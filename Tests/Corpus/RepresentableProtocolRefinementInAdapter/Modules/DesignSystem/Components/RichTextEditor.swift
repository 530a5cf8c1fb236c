import SwiftUI
import UIKit

struct RichTextEditor: ThemedTextRepresentable { // expect: representable-outside-adapter
    @Binding var text: NSAttributedString

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        applyTheme(to: view)
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) { view.attributedText = text }
}

struct ThemedSwitch: HostedRepresentable { // expect: representable-outside-adapter
    @Binding var isOn: Bool
    func makeUIView(context: Context) -> UISwitch { UISwitch() }
    func updateUIView(_ view: UISwitch, context: Context) { view.isOn = isOn }
}

/// Mentions without a conformance: generic constraint and opaque type.
struct BridgePreview<Bridge: HostedRepresentable>: View {
    let bridge: Bridge
    var body: some View { bridge.padding() }
}
