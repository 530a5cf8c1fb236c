import AppKit
import SwiftUI

final class InspectorWindowController: NSWindowController {
    convenience init() {
        let content = NSHostingController(rootView: InspectorView()) // expect: hosting-outside-adapter
        let window = NSWindow(contentViewController: content)
        window.title = "Inspector"
        self.init(window: window)
    }

    func makeAccessory() -> NSView {
        NSHostingView(rootView: AccessoryView()) // expect: hosting-outside-adapter
    }

    func sizing(for view: NSView) -> NSHostingSizingOptions {
        (view as? NSHostingView<AccessoryView>)?.sizingOptions ?? [] // expect: hosting-outside-adapter
    }
}

struct InspectorView: View { var body: some View { Text("Inspector") } }
struct AccessoryView: View { var body: some View { Image(systemName: "gear") } }
