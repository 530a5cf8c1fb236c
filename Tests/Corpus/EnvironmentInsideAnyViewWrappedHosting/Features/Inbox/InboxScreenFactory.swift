import UIKit
import SwiftUI

struct InboxScreenFactory {
    let store: InboxStore
    let theme: Theme

    func makeInbox() -> UIViewController {
        UIHostingController<AnyView>(rootView: AnyView(InboxView().environmentObject(store))) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }

    func makeThread(id: String) -> UIViewController {
        UIHostingController(rootView: AnyView(ThreadView(id: id).environment(\.theme, theme))) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }
}

final class InboxStore: ObservableObject {}
struct Theme { var accent = "blue" }

private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme() }
extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct InboxView: View { var body: some View { Text("Inbox") } }
struct ThreadView: View {
    let id: String
    var body: some View { Text(id) }
}
