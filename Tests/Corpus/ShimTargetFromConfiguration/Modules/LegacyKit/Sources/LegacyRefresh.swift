import SwiftUI

// This folder has its own minimum, iOS 15.0.
extension View {
    @ViewBuilder
    func refreshableIfAvailable(_ action: @escaping () async -> Void) -> some View {
        if #available(iOS 15, *) { // expect: always-true-availability
            refreshable { await action() }
        } else {
            self
        }
    }

    @ViewBuilder
    func scrollIndicatorsHidden() -> some View {
        if #available(iOS 16, *) {
            scrollIndicators(.hidden)
        } else {
            self
        }
    }
}
