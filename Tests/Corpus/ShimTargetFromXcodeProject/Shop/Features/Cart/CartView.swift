import SwiftUI

struct CartView: View {
    @State private var items: [CartItem] = []

    var body: some View {
        List(items) { item in
            CartRow(item: item)
        }
        .modifier(RefreshableIfAvailable(reload: reload))
    }

    func reload() async {}
}

struct RefreshableIfAvailable: ViewModifier {
    let reload: () async -> Void

    func body(content: Content) -> some View {
        // The project's lowest target is iOS 16.0 (the widget's 16.4 does not count).
        if #available(iOS 16.0, *) { // expect: always-true-availability
            content.refreshable { await reload() }
        } else {
            content
        }
    }
}

@available(iOS 16.4, *)
struct CartPresentationSizing: ViewModifier {
    func body(content: Content) -> some View {
        content.presentationCompactAdaptation(.popover)
    }
}
