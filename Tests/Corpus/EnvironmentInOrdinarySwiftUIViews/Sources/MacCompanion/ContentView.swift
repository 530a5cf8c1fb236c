import SwiftUI
import SwiftData

struct ContentView: View {
    @Environment(CompanionModel.self) private var model
    @EnvironmentObject private var session: CompanionSession
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            NoteList()
                .environment(\.defaultMinListRowHeight, 52)
                .sheet(isPresented: .constant(false)) {
                    SettingsView()
                        .environment(model)
                        .environmentObject(session)
                }
        }
    }
}

struct NoteList: View { var body: some View { List { Text("Note") } } }
struct SettingsView: View { var body: some View { Text("Settings") } }

@Model final class Note { var text = ""; init() {} }
@Observable final class CompanionModel {}
final class CompanionSession: ObservableObject {}

#Preview {
    ContentView()
        .environment(CompanionModel())
        .environmentObject(CompanionSession())
        .modelContainer(for: Note.self, inMemory: true)
}
