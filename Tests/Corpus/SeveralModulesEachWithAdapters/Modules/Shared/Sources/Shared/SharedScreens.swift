import UIKit
import SwiftUI

/// Shared has no Adapters folder: every bridge here is misplaced.
public enum SharedScreens {
    @MainActor public static func makeLegal() -> UIViewController {
        UIHostingController(rootView: Text("Terms")) // expect: hosting-outside-adapter
    }
}

struct SharedSpinner: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
}
