import SwiftUI
import Observation

@Observable final class LibraryModel { var books: [String] = [] }
final class UserSession: ObservableObject { @Published var name = "" }

struct ShelfView: View {
    @Environment(LibraryModel.self) private var model
    var body: some View { List(model.books, id: \.self) { Text($0) } }
}

struct AccountView: View {
    @EnvironmentObject private var session: UserSession
    var body: some View { Text(session.name) }
}

struct HistoryView: View {
    var body: some View { Text("History") }
}
