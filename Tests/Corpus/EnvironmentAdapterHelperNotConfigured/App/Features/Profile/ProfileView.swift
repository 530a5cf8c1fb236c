import SwiftUI

final class SessionStore: ObservableObject { @Published var userName = "Ana" }
@Observable final class ThemeModel { var accent = Color.orange }

struct ProfileView: View {
    @EnvironmentObject private var session: SessionStore
    @Environment(ThemeModel.self) private var theme

    var body: some View {
        Text(session.userName)
            .foregroundStyle(theme.accent)
    }
}
