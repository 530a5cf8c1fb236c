import SwiftUI
import UIKit

/// Composes already-built bridges; none of these declarations conform to UIViewRepresentable.
struct GalleryComposer<Bridge: UIViewRepresentable>: View {
    let bridge: Bridge
    var body: some View { bridge.frame(maxHeight: 240) }
}

struct AnyBridgeBox {
    let make: () -> any UIViewRepresentable
    let context: UIViewRepresentableContext<ActivityBridgePlaceholder>?
}

extension GalleryComposer where Bridge: UIViewControllerRepresentable {
    static var kind: String { "controller" }
}

func wrap<B>(_ bridge: B) -> some View where B: UIViewRepresentable {
    bridge.padding()
}

func erased(_ bridge: some NSViewRepresentable) -> AnyView? { nil }

typealias ActivityBridgePlaceholder = Never

// struct Fake: UIViewRepresentable {}
let note = "struct Fake: UIViewRepresentable {}"

protocol GalleryItem {
    associatedtype Preview
}
