import UIKit
import SwiftUI

@MainActor
struct NotesScreenFactory {
    let notes: NotesModel
    let environment: NotesEnvironment

    func makeEditor() -> UIViewController {
        UIHostingController(rootView: EditorView(environment: environment).transformEnvironment(\.font) { $0 = .body }) // expect: hosting-outside-adapter
    }

    func makeList() -> UIViewController {
        UIHostingController(rootView: NotesListView(store: environment.environmentObject, env: self.environment)) // expect: hosting-outside-adapter
    }

    func makeReader() -> UIViewController {
        UIHostingController(rootView: ReaderView().environmentValues(notes).modelContext(nil)) // expect: hosting-outside-adapter
    }

    func makeInline() -> UIViewController {
        UIHostingController(rootView: ReaderView().environmentIfPresent(notes)) // expect: hosting-outside-adapter
    }
}

/// A type with members that happen to be called like the modifiers.
struct NotesEnvironment {
    var environmentObject = NotesStore()
    func environment(_ key: String) -> String { key }
}

extension View {
    func environmentValues(_ model: NotesModel) -> some View { self }
    func environmentIfPresent(_ model: NotesModel?) -> some View { self }
    func modelContext(_ context: Any?) -> some View { self }
}

@Observable final class NotesModel {}
final class NotesStore: ObservableObject {}
struct EditorView: View {
    let environment: NotesEnvironment
    var body: some View { Text(environment.environment("title")) }
}
struct NotesListView: View {
    let store: NotesStore
    let env: NotesEnvironment
    var body: some View { Text("Notes") }
}
struct ReaderView: View { var body: some View { Text("Reader") } }
