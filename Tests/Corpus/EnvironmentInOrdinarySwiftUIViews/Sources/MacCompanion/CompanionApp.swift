import SwiftUI
import SwiftData

@main
struct CompanionApp: App {
    @State private var model = CompanionModel()
    @StateObject private var session = CompanionSession()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(model)
                .environmentObject(session)
                .modelContainer(for: Note.self)
        }
        Settings {
            SettingsView().environment(model)
        }
    }
}
