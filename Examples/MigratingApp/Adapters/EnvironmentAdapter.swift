import SwiftUI

/// Re-creates the SwiftUI environment for content hosted from UIKit.
///
/// SwiftUI screens reached from UIKit do not inherit an environment, so every hosting
/// boundary passes through `apply(to:)`.
@MainActor
struct EnvironmentAdapter {
    let orderStore: OrderStore
    let profile: ProfileModel
    let theme: AppTheme

    func apply<Content: View>(to content: Content) -> some View {
        content
            .environmentObject(orderStore)
            .environmentObject(profile)
            .environment(theme)
            .tint(theme.accent)
    }
}
