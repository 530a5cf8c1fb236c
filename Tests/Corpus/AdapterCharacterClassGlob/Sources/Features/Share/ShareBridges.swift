import SwiftUI
import UIKit

/// "ShareBridges.swift" does not match "*Bridge.swift".
struct CopyLinkButton: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UIButton { UIButton(type: .system) }
    func updateUIView(_ view: UIButton, context: Context) {}
}
