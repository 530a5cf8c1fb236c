import SwiftUI

#if canImport(UIKit)
import UIKit

typealias PlatformViewController = UIViewController

@MainActor
func makePlatformHost<V: View>(_ view: V) -> PlatformViewController {
    UIHostingController(rootView: view) // expect: hosting-outside-adapter
}

struct PlatformSpinner: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
}
#elseif canImport(AppKit)
import AppKit

typealias PlatformViewController = NSViewController

@MainActor
func makePlatformHost<V: View>(_ view: V) -> PlatformViewController {
    NSHostingController(rootView: view) // expect: hosting-outside-adapter
}

struct PlatformSpinner: NSViewRepresentable { // expect: representable-outside-adapter
    func makeNSView(context: Context) -> NSProgressIndicator { NSProgressIndicator() }
    func updateNSView(_ view: NSProgressIndicator, context: Context) {}
}
#else
#error("Unsupported platform: needs UIHostingController or NSHostingController")
#endif

extension View {
    @MainActor
    func hosted() -> PlatformViewController {
        #if os(iOS) && DEBUG
        let host = makePlatformHost(self.border(.red))
        #elseif os(iOS)
        let host = makePlatformHost(self)
        #else
        let host: NSHostingController<Self> = NSHostingController(rootView: self) // expect: hosting-outside-adapter, hosting-outside-adapter
        #endif
        return host
    }
}
