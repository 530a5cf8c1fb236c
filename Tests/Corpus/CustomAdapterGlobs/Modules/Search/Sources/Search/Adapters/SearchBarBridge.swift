import SwiftUI
import UIKit

/// With custom adapter globs, a folder named Adapters is no longer special.
struct SearchBarBridge: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
    func updateUIView(_ view: UISearchBar, context: Context) {}
}
