import SwiftUI

/// Carries the app-wide environment across the UIKit → SwiftUI boundary.
@MainActor
struct EnvironmentAdapter {
    let session: SessionStore
    let theme: ThemeModel

    func inject<V: View>(_ view: V) -> some View {
        view
            .environmentObject(session)
            .environment(theme)
    }
}
