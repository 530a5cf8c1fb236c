import SwiftUI
import UIKit

struct ActivityIndicator: UIViewRepresentable { // expect: representable-outside-adapter
    var isAnimating: Bool

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: .medium)
    }

    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {
        isAnimating ? view.startAnimating() : view.stopAnimating()
    }
}
